import type { embedEndpoints } from '../contract/embed/embed.endpoints'
import type { EmbedSettings, EmbedSettingsForm } from '../contract/embed/embed.schemas'
import { callQuery } from '../core/callQuery'
import type { ClientPart } from '../core/client'

type Endpoints = typeof embedEndpoints
/** The part of a bound client a query calls; a full client fits. */
type Needs<K extends keyof Endpoints> = ClientPart<'embed', Endpoints, K>

/**
 * Cache keys of the embed's calls.
 *
 * @example queryClient.invalidateQueries({ queryKey: embedKeys.all })
 */
export const embedKeys = {
  all: ['embed'] as const,
  loginRequest: () => ['embed', 'login-request'] as const,
  /** Per channel: switching channels must not show the previous channel's hosts. */
  settings: (channelId: string) => ['embed', 'settings', channelId] as const,
}

/**
 * The page asking for an embed's session in this browser's sign-in popup (404
 * EMBED_LOGIN_EXPIRED when none waits). Read once: the answer ends it.
 *
 * @example const { origin } = await queryClient.fetchQuery(embedLoginRequestQuery(client))
 */
export function embedLoginRequestQuery(client: Needs<'pendingLogin'>) {
  return callQuery(embedKeys.loginRequest(), (signal) => client.embed.pendingLogin({ signal }), {
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
}

/**
 * The member's channel's embed settings: the websites allowed to embed its player and board
 * (owner only: 403 for anyone else).
 *
 * @example
 * const { allowedHosts } = await queryClient.fetchQuery(embedSettingsQuery(client, channelId))
 */
export function embedSettingsQuery(client: Needs<'getSettings'>, channelId: string) {
  return callQuery(embedKeys.settings(channelId), (signal) => client.embed.getSettings({ signal }))
}

/**
 * Saves the channel's allowed hosts and puts the server's answer (normalized, deduplicated)
 * in the cache, so the settings page shows what is saved.
 *
 * @example
 * await saveEmbedSettings(client, queryClient, channelId, { allowedHosts: ['news.example.com'] })
 */
export async function saveEmbedSettings(
  client: Needs<'updateSettings'>,
  queryClient: { setQueryData: (key: readonly unknown[], data: EmbedSettings) => unknown },
  channelId: string,
  form: EmbedSettingsForm,
): Promise<EmbedSettings> {
  const saved = await client.embed.updateSettings(form)
  queryClient.setQueryData(embedKeys.settings(channelId), saved)
  return saved
}

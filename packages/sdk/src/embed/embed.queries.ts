import type { embedEndpoints } from '../contract/embed/embed.endpoints'
import type { EmbedLoginRequest } from '../contract/embed/embed.schemas'
import type { BoundGroups } from '../core/client'
import type { QueryOptions } from '../core/queryClient'

type EmbedApi = BoundGroups<{ embed: typeof embedEndpoints }>['embed']
/** The part of a bound client a query calls; a full client fits. */
type Needs<K extends keyof EmbedApi> = { embed: Pick<EmbedApi, K> }

/**
 * Cache keys of the embed's calls.
 *
 * @example queryClient.invalidateQueries({ queryKey: embedKeys.all })
 */
export const embedKeys = {
  all: ['embed'] as const,
  loginRequest: () => ['embed', 'login-request'] as const,
}

/**
 * The page asking for an embed's session in this browser's sign-in popup (404
 * EMBED_LOGIN_EXPIRED when none waits). Read once: the answer ends it.
 *
 * @example const { origin } = await queryClient.fetchQuery(embedLoginRequestQuery(client))
 */
export function embedLoginRequestQuery(
  client: Needs<'pendingLogin'>,
): QueryOptions<EmbedLoginRequest, ReturnType<typeof embedKeys.loginRequest>> {
  return {
    queryKey: embedKeys.loginRequest(),
    queryFn: ({ signal }) => client.embed.pendingLogin({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  }
}

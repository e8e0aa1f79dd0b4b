import type { MutationObserverOptions, QueryClient } from '@tanstack/query-core'
import type { channelEndpoints } from '../contract/channel/channel.endpoints'
import type {
  ChannelProfile,
  ChannelProfileInput,
} from '../contract/channel/channelProfile.schemas'
import type { ApiError } from '../core/apiError'
import { callQuery } from '../core/callQuery'
import type { ClientPart } from '../core/client'

type Endpoints = typeof channelEndpoints
type Needs<K extends keyof Endpoints> = ClientPart<'channel', Endpoints, K>

/** The cache key of a channel's description and links. */
const profileKey = (channelId: string) => ['channel', 'profile', channelId.toLowerCase()] as const

/**
 * A channel's description and links.
 *
 * @example const { links } = await queryClient.fetchQuery(channelProfileQuery(client, 'airwave'))
 */
export function channelProfileQuery(client: Needs<'getChannelProfile'>, channelId: string) {
  return callQuery(profileKey(channelId), (signal) =>
    client.channel.getChannelProfile(channelId, { signal }),
  )
}

/**
 * Saves the member's channel's description and links; the cache then holds what the server
 * kept (addresses normalised).
 *
 * @example mutate({ description: 'Hi', links: [{ title: 'Site', url: 'https://example.com' }] })
 */
export function updateChannelProfileMutation(
  client: Needs<'updateChannelProfile'>,
  queryClient: Pick<QueryClient, 'setQueryData'>,
  channelId: string,
): MutationObserverOptions<ChannelProfile, ApiError, ChannelProfileInput> {
  return {
    mutationFn: (profile) => client.channel.updateChannelProfile(profile),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKey(channelId), saved)
    },
  }
}

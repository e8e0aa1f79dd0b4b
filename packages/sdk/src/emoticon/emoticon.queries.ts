import type { emoticonEndpoints } from '../contract/emoticon/emoticon.endpoints'
import { callQuery } from '../core/callQuery'
import type { ClientPart } from '../core/client'

type Endpoints = typeof emoticonEndpoints
/** The part of a bound client a query calls; a full client fits. */
type Needs<K extends keyof Endpoints> = ClientPart<'emoticon', Endpoints, K>

const HOUR = 3_600_000

/**
 * Cache keys of emoticons.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: emoticonKeys.all })
 */
export const emoticonKeys = {
  all: ['emoticon'] as const,
  list: () => ['emoticon', 'list'] as const,
  channel: (channelId: string) => ['emoticon', 'channel', channelId] as const,
  user: (channelId: string) => ['emoticon', 'user', channelId] as const,
}

/**
 * The default emoticon groups, fresh and kept for 1 hour.
 *
 * @example
 * const groups = await queryClient.fetchQuery(emoticonListQuery(client))
 */
export function emoticonListQuery(client: Needs<'listEmoticons'>) {
  return callQuery(emoticonKeys.list(), (signal) => client.emoticon.listEmoticons({ signal }), {
    staleTime: HOUR,
    gcTime: HOUR,
  })
}

/**
 * A streamer's subscriber emoticons, not retried. The picker enables it only for a
 * non-subscriber of a monetized channel (`enabled` is the caller's).
 *
 * @example
 * new QueryObserver(queryClient, { ...channelEmoticonListQuery(client, 'kim'), enabled: !isSubscriber })
 */
export function channelEmoticonListQuery(client: Needs<'listChannelEmoticons'>, channelId: string) {
  return callQuery(
    emoticonKeys.channel(channelId),
    (signal) => client.emoticon.listChannelEmoticons({ channelId }, { signal }),
    { retry: false },
  )
}

/**
 * The emoticons the signed-in member may use in `channelId` (unlocked keys, subscribed
 * streamers' lists). Members only: the call needs a session, so enable it for members.
 *
 * @example
 * useQuery({ ...userEmoticonsQuery(client, 'kim'), enabled: viewer.status === 'member' })
 */
export function userEmoticonsQuery(client: Needs<'getUserEmoticons'>, channelId: string) {
  return callQuery(
    emoticonKeys.user(channelId),
    (signal) => client.emoticon.getUserEmoticons({ channelId }, { signal }),
    { retry: false },
  )
}

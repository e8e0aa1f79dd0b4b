import type { BoundGroups } from '../core/client'
import type { PagedQueryOptions, QueryOptions } from '../core/queryClient'
import type { channelEndpoints } from './channel.endpoints'
import type { ChannelInfo, ChannelPage, SessionUser } from './channel.schemas'
import { BLOCK_PAGE_SIZE } from './channelLimits'
import { nextBlockedPage } from './paging'

type ChannelApi = BoundGroups<{ channel: typeof channelEndpoints }>['channel']
/** The part of a bound client a query calls; a full client fits. */
type Needs<K extends keyof ChannelApi> = { channel: Pick<ChannelApi, K> }

/**
 * Cache keys of the signed-in member's channel relations.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: channelKeys.blocked() })
 */
export const channelKeys = {
  all: ['channel'] as const,
  blocked: () => ['channel', 'blocked'] as const,
  info: (channelId: string) => ['channel', 'info', channelId] as const,
  mine: () => ['channel', 'mine'] as const,
}

/**
 * A channel's public info (nickname, picture, monetization, the member's relation to it).
 * Stale after 5 minutes: it rarely changes while a viewer reads the channel's pages.
 *
 * @example
 * const info = await queryClient.fetchQuery(channelInfoQuery(client, 'neo'))
 */
export function channelInfoQuery(
  client: Needs<'getChannelInfo'>,
  channelId: string,
): QueryOptions<ChannelInfo, ReturnType<typeof channelKeys.info>> {
  return {
    queryKey: channelKeys.info(channelId),
    queryFn: async ({ signal }) =>
      (await client.channel.getChannelInfo(channelId, { signal })).streamerChannelInfo,
    staleTime: 5 * 60_000,
  }
}

/**
 * The signed-in member's own channel and account. Load it only for a signed-in member.
 *
 * @example
 * const me = await queryClient.fetchQuery(myChannelQuery(client))
 */
export function myChannelQuery(
  client: Needs<'getMyChannel'>,
): QueryOptions<SessionUser, ReturnType<typeof channelKeys.mine>> {
  return {
    queryKey: channelKeys.mine(),
    queryFn: ({ signal }) => client.channel.getMyChannel({ signal }),
  }
}

/**
 * The channels the member blocked, 10 a page. Load it only for a signed-in member (the spec:
 * blocked users are loaded only when logged in).
 *
 * @example
 * const observer = new InfiniteQueryObserver(queryClient, blockedListQuery(client))
 */
export function blockedListQuery(
  client: Needs<'listBlocked'>,
): PagedQueryOptions<ChannelPage, ReturnType<typeof channelKeys.blocked>> {
  return {
    queryKey: channelKeys.blocked(),
    queryFn: ({ pageParam, signal }) =>
      client.channel.listBlocked({ page: pageParam, limit: BLOCK_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => nextBlockedPage(page, last.total),
  }
}

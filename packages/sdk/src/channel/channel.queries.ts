import type { BoundGroups } from '../core/client'
import type { PagedQueryOptions } from '../core/queryClient'
import { BLOCK_PAGE_SIZE, type channelEndpoints } from './channel.endpoints'
import type { ChannelPage } from './channel.schemas'
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

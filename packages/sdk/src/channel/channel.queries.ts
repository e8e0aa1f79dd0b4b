import type { MutationObserverOptions, QueryClient } from '@tanstack/query-core'
import type { channelEndpoints } from '../contract/channel/channel.endpoints'
import {
  BLOCK_LIMIT,
  BLOCK_PAGE_SIZE,
  FOLLOWING_PAGE_SIZE,
} from '../contract/channel/channelLimits'
import type { ApiError } from '../core/apiError'
import { callQuery, pagedCallQuery } from '../core/callQuery'
import { CARD_LIST_META, refreshCardLists } from '../core/cardLists'
import type { ClientPart } from '../core/client'
import { nextPage, pageCount } from '../core/paging'
import { nextBlockedPage } from './paging'

type Endpoints = typeof channelEndpoints
/** The part of a bound client a query calls; a full client fits. */
type Needs<K extends keyof Endpoints> = ClientPart<'channel', Endpoints, K>

/**
 * Cache keys of the signed-in member's channel relations.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: channelKeys.blocked() })
 */
export const channelKeys = {
  all: ['channel'] as const,
  blocked: () => ['channel', 'blocked'] as const,
  // Under the blocked list's key, so whatever refreshes the list (a block, an unblock) does this too.
  blockedIds: () => ['channel', 'blocked', 'ids'] as const,
  following: () => ['channel', 'following'] as const,
  info: (channelId: string) => ['channel', 'info', channelId] as const,
  mine: () => ['channel', 'mine'] as const,
  notInterestedLists: () => ['channel', 'not-interested'] as const,
  notInterested: (page: number) => ['channel', 'not-interested', page] as const,
}

/**
 * A channel's public info (nickname, picture, monetization, the member's relation to it).
 * Stale after 5 minutes: it rarely changes while a viewer reads the channel's pages.
 *
 * @example
 * const info = await queryClient.fetchQuery(channelInfoQuery(client, 'neo'))
 */
export function channelInfoQuery(client: Needs<'getChannelInfo'>, channelId: string) {
  return callQuery(
    channelKeys.info(channelId),
    async (signal) =>
      (await client.channel.getChannelInfo(channelId, { signal })).streamerChannelInfo,
    { staleTime: 5 * 60_000 },
  )
}

/**
 * The signed-in member's own channel and account. Load it only for a signed-in member.
 *
 * @example
 * const me = await queryClient.fetchQuery(myChannelQuery(client))
 */
export function myChannelQuery(client: Needs<'getMyChannel'>) {
  return callQuery(channelKeys.mine(), (signal) => client.channel.getMyChannel({ signal }))
}

/**
 * The channels the member blocked, 10 a page. Load it only for a signed-in member (the spec:
 * blocked users are loaded only when logged in).
 *
 * @example
 * const observer = new InfiniteQueryObserver(queryClient, blockedListQuery(client))
 */
export function blockedListQuery(client: Needs<'listBlocked'>) {
  return pagedCallQuery(
    channelKeys.blocked(),
    (page, signal) => client.channel.listBlocked({ page, limit: BLOCK_PAGE_SIZE }, { signal }),
    (last, page) => nextBlockedPage(page, last.total),
  )
}

/**
 * The channel ids the member blocked, every page of them (10 a page, at most 100 blocked, so
 * at most 10 calls): the chat leaves out their messages and a card of theirs offers only report
 * (restricted mode). Load it only for a signed-in member; a block or unblock refreshes it.
 *
 * @example
 * const blocked = await queryClient.fetchQuery(blockedChannelIdsQuery(client))
 */
export function blockedChannelIdsQuery(client: Needs<'listBlocked'>) {
  return callQuery(channelKeys.blockedIds(), async (signal) => {
    const ids: string[] = []
    const pages = pageCount({ total: BLOCK_LIMIT, size: BLOCK_PAGE_SIZE })
    for (let page = 1; page <= pages; page++) {
      const answer = await client.channel.listBlocked({ page, limit: BLOCK_PAGE_SIZE }, { signal })
      ids.push(...answer.items.map((item) => item.channelId))
      if (answer.items.length < BLOCK_PAGE_SIZE || ids.length >= answer.total) break
    }
    return ids
  })
}

/**
 * The channels the member follows with their live state, 20 a page until the total
 * (`/following`, `/following/channel`). A card list. Load it only for a signed-in member.
 *
 * @example
 * const observer = new InfiniteQueryObserver(queryClient, followingListQuery(client))
 */
export function followingListQuery(client: Needs<'listFollowing'>) {
  return pagedCallQuery(
    channelKeys.following(),
    (page, signal) =>
      client.channel.listFollowing({ page, limit: FOLLOWING_PAGE_SIZE }, { signal }),
    (last, page) => nextPage({ page, total: last.totalCnt, size: FOLLOWING_PAGE_SIZE }),
    { meta: CARD_LIST_META },
  )
}

/**
 * One page of the channels the member marked not interested (10 a page), as
 * `/setting/uninterested-channel` shows them. Load it only for a signed-in member.
 *
 * @example
 * const page = await queryClient.fetchQuery(notInterestedListQuery(client, 1))
 */
export function notInterestedListQuery(client: Needs<'listNotInterested'>, page: number) {
  return callQuery(channelKeys.notInterested(page), (signal) =>
    client.channel.listNotInterested({ page }, { signal }),
  )
}

/**
 * Takes a channel off the not-interested list; once done, the list and every card list are
 * read again (the channel's cards show again everywhere).
 *
 * @example
 * await new MutationObserver(queryClient, removeNotInterestedMutation(client, queryClient)).mutate('kim')
 */
export function removeNotInterestedMutation(
  client: Needs<'removeNotInterested'>,
  queryClient: Pick<QueryClient, 'invalidateQueries'>,
): MutationObserverOptions<unknown, ApiError, string> {
  return {
    mutationFn: (channelId) => client.channel.removeNotInterested({ channelId }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: channelKeys.notInterestedLists() })
      await refreshCardLists(queryClient)
    },
  }
}

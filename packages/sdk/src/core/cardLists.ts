import type { QueryClient, QueryMeta } from '@tanstack/query-core'

/**
 * The `meta` of a query that lists cards (live streams, videos, channels): the live and video
 * lists, a channel's videos, the search results, the followed channels. One edit, delete or
 * not-interested changes what every such list shows, whatever its domain, so the lists carry
 * this mark and are read again together, rather than sharing a key prefix across domains.
 *
 * @example
 * return { queryKey, queryFn, meta: CARD_LIST_META }
 */
export const CARD_LIST_META = { cardList: true } as const satisfies QueryMeta

/** Whether a cached query is one of the card lists ({@link CARD_LIST_META}). */
function isCardList(query: { meta?: QueryMeta | undefined }): boolean {
  return query.meta?.cardList === true
}

/**
 * Reads every card list again (those on screen at once, the others when next shown): after a
 * video is edited or deleted, or a channel is taken off the not-interested list.
 *
 * @example
 * await client.video.delete(vodNo)
 * await refreshCardLists(queryClient)
 */
export function refreshCardLists(
  queryClient: Pick<QueryClient, 'invalidateQueries'>,
): Promise<void> {
  return queryClient.invalidateQueries({ predicate: isCardList })
}

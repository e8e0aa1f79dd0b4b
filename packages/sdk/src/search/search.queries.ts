import type { searchEndpoints } from '../contract/search/search.endpoints'
import type { SearchCardPage } from '../contract/search/search.schemas'
import { pagedCallQuery } from '../core/callQuery'
import { CARD_LIST_META } from '../core/cardLists'
import type { ClientPart } from '../core/client'
import { nextFlaggedPage } from '../core/paging'

type Endpoints = typeof searchEndpoints
/** The part of a bound client a query calls; a full client fits. */
type Needs<K extends keyof Endpoints> = ClientPart<'search', Endpoints, K>

/** How many of each kind the combined results (a keyword's, a tag's) show (chosen). */
export const SEARCH_PREVIEW = 6
/** A page of one kind's results, all of them shown (`?type=`) (the spec's list default). */
export const SEARCH_PAGE = 20

/** What is searched: a keyword, or a tag (`/search/tag/{tag}`, `?tagName=`). */
export interface SearchTerms {
  keyword?: string
  tagName?: string
}

/** The result kinds that are lists of their own (categories come from the live and video ones). */
type SearchListKind = 'channel' | 'live' | 'video'

/**
 * Cache keys of the search results, by kind, terms and page size.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: searchKeys.all })
 */
export const searchKeys = {
  all: ['search'] as const,
  results: (kind: SearchListKind, terms: SearchTerms, limit: number) =>
    ['search', kind, terms, limit] as const,
}

/** A few of a kind in the combined results, a page of 20 when its own (`showAll`). */
const limitOf = (showAll: boolean) => (showAll ? SEARCH_PAGE : SEARCH_PREVIEW)

/**
 * The channels found, paged while the server says there is more: a few of them among the
 * other kinds, or 20 a page when they are all shown (`showAll`, the presets' say).
 *
 * @example
 * const observer = new InfiniteQueryObserver(
 *   queryClient,
 *   searchChannelsQuery(client, { keyword: 'kim' }, { showAll: false }),
 * )
 */
export function searchChannelsQuery(
  client: Needs<'searchChannels'>,
  terms: SearchTerms,
  { showAll }: { showAll: boolean },
) {
  const limit = limitOf(showAll)
  return pagedCallQuery(
    searchKeys.results('channel', terms, limit),
    (page, signal) => client.search.searchChannels({ ...terms, limit, page }, { signal }),
    nextFlaggedPage,
    { meta: CARD_LIST_META },
  )
}

/**
 * The live streams or videos found, as cards, paged as {@link searchChannelsQuery}.
 *
 * @example
 * const observer = new InfiniteQueryObserver(
 *   queryClient,
 *   searchCardsQuery(client, 'video', { tagName: 'fps' }, { showAll: true }),
 * )
 */
export function searchCardsQuery(
  client: Needs<'searchStreams' | 'searchVideos'>,
  kind: 'live' | 'video',
  terms: SearchTerms,
  { showAll }: { showAll: boolean },
) {
  const limit = limitOf(showAll)
  return pagedCallQuery(
    searchKeys.results(kind, terms, limit),
    (page, signal): Promise<SearchCardPage> => {
      const query = { ...terms, limit, page }
      return kind === 'live'
        ? client.search.searchStreams(query, { signal })
        : client.search.searchVideos(query, { signal })
    },
    nextFlaggedPage,
    { meta: CARD_LIST_META },
  )
}

import {
  SEARCH_FILTER_PRESETS,
  type SearchKind,
  type SearchTerms,
  searchCardsQuery,
  searchChannelsQuery,
} from '@airwave/sdk/search'
import type { ThumbnailCard } from '@airwave/sdk/video'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import { useSite } from '../../app/siteContext'
import { fill, useDiscoveryText } from '../../i18n/discovery'
import { CategoryChips } from './CategoryChips'
import { ChannelTiles } from './ChannelTiles'
import { CardGrid } from './cards'
import { ListSection, type ListSectionProps } from './ListSection'
import { NextPage, type PagedQuery } from './LoadMore'

type Preset = keyof typeof SEARCH_FILTER_PRESETS
/** `?type=` of a single-kind page, to its preset. */
const PRESET_OF_TYPE: Record<string, Preset> = {
  channel: 'search_channel',
  stream: 'search_stream',
  video: 'search_video',
  category: 'search_category',
}
const TYPE_OF_KIND: Record<SearchKind, string> = {
  channel: 'channel',
  live: 'stream',
  video: 'video',
  category: 'category',
}

/** Channel results, paged. */
function useChannelResults(terms: SearchTerms, showAll: boolean, enabled: boolean) {
  const { client } = useSite()
  return useInfiniteQuery({ ...searchChannelsQuery(client, terms, { showAll }), enabled })
}

/** Live or video results (cards), paged. */
function useCardResults(
  kind: 'live' | 'video',
  terms: SearchTerms,
  showAll: boolean,
  enabled: boolean,
) {
  const { client } = useSite()
  return useInfiniteQuery({ ...searchCardsQuery(client, kind, terms, { showAll }), enabled })
}

/** The categories of the live and video results, once each. */
function categoriesOf(cards: readonly ThumbnailCard[]) {
  const seen = new Map<string, { name: string; pathName: string }>()
  for (const card of cards) {
    const info = card.categoryInfo
    if (info?.pathName && !seen.has(info.pathName))
      seen.set(info.pathName, { name: info.name ?? info.pathName, pathName: info.pathName })
  }
  return [...seen.values()]
}

/**
 * `/search?keyword=`, `/search?tagName=` and `/search/tag/{tag}`: the results by kind, as the
 * SDK's filter presets say. A keyword shows channels, lives, videos and categories (a few of
 * each); a tag, lives, videos and categories; `?type=` one kind, all of it.
 */
export function SearchPage() {
  const { tag } = useParams()
  const [params] = useSearchParams()
  const words = useDiscoveryText()
  const keyword = params.get('keyword')?.trim() || undefined
  const tagName = tag ?? (params.get('tagName')?.trim() || undefined)
  const terms: SearchTerms = tagName ? { tagName } : keyword ? { keyword } : {}
  const type = params.get('type') ?? ''
  const preset: Preset = PRESET_OF_TYPE[type] ?? (tagName ? 'tag' : 'default')
  const { kinds, showAll } = SEARCH_FILTER_PRESETS[preset]
  const heading = tagName
    ? fill(words.tagResults, { tag: tagName })
    : fill(words.searchResults, { keyword: keyword ?? '' })
  if (!keyword && !tagName)
    return (
      <section className="aw-site-discovery">
        <title>{`${words.searchLabel} · Airwave`}</title>
        <h1 className="aw-site-title">{words.searchLabel}</h1>
        <p className="aw-site-muted" data-state="empty">
          {words.searchAsk}
        </p>
      </section>
    )
  const search = (withType?: string) => {
    const next = new URLSearchParams()
    if (keyword && !tag) next.set('keyword', keyword)
    if (tagName && !tag) next.set('tagName', tagName)
    if (withType) next.set('type', withType)
    return `?${next}`
  }
  const all = SEARCH_FILTER_PRESETS[tagName ? 'tag' : 'default'].kinds
  return (
    <div className="aw-site-discovery" data-preset={preset}>
      <title>{`${heading} · Airwave`}</title>
      <h1 className="aw-site-title">{heading}</h1>
      <nav className="aw-site-tabs" aria-label={words.searchLabel}>
        <Link
          to={search()}
          className="aw-site-tab"
          aria-current={preset === 'default' || preset === 'tag' ? 'page' : undefined}
        >
          {words.allVideos}
        </Link>
        {all.map((kind) => (
          <Link
            key={kind}
            to={search(TYPE_OF_KIND[kind])}
            className="aw-site-tab"
            aria-current={type === TYPE_OF_KIND[kind] ? 'page' : undefined}
          >
            {kindTitle(words, kind)}
          </Link>
        ))}
      </nav>
      <Results kinds={kinds} showAll={showAll} terms={terms} keyword={keyword ?? tagName ?? ''} />
    </div>
  )
}

function kindTitle(words: ReturnType<typeof useDiscoveryText>, kind: SearchKind): string {
  return {
    channel: words.searchChannels,
    live: words.searchStreams,
    video: words.searchVideos,
    category: words.searchCategories,
  }[kind]
}

/** What a kind's results need of its paged query. */
type ResultsQuery<T> = ListSectionProps<{ pages: readonly { list: readonly T[] }[] }>['query'] &
  PagedQuery

/** One kind's results: the items of every loaded page; "show more" on the kind's own page. */
function PagedResults<T>({
  title,
  query,
  empty,
  showAll,
  children,
}: {
  title: string
  query: ResultsQuery<T>
  empty: string
  showAll: boolean
  children: (list: readonly T[]) => ReactNode
}) {
  const list = (data: { pages: readonly { list: readonly T[] }[] }) =>
    data.pages.flatMap((page) => page.list)
  return (
    <ListSection
      title={title}
      query={query}
      items={list}
      empty={empty}
      footer={showAll ? <NextPage query={query} /> : null}
    >
      {(data) => children(list(data))}
    </ListSection>
  )
}

function Results(props: {
  kinds: readonly SearchKind[]
  showAll: boolean
  terms: SearchTerms
  keyword: string
}) {
  const { kinds, showAll, terms, keyword } = props
  const words = useDiscoveryText()
  const wants = (kind: SearchKind) => kinds.includes(kind)
  // Categories come from the live and video results; ask for those when categories show.
  const channels = useChannelResults(terms, showAll, wants('channel'))
  const lives = useCardResults('live', terms, showAll, wants('live') || wants('category'))
  const videos = useCardResults('video', terms, showAll, wants('video') || wants('category'))
  const empty = fill(words.searchEmpty, { keyword })
  return (
    <>
      {wants('channel') && (
        <PagedResults title={words.searchChannels} query={channels} empty={empty} showAll={showAll}>
          {(list) => (
            <ChannelTiles
              channelIds={list.map((item) => item.channelId)}
              label={words.searchChannels}
            />
          )}
        </PagedResults>
      )}
      {wants('live') && (
        <PagedResults title={words.searchStreams} query={lives} empty={empty} showAll={showAll}>
          {(list) => <CardGrid cards={list} label={words.searchStreams} source="search" />}
        </PagedResults>
      )}
      {wants('video') && (
        <PagedResults title={words.searchVideos} query={videos} empty={empty} showAll={showAll}>
          {(list) => <CardGrid cards={list} label={words.searchVideos} source="search" />}
        </PagedResults>
      )}
      {wants('category') && (
        <ListSection
          title={words.searchCategories}
          query={{
            isPending: lives.isPending || videos.isPending,
            isError: lives.isError && videos.isError,
            error: lives.error ?? videos.error,
            data: categoriesOf(
              [lives, videos].flatMap((q) => q.data?.pages.flatMap((page) => page.list) ?? []),
            ),
            refetch: () => Promise.all([lives.refetch(), videos.refetch()]),
          }}
          items={(data) => data}
          empty={empty}
        >
          {(data) => <CategoryChips label={words.searchCategories} categories={data} />}
        </ListSection>
      )}
    </>
  )
}

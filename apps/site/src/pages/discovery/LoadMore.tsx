import { useDiscoveryText } from '../../i18n/discovery'

/** "Show more" under a list, disabled while the next part comes. */
export function LoadMore({ busy, onMore }: { busy: boolean; onMore: () => void }) {
  const words = useDiscoveryText()
  return (
    <button type="button" className="aw-button" disabled={busy} onClick={onMore}>
      {words.loadMore}
    </button>
  )
}

/** What "show more" needs of a paged query: TanStack's infinite query result fits. */
export interface PagedQuery {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => unknown
}

/** "Show more" of a paged query, while it has a next page. */
export function NextPage({ query }: { query: PagedQuery }) {
  if (!query.hasNextPage) return null
  return <LoadMore busy={query.isFetchingNextPage} onMore={() => query.fetchNextPage()} />
}

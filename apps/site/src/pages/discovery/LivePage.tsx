import { LIVE_LIST_PAGE, liveListQuery } from '@airwave/sdk/live'
import { streamThumbnailCard } from '@airwave/sdk/video'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useSite } from '../../app/siteContext'
import { useDiscoveryText } from '../../i18n/discovery'
import { CardGrid, CardRowShape, HOME_ROW } from './cards'
import { ListSection } from './ListSection'
import { LoadMore } from './LoadMore'

/** `/live`: every channel live now, the most watched first, a page more on demand. */
export function LivePage({ categoryIdx, title }: { categoryIdx?: number; title?: string }) {
  const { client } = useSite()
  const words = useDiscoveryText()
  // The live list is ordered by viewers, which move: a longer first page, not pages appended.
  const [limit, setLimit] = useState(LIVE_LIST_PAGE)
  const live = useQuery({
    ...liveListQuery(client, { limit, categoryIdx }),
    placeholderData: (previous) => previous,
  })
  const heading = title ?? words.liveTitle
  return (
    <div className="aw-site-discovery">
      <title>{`${heading} · Airwave`}</title>
      <ListSection
        title={heading}
        level={1}
        query={live}
        items={(data) => data.streamList}
        empty={words.noLive}
        reserve={<CardRowShape count={HOME_ROW} firstRow />}
        footer={
          live.data?.hasNext ? (
            <LoadMore busy={live.isFetching} onMore={() => setLimit((n) => n + LIVE_LIST_PAGE)} />
          ) : null
        }
      >
        {(data) => (
          <CardGrid
            cards={data.streamList.map(streamThumbnailCard)}
            label={heading}
            source="live"
          />
        )}
      </ListSection>
    </div>
  )
}

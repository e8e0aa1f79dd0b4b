import type { ViewSource } from '@airwave/sdk/stats'
import type { VideoListPage } from '@airwave/sdk/video'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { useDiscoveryText } from '../../i18n/discovery'
import { CardGrid, CardRowShape, HOME_ROW } from './cards'
import { ListSection } from './ListSection'
import { NextPage } from './LoadMore'

export interface PagedVideosProps {
  title: string
  level?: 1 | 2
  query: UseInfiniteQueryResult<InfiniteData<VideoListPage>>
  seeAll?: { to: string; label: string }
  /** The channel of a `/{channelId}/video` list: its owner gets edit and delete on the cards. */
  videoListOf?: string
  /** The viewer manages that channel: edit and delete too. */
  manager?: boolean
  /** Where the list is, for the statistics (a channel's list: `channel`). */
  source?: ViewSource
}

/** Video cards of every loaded page, "show more" for the next, and the list's states. */
export function PagedVideos({
  title,
  level = 1,
  query,
  seeAll,
  videoListOf,
  manager,
  source,
}: PagedVideosProps) {
  const words = useDiscoveryText()
  return (
    <ListSection
      title={title}
      level={level}
      query={query}
      items={(data) => data.pages.flatMap((page) => page.vodList)}
      empty={words.noVideos}
      reserve={<CardRowShape count={HOME_ROW} firstRow />}
      {...(seeAll && { seeAll })}
      footer={<NextPage query={query} />}
    >
      {(data) => (
        <CardGrid
          cards={data.pages.flatMap((page) => page.vodList)}
          label={title}
          {...(videoListOf === undefined ? {} : { videoListOf })}
          manager={manager === true}
          onChannelPage={videoListOf !== undefined}
          {...(source && { source })}
        />
      )}
    </ListSection>
  )
}

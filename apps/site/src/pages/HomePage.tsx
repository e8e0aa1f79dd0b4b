import { liveListQuery } from '@airwave/sdk/live'
import { streamThumbnailCard, videoListQuery } from '@airwave/sdk/video'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useSite } from '../app/siteContext'
import { useDiscoveryText } from '../i18n/discovery'
import { ChannelTileRowShape, ChannelTiles } from './discovery/ChannelTiles'
import { CardGrid, CardRowShape, HOME_ROW } from './discovery/cards'
import { ListSection } from './discovery/ListSection'

/** How many channels the home page suggests. */
const CHANNELS_SHOWN = 6

/**
 * The front page: the channels live now, the recent videos and channels to follow (those of
 * the live and recent lists), each with a way to its full list.
 */
export function HomePage() {
  const { client } = useSite()
  const words = useDiscoveryText()
  const live = useQuery(liveListQuery(client, { limit: HOME_ROW }))
  const videos = useInfiniteQuery(videoListQuery(client, { limit: HOME_ROW }))
  const recent = videos.data?.pages[0]?.vodList ?? []
  const channelIds = [
    ...new Set(
      [
        ...(live.data?.streamList.map((stream) => stream.channelId) ?? []),
        ...recent.map((video) => video.channelId),
      ].filter((id): id is string => Boolean(id)),
    ),
  ].slice(0, CHANNELS_SHOWN)
  const channelsQuery = {
    isPending: live.isPending || videos.isPending,
    isError: live.isError && videos.isError,
    error: live.error ?? videos.error,
    data: channelIds,
    refetch: () => Promise.all([live.refetch(), videos.refetch()]),
  }
  return (
    <div className="aw-site-discovery">
      <title>Airwave</title>
      <h1 className="aw-visually-hidden">Airwave</h1>
      <ListSection
        title={words.liveNow}
        query={live}
        items={(data) => data.streamList}
        empty={words.noLive}
        seeAll={{ to: '/live', label: words.seeAll }}
        reserve={<CardRowShape count={HOME_ROW} firstRow />}
      >
        {(data) => (
          <CardGrid
            cards={data.streamList.map(streamThumbnailCard)}
            label={words.liveNow}
            source="home"
          />
        )}
      </ListSection>
      <ListSection
        title={words.recentVideos}
        query={{ ...videos, data: videos.data?.pages[0] }}
        items={(data) => data.vodList}
        empty={words.noVideos}
        seeAll={{ to: '/video', label: words.seeAll }}
        reserve={<CardRowShape count={HOME_ROW} />}
      >
        {(data) => <CardGrid cards={data.vodList} label={words.recentVideos} source="home" />}
      </ListSection>
      <ListSection
        title={words.channelsToFollow}
        query={channelsQuery}
        items={(data) => data}
        empty={words.noChannels}
        reserve={<ChannelTileRowShape count={CHANNELS_SHOWN} />}
      >
        {(data) => <ChannelTiles channelIds={data} label={words.channelsToFollow} />}
      </ListSection>
    </div>
  )
}

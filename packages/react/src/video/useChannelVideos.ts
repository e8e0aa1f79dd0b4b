import {
  CHANNEL_VIDEO_PAGE,
  channelVideoListQuery,
  followChannelVideos,
  type VideoListPage,
} from '@airwave/sdk/video'
import {
  type InfiniteData,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { useEffect } from 'react'
import { useRealtime } from '../realtime/useRealtime'
import { useGroupCalls } from '../shared/provider/groupCalls'

/**
 * A channel's videos, paged (SDK `channelVideoListQuery`), kept current while shown: a video
 * made ready meanwhile (a replay of the broadcast that just ended) appears without a reload
 * (SDK `followChannelVideos`).
 *
 * @example const videos = useChannelVideos('airwave', { limit: 8 })
 */
export function useChannelVideos(
  channelId: string,
  { limit = CHANNEL_VIDEO_PAGE }: { limit?: number } = {},
): UseInfiniteQueryResult<InfiniteData<VideoListPage, number>> {
  const client = useGroupCalls('useChannelVideos', 'video', 'listChannel')
  const realtime = useRealtime('useChannelVideos')
  const queryClient = useQueryClient()
  useEffect(
    () => followChannelVideos({ realtime, queryClient, channelId }),
    [realtime, queryClient, channelId],
  )
  return useInfiniteQuery(channelVideoListQuery(client, channelId, limit))
}

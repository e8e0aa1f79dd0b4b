import { type VideoListKind, videoListQuery } from '@airwave/sdk/video'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useSite } from '../../app/siteContext'
import { useDiscoveryText } from '../../i18n/discovery'
import { PagedVideos } from './PagedVideos'
import { VideoTabs } from './VideoTabs'

/** `/video`, `/video/replay`, `/video/clip`, `/video/upload`: the newest videos of a kind. */
export function VideoListPage({ kind }: { kind: VideoListKind }) {
  const { client } = useSite()
  const words = useDiscoveryText()
  const videos = useInfiniteQuery(videoListQuery(client, { kind }))
  const title = {
    all: words.videosTitle,
    replay: words.replaysTitle,
    clip: words.clipsTitle,
    upload: words.uploadsTitle,
  }[kind]
  return (
    <div className="aw-site-discovery">
      <title>{`${title} · Airwave`}</title>
      <VideoTabs />
      <PagedVideos title={title} query={videos} source="videos" />
    </div>
  )
}

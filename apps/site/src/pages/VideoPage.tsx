import { type Player, preloadHlsPlayer } from '@airwave/player'
import { VideoCommentSection } from '@airwave/react/video'
import {
  mediaInfoQuery,
  recommendAtEndQuery,
  type VideoDetail,
  videoDetailQuery,
  vodMasterPlaylistUrl,
} from '@airwave/sdk/video'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { useSite } from '../app/siteContext'
import { useViewer } from '../app/useViewer'
import { fill, useDiscoveryText } from '../i18n/discovery'
import { ErrorState, isNotFound, Loading, NotFound } from '../ui/states'
import { VideoPlayer } from '../ui/VideoPlayer'
import { UpNext } from './video/UpNext'
import { useSavedPosition } from './video/useSavedPosition'
import { VideoDetails } from './video/VideoDetails'

// A video page is there to play its video: hls.js and the player's provider start
// loading with this page's code, beside its first calls, rather than after them.
preloadHlsPlayer()

/**
 * A video on demand: its media info says it is ready, then the player plays its master
 * playlist from where the member left it; the title, channel, date, views, like and the
 * comments below; at its end, what to watch next (played at once with autoplay on).
 */
export function VideoPage() {
  const { idx = '' } = useParams()
  const vodNo = Number(idx)
  if (!Number.isInteger(vodNo) || vodNo <= 0) return <NotFoundVideo />
  // Another video is another page: its position, end and recommendations start over.
  return <Video key={vodNo} vodNo={vodNo} />
}

function NotFoundVideo() {
  const { text } = useSite()
  return <NotFound message={text.videoNotFound} />
}

function Video({ vodNo }: { vodNo: number }) {
  const { client } = useSite()
  const words = useDiscoveryText()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const query = mediaInfoQuery(client, vodNo)
  const media = useQuery(query)
  const detail = useQuery(videoDetailQuery(client, vodNo))
  const [ended, setEnded] = useState(false)
  const player = useRef<Player | undefined>(undefined)
  const duration = media.data?.fileList.reduce((sum, file) => sum + Number(file.duration ?? 0), 0)
  // The position with the duration it is judged against (near the end means start over).
  const saved = media.isSuccess ? detail.data?.position : undefined
  const position = useSavedPosition(vodNo, saved, duration || undefined)
  const recommended = useQuery({ ...recommendAtEndQuery(client, vodNo), enabled: ended })
  const viewer = useViewer()

  // The player starts as soon as the video's number is known, beside the page's calls: its
  // playlist, hls.js and the first segments load while the media info and details answer. A
  // saved position is sought once the details bring it.
  if (media.isError) {
    if (isNotFound(media.error)) return <NotFoundVideo />
    // Reset, not refetch: the page shows loading again while it asks.
    const retry = () => queryClient.resetQueries({ queryKey: query.queryKey })
    return <ErrorState error={media.error} retry={retry} />
  }
  if (detail.isError && isNotFound(detail.error)) return <NotFoundVideo />
  const video: VideoDetail | undefined = detail.data
  const title = video?.title || fill(words.videoTitleFallback, { idx: vodNo })
  return (
    <article className="aw-site-video-page">
      <title>{`${title} · Airwave`}</title>
      <VideoPlayer
        src={vodMasterPlaylistUrl(vodNo)}
        // The server's sprite track, beside the playlist (loaded on the seek bar's first hover).
        thumbnails={vodMasterPlaylistUrl(vodNo).replace(/master\.m3u8$/, 'sprites/index.vtt')}
        live={false}
        title={title}
        stats={{ vodIdx: vodNo, ...(video?.channelId && { channelId: video.channelId }) }}
        onPlayer={(instance) => {
          player.current = instance
          position.onPlayer(instance)
        }}
        onTimeUpdate={position.onTime}
        onEvent={(event) => {
          if (event.type === 'ended') {
            position.onEnded()
            setEnded(true)
          } else if (event.type === 'play') setEnded(false)
          else if (event.type === 'pause') position.onPause()
        }}
      />
      {detail.isPending && <Loading />}
      {position.resumed && (
        <p className="aw-site-muted" role="status">
          {words.resumedAt}
        </p>
      )}
      {detail.isError ? (
        <ErrorState error={detail.error} retry={() => detail.refetch()} />
      ) : (
        video && <VideoDetails vodNo={vodNo} video={video} title={title} />
      )}
      {ended && (
        <UpNext
          vodNo={vodNo}
          query={recommended}
          autoplay={video?.isAutoPlay ?? false}
          onPlay={(next) => navigate(`/video/${next}`)}
        />
      )}
      {video?.channelId && viewer && (
        <VideoCommentSection
          vodNo={vodNo}
          channelId={video.channelId}
          viewer={viewer}
          fileType={video.fileType}
        />
      )}
    </article>
  )
}

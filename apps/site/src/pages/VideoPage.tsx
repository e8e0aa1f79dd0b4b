import { preloadHlsPlayer } from '@airwave/player'
import { mediaInfoQuery, vodMasterPlaylistUrl } from '@airwave/sdk/video'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { useSite } from '../app/siteContext'
import { ErrorState, isNotFound, Loading, NotFound } from '../ui/states'
import { VideoPlayer } from '../ui/VideoPlayer'

// A video page is there to play its video: hls.js and the player's provider start
// loading with this page's code, beside its first calls, rather than after them.
preloadHlsPlayer()

function formatDuration(seconds: number): string {
  const whole = Math.round(seconds)
  const minutes = Math.floor(whole / 60)
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`
}

/** A video on demand: its media info says it is ready, then the player plays its master playlist. */
export function VideoPage() {
  const { idx = '' } = useParams()
  const vodNo = Number(idx)
  if (!Number.isInteger(vodNo) || vodNo <= 0) return <NotFoundVideo />
  return <Video vodNo={vodNo} />
}

function NotFoundVideo() {
  const { text } = useSite()
  return <NotFound message={text.videoNotFound} />
}

function Video({ vodNo }: { vodNo: number }) {
  const { client, text } = useSite()
  const queryClient = useQueryClient()
  const query = mediaInfoQuery(client, vodNo)
  const media = useQuery(query)
  if (media.isPending) return <Loading />
  if (media.isError) {
    if (isNotFound(media.error)) return <NotFoundVideo />
    // Reset, not refetch: the page shows loading again while it asks.
    const retry = () => queryClient.resetQueries({ queryKey: query.queryKey })
    return <ErrorState error={media.error} retry={retry} />
  }
  const duration = media.data.fileList.reduce(
    (total, file) => total + Number(file.duration ?? 0),
    0,
  )
  return (
    <article className="aw-site-video-page">
      <title>{`${text.video} #${vodNo} · Airwave`}</title>
      <header className="aw-site-channel-head">
        <h1 className="aw-site-title">
          {text.video} #{vodNo}
        </h1>
        {duration > 0 && <span className="aw-site-muted">{formatDuration(duration)}</span>}
      </header>
      <VideoPlayer
        src={vodMasterPlaylistUrl(vodNo)}
        live={false}
        title={`${text.video} ${vodNo}`}
      />
    </article>
  )
}

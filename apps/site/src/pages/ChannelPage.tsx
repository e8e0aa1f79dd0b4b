import { preloadHlsPlayer } from '@airwave/player'
import { channelInfoQuery } from '@airwave/sdk/channel'
import { streamInfoQuery } from '@airwave/sdk/live'
import { liveMasterPlaylistUrl } from '@airwave/sdk/video'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { useSite } from '../app/siteContext'
import { ErrorState, isNotFound, Loading, NotFound } from '../ui/states'
import { VideoPlayer } from '../ui/VideoPlayer'

// A channel page is there to watch its stream: hls.js and the player's provider start
// loading with this page's code, beside its first calls, rather than after them.
preloadHlsPlayer()

/** How often the channel page asks whether the broadcast started or ended. */
const STREAM_POLL_MS = 30_000

/**
 * A channel's home: its live stream while the broadcast is ON, the off state otherwise, and the
 * way to its community.
 */
export function ChannelPage() {
  const { channelId = '' } = useParams()
  const { client, text } = useSite()
  const queryClient = useQueryClient()
  const streamQuery = streamInfoQuery(client, channelId)
  // Polled in a background tab too: the page tells when the broadcast starts or ends.
  const stream = useQuery({
    ...streamQuery,
    refetchInterval: STREAM_POLL_MS,
    refetchIntervalInBackground: true,
  })
  const channel = useQuery(channelInfoQuery(client, channelId))

  if (stream.isPending) return <Loading />
  if (stream.isError) {
    if (isNotFound(stream.error)) return <NotFound message={text.channelNotFound} />
    // Reset, not refetch: the page shows loading again while it asks.
    const retry = () => queryClient.resetQueries({ queryKey: streamQuery.queryKey })
    return <ErrorState error={stream.error} retry={retry} />
  }
  const info = stream.data
  const name = channel.isSuccess ? channel.data.nickname : info.channelId
  const live = info.isStream === true
  return (
    <article className="aw-site-channel" data-state={live ? 'live' : 'off'}>
      <title>{`${name} · Airwave`}</title>
      <header className="aw-site-channel-head">
        <h1 className="aw-site-title">{name}</h1>
        {live && <span className="aw-site-badge">{text.live}</span>}
        {live && info.totalViewer !== undefined && (
          <span className="aw-site-muted">
            {info.totalViewer} {text.viewers}
          </span>
        )}
      </header>
      {live ? (
        <>
          <VideoPlayer
            src={liveMasterPlaylistUrl(info.channelId)}
            live
            title={info.title ?? name}
            streamInfo={info}
            fetchStreamInfo={() => client.live.getStreamInfo(channelId)}
          />
          {info.title && <p className="aw-site-stream-title">{info.title}</p>}
        </>
      ) : (
        <div className="aw-site-off" role="status">
          <p className="aw-site-off-title">{text.offline}</p>
          <p className="aw-site-muted">{text.offlineBody}</p>
        </div>
      )}
      <Link className="aw-button" to={`/${encodeURIComponent(channelId)}/community`}>
        {text.goToCommunity}
      </Link>
    </article>
  )
}

import { preloadHlsPlayer } from '@airwave/player'
import { streamInfoQuery } from '@airwave/sdk/live'
import { liveMasterPlaylistUrl } from '@airwave/sdk/video'
import { Link, useParams } from 'react-router'
import { useSite } from '../app/siteContext'
import { ErrorState, isNotFound, Loading, NotFound } from '../ui/states'
import { useLoad } from '../ui/useLoad'
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
  const stream = useLoad(streamInfoQuery(client, channelId), { everyMs: STREAM_POLL_MS })
  const channel = useLoad({
    queryKey: ['site', 'channel', channelId],
    // No abort signal: the client would send an options-only argument as the query string.
    queryFn: () => client.channel.getChannelInfo(channelId),
  })

  if (stream.status === 'loading') return <Loading />
  if (stream.status === 'error') {
    if (isNotFound(stream.error)) return <NotFound message={text.channelNotFound} />
    return <ErrorState error={stream.error} retry={stream.retry} />
  }
  const info = stream.data
  const name =
    channel.status === 'success' ? channel.data.streamerChannelInfo.nickname : info.channelId
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

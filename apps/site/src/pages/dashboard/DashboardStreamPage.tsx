import { useLiveInfo } from '@airwave/react/chat'
import { liveMasterPlaylistUrl, myStreamInfoQuery } from '@airwave/sdk/live'
import { useQuery } from '@tanstack/react-query'
import { useSite } from '../../app/siteContext'
import { DashboardPage } from '../../layout/DashboardPage'
import { ErrorState, Loading } from '../../ui/states'
import { VideoPlayer } from '../../ui/VideoPlayer'
import { StreamKeyCard } from './StreamKeyCard'
import { StreamSettingsForm } from './StreamSettingsForm'
import './dashboardStream.css'

/**
 * The streamer's stream dashboard (`/dashboard`): the live preview while they are live (a new
 * player each time the live starts; the card while it is off), the encoder's ingest URL and
 * stream key, and the stream settings.
 */
export function DashboardStreamPage() {
  const { text } = useSite()
  return (
    <DashboardPage title={text.dashboardStream}>
      {(channelId) => <StreamDashboard channelId={channelId} />}
    </DashboardPage>
  )
}

function StreamDashboard({ channelId }: { channelId: string }) {
  const { client, text } = useSite()
  const live = useLiveInfo(channelId)
  const mine = useQuery(myStreamInfoQuery(client, channelId))
  return (
    <div className="aw-site-stream-dashboard" data-state={live.state}>
      <div className="aw-site-preview">
        <section aria-label={text.livePreview} className="aw-site-preview">
          <h2 className="aw-site-subtitle">{text.livePreview}</h2>
          {live.state === 'ON' ? (
            <VideoPlayer
              // Each live gets a fresh player: an ended one is not kept (spec: "off shows a
              // reinitialized player").
              key={live.streamInfo?.streamIdx ?? 'live'}
              src={liveMasterPlaylistUrl(channelId)}
              live
              title={text.livePreview}
              {...(live.streamInfo && { streamInfo: live.streamInfo })}
            />
          ) : (
            <div className="aw-site-off" role="status">
              <p className="aw-site-off-title">{text.offline}</p>
              <p className="aw-site-muted">{text.previewOff}</p>
            </div>
          )}
        </section>
        <StreamKeyCard channelId={channelId} ready={mine.isSuccess} />
      </div>
      <section aria-labelledby="stream-settings" className="aw-site-card aw-site-stream-card">
        <h2 id="stream-settings" className="aw-site-subtitle">
          {text.dashboardStream}
        </h2>
        {mine.isPending ? (
          <Loading />
        ) : mine.isError ? (
          <ErrorState error={mine.error} retry={() => void mine.refetch()} />
        ) : (
          <StreamSettingsForm streamInfo={mine.data} />
        )}
      </section>
    </div>
  )
}

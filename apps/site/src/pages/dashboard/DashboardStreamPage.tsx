import { useLiveInfo } from '@airwave/react/chat'
import {
  liveKeys,
  liveMasterPlaylistUrl,
  myStreamInfoQuery,
  streamDashboardQuery,
  viewerStatsQuery,
} from '@airwave/sdk/live'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSite } from '../../app/siteContext'
import { useGoLiveText } from '../../i18n/golive'
import { DashboardPage } from '../../layout/DashboardPage'
import { ErrorState, Loading } from '../../ui/states'
import { VideoPlayer } from '../../ui/VideoPlayer'
import { GoLiveGuide } from './GoLiveGuide'
import { StreamHealthPanel } from './StreamHealthPanel'
import { StreamKeyCard } from './StreamKeyCard'
import { StreamOverview } from './StreamOverview'
import { StreamSettingsForm } from './StreamSettingsForm'
import './dashboardStream.css'

/**
 * The streamer's dashboard home (`/dashboard`), where they go live: the stream's figures
 * (status, uptime, viewers, chat), the live preview (muted) and the ingest's health while live,
 * the first-time how-to, the encoder's ingest URL and stream key, and the stream settings.
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
  const words = useGoLiveText()
  const queryClient = useQueryClient()
  const live = useLiveInfo(channelId)
  const mine = useQuery(myStreamInfoQuery(client, channelId))
  const home = useQuery({ ...streamDashboardQuery(client, channelId), enabled: mine.isSuccess })
  // Viewers are counted while live only (off, nobody watches the live).
  const stats = useQuery({
    ...viewerStatsQuery(client, channelId),
    enabled: home.data?.isStream === true,
  })
  // The socket tells a start or an end at once; the dashboard's figures follow it then rather
  // than at their next poll.
  useEffect(() => {
    if (live.state === 'loading') return
    void queryClient.invalidateQueries({ queryKey: liveKeys.dashboard(channelId) })
  }, [live.state, channelId, queryClient])
  // The socket's state once known (it follows an end at once), the dashboard's until then.
  const isLive = live.state === 'loading' ? home.data?.isStream === true : live.state === 'ON'
  return (
    <div className="aw-site-stream-dashboard" data-state={isLive ? 'ON' : 'OFF'}>
      <div className="aw-site-golive-figures-row">
        {home.isSuccess ? (
          <StreamOverview
            home={home.data}
            viewers={stats.isSuccess ? (stats.data.currentViewer ?? 0) : undefined}
            words={words}
          />
        ) : home.isError ? (
          <ErrorState error={home.error} retry={() => void home.refetch()} />
        ) : (
          <Loading />
        )}
      </div>
      <div className="aw-site-preview">
        <section aria-label={text.livePreview} className="aw-site-preview">
          <h2 className="aw-site-subtitle">{text.livePreview}</h2>
          {isLive ? (
            <>
              <VideoPlayer
                // Each live gets a fresh player: an ended one is not kept (spec: "off shows a
                // reinitialized player").
                key={live.streamInfo?.streamIdx ?? home.data?.streamIdx ?? 'live'}
                src={liveMasterPlaylistUrl(channelId)}
                live
                muted
                title={text.livePreview}
                {...(live.streamInfo && { streamInfo: live.streamInfo })}
              />
              <p className="aw-site-muted">{words.previewMuted}</p>
            </>
          ) : (
            <div className="aw-site-off" role="status">
              <p className="aw-site-off-title">{text.offline}</p>
              <p className="aw-site-muted">{text.previewOff}</p>
            </div>
          )}
        </section>
        {home.isSuccess && <StreamHealthPanel home={home.data} words={words} />}
      </div>
      <div className="aw-site-golive-side">
        {home.isSuccess && !home.data.hasStreamed && (
          <GoLiveGuide channelId={channelId} words={words} />
        )}
        <StreamKeyCard channelId={channelId} ready={mine.isSuccess} />
        <section aria-labelledby="stream-settings" className="aw-site-card aw-site-stream-card">
          <h2 id="stream-settings" className="aw-site-subtitle">
            {words.settingsTitle}
          </h2>
          {mine.isPending ? (
            <Loading />
          ) : mine.isError ? (
            <ErrorState error={mine.error} retry={() => void mine.refetch()} />
          ) : (
            <StreamSettingsForm channelId={channelId} streamInfo={mine.data} words={words} />
          )}
        </section>
      </div>
    </div>
  )
}

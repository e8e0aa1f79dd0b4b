import { ChatSettings } from '@airwave/react/chat'
import { Link, Navigate, useLocation } from 'react-router'
import { loginPath } from '../app/loginPath'
import { useSessionStatus, useSite } from '../app/siteContext'
import { useViewer } from '../app/useViewer'
import { DashboardNav } from '../layout/DashboardNav'
import { Loading } from '../ui/states'

/**
 * The streamer's chat settings (`/dashboard/chat`): notice, rules, ice mode, URL chat, slow
 * mode and ban words, for the signed-in member's own channel. The server checks every change.
 */
export function DashboardChatPage() {
  const status = useSessionStatus()
  const viewer = useViewer()
  const { text } = useSite()
  const location = useLocation()
  if (status === 'unauthenticated') return <Navigate to={loginPath(location)} replace />
  if (status === 'loading' || !viewer) return <Loading />
  const channelId = viewer.status === 'member' ? viewer.channelId : ''
  return (
    <section className="aw-site-dashboard">
      <title>{`${text.dashboardChat} · ${text.dashboard} · Airwave`}</title>
      <DashboardNav />
      <div className="aw-site-dashboard-head">
        <h1 className="aw-site-title">{text.dashboardChat}</h1>
        {channelId && (
          <Link className="aw-button" to={`/${encodeURIComponent(channelId)}`}>
            {text.backToChannel}
          </Link>
        )}
      </div>
      {channelId ? (
        <ChatSettings channelId={channelId} />
      ) : (
        <p className="aw-site-muted">{text.needChannel}</p>
      )}
    </section>
  )
}

import type { ReactNode } from 'react'
import { Link, Navigate, useLocation } from 'react-router'
import { loginPath } from '../app/loginPath'
import { useSessionStatus, useSite } from '../app/siteContext'
import { useViewer } from '../app/useViewer'
import { Loading } from '../ui/states'
import { DashboardNav } from './DashboardNav'

/**
 * The frame of every dashboard page: sign-in first, the page's title and the dashboard's nav,
 * then the page's content for the member's own channel (or the note that they need one).
 * `actions` replaces the head's way back to the channel.
 */
export function DashboardPage({
  title,
  actions,
  children,
}: {
  title: string
  actions?: (channelId: string) => ReactNode
  children: (channelId: string) => ReactNode
}) {
  const status = useSessionStatus()
  const viewer = useViewer()
  const { text } = useSite()
  const location = useLocation()
  if (status === 'unauthenticated') return <Navigate to={loginPath(location)} replace />
  if (status === 'loading' || !viewer) return <Loading />
  const channelId = viewer.status === 'member' ? viewer.channelId : ''
  return (
    <section className="aw-site-dashboard">
      <title>{`${title} · ${text.dashboard} · Airwave`}</title>
      <DashboardNav />
      <div className="aw-site-dashboard-head">
        <h1 className="aw-site-title">{title}</h1>
        {channelId &&
          (actions ? (
            actions(channelId)
          ) : (
            <Link className="aw-button" to={`/${encodeURIComponent(channelId)}`}>
              {text.backToChannel}
            </Link>
          ))}
      </div>
      {channelId ? children(channelId) : <p className="aw-site-muted">{text.needChannel}</p>}
    </section>
  )
}

import { CommunityBoard } from '@airwave/react/community'
import { PostComposer } from '@airwave/react/composer'
import { useState } from 'react'
import { Link, Navigate, useLocation, useNavigate } from 'react-router'
import { loginPath } from '../app/loginPath'
import { useSessionStatus, useSite } from '../app/siteContext'
import { useViewer } from '../app/useViewer'
import { DashboardNav } from '../layout/DashboardNav'
import { Loading } from '../ui/states'

/**
 * The streamer's community dashboard (`/dashboard/community`): write a post, and the
 * channel's posts with edit, pin and delete (reserved ones too, with their date).
 */
export function DashboardCommunityPage() {
  const status = useSessionStatus()
  const viewer = useViewer()
  const { text } = useSite()
  const location = useLocation()
  const navigate = useNavigate()
  const [writing, setWriting] = useState(false)
  // The board holds its own list: a new post starts it over.
  const [version, setVersion] = useState(0)
  if (status === 'unauthenticated') return <Navigate to={loginPath(location)} replace />
  if (status === 'loading' || !viewer) return <Loading />
  const channelId = viewer.status === 'member' ? viewer.channelId : ''
  return (
    <section className="aw-site-dashboard">
      <title>{`${text.dashboardCommunity} · ${text.dashboard} · Airwave`}</title>
      <DashboardNav />
      <div className="aw-site-dashboard-head">
        <h1 className="aw-site-title">{text.dashboardCommunity}</h1>
        {channelId && !writing && (
          <button
            type="button"
            className="aw-button"
            data-variant="primary"
            onClick={() => setWriting(true)}
          >
            {text.newPost}
          </button>
        )}
      </div>
      {!channelId ? (
        <p className="aw-site-muted">{text.needChannel}</p>
      ) : (
        <>
          {writing && (
            <PostComposer
              onCancel={() => setWriting(false)}
              onSaved={() => {
                setWriting(false)
                setVersion((n) => n + 1)
              }}
            />
          )}
          <CommunityBoard
            key={`${channelId}:${version}`}
            channelId={channelId}
            viewer={viewer}
            onNavigate={(href) => navigate(href, { state: { from: location.pathname } })}
            onEditPost={(postIdx) => navigate(`/dashboard/community/post/${postIdx}`)}
          />
          <p>
            <Link className="aw-site-nav-link" to={`/${encodeURIComponent(channelId)}/community`}>
              {text.goToCommunity}
            </Link>
          </p>
        </>
      )}
    </section>
  )
}

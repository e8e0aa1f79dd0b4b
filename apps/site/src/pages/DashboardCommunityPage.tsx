import { CommunityBoard } from '@airwave/react/community'
import { PostComposer } from '@airwave/react/composer'
import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useSite } from '../app/siteContext'
import { useViewer } from '../app/useViewer'
import { DashboardPage } from '../layout/DashboardPage'

/**
 * The streamer's community dashboard (`/dashboard/community`): write a post, and the
 * channel's posts with edit, pin and delete (reserved ones too, with their date).
 */
export function DashboardCommunityPage() {
  const { text } = useSite()
  const viewer = useViewer()
  const location = useLocation()
  const navigate = useNavigate()
  const [writing, setWriting] = useState(false)
  // The board holds its own list: a new post starts it over.
  const [version, setVersion] = useState(0)
  return (
    <DashboardPage
      permission="community"
      title={text.dashboardCommunity}
      // A manager moderates the channel's posts; only its streamer writes them.
      actions={(channelId) =>
        !writing &&
        viewer?.status === 'member' &&
        viewer.channelId === channelId && (
          <button
            type="button"
            className="aw-button"
            data-variant="primary"
            onClick={() => setWriting(true)}
          >
            {text.newPost}
          </button>
        )
      }
    >
      {(channelId) => (
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
    </DashboardPage>
  )
}

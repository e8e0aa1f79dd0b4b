import { CommunityBoard } from '@airwave/react/community'
import { isOwner } from '@airwave/sdk'
import { Link, useNavigate, useParams } from 'react-router'
import { useSite } from '../app/siteContext'
import { useViewer } from '../app/useViewer'
import { Loading } from '../ui/states'

/** A channel's community board (`/{channelId}/community`). */
export function CommunityPage() {
  const { channelId = '' } = useParams()
  const { text } = useSite()
  const navigate = useNavigate()
  const viewer = useViewer()
  const owner = viewer !== undefined && isOwner(viewer, channelId)
  return (
    <section className="aw-site-community">
      <title>{`${text.community} · ${channelId} · Airwave`}</title>
      <nav className="aw-site-breadcrumb">
        <Link to={`/${encodeURIComponent(channelId)}`}>{channelId}</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{text.community}</span>
      </nav>
      {owner && (
        <Link className="aw-button" data-variant="primary" to="/dashboard/community">
          {text.writePost}
        </Link>
      )}
      {viewer ? (
        <CommunityBoard
          // A sign-in or sign-out starts the board over with the new viewer.
          key={`${viewer.status}:${viewer.status === 'member' ? viewer.channelId : ''}`}
          channelId={channelId}
          viewer={viewer}
          onNavigate={(href) => navigate(href, { state: { from: `/${channelId}/community` } })}
          onEditPost={owner ? (postIdx) => navigate(`/community/post/${postIdx}`) : undefined}
        />
      ) : (
        <Loading />
      )}
    </section>
  )
}

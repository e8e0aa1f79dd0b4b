import { PostDetail } from '@airwave/react/community'
import { isOwner } from '@airwave/sdk'
import { useState } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { useSite } from '../app/siteContext'
import { useViewer } from '../app/useViewer'
import { Loading, NotFound } from '../ui/states'

/** Where the viewer came from inside the site, kept in the router's history state. */
function fromPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null
  return typeof state.from === 'string' ? state.from : null
}

/** One post with its comments (`/{channelId}/community/{id}`). */
export function PostPage() {
  const { channelId = '', id = '' } = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  const viewer = useViewer()
  const { text } = useSite()
  // The post's own page keeps its key: a missing one is told apart only once it answers.
  const [missing, setMissing] = useState<string | null>(null)
  const postIdx = Number(id)
  if (!/^[1-9]\d*$/.test(id) || !Number.isSafeInteger(postIdx)) return <NotFound />
  if (!viewer) return <Loading />
  return (
    <>
      <title>
        {missing === `${channelId}/${id}`
          ? `${text.notFound} · Airwave`
          : `${text.community} · ${channelId} · Airwave`}
      </title>
      <PostDetail
        key={`${postIdx}:${viewer.status}:${viewer.status === 'member' ? viewer.channelId : ''}`}
        channelId={channelId}
        postIdx={postIdx}
        viewer={viewer}
        hash={location.hash}
        previousPath={fromPath(location.state)}
        onNavigate={(href) => navigate(href, { state: { from: location.pathname } })}
        onBack={() => navigate(-1)}
        onNotFound={() => setMissing(`${channelId}/${id}`)}
        onEditPost={
          isOwner(viewer, channelId) ? (idx) => navigate(`/community/post/${idx}`) : undefined
        }
      />
    </>
  )
}

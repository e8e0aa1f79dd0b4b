import { usePost } from '@airwave/react'
import { PostComposer } from '@airwave/react/composer'
import { Navigate, useLocation, useNavigate, useParams } from 'react-router'
import { loginPath } from '../app/loginPath'
import { useSessionStatus, useSite } from '../app/siteContext'
import { useViewer } from '../app/useViewer'
import { ErrorState, isNotFound, Loading, NotFound } from '../ui/states'

/**
 * A post's edit page, for the channel owner: `/community/post/{postId}` returns to the post,
 * `/dashboard/community/post/{postId}` to the dashboard. Another member's post is not found:
 * the post is read in the member's own channel, which the server checks.
 */
export function PostEditPage({ dashboard = false }: { dashboard?: boolean }) {
  const { postId = '' } = useParams()
  const status = useSessionStatus()
  const viewer = useViewer()
  const location = useLocation()
  const postIdx = Number(postId)
  const valid = /^[1-9]\d*$/.test(postId) && Number.isSafeInteger(postIdx)
  if (!valid) return <NotFound />
  if (status === 'unauthenticated') return <Navigate to={loginPath(location)} replace />
  if (status === 'loading' || !viewer) return <Loading />
  const channelId = viewer.status === 'member' ? viewer.channelId : ''
  if (!channelId) return <NotFound />
  return <EditPost postIdx={postIdx} channelId={channelId} dashboard={dashboard} />
}

function EditPost(props: { postIdx: number; channelId: string; dashboard: boolean }) {
  const { postIdx, channelId, dashboard } = props
  const { text } = useSite()
  const navigate = useNavigate()
  const post = usePost(postIdx, channelId)
  const back = dashboard
    ? '/dashboard/community'
    : `/${encodeURIComponent(channelId)}/community/${postIdx}`
  if (post.error) {
    return isNotFound(post.error) ? (
      <NotFound />
    ) : (
      <ErrorState error={post.error} retry={() => post.refetch()} />
    )
  }
  if (!post.data) return <Loading />
  return (
    <section className="aw-site-dashboard">
      <title>{`${text.editPost} · ${channelId} · Airwave`}</title>
      <PostComposer
        key={post.data.idx}
        post={post.data}
        onCancel={() => navigate(back)}
        onSaved={() => navigate(back)}
      />
    </section>
  )
}

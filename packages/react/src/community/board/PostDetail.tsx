import {
  allItems,
  BOTTOM_BAR_MIN_COMMENTS,
  type BoardEmitted,
  commentCountChange,
  isCommunityPath,
  postListPath,
  postPath,
  type Viewer,
} from '@airwave/sdk/community'
import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react'
import { useT } from '../../shared/i18n/useT'
import type { KitReportProps } from '../../shared/provider/useKitReports'
import { useViewer } from '../../shared/provider/useViewer'
import { useSheet } from '../../shared/theme/useSheet'
import { CommentSection } from '../comments/CommentSection'
import { boardStyles } from './board.styles'
import { LoadFailed } from './LoadFailed'
import { isPlainClick, navigate, routeLink } from './links'
import { PostCard } from './PostCard'
import { PostSkeleton } from './PostSkeleton'
import { usePostBoard } from './usePostBoard'

export interface PostDetailProps extends KitReportProps<BoardEmitted> {
  /** The route's `{channelId}`: a post of another channel shows the not-found page. */
  channelId: string
  /** The route's post id (the post's `idx`). */
  postIdx: number
  /**
   * Who is looking. Default: `useViewer()`, from the provider's session (a skeleton shows while
   * it loads).
   */
  viewer?: Viewer
  /** The page's `location.hash`: `#comment` scrolls to the comments, sorted by popularity. */
  hash?: string
  /**
   * The path of the page the viewer came from in the app, if any. After a community page of
   * any channel the list button goes back in history; otherwise it opens the channel's list.
   */
  previousPath?: string | null
  /** The channel's list. Default `/{channelId}/community`. */
  listHref?: string
  /** The page of a post; also its share link. Default `/{channelId}/community/{postIdx}`. */
  hrefForPost?: (postIdx: number) => string
  /** Plain clicks on the page's links go here, for the host's router; default: the browser. */
  onNavigate?: (href: string) => void
  /** Goes back in history; default `history.back()`. */
  onBack?: () => void
  /** Opens the post editor; the owner's menu offers Edit only when given. */
  onEditPost?: (postIdx: number) => void
  /** Shows the post's, comments' and replies' text; plain text by default. */
  renderContent?: (content: string) => ReactNode
  /** The post is missing or of another channel: the host can retitle its page. */
  onNotFound?: () => void
}

/**
 * A post's page: back-to-list, the whole post with its menu and like, and its comments
 * (`CommentSection`). A skeleton shows while the post or the channel loads; a post of another
 * channel, or a missing one, shows the not-found page. From 10 comments a bottom bar repeats
 * the list button next to scroll-to-top. `data-state` on the root is the SDK machine's state.
 *
 * @example
 * <PostDetail
 *   channelId="kim"
 *   postIdx={7}
 *   viewer={viewer}
 *   hash={location.hash}
 *   previousPath={location.state?.from}
 *   onNavigate={(href) => navigate(href)}
 *   onBack={() => navigate(-1)}
 * />
 */
export function PostDetail(props: PostDetailProps) {
  const known = useViewer()
  const viewer = props.viewer ?? known
  if (!viewer) return <PostSkeleton count={1} />
  // The machine reads its post once: another post starts over.
  return <Detail key={`${props.channelId}/${props.postIdx}`} {...props} viewer={viewer} />
}

function Detail({
  channelId,
  postIdx,
  viewer,
  hash,
  previousPath,
  listHref = postListPath(channelId),
  hrefForPost = (idx) => postPath(channelId, idx),
  onNavigate,
  onBack,
  onEditPost,
  renderContent,
  onNotFound,
  onError,
  onEvent,
}: PostDetailProps & { viewer: Viewer }) {
  useSheet('board', boardStyles)
  const t = useT()
  const board = usePostBoard({
    channelId,
    viewer,
    postIdx,
    hrefForPost,
    onEditPost,
    onDeleted: () => navigate(listHref, onNavigate),
    onNavigate,
    renderContent,
    onError,
    onEvent,
  })
  const { state, context, info } = board
  const post = allItems(context.pages)[0]
  const topRef = useRef<HTMLAnchorElement>(null)
  const commentsRef = useRef<HTMLDivElement>(null)
  const loading = state === 'loading' || state === 'loadingPost' || info.isPending
  const ready = !loading && !!post && state !== 'notFound' && state !== 'error'

  const scrollToComments = () => {
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    commentsRef.current?.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
  }
  // Once, when the post is there to scroll past.
  const scrolled = useRef(false)
  useEffect(() => {
    if (!ready || scrolled.current || hash !== '#comment') return
    scrolled.current = true
    scrollToComments()
  })

  const notFound = state === 'notFound'
  const latestOnNotFound = useRef(onNotFound)
  latestOnNotFound.current = onNotFound
  useEffect(() => {
    if (notFound) latestOnNotFound.current?.()
  }, [notFound])

  const backToList = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isCommunityPath(previousPath) && isPlainClick(event)) {
      event.preventDefault()
      if (onBack) onBack()
      else window.history.back()
    } else routeLink(onNavigate)(event)
  }
  const scrollToTop = () => {
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    window.scrollTo?.({ top: 0, behavior: smooth ? 'smooth' : 'auto' })
    topRef.current?.focus({ preventScroll: true })
  }

  if (state === 'notFound') {
    return (
      <section className="aw-post-page" data-state={state}>
        <div className="aw-empty">
          <h2>{t('notFoundTitle')}</h2>
          <p>{t('notFoundBody')}</p>
        </div>
        <a className="aw-button" href={listHref} onClick={routeLink(onNavigate)}>
          {t('backToList')}
        </a>
      </section>
    )
  }

  return (
    <section className="aw-post-page" data-state={loading ? 'loading' : state}>
      <nav className="aw-page-bar" aria-label={t('list')}>
        <a ref={topRef} className="aw-button" href={listHref} onClick={backToList}>
          <span aria-hidden="true">‹</span>
          {t('backToList')}
        </a>
      </nav>
      {loading && <PostSkeleton />}
      {state === 'error' && (
        <LoadFailed error={context.error} onRetry={() => board.send({ type: 'RETRY' })} />
      )}
      {ready && (
        <>
          <PostCard {...board.card(post)} variant="detail" onComments={scrollToComments} />
          <div ref={commentsRef} className="aw-post-comments-anchor">
            <CommentSection
              postIdx={post.idx}
              channelId={channelId}
              viewer={viewer}
              hash={hash}
              renderContent={renderContent}
              onEvent={(event) => {
                const delta = commentCountChange(event)
                if (delta !== 0) board.send({ type: 'COMMENT_COUNT', postIdx: post.idx, delta })
              }}
            />
          </div>
          {post.commentCnt >= BOTTOM_BAR_MIN_COMMENTS && (
            <nav className="aw-page-bar" aria-label={t('scrollToTop')}>
              <a className="aw-button" href={listHref} onClick={backToList}>
                {t('list')}
              </a>
              <button type="button" className="aw-button" onClick={scrollToTop}>
                <span aria-hidden="true">↑</span>
                {t('scrollToTop')}
              </button>
            </nav>
          )}
        </>
      )}
      {board.dialogs}
    </section>
  )
}

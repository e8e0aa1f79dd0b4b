import {
  allItems,
  type BoardEmitted,
  nextPageOf,
  nextPostPage,
  type PostFilters,
  postPath,
  type Viewer,
} from '@airwave/sdk/community'
import type { ReactNode } from 'react'
import { useT } from '../../shared/i18n/useT'
import { LoadMore } from '../../shared/paging/LoadMore'
import type { KitReportProps } from '../../shared/provider/useKitReports'
import { useViewer } from '../../shared/provider/useViewer'
import { useSheet } from '../../shared/theme/useSheet'
import { boardStyles } from './board.styles'
import { LoadFailed } from './LoadFailed'
import { PostCard } from './PostCard'
import { PostSkeleton } from './PostSkeleton'
import { usePostBoard } from './usePostBoard'

export interface CommunityBoardProps extends KitReportProps<BoardEmitted> {
  /** The channel whose board this is (the route's `{channelId}`). */
  channelId: string
  /**
   * Who is looking. Default: `useViewer()`, from the provider's session (a skeleton shows while
   * it loads).
   */
  viewer?: Viewer
  /** The list's filters (sort, postType, search); a change starts the list over. */
  filters?: PostFilters
  /** The page of a post; also its share link. Default `/{channelId}/community/{postIdx}`. */
  hrefForPost?: (postIdx: number) => string
  /** Plain clicks on the board's links go here, for the host's router; default: the browser. */
  onNavigate?: (href: string) => void
  /** Opens the post editor; the owner's menu offers Edit only when given. */
  onEditPost?: (postIdx: number) => void
  /** Shows a post's text; plain text with its line breaks by default (see CommentSection). */
  renderContent?: (content: string) => ReactNode
  /**
   * A preview: at most this many posts, and no loading of more (the host links to the whole
   * board). Default: every post, more loading as the reader scrolls.
   */
  limit?: number
}

/**
 * A channel's community board: post cards with infinite scroll, likes, pins, reports and the
 * owner's menu, as the SDK's `postListMachine` decides (`data-state` on the root). A board that
 * cannot reach the server says so and tries again by itself (the machine's backoff, and when the
 * browser comes back online or the window regains focus); `onError` and `onEvent` hear of every
 * failure and event, as the provider's do. Links are
 * real links; `onNavigate` hands their plain clicks to the host's router. Toasts go to the
 * provider's queue: render a `<Toaster />` in the app.
 *
 * @example
 * <CommunityBoard
 *   channelId="kim"
 *   viewer={viewer}
 *   hrefForPost={(idx) => `/kim/community/${idx}`}
 *   onNavigate={(href) => navigate(href)}
 * />
 */
export function CommunityBoard(props: CommunityBoardProps) {
  const known = useViewer()
  const viewer = props.viewer ?? known
  // The machine reads its channel and filters once: another board starts over.
  const key = `${props.channelId}:${JSON.stringify(props.filters ?? {})}`
  if (!viewer) return <PostSkeleton count={3} />
  return <Board key={key} {...props} viewer={viewer} />
}

function Board({
  channelId,
  viewer,
  filters,
  hrefForPost = (postIdx) => postPath(channelId, postIdx),
  onNavigate,
  onEditPost,
  renderContent,
  limit,
  onError,
  onEvent,
}: CommunityBoardProps & { viewer: Viewer }) {
  useSheet('board', boardStyles)
  const t = useT()
  const board = usePostBoard({
    channelId,
    viewer,
    filters,
    hrefForPost,
    onEditPost,
    onNavigate,
    renderContent,
    onError,
    onEvent,
  })
  const { state, context, send } = board
  const all = allItems(context.pages)
  const posts = limit === undefined ? all : all.slice(0, Math.max(0, limit))
  const hasMore = limit === undefined && nextPageOf(context.pages, nextPostPage) !== undefined

  return (
    <section className="aw-board" data-state={state} aria-label={t('communityPosts')}>
      {state === 'loading' && <PostSkeleton count={3} />}
      {state === 'error' && (
        <LoadFailed error={context.error} onRetry={() => send({ type: 'RETRY' })} />
      )}
      {state !== 'loading' && state !== 'error' && posts.length === 0 && (
        <p className="aw-empty">{t('noPosts')}</p>
      )}
      {posts.length > 0 && (
        <ul className="aw-post-list">
          {posts.map((post) => (
            <li key={post.idx}>
              <PostCard {...board.card(post)} variant="list" />
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <LoadMore
          ready={state === 'ready'}
          loading={state === 'loadingMore'}
          onLoadMore={() => send({ type: 'LOAD_MORE' })}
          label={t('loadMorePosts')}
        />
      )}
      {state === 'loadingMore' && <PostSkeleton />}
      {board.dialogs}
    </section>
  )
}

import { type Post, type PostAction, postMenu, type Viewer } from '@airwave/sdk/community'
import type { TextKey } from '@airwave/sdk/i18n'
import {
  type MouseEvent,
  type ReactNode,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { MoreMenu, type MoreMenuItem } from '../../shared/a11y/MoreMenu'
import { VisuallyHidden } from '../../shared/a11y/VisuallyHidden'
import { Avatar } from '../../shared/avatar/Avatar'
import { useT } from '../../shared/i18n/useT'
import { CommentIcon, HeartIcon, PinIcon } from '../../shared/icons'
import { routeLink } from './links'

/** Who wrote the post: the channel's owner, as the channel info names them. */
interface PostAuthor {
  nickname: string
  channelProfileImg?: string | null
}

export interface PostCardProps {
  post: Post
  /** The board's channel: its owner gets the owner's menu. */
  channelId: string
  viewer: Viewer
  /** `list`: a link to the post, text collapsed, first image; `detail`: the whole post. */
  variant: 'list' | 'detail'
  author: PostAuthor
  /** The post's page. */
  href: string
  onLike: (liked: boolean) => void
  /** A more-menu choice. */
  onAction: (action: PostAction) => void
  /** Plain clicks on the post's links, for the host's router. */
  onNavigate?: ((href: string) => void) | undefined
  /** The comment button on the post page: it scrolls to the comments there. */
  onComments?: (() => void) | undefined
  renderContent?: ((content: string) => ReactNode) | undefined
  /** Menu items the host does not handle (edit without `onEditPost`). */
  hiddenActions?: readonly PostAction[]
}

const actionLabels: Record<PostAction, TextKey> = {
  share: 'share',
  edit: 'edit',
  pin: 'pin',
  unpin: 'unpin',
  delete: 'delete',
  report: 'report',
}

// Whether the clamped text hides lines; jsdom and servers lay nothing out, so the server's
// `isShowMore` counts too.
function useOverflows(collapsed: boolean) {
  const [overflows, setOverflows] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const measure = useCallback(() => {
    const element = ref.current
    if (!element || !collapsed) return
    // Half a line of slack: descenders of the third line may overflow the box by a pixel or two.
    const line = Number.parseFloat(getComputedStyle(element).lineHeight) || 20
    setOverflows(element.scrollHeight - element.clientHeight > line / 2)
  }, [collapsed])
  useLayoutEffect(() => {
    measure()
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [measure])
  return { ref, overflows }
}

/**
 * One post of a channel's board: author, time, pinned and scheduled labels, the more-menu the
 * viewer's role allows, text (collapsed to 3 lines in the list), images, a comment preview,
 * like and comment buttons. A post that links to a social network opens that link in a new
 * tab and has no menu.
 *
 * @example
 * <PostCard post={post} channelId="kim" viewer={viewer} variant="list" author={author} href="/kim/community/7" onLike={like} onAction={act} />
 */
export function PostCard(props: PostCardProps) {
  const { post, variant, author, onNavigate, renderContent } = props
  const t = useT()
  const textId = useId()
  const [expanded, setExpanded] = useState(false)
  const collapsible = variant === 'list'
  const collapsed = collapsible && !expanded
  const { ref: textRef, overflows } = useOverflows(collapsed)
  const social = post.socialPostLink ?? undefined
  const liked = post.isLikePost === true
  const images = post.attachImgLink
  const shown = variant === 'list' ? images.slice(0, 1) : images
  const hidden = images.length - shown.length
  const hiddenActions = props.hiddenActions ?? []
  const menu: MoreMenuItem[] = postMenu(props.viewer, props.channelId, post)
    .filter((action) => !hiddenActions.includes(action))
    .map((action) => ({
      id: action,
      label: t(actionLabels[action]),
      tone: action === 'delete' ? 'danger' : 'default',
      onSelect: () => props.onAction(action),
    }))
  const linkProps = social
    ? { href: social, target: '_blank', rel: 'noopener noreferrer' }
    : { href: props.href, onClick: routeLink(onNavigate) }
  const onComments = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!props.onComments) return routeLink(onNavigate)(event)
    event.preventDefault()
    props.onComments()
  }

  return (
    <article
      className="aw-post"
      data-variant={variant}
      data-state={post.isFixed ? 'pinned' : 'default'}
      aria-labelledby={`${textId}-author`}
    >
      <header className="aw-post-header">
        <Avatar
          channelId={props.channelId}
          nickname={author.nickname}
          src={author.channelProfileImg}
          size={40}
        />
        <div className="aw-post-author">
          <span id={`${textId}-author`}>{author.nickname}</span>
          <a className="aw-post-link" {...linkProps}>
            <time dateTime={post.createDate}>{t.relativeTime(post.createDate)}</time>
            {social && <VisuallyHidden>{` (${t('opensInNewTab')})`}</VisuallyHidden>}
          </a>
        </div>
        {menu.length > 0 && <MoreMenu items={menu} />}
      </header>
      {(post.isFixed || (post.isReserved && post.reservedDate)) && (
        <div className="aw-badges">
          {post.isFixed && (
            <span className="aw-badge" data-tone="accent">
              <PinIcon />
              {t('pinned')}
            </span>
          )}
          {post.isReserved && post.reservedDate && (
            <span className="aw-badge">
              <time dateTime={post.reservedDate}>
                {t('reserved', { date: new Date(post.reservedDate) })}
              </time>
            </span>
          )}
        </div>
      )}
      <div
        id={textId}
        ref={textRef}
        className="aw-post-text"
        data-state={collapsed ? 'collapsed' : 'expanded'}
      >
        {renderContent ? renderContent(post.content) : post.content}
      </div>
      {collapsible && (expanded || overflows || post.isShowMore) && (
        <button
          type="button"
          className="aw-text-toggle"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded(!expanded)}
        >
          {t(expanded ? 'collapse' : 'seeMore')}
        </button>
      )}
      {shown.length > 0 && (
        <div className="aw-post-images">
          {shown.map((src, index) => (
            <img
              key={src}
              src={src}
              alt={t('postImage', { index: index + 1, count: images.length })}
              loading="lazy"
            />
          ))}
          {hidden > 0 && (
            <span className="aw-more-images">
              <span aria-hidden="true">+{hidden}</span>
              <VisuallyHidden>{t('moreImages', { count: hidden })}</VisuallyHidden>
            </span>
          )}
        </div>
      )}
      {variant === 'list' && post.previewComment && (
        <p className="aw-post-preview">
          <strong>{post.previewComment.commentNickname}</strong>
          {post.previewComment.commentContent}
        </p>
      )}
      <footer className="aw-post-actions">
        <button
          type="button"
          className="aw-button"
          aria-pressed={liked}
          aria-label={`${t('like')}, ${t('likeCount', { count: post.likeCnt })}`}
          onClick={() => props.onLike(!liked)}
        >
          <HeartIcon filled={liked} />
          <span aria-hidden="true">{t.number(post.likeCnt)}</span>
        </button>
        {!social && (
          <a className="aw-post-comments" href={`${props.href}#comment`} onClick={onComments}>
            <CommentIcon />
            <span aria-hidden="true">{t.number(post.commentCnt)}</span>
            <VisuallyHidden>{t('commentCount', { count: post.commentCnt })}</VisuallyHidden>
          </a>
        )}
      </footer>
    </article>
  )
}

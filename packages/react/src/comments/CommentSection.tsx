import {
  allItems,
  type BoardEmitted,
  type CommentSort,
  nextCommentPage,
  nextPageOf,
  type Viewer,
} from '@airwave/sdk/community'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { VisuallyHidden } from '../a11y/VisuallyHidden'
import { AlertDialog, type AlertKind, alertFor } from '../dialogs/AlertDialog'
import { ConfirmDialog } from '../dialogs/ConfirmDialog'
import { ReportDialog } from '../dialogs/ReportDialog'
import { useT } from '../i18n/useT'
import { useCommentThread } from '../useCommentThread'
import { CommentInput } from './CommentInput'
import { CommentItem, type CommentRequest } from './CommentItem'
import { CommentReplies } from './CommentReplies'

export interface CommentSectionProps {
  postIdx: number
  /** The post's channel (from the route). */
  channelId: string
  viewer: Viewer
  /** The page's `location.hash`; '#comment' opens sorted by popularity. */
  hash?: string
  /**
   * Shows a comment's or reply's text; plain text with its line breaks by default. Rich text
   * (links, mentions, emoticons) is opt-in so DOMPurify stays out of apps that don't want it:
   * `(text) => <div dangerouslySetInnerHTML={{ __html: renderRichText(text, { emoticons }) }} />`
   * with `renderRichText` from `@airwave/sdk/rich-text`, which sanitizes.
   */
  renderContent?: (content: string) => ReactNode
}

const SORTS: readonly { sort: CommentSort; label: 'sortRecent' | 'sortPopular' }[] = [
  { sort: 'recently', label: 'sortRecent' },
  { sort: 'like', label: 'sortPopular' },
]

/**
 * A post's comments: heading, input, sort chips, the list with infinite scroll, replies and
 * the dialogs the thread asks for. The SDK's `commentThreadMachine` holds every rule; this
 * renders its state (`data-state`) and sends its events.
 *
 * @example
 * <CommentSection postIdx={7} channelId="kim" viewer={{ status: 'member', channelId: 'mina', nickname: 'Mina' }} />
 */
export function CommentSection({
  postIdx,
  channelId,
  viewer,
  hash,
  renderContent,
}: CommentSectionProps) {
  const t = useT()
  const headingId = useId()
  const [alert, setAlert] = useState<AlertKind | null>(null)
  const [request, setRequest] = useState<CommentRequest | null>(null)
  const onEvent = (event: BoardEmitted) => {
    const kind = alertFor(event)
    if (kind) setAlert(kind)
  }
  const { state, context, send } = useCommentThread({ postIdx, channelId, viewer, hash, onEvent })
  const comments = allItems(context.pages)
  const hasMore = nextPageOf(context.pages, nextCommentPage) !== undefined
  const sentinel = useRef<HTMLDivElement>(null)
  // Known after mounting, so server and client render the same first markup.
  const [canObserve, setCanObserve] = useState(false)
  useEffect(() => setCanObserve(typeof IntersectionObserver !== 'undefined'), [])

  useEffect(() => {
    const target = sentinel.current
    if (!target || !canObserve || state !== 'ready' || !hasMore) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) send({ type: 'LOAD_MORE' })
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [canObserve, state, hasMore, send])

  const shared = { channelId, viewer, send, ask: setRequest }
  const close = () => setRequest(null)

  return (
    <section className="aw-comments" data-state={state} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {context.commentCnt === 0
          ? t('noComments')
          : t('commentCount', { count: context.commentCnt })}
      </h2>
      <CommentInput
        label={t('writeComment')}
        anonymous={viewer.status === 'anonymous'}
        onSubmit={(content) => send({ type: 'SUBMIT', content })}
      />
      <fieldset className="aw-chips">
        <legend className="aw-visually-hidden">{t('sortComments')}</legend>
        {SORTS.map(({ sort, label }) => (
          <button
            key={sort}
            type="button"
            className="aw-button"
            aria-pressed={context.sort === sort}
            onClick={() => send({ type: 'SORT', sort })}
          >
            {t(label)}
          </button>
        ))}
      </fieldset>
      {state === 'loading' && (
        <div role="status" aria-busy="true" className="aw-skeleton">
          <VisuallyHidden>{t('loading')}</VisuallyHidden>
        </div>
      )}
      {state === 'error' && (
        <div role="alert">
          <p>{t('error')}</p>
          <button type="button" className="aw-button" onClick={() => send({ type: 'RETRY' })}>
            {t('retry')}
          </button>
        </div>
      )}
      {comments.length > 0 && (
        <ul className="aw-comment-list">
          {comments.map((comment) => (
            <CommentItem
              key={comment.commentIdx}
              entry={{ ...comment, liked: comment.isLikeComment === true }}
              target={{ commentIdx: comment.commentIdx }}
              renderContent={renderContent}
              {...shared}
            >
              <CommentReplies
                commentIdx={comment.commentIdx}
                replyCnt={comment.replyCnt}
                thread={context.replies[comment.commentIdx]}
                renderContent={renderContent}
                {...shared}
              />
            </CommentItem>
          ))}
        </ul>
      )}
      {hasMore &&
        (canObserve ? (
          <div ref={sentinel} data-sentinel="" />
        ) : (
          <button
            type="button"
            className="aw-button"
            disabled={state === 'loadingMore'}
            onClick={() => send({ type: 'LOAD_MORE' })}
          >
            {t('seeMore')}
          </button>
        ))}
      <ConfirmDialog
        kind="pin-replace"
        open={state === 'confirmingPin'}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
      <ConfirmDialog
        kind={
          request?.kind === 'delete' && request.target.replyIdx !== undefined
            ? 'delete-reply'
            : 'delete-comment'
        }
        open={request?.kind === 'delete'}
        onOpenChange={(open) => open || close()}
        onConfirm={() => request?.kind === 'delete' && send({ type: 'DELETE', ...request.target })}
      />
      <ConfirmDialog
        kind="block"
        name={request?.kind === 'block' ? request.nickname : undefined}
        open={request?.kind === 'block'}
        onOpenChange={(open) => open || close()}
        onConfirm={() =>
          request?.kind === 'block' && send({ type: 'BLOCK', channelId: request.channelId })
        }
      />
      <ReportDialog
        open={request?.kind === 'report'}
        onOpenChange={(open) => open || close()}
        onSubmit={(reason) =>
          request?.kind === 'report' && send({ type: 'REPORT', reason, ...request.target })
        }
      />
      {alert && <AlertDialog kind={alert} open onOpenChange={(open) => open || setAlert(null)} />}
    </section>
  )
}

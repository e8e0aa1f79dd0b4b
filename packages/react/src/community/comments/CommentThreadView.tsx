import { viewerKey } from '@airwave/sdk'
import {
  allItems,
  type BoardEmitted,
  type CommentSort,
  nextPageOf,
  successToast,
  type Viewer,
} from '@airwave/sdk/community'
import { type ReactNode, useCallback, useId, useMemo, useState } from 'react'
import { VisuallyHidden } from '../../shared/a11y/VisuallyHidden'
import { AlertDialog, type AlertKind, alertFor } from '../../shared/dialogs/AlertDialog'
import { ConfirmDialog } from '../../shared/dialogs/ConfirmDialog'
import { ReportDialog } from '../../shared/dialogs/ReportDialog'
import { RetryAlert } from '../../shared/feedback/RetryAlert'
import { useT } from '../../shared/i18n/useT'
import { LoadMore } from '../../shared/paging/LoadMore'
import { useAirwave } from '../../shared/provider/airwaveContext'
import { useSheet } from '../../shared/theme/useSheet'
import { successMessage } from '../../shared/toasts/successMessage'
import type { CommentThread } from '../useThreadActor'
import { CommentInput } from './CommentInput'
import type { CommentRequest } from './CommentItem'
import { CommentList } from './CommentList'
import { commentStyles } from './comments.styles'
import { useRichContent } from './richContent'
import { ThreadRulesContext } from './threadRules'

/**
 * The section's handling of the thread's events: an alert dialog for those that ask one, the
 * success toasts, then the app's `onEvent`. Give the returned `onEvent` to the thread hook.
 */
export function useThreadFeedback(onThreadEvent: ((event: BoardEmitted) => void) | undefined) {
  const t = useT()
  const { toastQueue, onChannelRequired } = useAirwave()
  const [alert, setAlert] = useState<AlertKind | null>(null)
  const onEvent = (event: BoardEmitted) => {
    const kind = alertFor(event)
    // A member without a channel goes to create one, when the app says where.
    if (kind === 'nickname-required' && onChannelRequired) onChannelRequired()
    else if (kind) setAlert(kind)
    const done = successToast(event)
    if (done) toastQueue.show(successMessage(t, done))
    onThreadEvent?.(event)
  }
  return { alert, closeAlert: () => setAlert(null), onEvent }
}

/** What every comment section (a post's, a video's) takes beside its thread's own input. */
export interface CommentSectionBase {
  /** The channel of the post or video: its owner pins and deletes any comment. */
  channelId: string
  viewer: Viewer
  /**
   * Shows a comment's or reply's text. Default: the SDK's rich-text rules (`@airwave/sdk/rich-text`)
   * as React elements, with line breaks, links opening in a new tab, @mentions and the
   * channel's emoticons. Give a stable function (defined outside the render or memoised), or
   * every row renders again on each update.
   */
  renderContent?: ((content: string) => ReactNode) | undefined
  /** The emoticon picker's subscribe guide button: open the app's subscription for a channel. */
  onSubscribe?: ((channelId: string) => void) | undefined
  /** Every event of the comment thread (`created`, `deleted`...), after the section's own handling. */
  onEvent?: ((event: BoardEmitted) => void) | undefined
}

export interface CommentThreadViewProps extends Omit<CommentSectionBase, 'onEvent'> {
  /** A thread hook's answer: its kind's rules say how it pages, what its menus offer. */
  thread: CommentThread
  /** In the order shown, with their labels in the section's words. */
  sorts: readonly { sort: CommentSort; label: string }[]
  feedback: ReturnType<typeof useThreadFeedback>
}

/**
 * A comment section over any thread of the SDK's comment thread machine (a post's, a video's):
 * heading, input, sort chips, the list with replies, paging and the dialogs the thread asks
 * for. What sets one kind apart is the thread's rules, and the sorts' labels.
 */
export function CommentThreadView({
  thread,
  channelId,
  viewer,
  sorts,
  renderContent,
  onSubscribe,
  feedback,
}: CommentThreadViewProps) {
  useSheet('comments', commentStyles)
  const t = useT()
  const { state, context, send, rules } = thread
  // Compared by what it says (see viewerKey), so a viewer object made anew on each render of
  // the app keeps the memoised rows as they are.
  const stableViewer = useMemo(() => viewer, [viewerKey(viewer)])
  const richContent = useRichContent(channelId, stableViewer)
  const headingId = useId()
  // The same array while no page changes, so that the list does not render again for a
  // dialog opening or the state going to loadingMore.
  const comments = useMemo(() => allItems(context.pages), [context.pages])
  const hasMore = nextPageOf(context.pages, rules.nextPage) !== undefined
  const anonymous = stableViewer.status === 'anonymous'
  // A row's request opens the machine's dialog; the machine decides whether it opens (report
  // and block send an anonymous viewer to log in). `send` never changes, so neither does `ask`
  // and no row renders again for it.
  const ask = useCallback(
    (request: CommentRequest) =>
      send(
        request.kind === 'block'
          ? {
              type: 'OPEN',
              dialog: 'block',
              channelId: request.channelId,
              nickname: request.nickname,
            }
          : { type: 'OPEN', dialog: request.kind, ...request.target },
      ),
    [send],
  )
  const confirm = () => send({ type: 'CONFIRM' })
  const cancel = () => send({ type: 'CANCEL' })

  return (
    <ThreadRulesContext.Provider value={rules}>
      <section className="aw-comments" data-state={state} aria-labelledby={headingId}>
        <h2 id={headingId}>
          {context.commentCnt === 0
            ? t('noComments')
            : t('commentCount', { count: context.commentCnt })}
        </h2>
        <CommentInput
          label={t('writeComment')}
          anonymous={anonymous}
          channelId={channelId}
          viewer={stableViewer}
          onSubscribe={onSubscribe}
          onSubmit={(content) => send({ type: 'SUBMIT', content })}
        />
        <fieldset className="aw-chips">
          <legend className="aw-visually-hidden">{t('sortComments')}</legend>
          {sorts.map(({ sort, label }) => (
            <button
              key={sort}
              type="button"
              className="aw-button"
              aria-pressed={context.sort === sort}
              onClick={() => send({ type: 'SORT', sort })}
            >
              {label}
            </button>
          ))}
        </fieldset>
        {state === 'loading' && (
          <div role="status" aria-busy="true" className="aw-skeleton">
            <VisuallyHidden>{t('loading')}</VisuallyHidden>
          </div>
        )}
        {state === 'error' && (
          <RetryAlert
            message={t('error')}
            retryLabel={t('retry')}
            onRetry={() => send({ type: 'RETRY' })}
          />
        )}
        {comments.length > 0 && (
          <CommentList
            comments={comments}
            replies={context.replies}
            total={context.commentCnt}
            editing={context.editing}
            asking={
              context.pinCandidate ??
              context.deleteCandidate?.commentIdx ??
              context.reportCandidate?.commentIdx
            }
            channelId={channelId}
            viewer={stableViewer}
            send={send}
            ask={ask}
            renderContent={renderContent ?? richContent}
            onSubscribe={onSubscribe}
          />
        )}
        {hasMore && (
          <LoadMore
            ready={state === 'ready'}
            loading={state === 'loadingMore'}
            onLoadMore={() => send({ type: 'LOAD_MORE' })}
            label={t('seeMore')}
          />
        )}
        <ConfirmDialog
          kind="pin-replace"
          open={state === 'confirmingPin'}
          onConfirm={confirm}
          onCancel={cancel}
        />
        <ConfirmDialog
          kind={context.deleteCandidate?.replyIdx !== undefined ? 'delete-reply' : 'delete-comment'}
          open={state === 'confirmingDelete'}
          onConfirm={confirm}
          onCancel={cancel}
        />
        <ConfirmDialog
          kind="block"
          name={context.blockCandidate?.nickname}
          open={state === 'confirmingBlock'}
          onConfirm={confirm}
          onCancel={cancel}
        />
        <ReportDialog
          open={state === 'reporting'}
          onSubmit={(reason) => send({ type: 'SUBMIT_REPORT', reason })}
          onCancel={cancel}
        />
        {feedback.alert && (
          <AlertDialog
            kind={feedback.alert}
            open
            onOpenChange={(open) => open || feedback.closeAlert()}
          />
        )}
      </section>
    </ThreadRulesContext.Provider>
  )
}

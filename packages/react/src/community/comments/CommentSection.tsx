import { viewerKey } from '@airwave/sdk'
import {
  type BoardEmitted,
  type CommentSort,
  nextCommentPage,
  type Viewer,
} from '@airwave/sdk/community'
import { type ReactNode, useMemo } from 'react'
import { useT } from '../../shared/i18n/useT'
import { useCommentThread } from '../useCommentThread'
import { CommentThreadView, useThreadFeedback } from './CommentThreadView'
import type { CommentFeatures } from './commentFeatures'
import { useRichContent } from './richContent'

export interface CommentSectionProps {
  postIdx: number
  /** The post's channel (from the route). */
  channelId: string
  viewer: Viewer
  /** The page's `location.hash`; '#comment' opens sorted by popularity. */
  hash?: string
  /**
   * Shows a comment's or reply's text. Default: the SDK's rich-text renderer (`@airwave/sdk/rich-text`,
   * sanitised with DOMPurify) with line breaks, links opening in a new tab, @mentions and the
   * channel's emoticons. Give a stable function (defined outside the render or memoised), or
   * every row renders again on each update.
   */
  renderContent?: (content: string) => ReactNode
  /** The emoticon picker's subscribe guide button: open the app's subscription for a channel. */
  onSubscribe?: (channelId: string) => void
  /** Every event of the comment thread (`created`, `deleted`...), after the section's own handling. */
  onEvent?: ((event: BoardEmitted) => void) | undefined
}

const SORTS: readonly { sort: CommentSort; label: 'sortRecent' | 'sortPopular' }[] = [
  { sort: 'recently', label: 'sortRecent' },
  { sort: 'like', label: 'sortPopular' },
]

const postFeatures: CommentFeatures = { edits: true, replyReports: true }

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
  onSubscribe,
  onEvent: onThreadEvent,
}: CommentSectionProps) {
  const t = useT()
  // Compared by what it says (see viewerKey), so a viewer object made anew on each render of
  // the app keeps the memoised rows as they are.
  const stableViewer = useMemo(() => viewer, [viewerKey(viewer)])
  const richContent = useRichContent(channelId, stableViewer)
  const feedback = useThreadFeedback(onThreadEvent)
  const thread = useCommentThread({
    postIdx,
    channelId,
    viewer,
    hash,
    onEvent: feedback.onEvent,
  })
  const sorts = useMemo(() => SORTS.map(({ sort, label }) => ({ sort, label: t(label) })), [t])
  return (
    <CommentThreadView
      thread={thread}
      channelId={channelId}
      viewer={stableViewer}
      nextPage={nextCommentPage}
      sorts={sorts}
      features={postFeatures}
      renderContent={renderContent ?? richContent}
      onSubscribe={onSubscribe}
      feedback={feedback}
    />
  )
}

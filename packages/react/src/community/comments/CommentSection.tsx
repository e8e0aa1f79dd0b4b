import type { CommentSort } from '@airwave/sdk/community'
import { useMemo } from 'react'
import { useT } from '../../shared/i18n/useT'
import { useCommentThread } from '../useCommentThread'
import { type CommentSectionBase, CommentThreadView, useThreadFeedback } from './CommentThreadView'

export interface CommentSectionProps extends CommentSectionBase {
  postIdx: number
  /** The page's `location.hash`; '#comment' opens sorted by popularity. */
  hash?: string
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
export function CommentSection({ postIdx, hash, onEvent, ...view }: CommentSectionProps) {
  const t = useT()
  const feedback = useThreadFeedback(onEvent)
  const { channelId, viewer } = view
  const thread = useCommentThread({ postIdx, channelId, viewer, hash, onEvent: feedback.onEvent })
  const sorts = useMemo(() => SORTS.map(({ sort, label }) => ({ sort, label: t(label) })), [t])
  return <CommentThreadView {...view} thread={thread} sorts={sorts} feedback={feedback} />
}

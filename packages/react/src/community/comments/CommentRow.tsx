import type { Comment, CommentThreadEvent, ReplyThread, Viewer } from '@airwave/sdk/community'
import { memo, type ReactNode, useId } from 'react'
import type { RowRef } from '../../shared/paging/useListWindow'
import { CommentItem, type CommentRequest } from './CommentItem'
import { CommentReplies, CommentReplyActions } from './CommentReplies'

export interface CommentRowProps {
  comment: Comment
  thread: ReplyThread | undefined
  channelId: string
  viewer: Viewer
  send: (event: CommentThreadEvent) => void
  ask: (request: CommentRequest) => void
  renderContent: (content: string) => ReactNode
  /** This comment is open for editing. */
  editing: boolean
  /** Passed to the reply input's emoticon picker. */
  onSubscribe?: ((channelId: string) => void) | undefined
  /** In a windowed list: the row's ref, its position from 1 and the list's size. */
  rowRef?: RowRef | undefined
  position?: number | undefined
  setSize?: number | undefined
}

// A post may hold thousands of comments loaded 10 at a time. The thread machine keeps the
// objects of untouched comments and reply threads, so with every other prop stable a row
// renders again only when its own comment or replies change: appending a page renders the new
// rows alone.
export const CommentRow = memo(function CommentRow({
  comment,
  thread,
  renderContent,
  onSubscribe,
  editing,
  rowRef,
  position,
  setSize,
  ...shared
}: CommentRowProps) {
  const listId = useId()
  const replies = {
    commentIdx: comment.commentIdx,
    replyCnt: comment.replyCnt,
    thread,
    listId,
    renderContent,
    onSubscribe,
    ...shared,
  }
  return (
    <CommentItem
      editing={editing}
      row={{ ref: rowRef, 'aria-posinset': position, 'aria-setsize': setSize }}
      entry={{ ...comment, liked: comment.isLikeComment === true }}
      target={{ commentIdx: comment.commentIdx }}
      renderContent={renderContent}
      actions={<CommentReplyActions {...replies} />}
      {...shared}
    >
      <CommentReplies {...replies} />
    </CommentItem>
  )
})

import type { Comment, CommentThreadEvent, ReplyThreads, Viewer } from '@airwave/sdk/community'
import { memo, type ReactNode, useMemo } from 'react'
import { useListWindow } from '../../shared/paging/useListWindow'
import type { CommentRequest } from './CommentItem'
import { CommentRow } from './CommentRow'

// From 300 loaded comments on, only the rows near the viewport are rendered. Measured with
// bench/comments-scroll.mjs (chromium, 10 comments a page, two busy cores): rendering every
// row, a page appended costs about 21 ms of script, layout and style up to 260 rows, 28-31 ms
// from 310 (layout doubles), 35-45 ms at 1,000 and some 200 ms at 5,000, and each row adds 24
// DOM nodes. Windowed, a page costs 20-25 ms at any length: a little more than a short list
// that renders everything (it measures rows and swaps them as the page scrolls), less from
// about 300 rows on. Below that, every row renders as it always did: most posts never get there.
const WINDOW_FROM = 300

export interface CommentListProps {
  comments: readonly Comment[]
  replies: ReplyThreads
  /** The post's comment count: the size screen readers announce for a windowed list. */
  total: number
  /** The comment being edited. */
  editing: number | undefined
  /** The comment a dialog is open about (delete, report, the pin to confirm). */
  asking: number | undefined
  channelId: string
  viewer: Viewer
  send: (event: CommentThreadEvent) => void
  ask: (request: CommentRequest) => void
  renderContent: (content: string) => ReactNode
  onSubscribe?: ((channelId: string) => void) | undefined
}

/**
 * The comment rows of a post. From `WINDOW_FROM` loaded comments only the rows near the
 * viewport are in the page, with spacers for the others and each row's `aria-posinset` and
 * `aria-setsize`; the row with focus, the one edited, the one a dialog is about and those with
 * their replies open stay whatever the scroll. `data-loaded` holds the number loaded.
 */
export const CommentList = memo(function CommentList({
  comments,
  replies,
  total,
  editing,
  asking,
  ...shared
}: CommentListProps) {
  const keys = useMemo(() => comments.map((comment) => comment.commentIdx), [comments])
  // A reply box may hold a draft: a row with its replies open stays.
  const keep = useMemo(() => {
    const kept = Object.entries(replies).flatMap(([commentIdx, thread]) =>
      thread?.expanded ? [Number(commentIdx)] : [],
    )
    for (const commentIdx of [editing, asking]) if (commentIdx !== undefined) kept.push(commentIdx)
    return kept
  }, [replies, editing, asking])
  const view = useListWindow({ keys, from: WINDOW_FROM, keep })
  // The count may lag behind what is loaded (comments added since it was read).
  const setSize = Math.max(total, comments.length)

  return (
    <ul className="aw-comment-list" ref={view.listRef} data-loaded={comments.length}>
      {/* One flat array of keyed children: a row keeps its element when a spacer comes or
          goes before it. */}
      {view.pieces.flatMap((piece) =>
        piece.kind === 'space' ? (
          // Stands for the rows left out, as tall as they are; out of the reading order, and
          // never the node the browser keeps in place while rows above it change.
          <li
            key={piece.end === comments.length ? 'space-end' : `space-${piece.start}`}
            aria-hidden="true"
            style={{ height: piece.height, overflowAnchor: 'none' }}
          />
        ) : (
          comments
            .slice(piece.start, piece.end)
            .map((comment, offset) => (
              <CommentRow
                key={comment.commentIdx}
                comment={comment}
                thread={replies[comment.commentIdx]}
                editing={editing === comment.commentIdx}
                rowRef={view.windowed ? view.rowRef(comment.commentIdx) : undefined}
                position={view.windowed ? piece.start + offset + 1 : undefined}
                setSize={view.windowed ? setSize : undefined}
                {...shared}
              />
            ))
        ),
      )}
    </ul>
  )
})

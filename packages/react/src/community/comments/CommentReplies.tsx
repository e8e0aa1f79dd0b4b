import {
  allItems,
  type CommentThreadEvent,
  nextCommentPage,
  nextPageOf,
  type ReplyThread,
  type Viewer,
} from '@airwave/sdk/community'
import type { ReactNode } from 'react'
import { useT } from '../../shared/i18n/useT'
import { CommentInput } from './CommentInput'
import { CommentItem, type CommentRequest } from './CommentItem'

export interface CommentRepliesProps {
  commentIdx: number
  replyCnt: number
  thread: ReplyThread | undefined
  /** The id of the replies' region, which the show-replies button controls. */
  listId: string
  channelId: string
  viewer: Viewer
  send: (event: CommentThreadEvent) => void
  ask: (request: CommentRequest) => void
  renderContent?: ((content: string) => ReactNode) | undefined
  onSubscribe?: ((channelId: string) => void) | undefined
}

/**
 * A comment's reply buttons, for its action row: "Reply" and the "N replies" toggle.
 *
 * @example
 * <CommentReplyActions commentIdx={1} replyCnt={2} thread={context.replies[1]} listId={id} {...shared} />
 */
export function CommentReplyActions(props: CommentRepliesProps) {
  const { commentIdx, replyCnt, thread, send, listId } = props
  const t = useT()
  const expanded = thread?.expanded ?? false
  const toggle = () => send({ type: 'TOGGLE_REPLIES', commentIdx })
  return (
    <>
      <button
        type="button"
        className="aw-button"
        onClick={() => {
          if (!expanded) toggle()
        }}
      >
        {t('reply')}
      </button>
      {replyCnt > 0 && (
        <button
          type="button"
          className="aw-button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={toggle}
        >
          {expanded ? t('hideReplies') : t('replyCount', { count: replyCnt })}
        </button>
      )}
    </>
  )
}

/**
 * A comment's open replies, under its action row and indented: an always-open reply input, the
 * replies the thread machine loaded and "view more replies".
 *
 * @example
 * <CommentReplies commentIdx={1} replyCnt={2} thread={context.replies[1]} listId={id} {...shared} />
 */
export function CommentReplies(props: CommentRepliesProps) {
  const { commentIdx, thread, send, listId } = props
  const t = useT()
  const expanded = thread?.expanded ?? false
  const replies = thread ? allItems(thread.pages) : []
  const hasMore = thread ? nextPageOf(thread.pages, nextCommentPage) !== undefined : false
  return (
    <div
      id={listId}
      className="aw-reply-thread"
      hidden={!expanded}
      data-state={thread?.loading ? 'loading' : 'idle'}
    >
      {expanded && (
        <>
          <CommentInput
            label={t('writeReply')}
            submitLabel={t('submitReply')}
            anonymous={props.viewer.status === 'anonymous'}
            alwaysOpen
            channelId={props.channelId}
            viewer={props.viewer}
            onSubscribe={props.onSubscribe}
            onSubmit={(content) => send({ type: 'SUBMIT', content, commentIdx })}
          />
          <ul className="aw-replies">
            {replies.map((reply) => (
              <CommentItem
                key={reply.replyIdx}
                entry={{ ...reply, liked: reply.isLikeReply === true }}
                target={{ commentIdx, replyIdx: reply.replyIdx }}
                channelId={props.channelId}
                viewer={props.viewer}
                send={send}
                ask={props.ask}
                renderContent={props.renderContent}
              />
            ))}
          </ul>
          {hasMore && (
            <button
              type="button"
              className="aw-button"
              onClick={() => send({ type: 'LOAD_MORE_REPLIES', commentIdx })}
            >
              {t('viewMoreReplies')}
            </button>
          )}
        </>
      )}
    </div>
  )
}

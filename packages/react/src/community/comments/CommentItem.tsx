import {
  type CommentAction,
  type CommentThreadEvent,
  commentMenu,
  commentState,
  type Viewer,
} from '@airwave/sdk/community'
import type { TextKey } from '@airwave/sdk/i18n'
import type { ReactNode, Ref } from 'react'
import { MoreMenu, type MoreMenuItem } from '../../shared/a11y/MoreMenu'
import { Avatar } from '../../shared/avatar/Avatar'
import { useT } from '../../shared/i18n/useT'
import { HeartIcon, PinIcon } from '../../shared/icons'
import { ClampedText } from './ClampedText'
import { CommentInput } from './CommentInput'
import { useThreadRules } from './threadRules'

/** What a comment or a reply shows, whichever of the two it is. */
interface CommentEntry {
  channelId: string
  nickname: string
  content: string
  createDate: string
  channelProfileImg?: string | null
  isBlockedChannel?: boolean | undefined
  liked: boolean
  likeCnt: number
  isFixed?: boolean | undefined
  isEdited?: boolean | undefined
  isBlinded?: boolean | undefined
}

/** A comment, or one of its replies when `replyIdx` is set. */
interface CommentTargetOf {
  commentIdx: number
  replyIdx?: number
}

/** What needs the viewer to confirm or choose first: the section opens the dialog. */
export type CommentRequest =
  | { kind: 'delete'; target: CommentTargetOf }
  | { kind: 'report'; target: CommentTargetOf }
  | { kind: 'block'; channelId: string; nickname: string }

/** What a windowed list puts on a comment's `<li>`: its place in the whole list, its ref. */
interface RowAttributes {
  ref?: Ref<HTMLLIElement> | undefined
  'aria-posinset'?: number | undefined
  'aria-setsize'?: number | undefined
}

export interface CommentItemProps {
  entry: CommentEntry
  target: CommentTargetOf
  /** The post's channel: its owner pins and deletes. */
  channelId: string
  viewer: Viewer
  send: (event: CommentThreadEvent) => void
  ask: (request: CommentRequest) => void
  /** Shows the text; plain text with its line breaks by default. */
  renderContent?: ((content: string) => ReactNode) | undefined
  /** Buttons after the like button: a comment's reply and show-replies buttons. */
  actions?: ReactNode
  /** Under the action row, across the comment's width: a comment's replies and reply box. */
  children?: ReactNode
  /** The viewer is editing this comment: an input replaces the text, menu and actions. */
  editing?: boolean | undefined
  /** Spread on the `<li>`, whatever it shows. */
  row?: RowAttributes | undefined
}

const actionLabels: Record<CommentAction, TextKey> = {
  pin: 'pin',
  unpin: 'unpin',
  edit: 'edit',
  delete: 'delete',
  report: 'report',
  block: 'blockUser',
}

/**
 * One comment or reply: author, time, content, like and more-menu. The menu and the state
 * come from the SDK (`commentMenu()`, `commentState()`); a blocked author's text is replaced,
 * and a text the channel blinded shows as a muted line (its replies stay, its like goes).
 *
 * @example
 * <CommentItem entry={entry} target={{ commentIdx: 1 }} channelId="kim" viewer={viewer} send={send} ask={ask} />
 */
export function CommentItem({
  entry,
  target,
  channelId,
  viewer,
  send,
  ask,
  renderContent,
  actions,
  children,
  editing = false,
  row,
}: CommentItemProps) {
  const t = useT()
  const rules = useThreadRules()
  const state = commentState(entry, editing)
  if (state === 'blocked') {
    return (
      <li {...row} className="aw-comment" data-state={state}>
        <p>{t('blockedContent')}</p>
      </li>
    )
  }
  const run: Record<CommentAction, () => void> = {
    pin: () => send({ type: 'PIN', commentIdx: target.commentIdx }),
    unpin: () => send({ type: 'UNPIN', commentIdx: target.commentIdx }),
    edit: () => send({ type: 'EDIT', commentIdx: target.commentIdx }),
    delete: () => ask({ kind: 'delete', target }),
    report: () => ask({ kind: 'report', target }),
    block: () => ask({ kind: 'block', channelId: entry.channelId, nickname: entry.nickname }),
  }
  const kind = target.replyIdx === undefined ? 'comment' : 'reply'
  const items: MoreMenuItem[] = commentMenu(viewer, channelId, entry, kind, rules).map(
    (action) => ({
      id: action,
      label: t(actionLabels[action]),
      tone: action === 'delete' || action === 'block' ? 'danger' : 'default',
      onSelect: run[action],
    }),
  )

  if (state === 'editing') {
    return (
      <li {...row} className="aw-comment" data-state={state}>
        <CommentInput
          label={t('editComment')}
          submitLabel={t('save')}
          anonymous={false}
          alwaysOpen
          initialValue={entry.content}
          channelId={channelId}
          viewer={viewer}
          onCancel={() => send({ type: 'CANCEL_EDIT' })}
          onSubmit={(content) =>
            send({ type: 'SAVE_EDIT', commentIdx: target.commentIdx, content })
          }
        />
      </li>
    )
  }

  const content =
    state === 'blinded' ? (
      <p className="aw-comment-blinded">{t('blindedComment')}</p>
    ) : renderContent ? (
      renderContent(entry.content)
    ) : (
      <div className="aw-comment-content" style={{ whiteSpace: 'pre-wrap' }}>
        {entry.content}
      </div>
    )
  return (
    <li {...row} className="aw-comment" data-state={state}>
      <header className="aw-comment-header">
        <Avatar
          channelId={entry.channelId}
          nickname={entry.nickname}
          src={entry.channelProfileImg}
          size={32}
        />
        <a href={`/${entry.channelId}`}>{entry.nickname}</a>
        <time dateTime={entry.createDate}>{t.relativeTime(entry.createDate)}</time>
        {entry.isEdited && <span className="aw-comment-edited">{t('edited')}</span>}
        {state === 'pinned' && (
          <span role="img" className="aw-comment-pin" aria-label={t('pinned')}>
            <PinIcon />
          </span>
        )}
        {items.length > 0 && <MoreMenu items={items} />}
      </header>
      {rules.clampLines && state !== 'blinded' ? (
        <ClampedText lines={rules.clampLines}>{content}</ClampedText>
      ) : (
        content
      )}
      <footer className="aw-comment-actions">
        {state !== 'blinded' && (
          <button
            type="button"
            className="aw-button"
            aria-pressed={entry.liked}
            aria-label={`${t('like')} ${t('likeCount', { count: entry.likeCnt })}`}
            onClick={() => send({ type: entry.liked ? 'UNLIKE' : 'LIKE', ...target })}
          >
            <HeartIcon filled={entry.liked} /> {t.number(entry.likeCnt)}
          </button>
        )}
        {actions}
      </footer>
      {children}
    </li>
  )
}

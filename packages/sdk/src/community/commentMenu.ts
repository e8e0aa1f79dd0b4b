import { isOwner, type Viewer } from '../core/viewer'
import type { CommentThreadRules } from './commentThread.adapter'

/** What the more-menu of a comment or reply offers, in the order shown. */
export type CommentAction = 'pin' | 'unpin' | 'edit' | 'delete' | 'report' | 'block'

/**
 * What a comment or reply shows (community.md section 4), as its `data-state`; `blinded`: the
 * channel hid it from its report queue, a muted line stands in for its text.
 */
export type CommentState = 'default' | 'pinned' | 'editing' | 'blocked' | 'blinded'

/** What the menu and the state read of a comment or a reply. */
export interface CommentMenuEntry {
  /** The author's channel. */
  channelId: string
  isFixed?: boolean | undefined
  isBlockedChannel?: boolean | undefined
  isBlinded?: boolean | undefined
}

/**
 * The more-menu of a comment or reply for `viewer` under a post of the channel `channelId`
 * (community.md section 6). The channel owner pins or unpins comments (replies have no pin),
 * deletes anything and blocks any author but themself; an author who is not the owner deletes
 * their own; anyone else, signed in or not, reports and blocks (an anonymous viewer is asked to
 * log in). Only comments have an edit call, and their author edits, even on their own channel.
 * A blocked author's comment shows no menu. A blinded one (hidden by the channel) is past
 * editing, reporting and blocking: its author and the channel owner may only delete it. Under
 * a kind of comments whose `rules` lack edits or reply reports (a video's), neither is offered.
 *
 * @example
 * commentMenu({ status: 'anonymous' }, 'kim', { channelId: 'mina' }, 'comment') // ['report', 'block']
 */
export function commentMenu(
  viewer: Viewer,
  channelId: string,
  entry: CommentMenuEntry,
  kind: 'comment' | 'reply',
  rules: Pick<CommentThreadRules, 'edits' | 'replyReports'> = { edits: true, replyReports: true },
): CommentAction[] {
  return menuOf(viewer, channelId, entry, kind).filter(
    (action) =>
      !(action === 'edit' && !rules.edits) &&
      !(action === 'report' && kind === 'reply' && !rules.replyReports),
  )
}

function menuOf(
  viewer: Viewer,
  channelId: string,
  entry: CommentMenuEntry,
  kind: 'comment' | 'reply',
): CommentAction[] {
  if (entry.isBlockedChannel) return []
  const own = isOwner(viewer, entry.channelId)
  if (entry.isBlinded) return own || isOwner(viewer, channelId) ? ['delete'] : []
  const edit: CommentAction[] = own && kind === 'comment' ? ['edit'] : []
  if (isOwner(viewer, channelId)) {
    const pin: CommentAction[] = kind === 'comment' ? [entry.isFixed ? 'unpin' : 'pin'] : []
    const block: CommentAction[] = own ? [] : ['block']
    return [...pin, ...edit, 'delete', ...block]
  }
  if (own) return [...edit, 'delete']
  return ['report', 'block']
}

/**
 * What a comment or reply shows: a blocked author's text is replaced whatever else holds; a
 * blinded one shows the channel's hiding of it, never an editor (it has no text to edit); while
 * the viewer edits it, an input replaces its text, menu and actions; otherwise pinned or not.
 *
 * @example
 * commentState({ channelId: 'mina', isFixed: true }, false) // 'pinned'
 */
export function commentState(entry: CommentMenuEntry, editing: boolean): CommentState {
  if (entry.isBlockedChannel) return 'blocked'
  if (entry.isBlinded) return 'blinded'
  if (editing) return 'editing'
  return entry.isFixed ? 'pinned' : 'default'
}

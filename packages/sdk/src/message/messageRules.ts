import type { MessageRoom, MessageRoomStatus } from '../contract/message/message.schemas'
import { MESSAGE_ERRORS, MESSAGE_LIMITS } from '../contract/message/message.schemas'
import { ApiError } from '../core/apiError'
import type { MessageTextKey } from '../i18n/message/messageMessages'
import { badgeLabel } from '../notification/notificationRules'

// The rules of direct messages, written once for every UI: what a room's status lets the member
// do and what it says (viewing.md: "room status drives preview text and alert wording").

/** The spec's six wordings of a request's life. */
export type MessageWording =
  | 'sent'
  | 'received'
  | 'declined'
  | 'hasBeenDeclined'
  | 'allowed'
  | 'hasBeenAllowed'

/**
 * The composer of a room: `open` (write), `request` (the first message is a request), `waiting`
 * (the member's request waits), `answer` (a request waits for the member's Accept or Decline),
 * `closed` (the status refuses: see `reason`).
 */
export type ComposerState = 'open' | 'request' | 'waiting' | 'answer' | 'closed'

/** Why a room cannot be written to, for `data-reason`. */
export type CannotSendReason =
  | 'sent'
  | 'received'
  | 'declined'
  | 'hasBeenDeclined'
  | 'official'
  | 'withdrawn'
  | 'userSetting'
  | 'unblock'
  | 'service'
  | 'channelBlock'
  | 'blacklist'

/** What a room's status means for the member who reads it. */
export interface RoomStatusView {
  canSend: boolean
  composer: ComposerState
  /** The spec's wording the status drives, when it is one of a request's. */
  wording: MessageWording | undefined
  /** Why sending is refused, when it is. */
  reason: CannotSendReason | undefined
  /** The room list's text instead of (or before) the last message. */
  preview: MessageTextKey | undefined
  /** The room's banner (it takes `{nickname}`). */
  alert: MessageTextKey | undefined
  /** A request waits: leaving or blocking cancels it (`sent`) or declines it (`received`). */
  pendingRequest: 'sent' | 'received' | undefined
}

const view = (fields: Partial<RoomStatusView>): RoomStatusView => ({
  canSend: false,
  composer: 'closed',
  wording: undefined,
  reason: undefined,
  preview: undefined,
  alert: undefined,
  pendingRequest: undefined,
  ...fields,
})

const closed = (reason: CannotSendReason, alert: MessageTextKey) => view({ reason, alert })

const VIEWS: Record<MessageRoomStatus, RoomStatusView> = {
  UNSPECIFIED: view({ canSend: true, composer: 'open' }),
  NORMAL: view({ canSend: true, composer: 'open' }),
  REQUEST_REQUIRED: view({ canSend: true, composer: 'request', alert: 'alertRequest' }),
  REQUEST_SENT: view({
    composer: 'waiting',
    wording: 'sent',
    reason: 'sent',
    preview: 'previewSent',
    alert: 'alertSent',
    pendingRequest: 'sent',
  }),
  REQUEST_RECEIVED: view({
    composer: 'answer',
    wording: 'received',
    reason: 'received',
    preview: 'previewReceived',
    alert: 'alertReceived',
    pendingRequest: 'received',
  }),
  REQUEST_REJECTED: view({
    wording: 'hasBeenDeclined',
    reason: 'hasBeenDeclined',
    preview: 'previewHasBeenDeclined',
    alert: 'alertHasBeenDeclined',
  }),
  REQUEST_DECLINED: view({
    wording: 'declined',
    reason: 'declined',
    preview: 'previewDeclined',
    alert: 'alertDeclined',
  }),
  APPROVED_BY_ME: view({
    canSend: true,
    composer: 'open',
    wording: 'allowed',
    preview: 'previewAllowed',
    alert: 'alertAllowed',
  }),
  APPROVED_BY_OTHER: view({
    canSend: true,
    composer: 'open',
    wording: 'hasBeenAllowed',
    preview: 'previewHasBeenAllowed',
    alert: 'alertHasBeenAllowed',
  }),
  OFFICIAL_CHANNEL_CANNOT_SEND: closed('official', 'cannotOfficial'),
  WITHDRAWN_CHANNEL_CANNOT_SEND: closed('withdrawn', 'cannotWithdrawn'),
  USER_SETTING_CANNOT_SEND: closed('userSetting', 'cannotUserSetting'),
  UNBLOCK_REQUIRED: closed('unblock', 'cannotUnblock'),
  SERVICE_UNBLOCK_REQUIRED: closed('service', 'cannotService'),
  // The requester left while their request waited: the request is gone, and the member may
  // write a first message again (the server's rule), the banner saying the other left.
  DELETED: view({ canSend: true, composer: 'open', alert: 'cannotDeleted' }),
  CHANNEL_UNBLOCK_REQUIRED: closed('channelBlock', 'cannotChannelBlock'),
  BLACKLIST_UNBLOCK_REQUIRED: closed('blacklist', 'cannotBlacklist'),
}

/**
 * What a room's status means for its reader: whether they may send, the composer's state, the
 * list's preview key, the banner's key and, when a request waits, which one.
 *
 * @example roomStatusView('REQUEST_RECEIVED') // { canSend: false, composer: 'answer', wording: 'received', … }
 */
export function roomStatusView(status: MessageRoomStatus): RoomStatusView {
  return VIEWS[status]
}

/**
 * The room list's line: the status's words while a request is open or was declined; after an
 * acceptance the last message once there is one; otherwise the last message, or "no messages".
 *
 * @example roomPreview(room) // { key: 'previewReceived' } or { text: 'hi' }
 */
export function roomPreview(
  room: Pick<MessageRoom, 'roomStatus' | 'lastMessage'>,
): { key: MessageTextKey } | { text: string } {
  const { preview, wording } = roomStatusView(room.roomStatus)
  const last = room.lastMessage?.messageContent
  const accepted = wording === 'allowed' || wording === 'hasBeenAllowed'
  if (preview && (!accepted || !last)) return { key: preview }
  return last ? { text: last } : { key: 'previewEmpty' }
}

/**
 * The confirm alert's words before leaving or blocking: a pending request is cancelled (the
 * member sent it) or declined (they received it), and the alert says so (viewing.md).
 *
 * @example confirmKey('leave', 'REQUEST_SENT') // 'leaveCancelsRequest'
 */
export function confirmKey(action: 'leave' | 'block', status: MessageRoomStatus): MessageTextKey {
  const pending = roomStatusView(status).pendingRequest
  if (action === 'leave') {
    return pending === 'sent'
      ? 'leaveCancelsRequest'
      : pending === 'received'
        ? 'leaveDeclinesRequest'
        : 'leaveConfirm'
  }
  return pending === 'sent'
    ? 'blockCancelsRequest'
    : pending === 'received'
      ? 'blockDeclinesRequest'
      : 'blockConfirm'
}

/**
 * The words for a failed message call: the three MSG codes by our meanings, else the generic
 * failure (the toast then carries the server's message).
 *
 * @example messageErrorKey(new ApiError(409, 'MSG2003', 'pending')) // 'MSG2003'
 */
export function messageErrorKey(error: unknown): MessageTextKey {
  const code = error instanceof ApiError ? error.code : undefined
  if (code === MESSAGE_ERRORS.cannotSend) return 'MSG2000'
  if (code === MESSAGE_ERRORS.requestPending) return 'MSG2003'
  if (code === MESSAGE_ERRORS.noRoom) return 'MSG2008'
  return 'failed'
}

/**
 * Whether a text can be sent as it is typed: something besides spaces, within the limit (the
 * schema's count, UTF-16 units, after trimming as the server does).
 *
 * @example sendableText(' hi ') // true
 */
export function sendableText(text: string): boolean {
  const trimmed = text.trim()
  return trimmed.length > 0 && trimmed.length <= MESSAGE_LIMITS.content
}

/**
 * The header badge's text for the unread rooms: the notifications' badge rule (nothing at 0,
 * the count up to 99, then `99+`), one rule for both badges.
 *
 * @example unreadRoomsLabel(120) // '99+'
 */
export function unreadRoomsLabel(count: number | undefined): string {
  return badgeLabel({ count: count ?? 0 })
}

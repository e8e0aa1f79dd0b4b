import {
  CHAT_ACTION,
  CHAT_LEVEL,
  type ChatAction,
  type ChatMe,
  type ChatMessage,
  type ChatTimeoutMinutes,
} from '../contract/chat/chat.schemas'
import type { ReportReasonKey } from '../contract/report/reportReasons'
import type { Viewer } from '../core/viewer'

/**
 * What a moderator may do to one chat entry: `delete` it, `blind` it (its text hidden for
 * everyone), or act on its sender: time them out for 1, 10 or 60 minutes (`timeout1`...),
 * `chatBlock` (CHAT_ACTION 3, no more chatting), `userBlock` (2, blocked and every message
 * erased) and `erase` (4, every message erased). Any other member may `report` it.
 */
export type ChatEntryAction =
  | 'delete'
  | 'blind'
  | 'timeout1'
  | 'timeout10'
  | 'timeout60'
  | 'chatBlock'
  | 'userBlock'
  | 'erase'
  | 'report'

const TIMEOUTS: Partial<Record<ChatEntryAction, ChatTimeoutMinutes>> = {
  timeout1: 1,
  timeout10: 10,
  timeout60: 60,
}

/** The room's event for an action (the chat room machine's `DELETE_ENTRY`, `BLIND_ENTRY`, `CHAT_ACTION`). */
export type ChatModerationEvent =
  | { type: 'DELETE_ENTRY' | 'BLIND_ENTRY'; logIdentity: string }
  | { type: 'REPORT_ENTRY'; logIdentity: string; reason?: ReportReasonKey }
  | {
      type: 'CHAT_ACTION'
      targetChannelId: string
      action: ChatAction
      minutes?: ChatTimeoutMinutes
    }

const has = (level: number, bit: number) => (level & bit) !== 0
const senderLevel = (entry: ChatMessage) => (entry.viewerInfo?.level ?? 0) | (entry.level ?? 0)

/**
 * The moderation menu of a chat entry, from the member's rights in this chat (`getChatMe`'s
 * `canModerate`) and what the server allows: nobody moderates the streamer's messages but the
 * streamer; nobody acts on the streamer, on an admin or on themselves; managers do not act on
 * managers (only the streamer and admins do). Only chat messages are moderated (chosen: a
 * channel-in, gems or subscription line is the platform's, not the member's words); a blinded
 * message can still be deleted but not blinded again. Empty for everyone else.
 *
 * @example
 * chatEntryMenu(entry, me, viewer) // ['delete', 'blind', 'chatBlock', 'userBlock', 'erase']
 */
export function chatEntryMenu(
  entry: ChatMessage,
  me: ChatMe | undefined,
  viewer: Viewer,
): ChatEntryAction[] {
  const sender = entry.viewerInfo
  if (entry.type !== 'CHAT_MESSAGE' || !sender || viewer.status !== 'member') return []
  const own = viewer.channelId === sender.viewerId
  // Members report what others wrote; a moderator acts on it instead.
  if (!me?.canModerate) return own || entry.blinded === true ? [] : ['report']
  const level = senderLevel(entry)
  const iAmStreamer = has(me.level, CHAT_LEVEL.streamer)
  const iAmAdmin = has(me.level, CHAT_LEVEL.admin)
  if (has(level, CHAT_LEVEL.streamer) && !(iAmStreamer && own)) return []
  const actions: ChatEntryAction[] = ['delete']
  if (entry.blinded !== true) actions.push('blind')
  const untouchable =
    own ||
    has(level, CHAT_LEVEL.streamer) ||
    has(level, CHAT_LEVEL.admin) ||
    (has(level, CHAT_LEVEL.manager) && !iAmStreamer && !iAmAdmin)
  if (!untouchable)
    actions.push('timeout1', 'timeout10', 'timeout60', 'chatBlock', 'userBlock', 'erase')
  return actions
}

/**
 * Whether an action asks first: every one that cannot be taken back from the chat (delete,
 * the blocks, erase). A blind hides the text but keeps the entry in its place, and shows at
 * once who hid it; it goes without a dialog, as a moderator in a busy room needs (chosen).
 *
 * @example
 * if (chatActionConfirms('delete')) openConfirm()
 */
export function chatActionConfirms(action: ChatEntryAction): boolean {
  // A timeout lifts itself (and can be lifted from the dashboard): as quick as a blind.
  return action !== 'blind' && TIMEOUTS[action] === undefined
}

/**
 * The chat room's event that carries out an action on an entry.
 *
 * @example
 * room.send(chatModerationEvent('chatBlock', entry)) // { type: 'CHAT_ACTION', targetChannelId: 'viewer3', action: 3 }
 * room.send(chatModerationEvent('report', entry, 'spam')) // { type: 'REPORT_ENTRY', logIdentity, reason: 'spam' }
 */
export function chatModerationEvent(
  action: ChatEntryAction,
  entry: ChatMessage,
  reason?: ReportReasonKey,
): ChatModerationEvent {
  if (action === 'delete') return { type: 'DELETE_ENTRY', logIdentity: entry.logIdentity }
  if (action === 'blind') return { type: 'BLIND_ENTRY', logIdentity: entry.logIdentity }
  if (action === 'report') {
    return { type: 'REPORT_ENTRY', logIdentity: entry.logIdentity, ...(reason && { reason }) }
  }
  const targetChannelId = entry.viewerInfo?.viewerId ?? ''
  const minutes = TIMEOUTS[action]
  if (minutes !== undefined) {
    return { type: 'CHAT_ACTION', targetChannelId, action: CHAT_ACTION.chatBlock, minutes }
  }
  const code = {
    chatBlock: CHAT_ACTION.chatBlock,
    userBlock: CHAT_ACTION.userBlock,
    erase: CHAT_ACTION.erase,
  }
  return { type: 'CHAT_ACTION', targetChannelId, action: code[action as keyof typeof code] }
}

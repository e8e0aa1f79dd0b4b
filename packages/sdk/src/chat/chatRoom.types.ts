import type {
  ChatAction,
  ChatMe,
  ChatMessage,
  ChatTimeoutMinutes,
  StreamerChatInfo,
} from '../contract/chat/chat.schemas'
import type { ReportReasonKey } from '../contract/report/reportReasons'
import type { CallOf, InFlightCalls } from '../core/inFlightCalls'
import type { Viewer } from '../core/viewer'
import type { ChatLog } from './chatLog'
import type { ChatSendProblem } from './chatSendRules'
import type { ParticipantGroups } from './groupParticipants'

// The chat room's input, context, events and emitted events: what its UI and its actors speak.

export interface ChatRoomInput {
  channelId: string
  viewer: Viewer
  /** Members the viewer blocked: their entries are not shown. */
  blockedIds?: readonly string[]
  /** How long incoming entries wait to be shown together, 100 to 250 ms (default 150). */
  flushMs?: number
}

/** What the UI reads. */
export interface ChatRoomContext {
  channelId: string
  viewer: Viewer
  blockedIds: readonly string[]
  flushMs: number
  /** The entries shown, oldest first, at most 200. Changes at most once per flush. */
  entries: readonly ChatMessage[]
  /** While the viewer reads back (PAUSE_FOLLOW), the entries that arrived since. */
  unseen: number
  following: boolean
  participants: ParticipantGroups
  /** Notice, rules, ice and slow mode (getChatInfo, then CHAT_INFO). */
  info?: StreamerChatInfo
  /** The member in this chat (getChatMe), when signed in. */
  me?: ChatMe
  /** Whether the socket is connected: sends go over it, else over REST. */
  connected: boolean
  /** Seconds before slow mode lets the member send again; 0 when they may. */
  cooldown: number
}

/** What each moderation call carries, by the name of the provided actor that makes it. */
export interface ModerationInputs {
  deleteMessage: { channelId: string; logIdentity: string }
  blindMessage: { channelId: string; logIdentity: string }
  chatAction: {
    channelId: string
    targetChannelId: string
    action: ChatAction
    minutes?: ChatTimeoutMinutes | undefined
  }
  /** A member's report of an entry (not moderation, but the same one-call-at-a-time path). */
  reportMessage: { channelId: string; logIdentity: string; reason: ReportReasonKey }
}
export type ChatModerationCall = CallOf<ModerationInputs>

export interface ChatRoomMachineContext extends ChatRoomContext {
  log: ChatLog
  /** Entries arrived since the last flush. */
  queue: readonly ChatMessage[]
  /** The latest entry of each recent sender, the latest last. */
  speakers: readonly ChatMessage[]
  moderating: InFlightCalls<ChatModerationCall>
  /** The message being sent. */
  sending: string
  /** The last send failed for the connection (`send-failed`), and nothing was sent since. */
  unsent: boolean
}

/** What the realtime feed tells the room (the provided `chatFeed` actor sends these). */
export type ChatFeedEvent =
  | { type: 'FEED.ENTRY'; entry: ChatMessage }
  /** Several messages at once, oldest first (the feed gathers a busy channel's). */
  | { type: 'FEED.ENTRIES'; entries: readonly ChatMessage[] }
  | { type: 'FEED.HISTORY'; messages: readonly ChatMessage[] }
  | { type: 'FEED.DELETE'; logIdentity?: string | undefined; viewerId?: string | undefined }
  | { type: 'FEED.BLIND'; logIdentity: string }
  | { type: 'FEED.INFO'; info: StreamerChatInfo }
  | { type: 'FEED.LINK'; connected: boolean }

export type ChatRoomEvent =
  | ChatFeedEvent
  /** Sends a message: blank text is ignored, the rest checked first (see `chatSendProblem`). */
  | { type: 'SEND'; text: string }
  /** Moderators: removes an entry, blinds one, or acts on a member (`CHAT_ACTION`). */
  | { type: 'DELETE_ENTRY' | 'BLIND_ENTRY'; logIdentity: string }
  /** A timeout is a chat block with `minutes`. */
  | {
      type: 'CHAT_ACTION'
      targetChannelId: string
      action: ChatAction
      minutes?: ChatTimeoutMinutes
    }
  /**
   * Members: reports an entry for a reason (`other` when none is given; `moderated` with a
   * `reportMessage` call once filed).
   */
  | { type: 'REPORT_ENTRY'; logIdentity: string; reason?: ReportReasonKey }
  /** The viewer scrolled away from the newest entries: the list holds still, `unseen` counts. */
  | { type: 'PAUSE_FOLLOW' }
  /** Back at the bottom: the list catches up. */
  | { type: 'RESUME_FOLLOW' }
  | { type: 'BLOCKED'; ids: readonly string[] }
  | { type: 'VIEWER'; viewer: Viewer }

/** What the room tells its UI. */
export type ChatRoomEmitted =
  | ChatSendProblem
  | { type: 'rate-limited'; retryAfterSeconds?: number }
  | { type: 'sent'; entry: ChatMessage }
  /** Not sent, and the server said nothing: `code` NETWORK_ERROR, TIMEOUT... The text stays. */
  | { type: 'send-failed'; code: string }
  /**
   * The socket is back after a `send-failed`: the connection works again, so its "not sent"
   * notice no longer holds (the text is still in the input, to send again).
   */
  | { type: 'send-recovered' }
  /** A send or a moderation call failed, with its error: for a host's `onError`. */
  | { type: 'failed'; error: unknown }
  | { type: 'moderated'; call: ChatModerationCall }
  /**
   * A moderation call failed: the server was `unreachable`, was asked too fast
   * (`rate-limited`), or `refused` it with `message` (its words, e.g. no permission). The UI
   * says which; never a transport's raw "HTTP 502".
   */
  | {
      type: 'moderation-failed'
      call: ChatModerationCall
      reason: 'unreachable' | 'rate-limited' | 'refused'
      message: string
    }
  | { type: 'toast'; place: 'chatroom'; message: string }

/** The input of the send calls. */
export interface ChatSendInput {
  channelId: string
  message: string
}

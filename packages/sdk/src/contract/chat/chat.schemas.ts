import * as z from 'zod/mini'
import { int32 } from '../../core/int32'
import {
  optionalBoolean as bool,
  optionalNumber as num,
  optionalString as str,
} from '../core/fields'
import { listPageSchema } from '../core/listPage'

/** Longest chat message. @example text.slice(0, CHAT_MAX_LENGTH) */
export const CHAT_MAX_LENGTH = 5000

/**
 * A chat text's length as the chat counts it: in Unicode code points, as the contract's
 * `maxLength` (zod counts strings so) and the server count it. An emoji is one, not the two
 * UTF-16 units of `text.length`; the client's warning, the input's counter and the paste cut
 * count the same way, so a message of emoji never passes one side and fails the other.
 *
 * @example chatTextLength('hi👍') // 3
 */
export function chatTextLength(text: string): number {
  // A string's iterator walks code points (a lone surrogate is one), as zod counts.
  let length = 0
  for (const _ of text) length++
  return length
}

/**
 * Whether a chat text is longer than `max` ({@link chatTextLength}).
 *
 * @example chatTextTooLong('👍'.repeat(5001)) // true
 */
export function chatTextTooLong(text: string, max: number = CHAT_MAX_LENGTH): boolean {
  return text.length > max && chatTextLength(text) > max
}
/** Entries kept in the chat buffer; the oldest is dropped. @example list.slice(-CHAT_BUFFER) */
export const CHAT_BUFFER = 200
/** Ban words per page. @example listBanWords(channelId, { limit: BAN_WORD_PAGE_SIZE }) */
export const BAN_WORD_PAGE_SIZE = 200

/** Bits of a chat viewer's `level`. @example (level & CHAT_LEVEL.manager) !== 0 */
export const CHAT_LEVEL = {
  admin: 1,
  streamer: 2,
  manager: 4,
  active: 8,
  subscriber: 16,
  gifter: 64,
  official: 128,
  partner: 256,
} as const

/** @example const role: ChatRole = CHAT_ROLES[1] // 'streamer' */
export const CHAT_ROLES = [
  'admin',
  'streamer',
  'manager',
  'manager-gifter',
  'active',
  'subscriber',
  'subscriber-gifter',
  'gifter',
  'streamer-partner',
  'streamer-official',
  'manager-partner',
  'manager-official',
  'partner-gifter',
  'official-gifter',
  'partner',
  'official',
] as const
export type ChatRole = (typeof CHAT_ROLES)[number]

/**
 * Nickname colours: 26 named ones (names chosen; the spec gives only the count).
 *
 * @example const color: NicknameColor = NICKNAME_COLORS[0]
 */
export const NICKNAME_COLORS = [
  'red',
  'coral',
  'orange',
  'amber',
  'gold',
  'yellow',
  'lime',
  'green',
  'emerald',
  'mint',
  'teal',
  'cyan',
  'sky',
  'blue',
  'navy',
  'indigo',
  'violet',
  'purple',
  'lavender',
  'fuchsia',
  'pink',
  'rose',
  'brown',
  'beige',
  'silver',
  'gray',
] as const
export type NicknameColor = (typeof NICKNAME_COLORS)[number]

/** Special nickname styles (`admin` chosen as the "few others"). @example NICKNAME_STYLES.includes(style) */
export const NICKNAME_STYLES = ['default', 'streamer', 'manager', 'admin'] as const
export type NicknameStyle = (typeof NICKNAME_STYLES)[number]

/** @example const kind: ChatMessageType = 'GEMS' */
export const CHAT_MESSAGE_TYPES = [
  'CHAT_MESSAGE',
  'CHANNEL_IN',
  'GEMS',
  'SUBSCRIBE',
  'GIFT_SUB',
  'MISSION',
  'RESULT_FORBIDDEN_WORDS',
  'SYSTEM',
] as const
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number]

/**
 * What a SYSTEM entry says (chosen; the spec has no system lines): slow mode on (`seconds`) or
 * off, ice mode on (`iceChatLevel`) or off, a member timed out (`targetNickname`, `minutes`) or
 * their timeout lifted. The room writes the words from these fields: no free text comes with it.
 *
 * @example if (entry.type === 'SYSTEM' && entry.systemKind === 'timeout') say(entry.minutes)
 */
export const CHAT_SYSTEM_KINDS = [
  'slowModeOn',
  'slowModeOff',
  'iceModeOn',
  'iceModeOff',
  'timeout',
  'timeoutLifted',
] as const
export type ChatSystemKind = (typeof CHAT_SYSTEM_KINDS)[number]

/**
 * One chat entry. The text field is `message`, the room `channelId` and the sender's colour
 * `nicknameColor` (a named colour or a special style); all three chosen, the spec names only the
 * others. `viewerId` is the sender's public channel id.
 *
 * @example z.parse(chatMessageSchema, { type: 'CHAT_MESSAGE', logIdentity: 'l1', channelId: 'airwave', message: 'hi' })
 */
export const chatMessageSchema = z.object({
  type: z.enum(CHAT_MESSAGE_TYPES),
  logIdentity: z.string(),
  channelId: z.string(),
  viewerInfo: z.optional(
    z.object({ viewerId: z.string(), level: z._default(z.number(), 0), chatNickname: str }),
  ),
  level: num,
  nicknameColor: str,
  message: str,
  /** A GEMS entry's amount: the gems the sender cheered with (chosen name). */
  gem: num,
  /** A SUBSCRIBE entry's months subscribed so far (chosen name). */
  subscribeMonth: num,
  /** A GIFT_SUB entry's count of subscriptions given (chosen name). */
  giftCount: num,
  /** A MISSION entry's mission (chosen name): its title is the entry's `message`, its gems `gem`. */
  missionIdx: num,
  /** A MISSION entry's mission status at the time: 1 proposed, 2 started, 3 completed, 4 failed (chosen name). */
  missionStatus: num,
  /** The sender's subscriber badge in this channel, for their months (chosen name). */
  badgeUrl: str,
  blinded: bool,
  createDate: str,
  /** A SYSTEM entry's kind (see `CHAT_SYSTEM_KINDS`). */
  systemKind: z.optional(z.enum(CHAT_SYSTEM_KINDS)),
  /** A SYSTEM entry's slow mode seconds. */
  seconds: num,
  /** A SYSTEM entry's ice mode level. */
  iceChatLevel: num,
  /** A SYSTEM timeout entry's length. */
  minutes: num,
  /** A SYSTEM timeout entry's member, by nickname. */
  targetNickname: str,
  /** A SYSTEM timeout entry's member, by channel id: their own room reads their rights again. */
  targetChannelId: str,
})
export type ChatMessage = z.output<typeof chatMessageSchema>

/**
 * The dashboard's chat actions on a member (spec section 9's codes; what each does is ours):
 * `userBlock` 2 bans the member from the chat and erases their messages, `chatBlock` 3 stops
 * them chatting, `erase` 4 removes their messages from the chat, `delete` 5 lifts a block.
 *
 * @example client.chat.chatAction('airwave', { targetChannelId: 'viewer1', action: CHAT_ACTION.chatBlock })
 */
export const CHAT_ACTION = { userBlock: 2, chatBlock: 3, erase: 4, delete: 5 } as const
export type ChatAction = (typeof CHAT_ACTION)[keyof typeof CHAT_ACTION]

/**
 * A timeout's lengths in minutes (issue 29): a chat block (`CHAT_ACTION.chatBlock` with
 * `minutes`) that lifts itself when the time is up. `CHAT_ACTION.delete` lifts it earlier.
 *
 * @example client.chat.chatAction('airwave', { targetChannelId: 'viewer1', action: 3, minutes: 10 })
 */
export const CHAT_TIMEOUT_MINUTES = [1, 10, 60] as const
export type ChatTimeoutMinutes = (typeof CHAT_TIMEOUT_MINUTES)[number]

/**
 * Ice mode levels (`iceChatLevel`, chosen: the spec gives only the default 1). While
 * `isChatIce` is on, only the roles at or above the level chat: 1 subscribers, 2 managers,
 * 3 the streamer; admins always may.
 *
 * @example if (chatInfo.iceChatLevel === ICE_CHAT_LEVEL.managers) showBanner('managers only')
 */
export const ICE_CHAT_LEVEL = { subscribers: 1, managers: 2, streamer: 3 } as const
export type IceChatLevel = (typeof ICE_CHAT_LEVEL)[keyof typeof ICE_CHAT_LEVEL]

/** Longest slow mode a streamer may set, in seconds (chosen). @example Math.min(n, SLOW_MODE_MAX_SECONDS) */
export const SLOW_MODE_MAX_SECONDS = 300

/** @example z.parse(streamerChatInfoSchema, { isChatIce: false, iceChatLevel: 1 }) */
export const streamerChatInfoSchema = z.object({
  chatNotice: str,
  chatRule: str,
  pickChatLogType: z.optional(int32()),
  pickChatLogIdentity: str,
  iceChatLevel: z.optional(int32()),
  isChatIce: bool,
  isChatNotice: bool,
  isChatRule: bool,
  isPermitManagerChatIceMode: bool,
  isPermitUrlChat: bool,
  /** Slow mode: at most one message per this many seconds per member; 0 is off (chosen). */
  slowModeSeconds: z.optional(int32()),
})
export type StreamerChatInfo = z.output<typeof streamerChatInfoSchema>

/** A banned word (item shape chosen). @example { banWordIdx: 3, word: 'spam' } */
export const banWordSchema = z.object({ banWordIdx: z.number(), word: z.string() })
export type BanWord = z.output<typeof banWordSchema>

/** @example z.parse(banWordPageSchema, { totalCnt: 1, currentPage: 1, limit: 200, banWordList: [] }) */
export const banWordPageSchema = listPageSchema('banWordList', banWordSchema, {
  totalCnt: z.number(),
  currentPage: num,
  limit: num,
})
export type BanWordPage = z.output<typeof banWordPageSchema>

/**
 * The signed-in member in a channel's chat (chosen): their level bits, colour, whether they may
 * chat now, and what moderation they may do.
 *
 * @example const me = await client.chat.getChatMe('airwave'); if (me.canModerate) showMenu()
 */
export const chatMeSchema = z.object({
  level: z.number(),
  nicknameColor: z.string(),
  chatBlocked: z.boolean(),
  /** While `chatBlocked` is a timeout: when it lifts (ISO). */
  chatBlockedUntil: str,
  canModerate: z.boolean(),
  canSwitchIce: z.boolean(),
  isSubscriber: z.boolean(),
})
export type ChatMe = z.output<typeof chatMeSchema>

/** A member blocked from a channel's chat (chosen shape). @example { channelId: 'viewer1', nickname: 'Mina', action: 3 } */
export const chatBlockSchema = z.object({
  channelId: z.string(),
  nickname: z.string(),
  action: z.literal([CHAT_ACTION.userBlock, CHAT_ACTION.chatBlock]),
  createDate: z.string(),
  /** A timeout's end (ISO); absent for a block that holds until lifted. */
  expireDate: str,
})
export type ChatBlock = z.output<typeof chatBlockSchema>

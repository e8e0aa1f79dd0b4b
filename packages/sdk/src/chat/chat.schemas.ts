import * as z from 'zod/mini'

const num = z.optional(z.number())
const str = z.optional(z.string())
const bool = z.optional(z.boolean())

/** Longest chat message. @example text.slice(0, CHAT_MAX_LENGTH) */
export const CHAT_MAX_LENGTH = 5000
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
] as const
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number]

/**
 * One chat entry. The text field is `message` (chosen; the spec names only the others).
 *
 * @example z.parse(chatMessageSchema, { type: 'CHAT_MESSAGE', logIdentity: 'l1', message: 'hi' })
 */
export const chatMessageSchema = z.object({
  type: z.enum(CHAT_MESSAGE_TYPES),
  logIdentity: z.string(),
  viewerInfo: z.optional(
    z.object({ viewerId: z.string(), level: z._default(z.number(), 0), chatNickname: str }),
  ),
  level: num,
  message: str,
  blinded: bool,
  createDate: str,
})
export type ChatMessage = z.output<typeof chatMessageSchema>

/** @example z.parse(streamerChatInfoSchema, { isChatIce: false, iceChatLevel: 1 }) */
export const streamerChatInfoSchema = z.object({
  chatNotice: str,
  chatRule: str,
  pickChatLogType: num,
  pickChatLogIdentity: str,
  iceChatLevel: num,
  isChatIce: bool,
  isChatNotice: bool,
  isChatRule: bool,
  isPermitManagerChatIceMode: bool,
  isPermitUrlChat: bool,
})
export type StreamerChatInfo = z.output<typeof streamerChatInfoSchema>

/** A banned word (item shape chosen). @example { banWordIdx: 3, word: 'spam' } */
export const banWordSchema = z.object({ banWordIdx: z.number(), word: z.string() })
export type BanWord = z.output<typeof banWordSchema>

/** @example z.parse(banWordPageSchema, { totalCnt: 1, currentPage: 1, limit: 200, banWordList: [] }) */
export const banWordPageSchema = z.object({
  banWordList: z._default(z.array(banWordSchema), []),
  totalCnt: z.number(),
  currentPage: num,
  limit: num,
})
export type BanWordPage = z.output<typeof banWordPageSchema>

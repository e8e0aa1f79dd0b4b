import * as z from 'zod/mini'
import { channelLabelShape } from '../core/channelLabel'
import {
  optionalBoolean as bool,
  optionalNumber as num,
  optionalString as str,
} from '../core/fields'

/**
 * Direct-message room statuses, in the order the spec lists them (wire spelling chosen). What
 * each means, as the server decides it for the member who reads the room (ours; the spec names
 * only the statuses):
 * - `UNSPECIFIED` no room yet and nothing known; `NORMAL` both may write.
 * - `REQUEST_REQUIRED` no room yet with a channel that does not follow the member: the first
 *   message is a request.
 * - `REQUEST_SENT` the member's request waits (`sent`); `REQUEST_RECEIVED` a request waits for
 *   the member's answer (`received`).
 * - `REQUEST_REJECTED` the member's request was declined (`hasBeenDeclined`);
 *   `REQUEST_DECLINED` the member declined it (`declined`).
 * - `APPROVED_BY_ME` the member accepted it (`allowed`); `APPROVED_BY_OTHER` the other accepted
 *   the member's (`hasBeenAllowed`). Both write as in `NORMAL`.
 * - `OFFICIAL_CHANNEL_CANNOT_SEND` the other is an official (platform) channel;
 *   `WITHDRAWN_CHANNEL_CANNOT_SEND` the other account was withdrawn;
 *   `USER_SETTING_CANNOT_SEND` the other turned direct messages off.
 * - `UNBLOCK_REQUIRED` the member blocked the other; `CHANNEL_UNBLOCK_REQUIRED` the other
 *   blocked the member; `BLACKLIST_UNBLOCK_REQUIRED` the member is banned from the other's
 *   chat; `SERVICE_UNBLOCK_REQUIRED` the platform suspended one of the two.
 * - `DELETED` the other left the room while a request was pending (the request is gone).
 *
 * @example room.roomStatus === 'REQUEST_RECEIVED'
 */
export const MESSAGE_ROOM_STATUSES = [
  'UNSPECIFIED',
  'NORMAL',
  'REQUEST_REQUIRED',
  'REQUEST_SENT',
  'REQUEST_RECEIVED',
  'REQUEST_REJECTED',
  'REQUEST_DECLINED',
  'APPROVED_BY_ME',
  'APPROVED_BY_OTHER',
  'OFFICIAL_CHANNEL_CANNOT_SEND',
  'WITHDRAWN_CHANNEL_CANNOT_SEND',
  'USER_SETTING_CANNOT_SEND',
  'UNBLOCK_REQUIRED',
  'SERVICE_UNBLOCK_REQUIRED',
  'DELETED',
  'CHANNEL_UNBLOCK_REQUIRED',
  'BLACKLIST_UNBLOCK_REQUIRED',
] as const
export type MessageRoomStatus = (typeof MESSAGE_ROOM_STATUSES)[number]

/** DM panel width in px. @example style.width = `${MESSAGE_PANEL_WIDTH}px` */
export const MESSAGE_PANEL_WIDTH = 324

/**
 * The limits of direct messages (chosen): a message's length (UTF-16 units, the schema's count),
 * a page of rooms and of messages.
 *
 * @example if (text.length > MESSAGE_LIMITS.content) refuse()
 */
export const MESSAGE_LIMITS = {
  content: 1_000,
  roomPage: { default: 20, max: 50 },
  contentPage: { default: 30, max: 100 },
  searchResults: 20,
} as const

/**
 * The direct-message codes: the spec lists MSG2000, MSG2003 and MSG2008 without saying what
 * they mean; ours: MSG2000 the room's status does not let the member write (the answer's
 * `roomStatus` says why), MSG2003 a request is waiting for its answer (a request is one
 * message), MSG2008 no such room for this member (another member's room reads the same: its
 * existence is not told).
 *
 * @example if (error.code === MESSAGE_ERRORS.requestPending) showWaiting()
 */
export const MESSAGE_ERRORS = {
  cannotSend: 'MSG2000',
  requestPending: 'MSG2003',
  noRoom: 'MSG2008',
} as const

/** @example z.parse(messageChannelSchema, { channelId: 'a1b2', nickname: 'Kim' }) */
export const messageChannelSchema = z.object(channelLabelShape)
export type MessageChannel = z.output<typeof messageChannelSchema>

/**
 * One message. `messageStatus` (chosen): `SENT`, or `REQUEST` for a request's message.
 * `unReadParticipantCount` is how many of the room's members have not read it yet (0 or 1):
 * the read receipt. `clientMessageId` is the sender's own id of it, echoed back so a retry and
 * its socket echo are one message.
 *
 * @example z.parse(messageContentSchema, { messageContentIdx: 9, messageContent: 'hi' })
 */
export const messageContentSchema = z.object({
  messageContentIdx: z.number(),
  messageContent: z.string(),
  messageStatus: str,
  createDate: str,
  unReadParticipantCount: num,
  senderChannelId: str,
  clientMessageId: str,
})
export type MessageContent = z.output<typeof messageContentSchema>

/**
 * A room as one member sees it: its status for them, the other channel, the last message (a
 * list's preview), how many messages they have not read (`unReadCount`), and, from the content
 * call, a page of messages oldest first with `hasNext` when older ones remain.
 *
 * @example z.parse(messageRoomSchema, { messageRoomIdx: 1, roomStatus: 'NORMAL' })
 */
export const messageRoomSchema = z.object({
  messageRoomIdx: z.number(),
  roomStatus: z._default(z.enum(MESSAGE_ROOM_STATUSES), 'UNSPECIFIED'),
  messageContentList: z._default(z.array(messageContentSchema), []),
  createDate: str,
  updateDate: str,
  unReadParticipantCount: num,
  unReadCount: num,
  lastMessage: z.optional(messageContentSchema),
  hasNext: bool,
  channel: z.optional(messageChannelSchema),
})
export type MessageRoom = z.output<typeof messageRoomSchema>

/**
 * The socket's DIRECT_MESSAGE_ROOM, to both members' sockets: a room changed for them (a
 * request answered, the other read up to `lastReadMessageContentIdx`, the room left). The
 * message itself comes as DIRECT_MESSAGE.
 *
 * @example socket.on('DIRECT_MESSAGE_ROOM', (e) => e.change === 'read' && markRead(e))
 */
export const directMessageRoomEventSchema = z.object({
  messageRoomIdx: z.number(),
  change: z.enum(['status', 'read', 'deleted']),
  roomStatus: z.optional(z.enum(MESSAGE_ROOM_STATUSES)),
  lastReadMessageContentIdx: num,
  unReadRoomCount: num,
})
export type DirectMessageRoomEvent = z.output<typeof directMessageRoomEventSchema>

import * as z from 'zod/mini'
import { channelLabelShape } from '../core/channelLabel'
import { optionalNumber as num, optionalString as str } from '../core/fields'

/**
 * Direct-message room statuses, in the order the spec lists them (wire spelling chosen).
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

/** @example z.parse(messageChannelSchema, { channelId: 'a1b2', nickname: 'Kim' }) */
export const messageChannelSchema = z.object(channelLabelShape)
export type MessageChannel = z.output<typeof messageChannelSchema>

/**
 * One message. Sender field and status values are chosen (the spec names only the fields).
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
})
export type MessageContent = z.output<typeof messageContentSchema>

/** @example z.parse(messageRoomSchema, { messageRoomIdx: 1, roomStatus: 'NORMAL' }) */
export const messageRoomSchema = z.object({
  messageRoomIdx: z.number(),
  roomStatus: z._default(z.enum(MESSAGE_ROOM_STATUSES), 'UNSPECIFIED'),
  messageContentList: z._default(z.array(messageContentSchema), []),
  createDate: str,
  unReadParticipantCount: num,
  channel: z.optional(messageChannelSchema),
})
export type MessageRoom = z.output<typeof messageRoomSchema>

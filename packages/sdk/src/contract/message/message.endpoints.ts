import * as z from 'zod/mini'
import { endpoint } from '../../core/endpoint'
import { int32 } from '../../core/int32'
import { queryNumber } from '../../core/queryNumber'
import { optionalNumber as num, optionalQueryNumber as queryNum } from '../core/fields'
import { listPageSchema } from '../core/listPage'
import {
  MESSAGE_LIMITS,
  MESSAGE_ROOM_STATUSES,
  messageChannelSchema,
  messageContentSchema,
  messageRoomSchema,
} from './message.schemas'

const page = { page: queryNum, limit: queryNum }
const content = z.string().check(z.trim(), z.minLength(1), z.maxLength(MESSAGE_LIMITS.content))

/**
 * Sends a message to a channel (`receiverChannelId`) or in a room (`messageRoomIdx`). The first
 * message to a channel that does not follow the sender opens a request. Stored before it is
 * answered; a retry with the same `clientMessageId` answers the stored message again.
 *
 * @example client.message.send({ receiverChannelId: 'c3d4', messageContent: 'hi', clientMessageId })
 */
const send = endpoint({
  method: 'POST',
  path: '/v2/message/send',
  body: z.object({
    receiverChannelId: z.optional(z.string()),
    messageRoomIdx: z.optional(int32(1)),
    messageContent: content,
    clientMessageId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  }),
  answer: z.extend(messageContentSchema, {
    messageRoomIdx: z.number(),
    roomStatus: z.enum(MESSAGE_ROOM_STATUSES),
  }),
  auth: 'required',
  chosen:
    'body {receiverChannelId | messageRoomIdx, messageContent, clientMessageId}; answer the stored message with its room',
})

/** Unread rooms and whether the member takes messages. @example client.message.getInfo() */
const getInfo = endpoint({
  method: 'GET',
  path: '/v2/message/info',
  answer: z.object({ unReadRoomCount: num, isAllowMessage: z.optional(z.boolean()) }),
  auth: 'required',
  chosen: 'answer {unReadRoomCount, isAllowMessage}',
})

/** Turns direct messages from others on or off. @example client.message.saveSetting({ isAllowMessage: false }) */
const saveSetting = endpoint({
  method: 'PUT',
  path: '/v2/message/setting',
  body: z.object({ isAllowMessage: z.boolean() }),
  answer: z.object({ unReadRoomCount: num, isAllowMessage: z.optional(z.boolean()) }),
  auth: 'required',
  chosen: 'body {isAllowMessage}; answers as the info call',
})

/** The member's rooms, latest message first. @example client.message.listRooms({ page: 1 }) */
const listRooms = endpoint({
  method: 'GET',
  path: '/v2/message/room',
  query: z.object(page),
  answer: listPageSchema('messageRoomList', messageRoomSchema, {
    hasNext: z.optional(z.boolean()),
  }),
  auth: 'required',
  chosen: 'query {page, limit}; answer {messageRoomList, hasNext}',
})

/**
 * The room with a channel as the member would find it (`messageRoomIdx` 0 when there is none
 * yet, with the status a first message would meet: NORMAL, REQUEST_REQUIRED or a refusal).
 *
 * @example client.message.roomWith({ channelId: 'c3d4' })
 */
const roomWith = endpoint({
  method: 'GET',
  path: '/v2/message/room/channel',
  query: z.object({ channelId: z.string() }),
  answer: messageRoomSchema,
  auth: 'required',
  chosen: 'query {channelId}; answer the room without its messages',
})

/**
 * Leaves a room: it leaves the member's list until a new message. A pending request is
 * cancelled (the member sent it) or declined (the member received it).
 *
 * @example client.message.deleteRoom({ messageRoomIdx: 1 })
 */
const deleteRoom = endpoint({
  method: 'DELETE',
  path: '/v2/message/room',
  query: z.object({ messageRoomIdx: queryNumber() }),
  answer: z.unknown(),
  auth: 'required',
  chosen: 'query {messageRoomIdx}',
})

/**
 * Accepts or declines a request the member received.
 *
 * @example client.message.answerRequest({ messageRoomIdx: 1, isAllow: true })
 */
const answerRequest = endpoint({
  method: 'POST',
  path: '/v2/message/room/request',
  body: z.object({ messageRoomIdx: int32(1), isAllow: z.boolean() }),
  answer: messageRoomSchema,
  auth: 'required',
  chosen: 'body {messageRoomIdx, isAllow}; answer the room',
})

/**
 * Room content: the newest page, or the page older than `lastMessageContentIdx`, oldest first
 * within the page.
 *
 * @example client.message.listContents({ messageRoomIdx: 1 })
 */
const listContents = endpoint({
  method: 'GET',
  path: '/v2/message/content',
  query: z.object({
    messageRoomIdx: queryNumber(),
    lastMessageContentIdx: queryNum,
    limit: queryNum,
  }),
  answer: messageRoomSchema,
  auth: 'required',
  chosen: 'query {messageRoomIdx, lastMessageContentIdx, limit}; answer the room with its messages',
})

/** Channels to start a room with, by id or nickname. @example client.message.searchChannels({ keyword: 'kim' }) */
const searchChannels = endpoint({
  method: 'GET',
  path: '/v2/message/search/channel',
  query: z.object({ keyword: z.string() }),
  answer: z.array(messageChannelSchema),
  auth: 'required',
  chosen: 'query {keyword}; answer an array of channels',
})

/** Marks the room read up to this message. @example client.message.markRead({ messageContentIdx: 9 }) */
const markRead = endpoint({
  method: 'POST',
  path: '/v2/message/read',
  body: z.object({ messageContentIdx: int32(1) }),
  answer: z.unknown(),
  auth: 'required',
})

/** Direct-message calls. @example bindEndpoints(transport, { message: messageEndpoints }) */
export const messageEndpoints = {
  send,
  getInfo,
  saveSetting,
  listRooms,
  roomWith,
  deleteRoom,
  answerRequest,
  listContents,
  searchChannels,
  markRead,
}

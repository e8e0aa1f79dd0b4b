import * as z from 'zod/mini'
import { endpoint } from '../../core/endpoint'
import { int32 } from '../../core/int32'
import { queryNumber } from '../../core/queryNumber'
import { optionalNumber as num, optionalQueryNumber as queryNum } from '../core/fields'
import { listPageSchema } from '../core/listPage'
import { messageChannelSchema, messageContentSchema, messageRoomSchema } from './message.schemas'

const page = { page: queryNum, limit: queryNum }

/** @example client.message.send({ receiverChannelId: 'c3d4', messageContent: 'hi' }) */
const send = endpoint({
  method: 'POST',
  path: '/v2/message/send',
  body: z.object({
    receiverChannelId: z.string(),
    messageContent: z.string().check(z.trim(), z.minLength(1)),
  }),
  answer: messageContentSchema,
  auth: 'required',
  chosen: 'body {receiverChannelId, messageContent}; answer the stored message',
})

/** Unread count and whether messages are allowed. @example client.message.getInfo() */
const getInfo = endpoint({
  method: 'GET',
  path: '/v2/message/info',
  answer: z.object({ unReadRoomCount: num, isAllowMessage: z.optional(z.boolean()) }),
  auth: 'required',
  chosen: 'answer {unReadRoomCount, isAllowMessage}',
})

/** @example client.message.listRooms({ page: 1 }) */
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

/** Leaves a room. @example client.message.deleteRoom({ messageRoomIdx: 1 }) */
const deleteRoom = endpoint({
  method: 'DELETE',
  path: '/v2/message/room',
  query: z.object({ messageRoomIdx: queryNumber() }),
  answer: z.unknown(),
  auth: 'required',
  chosen: 'query {messageRoomIdx}',
})

/** Room content, newest page first. @example client.message.listContents({ messageRoomIdx: 1 }) */
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

/** @example client.message.searchChannels({ keyword: 'kim' }) */
const searchChannels = endpoint({
  method: 'GET',
  path: '/v2/message/search/channel',
  query: z.object({ keyword: z.string() }),
  answer: z.array(messageChannelSchema),
  auth: 'required',
  chosen: 'query {keyword}; answer an array of channels',
})

/** @example client.message.markRead({ messageContentIdx: 9 }) */
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
  listRooms,
  deleteRoom,
  listContents,
  searchChannels,
  markRead,
}

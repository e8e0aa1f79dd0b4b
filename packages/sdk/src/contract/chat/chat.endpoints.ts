import * as z from 'zod/mini'
import { endpoint } from '../../core/endpoint'
import { queryNumber } from '../../core/queryNumber'
import { unreadAnswer as done } from '../core/fields'
import { reportQueueEndpoints } from '../report/reportQueue.endpoints'
import {
  banWordPageSchema,
  banWordSchema,
  CHAT_ACTION,
  CHAT_BUFFER,
  CHAT_MAX_LENGTH,
  CHAT_TIMEOUT_MINUTES,
  chatBlockSchema,
  chatMeSchema,
  chatMessageSchema,
  NICKNAME_COLORS,
  streamerChatInfoSchema,
} from './chat.schemas'

const filled = z.string().check(z.trim(), z.minLength(1))

/** @example client.chat.getChatInfo('a1b2') */
const getChatInfo = endpoint({
  method: 'GET',
  path: '/v2/chat/info/{channelId}',
  answer: streamerChatInfoSchema,
  auth: 'optional',
  chosen: 'path /v2/chat/info/{channelId}',
})

/** Streamer or permitted manager. @example client.chat.updateChatInfo('a1b2', { isChatIce: true }) */
const updateChatInfo = endpoint({
  method: 'PUT',
  path: '/v2/chat/info/{channelId}',
  body: z.partial(streamerChatInfoSchema),
  answer: streamerChatInfoSchema,
  auth: 'required',
  chosen: 'PUT /v2/chat/info/{channelId} with the changed fields; answer the saved info',
})

/** @example client.chat.listBanWords('a1b2', { page: 1, limit: 200 }) */
const listBanWords = endpoint({
  method: 'GET',
  path: '/v2/chat/ban-word/{channelId}',
  query: z.object({ page: z.optional(queryNumber()), limit: z.optional(queryNumber()) }),
  answer: banWordPageSchema,
  auth: 'required',
  chosen: 'path /v2/chat/ban-word/{channelId}, list key banWordList',
})

/** @example client.chat.addBanWord('a1b2', { word: 'spam' }) */
const addBanWord = endpoint({
  method: 'POST',
  path: '/v2/chat/ban-word/{channelId}',
  body: z.object({ word: filled }),
  answer: banWordSchema,
  auth: 'required',
  chosen: 'body {word}; answer the created ban word',
})

/** @example client.chat.removeBanWord('a1b2', 3) */
const removeBanWord = endpoint({
  method: 'DELETE',
  path: '/v2/chat/ban-word/{channelId}/{banWordIdx}',
  answer: done,
  auth: 'required',
  chosen: 'path /v2/chat/ban-word/{channelId}/{banWordIdx}',
})

/** @example client.chat.sendMessage('a1b2', { message: 'hello' }) */
const sendMessage = endpoint({
  method: 'POST',
  path: '/v2/chat/message/{channelId}',
  body: z.object({ message: filled.check(z.maxLength(CHAT_MAX_LENGTH)) }),
  answer: chatMessageSchema,
  auth: 'required',
  embed: true,
  chosen: 'body {message}; answer the entry (the socket command SEND_CHAT runs the same checks)',
})

/** Removes an entry by its log identity. @example client.chat.deleteMessage('a1b2', 'log-1') */
const deleteMessage = endpoint({
  method: 'DELETE',
  path: '/v2/chat/message/{channelId}/{logIdentity}',
  answer: done,
  auth: 'required',
  chosen: 'path /v2/chat/message/{channelId}/{logIdentity}',
})

/**
 * The room's latest entries, oldest first (at most 200; a socket entering the room gets the
 * same as `CHAT_HISTORY`). Entries of members the caller blocked are left out.
 *
 * @example const { messages } = await client.chat.listMessages('airwave')
 */
const listMessages = endpoint({
  method: 'GET',
  path: '/v2/chat/message/{channelId}',
  answer: z.object({ messages: z.array(chatMessageSchema).check(z.maxLength(CHAT_BUFFER)) }),
  auth: 'optional',
  chosen: 'GET /v2/chat/message/{channelId}: the last 200 entries, oldest first',
})

/** Streamer or manager: hides an entry's text for everyone. @example client.chat.blindMessage('airwave', 'log-1') */
const blindMessage = endpoint({
  method: 'POST',
  path: '/v2/chat/blind/{channelId}/{logIdentity}',
  answer: done,
  auth: 'required',
  chosen: 'POST /v2/chat/blind/{channelId}/{logIdentity}; pushed as CHAT_BLIND',
})

/**
 * Streamer or manager with the `chat` permission: a dashboard chat action on a member (see
 * `CHAT_ACTION`). A chat block with `minutes` (1, 10 or 60) is a timeout that lifts itself.
 *
 * @example client.chat.chatAction('airwave', { targetChannelId: 'viewer1', action: CHAT_ACTION.erase })
 */
const chatAction = endpoint({
  method: 'POST',
  path: '/v2/chat/action/{channelId}',
  body: z.object({
    targetChannelId: z.string().check(z.minLength(1)),
    action: z.literal([
      CHAT_ACTION.userBlock,
      CHAT_ACTION.chatBlock,
      CHAT_ACTION.erase,
      CHAT_ACTION.delete,
    ]),
    minutes: z.optional(z.literal(CHAT_TIMEOUT_MINUTES)),
  }),
  answer: done,
  auth: 'required',
  chosen: 'POST /v2/chat/action/{channelId} {targetChannelId, action}',
})

/**
 * Streamer or manager with `chat`: the members blocked from the chat (running timeouts
 * included, lapsed ones not), oldest first; with `action` only user blocks (2) or chat blocks
 * (3), with `page` 30 a page (the dashboard list limit), else all.
 *
 * @example client.chat.listChatBlocks('airwave', { action: 3, page: 1 })
 */
const listChatBlocks = endpoint({
  method: 'GET',
  path: '/v2/chat/block/{channelId}',
  query: z.optional(
    z.object({
      action: z.optional(queryNumber()),
      page: z.optional(queryNumber()),
    }),
  ),
  answer: z.object({ blockList: z.array(chatBlockSchema), totalCnt: z.optional(z.number()) }),
  auth: 'required',
  chosen: 'GET /v2/chat/block/{channelId}?action&page',
})

/** The caller in this chat: level, colour, rights. @example client.chat.getChatMe('airwave') */
const getChatMe = endpoint({
  method: 'GET',
  path: '/v2/chat/me/{channelId}',
  answer: chatMeSchema,
  auth: 'required',
  embed: true,
  chosen: 'GET /v2/chat/me/{channelId}',
})

/** The member's own nickname colour, one of the 26. @example client.chat.setNicknameColor({ color: 'teal' }) */
const setNicknameColor = endpoint({
  method: 'PUT',
  path: '/v2/chat/nickname-color',
  body: z.object({ color: z.enum(NICKNAME_COLORS) }),
  answer: done,
  auth: 'required',
  chosen: 'PUT /v2/chat/nickname-color {color}',
})

/** Chat settings, ban words and messages. @example bindEndpoints(transport, { chat: chatEndpoints }) */
export const chatEndpoints = {
  getChatInfo,
  updateChatInfo,
  listBanWords,
  addBanWord,
  removeBanWord,
  sendMessage,
  listMessages,
  deleteMessage,
  blindMessage,
  chatAction,
  listChatBlocks,
  getChatMe,
  setNicknameColor,
  ...reportQueueEndpoints,
}

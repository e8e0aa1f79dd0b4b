import * as z from 'zod/mini'
import { endpoint } from '../core/endpoint'
import { queryNumber } from '../core/queryNumber'
import {
  banWordPageSchema,
  banWordSchema,
  CHAT_MAX_LENGTH,
  chatMessageSchema,
  streamerChatInfoSchema,
} from './chat.schemas'

const done = z.unknown()
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
  chosen: 'REST stand-in for the chat socket send: body {message}; answer the entry',
})

/** Removes an entry by its log identity. @example client.chat.deleteMessage('a1b2', 'log-1') */
const deleteMessage = endpoint({
  method: 'DELETE',
  path: '/v2/chat/message/{channelId}/{logIdentity}',
  answer: done,
  auth: 'required',
  chosen: 'path /v2/chat/message/{channelId}/{logIdentity}',
})

/** Chat settings, ban words and messages. @example bindEndpoints(transport, { chat: chatEndpoints }) */
export const chatEndpoints = {
  getChatInfo,
  updateChatInfo,
  listBanWords,
  addBanWord,
  removeBanWord,
  sendMessage,
  deleteMessage,
}

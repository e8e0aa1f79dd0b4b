import { BAN_WORD_PAGE_SIZE, chatEndpoints } from '@airwave/sdk/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { channels } from '../db/schema'
import type { AppDeps } from '../deps'
import { requireChannel } from '../http/auth'
import { route } from '../http/route'
import { addBanWord, listBanWords, removeBanWord } from './banWords'
import { chatLevel, nicknameColorOf } from './chatLevel'
import { chatHistory } from './chatMessages'
import { chatAction, listChatBlocks, moderatedRoom, moderateEntry } from './chatModeration'
import { canModerate, loadChatRoom } from './chatRoom'
import { sendChat } from './chatSend'
import { canSwitchIce, chatInfoOf, updateChatSettings } from './chatSettings'

/**
 * The chat's calls of the SDK's `chatEndpoints`: settings, ban words, the send (the same service
 * as the socket's SEND_CHAT), history, moderation, the caller's chat rights and colour. Every
 * change the room must see is pushed to it through the socket.
 *
 * @example
 * export const routeModules = [..., chatRoutes]
 */
export function chatRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps

  route(app, chatEndpoints.getChatInfo, async ({ params }) => {
    const room = await loadChatRoom(db, params.channelId, undefined)
    return chatInfoOf(room.settings)
  })

  route(app, chatEndpoints.updateChatInfo, async ({ params, body, me }) => {
    const room = await loadChatRoom(db, params.channelId, me)
    const info = chatInfoOf(await updateChatSettings(db, room, body))
    deps.realtime.toChannel(room.channel.handle, 'CHAT_INFO', {
      ...info,
      channelId: room.channel.handle,
    })
    return info
  })

  route(app, chatEndpoints.listBanWords, async ({ params, query, me }) => {
    const room = await moderatedRoom(db, params.channelId, me)
    return listBanWords(db, room.channel.idx, query.page ?? 1, query.limit ?? BAN_WORD_PAGE_SIZE)
  })

  route(app, chatEndpoints.addBanWord, async ({ params, body, me }) => {
    const room = await moderatedRoom(db, params.channelId, me)
    return addBanWord(db, room.channel.idx, body.word)
  })

  route(app, chatEndpoints.removeBanWord, async ({ params, id, me }) => {
    const room = await moderatedRoom(db, params.channelId, me)
    await removeBanWord(db, room.channel.idx, id('banWordIdx'))
    return null
  })

  route(app, chatEndpoints.sendMessage, ({ params, body, me }) =>
    sendChat(deps, me, params.channelId, body.message),
  )

  route(app, chatEndpoints.listMessages, async ({ params, member }) => {
    const room = await loadChatRoom(db, params.channelId, undefined)
    return { messages: await chatHistory(db, room.channel, member?.id) }
  })

  for (const [definition, event] of [
    [chatEndpoints.deleteMessage, 'CHAT_DELETE'],
    [chatEndpoints.blindMessage, 'CHAT_BLIND'],
  ] as const) {
    route(app, definition, async ({ params, me }) => {
      const room = await moderatedRoom(db, params.channelId, me)
      await moderateEntry(deps, room, params.logIdentity, event)
      return null
    })
  }

  route(app, chatEndpoints.chatAction, async ({ params, body, me }) => {
    const room = await moderatedRoom(db, params.channelId, me)
    await chatAction(deps, room, me, body.targetChannelId, body.action)
    return null
  })

  route(app, chatEndpoints.listChatBlocks, async ({ params, me }) => {
    const room = await moderatedRoom(db, params.channelId, me)
    return { blockList: await listChatBlocks(db, room.channel.idx) }
  })

  route(app, chatEndpoints.getChatMe, async ({ params, me }) => {
    const channel = requireChannel(me)
    const room = await loadChatRoom(db, params.channelId, me)
    const { roles } = room
    return {
      level: chatLevel(roles),
      nicknameColor: nicknameColorOf(channel.channelId, room.chosenColor, roles),
      chatBlocked: roles.isChatBlocked && !roles.isStreamer,
      canModerate: canModerate(roles),
      canSwitchIce: canSwitchIce(room),
      // A streamer counts as a subscriber of their own channel (viewing.md section 4).
      isSubscriber: roles.isSubscriber || roles.isStreamer,
    }
  })

  route(app, chatEndpoints.setNicknameColor, async ({ body, me }) => {
    const channel = requireChannel(me)
    await db.update(channels).set({ nicknameColor: body.color }).where(eq(channels.id, channel.idx))
    return null
  })
}

import {
  BAN_WORD_PAGE_SIZE,
  CHAT_ACTION,
  chatEndpoints,
  REPORT_LIST_LIMITS,
} from '@airwave/sdk/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { channelStanding, standingAllows } from '../channel/managerRights'
import { channels } from '../db/schema'
import type { AppDeps } from '../deps'
import { requireChannel } from '../http/auth'
import { badRequest } from '../http/httpError'
import { route } from '../http/route'
import { addBanWord, listBanWords, removeBanWord } from './banWords'
import { chatLevel, nicknameColorOf } from './chatLevel'
import { chatHistory } from './chatMessages'
import { chatAction, listChatBlocks, moderatedRoom, moderateEntry } from './chatModeration'
import { handleChatReport, listChatReports, reportChatEntry } from './chatReports'
import { loadChatRoom } from './chatRoom'
import { sendChat } from './chatSend'
import { canSwitchIce, chatInfoOf, updateChatSettings } from './chatSettings'
import { pushSystemLine, settingsLines } from './chatSystemLines'

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
    const standing = room.roles.isAdmin
      ? ({ role: 'none' } as const)
      : await channelStanding(db, room.channel.idx, me)
    const { before, saved } = await updateChatSettings(db, room, standing, body)
    const info = chatInfoOf(saved)
    deps.realtime.toChannel(room.channel.handle, 'CHAT_INFO', {
      ...info,
      channelId: room.channel.handle,
    })
    for (const line of settingsLines(before, saved)) {
      pushSystemLine(deps, room.channel.handle, line)
    }
    return info
  })

  route(app, chatEndpoints.listBanWords, async ({ params, query, me }) => {
    const { room } = await moderatedRoom(db, params.channelId, me)
    return listBanWords(db, room.channel.idx, query.page ?? 1, query.limit ?? BAN_WORD_PAGE_SIZE)
  })

  route(app, chatEndpoints.addBanWord, async ({ params, body, me }) => {
    const { room } = await moderatedRoom(db, params.channelId, me)
    return addBanWord(db, room.channel.idx, body.word)
  })

  route(app, chatEndpoints.removeBanWord, async ({ params, id, me }) => {
    const { room } = await moderatedRoom(db, params.channelId, me)
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
      const moderated = await moderatedRoom(db, params.channelId, me)
      await moderateEntry(deps, moderated, params.logIdentity, event)
      return null
    })
  }

  route(app, chatEndpoints.chatAction, async ({ params, body, me }) => {
    const moderated = await moderatedRoom(db, params.channelId, me)
    await chatAction(deps, moderated, me, body.targetChannelId, body.action, body.minutes)
    return null
  })

  route(app, chatEndpoints.listChatBlocks, async ({ params, query, me }) => {
    const { room } = await moderatedRoom(db, params.channelId, me)
    const action = query?.action
    if (
      action !== undefined &&
      action !== CHAT_ACTION.userBlock &&
      action !== CHAT_ACTION.chatBlock
    ) {
      throw badRequest('action is 2 (user block) or 3 (chat block)')
    }
    return listChatBlocks(db, room.channel.idx, {
      action,
      ...(query?.page === undefined ? {} : { page: query.page, limit: REPORT_LIST_LIMITS.page }),
    })
  })

  route(app, chatEndpoints.getChatMe, async ({ params, me }) => {
    const channel = requireChannel(me)
    const room = await loadChatRoom(db, params.channelId, me)
    const { roles } = room
    const standing = await channelStanding(db, room.channel.idx, me)
    const blocked = roles.isChatBlocked && !roles.isStreamer
    return {
      level: chatLevel(roles),
      nicknameColor: nicknameColorOf(channel.channelId, room.chosenColor, roles),
      chatBlocked: blocked,
      ...(blocked && roles.chatBlockedUntil
        ? { chatBlockedUntil: roles.chatBlockedUntil.toISOString() }
        : {}),
      canModerate: roles.isAdmin || standingAllows(standing, 'chat'),
      canSwitchIce: canSwitchIce(room, standing),
      // A streamer counts as a subscriber of their own channel (viewing.md section 4).
      isSubscriber: roles.isSubscriber || roles.isStreamer,
    }
  })

  route(app, chatEndpoints.reportMessage, ({ params, body, me }) =>
    reportChatEntry(db, me, params.channelId, params.logIdentity, body.reportReason),
  )

  route(app, chatEndpoints.listChatReports, async ({ params, query, me }) => {
    const { room } = await moderatedRoom(db, params.channelId, me)
    return listChatReports(db, room.channel.idx, query.page)
  })

  route(app, chatEndpoints.handleChatReport, async ({ params, body, me }) => {
    const moderated = await moderatedRoom(db, params.channelId, me)
    await handleChatReport(deps, moderated, params.logIdentity, body.action)
    return null
  })

  route(app, chatEndpoints.setNicknameColor, async ({ body, me }) => {
    const channel = requireChannel(me)
    await db.update(channels).set({ nicknameColor: body.color }).where(eq(channels.id, channel.idx))
    return null
  })
}

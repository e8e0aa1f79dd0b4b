import { CHAT_ACTION, type ChatAction, type ChatBlock } from '@airwave/sdk/contract'
import { and, asc, eq, sql } from 'drizzle-orm'
import { targetChannel } from '../channel/channelRelations'
import { isManagerOf } from '../channel/managers'
import type { Db } from '../db/database'
import { channels, chatBlocks } from '../db/schema'
import type { AppDeps } from '../deps'
import type { AuthMember } from '../http/auth'
import { forbidden, notFound } from '../http/httpError'
import {
  blindChatMessage,
  deleteChatMessage,
  eraseChatMessagesOf,
  findChatMessage,
} from './chatMessages'
import { type ChatRoom, canModerate, loadChatRoom } from './chatRoom'

// Moderation of a channel's chat: the streamer, its managers and platform admins, checked here
// on every call. Nobody moderates the streamer; managers do not act on managers.

/**
 * The chat of `handle` for a moderator, or 403.
 *
 * @example const room = await moderatedRoom(db, 'airwave', me)
 */
export async function moderatedRoom(db: Db, handle: string, member: AuthMember) {
  const room = await loadChatRoom(db, handle, member)
  if (!canModerate(room.roles)) throw forbidden('Only the streamer and managers moderate this chat')
  return room
}

/** An entry of the room to act on: 404 when gone; the streamer's own only by the streamer. */
async function entryToModerate(db: Db, room: ChatRoom, logIdentity: string) {
  const row = await findChatMessage(db, room.channel.idx, logIdentity)
  if (!row) throw notFound('No such chat entry')
  if (row.senderChannelId === room.channel.idx && !room.roles.isStreamer) {
    throw forbidden("Nobody moderates the streamer's messages")
  }
  return row
}

/**
 * Deletes (CHAT_DELETE) or blinds (CHAT_BLIND) an entry and tells the room, by log identity.
 *
 * @example await moderateEntry(deps, room, body.logIdentity, 'CHAT_BLIND')
 */
export async function moderateEntry(
  deps: AppDeps,
  room: ChatRoom,
  logIdentity: string,
  event: 'CHAT_DELETE' | 'CHAT_BLIND',
) {
  const row = await entryToModerate(deps.db, room, logIdentity)
  if (event === 'CHAT_DELETE') await deleteChatMessage(deps.db, row.id)
  else await blindChatMessage(deps.db, row.id)
  deps.realtime.toChannel(room.channel.handle, event, {
    channelId: room.channel.handle,
    logIdentity,
  })
}

/**
 * A dashboard chat action on a member of the chat (spec codes): 3 blocks them from chatting,
 * 2 blocks them and erases their entries, 4 erases their entries, 5 lifts a block. An erase is
 * pushed as CHAT_DELETE by viewer id.
 *
 * @example await chatAction(deps, room, me, 'viewer3', CHAT_ACTION.chatBlock)
 */
export async function chatAction(
  deps: AppDeps,
  room: ChatRoom,
  member: AuthMember,
  targetHandle: string,
  action: ChatAction,
): Promise<void> {
  const { db } = deps
  const target = await targetChannel(db, targetHandle)
  if (target.id === room.channel.idx || target.ownerId === room.channel.ownerId) {
    throw forbidden('Nobody moderates the streamer')
  }
  if (target.ownerId === member.id) throw forbidden('You cannot act on yourself', 'CHA30017')
  const { roles } = room
  if (!roles.isStreamer && !roles.isAdmin && (await isManagerOf(db, room.channel.idx, target.id))) {
    throw forbidden('Managers cannot act on managers')
  }
  const erase = async () => {
    await eraseChatMessagesOf(db, room.channel.idx, target.ownerId)
    deps.realtime.toChannel(room.channel.handle, 'CHAT_DELETE', {
      channelId: room.channel.handle,
      viewerId: target.handle,
    })
  }
  if (action === CHAT_ACTION.delete) {
    await db
      .delete(chatBlocks)
      .where(
        and(
          eq(chatBlocks.channelId, room.channel.idx),
          eq(chatBlocks.targetMemberId, target.ownerId),
        ),
      )
    return
  }
  if (action === CHAT_ACTION.erase) return erase()
  await db
    .insert(chatBlocks)
    .values({
      channelId: room.channel.idx,
      targetMemberId: target.ownerId,
      targetChannelId: target.id,
      action,
    })
    .onConflictDoUpdate({
      target: [chatBlocks.channelId, chatBlocks.targetMemberId],
      set: { action, targetChannelId: target.id, createdAt: sql`now()` },
    })
  if (action === CHAT_ACTION.userBlock) await erase()
}

/**
 * The members blocked from a channel's chat, oldest block first.
 *
 * @example const blockList = await listChatBlocks(db, room.channel.idx)
 */
export async function listChatBlocks(db: Db, channelIdx: number): Promise<ChatBlock[]> {
  const rows = await db
    .select({
      channelId: channels.handle,
      nickname: channels.nickname,
      action: chatBlocks.action,
      createdAt: chatBlocks.createdAt,
    })
    .from(chatBlocks)
    .innerJoin(channels, eq(channels.id, chatBlocks.targetChannelId))
    .where(eq(chatBlocks.channelId, channelIdx))
    .orderBy(asc(chatBlocks.createdAt))
  return rows.map((row) => ({
    channelId: row.channelId,
    nickname: row.nickname,
    action: row.action === CHAT_ACTION.userBlock ? CHAT_ACTION.userBlock : CHAT_ACTION.chatBlock,
    createDate: row.createdAt.toISOString(),
  }))
}

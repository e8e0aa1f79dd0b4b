import {
  CHAT_ACTION,
  type ChatAction,
  type ChatBlock,
  type ChatTimeoutMinutes,
  type ManagerAction,
  type ManagerPermission,
} from '@airwave/sdk/contract'
import { and, asc, count, eq, sql } from 'drizzle-orm'
import { targetChannel } from '../channel/channelRelations'
import {
  type ChannelStanding,
  recordManagerAction,
  requireChannelRight,
} from '../channel/managerRights'
import { isManagerOf } from '../channel/managers'
import { now } from '../clock'
import type { Db } from '../db/database'
import { channels, chatBlocks } from '../db/schema'
import type { AppDeps } from '../deps'
import type { AuthMember } from '../http/auth'
import { badRequest, forbidden, notFound } from '../http/httpError'
import {
  blindChatMessage,
  deleteChatMessage,
  eraseChatMessagesOf,
  findChatMessage,
} from './chatMessages'
import { blockRunsSql, type ChatRoom, loadChatRoom } from './chatRoom'
import { pushSystemLine } from './chatSystemLines'

// Moderation of a channel's chat: the streamer, its managers with the permission the call
// needs (`chat` for every moderation act, managerRights.ts decides) and platform admins,
// checked here on every call. Nobody moderates the streamer; managers do not act on managers.
// A manager's act is written to the channel's manager activity in the same transaction.

/** A chat and how the caller stands on it (a platform admin stands as nobody, and may). */
export interface ModeratedRoom {
  room: ChatRoom
  standing: ChannelStanding
}

/**
 * The chat of `handle` for a caller who may do what `permission` covers there, or 403
 * MANAGER_PERMISSION. Platform admins (channel role 2) moderate every chat.
 *
 * @example const { room, standing } = await moderatedRoom(db, 'airwave', me)
 */
export async function moderatedRoom(
  db: Db,
  handle: string,
  member: AuthMember,
  permission: ManagerPermission = 'chat',
): Promise<ModeratedRoom> {
  const room = await loadChatRoom(db, handle, member)
  if (room.roles.isAdmin) return { room, standing: { role: 'none' } }
  const standing = await requireChannelRight(db, room.channel.idx, member, permission)
  return { room, standing }
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
 * `action` names it in the manager activity (a report handled from the dashboard is
 * `reportBlind`/`reportDelete`).
 *
 * @example await moderateEntry(deps, moderated, body.logIdentity, 'CHAT_BLIND')
 */
export async function moderateEntry(
  deps: AppDeps,
  { room, standing }: ModeratedRoom,
  logIdentity: string,
  event: 'CHAT_DELETE' | 'CHAT_BLIND',
  action: ManagerAction = event === 'CHAT_DELETE' ? 'chatDelete' : 'chatBlind',
) {
  const row = await entryToModerate(deps.db, room, logIdentity)
  await deps.db.transaction(async (tx) => {
    if (event === 'CHAT_DELETE') await deleteChatMessage(tx, row.id)
    else await blindChatMessage(tx, row.id)
    await recordManagerAction(tx, standing, room.channel.idx, action, {
      target: row.senderChannelId,
    })
  })
  deps.realtime.toChannel(room.channel.handle, event, {
    channelId: room.channel.handle,
    logIdentity,
  })
}

const activityOf: Record<ChatAction, ManagerAction> = {
  [CHAT_ACTION.userBlock]: 'userBlock',
  [CHAT_ACTION.chatBlock]: 'chatBlock',
  [CHAT_ACTION.erase]: 'chatErase',
  [CHAT_ACTION.delete]: 'chatUnblock',
}

/**
 * A dashboard chat action on a member of the chat (spec codes): 3 blocks them from chatting
 * (for `minutes` when given: a timeout, said in the room), 2 blocks them and erases their
 * entries, 4 erases their entries, 5 lifts a block or a timeout. An erase is pushed as
 * CHAT_DELETE by viewer id.
 *
 * @example await chatAction(deps, moderated, me, 'viewer3', CHAT_ACTION.chatBlock, 10)
 */
export async function chatAction(
  deps: AppDeps,
  { room, standing }: ModeratedRoom,
  member: AuthMember,
  targetHandle: string,
  action: ChatAction,
  minutes?: ChatTimeoutMinutes,
): Promise<void> {
  const { db } = deps
  if (minutes !== undefined && action !== CHAT_ACTION.chatBlock) {
    throw badRequest('minutes goes with a chat block (action 3) only')
  }
  const target = await targetChannel(db, targetHandle)
  if (target.id === room.channel.idx || target.ownerId === room.channel.ownerId) {
    throw forbidden('Nobody moderates the streamer')
  }
  if (target.ownerId === member.id) throw forbidden('You cannot act on yourself', 'CHA30017')
  const { roles } = room
  if (!roles.isStreamer && !roles.isAdmin && (await isManagerOf(db, room.channel.idx, target.id))) {
    throw forbidden('Managers cannot act on managers')
  }
  const scope = and(
    eq(chatBlocks.channelId, room.channel.idx),
    eq(chatBlocks.targetMemberId, target.ownerId),
  )
  const expiresAt = minutes === undefined ? null : new Date(now().getTime() + minutes * 60_000)
  let lifted = false
  await db.transaction(async (tx) => {
    if (action === CHAT_ACTION.delete) {
      // Only a running timeout's lifting is said in the room; a lapsed one is already gone.
      const removed = await tx
        .delete(chatBlocks)
        .where(scope)
        .returning({ expiresAt: chatBlocks.expiresAt })
      lifted = removed.some((row) => row.expiresAt !== null && row.expiresAt > now())
    } else if (action !== CHAT_ACTION.erase) {
      await tx
        .insert(chatBlocks)
        .values({
          channelId: room.channel.idx,
          targetMemberId: target.ownerId,
          targetChannelId: target.id,
          action,
          expiresAt,
        })
        .onConflictDoUpdate({
          target: [chatBlocks.channelId, chatBlocks.targetMemberId],
          set: { action, targetChannelId: target.id, expiresAt, createdAt: sql`now()` },
        })
    }
    if (action === CHAT_ACTION.userBlock || action === CHAT_ACTION.erase) {
      await eraseChatMessagesOf(tx, room.channel.idx, target.ownerId)
    }
    await recordManagerAction(
      tx,
      standing,
      room.channel.idx,
      minutes === undefined ? activityOf[action] : 'chatTimeout',
      { target: target.id, detail: minutes === undefined ? null : `${minutes} min` },
    )
  })
  if (action === CHAT_ACTION.userBlock || action === CHAT_ACTION.erase) {
    deps.realtime.toChannel(room.channel.handle, 'CHAT_DELETE', {
      channelId: room.channel.handle,
      viewerId: target.handle,
    })
  }
  if (minutes !== undefined) {
    pushSystemLine(deps, room.channel.handle, {
      systemKind: 'timeout',
      minutes,
      targetNickname: target.nickname,
      targetChannelId: target.handle,
    })
  }
  if (lifted) {
    pushSystemLine(deps, room.channel.handle, {
      systemKind: 'timeoutLifted',
      targetNickname: target.nickname,
      targetChannelId: target.handle,
    })
  }
}

/**
 * The members blocked from a channel's chat that still are (a lapsed timeout is left out),
 * oldest block first, optionally of one action only, a page at a time.
 *
 * @example const { blockList } = await listChatBlocks(db, room.channel.idx, { action: 2, page: 1 })
 */
export async function listChatBlocks(
  db: Db,
  channelIdx: number,
  options: { action?: ChatBlock['action'] | undefined; page?: number; limit?: number } = {},
): Promise<{ blockList: ChatBlock[]; totalCnt: number }> {
  const where = and(
    eq(chatBlocks.channelId, channelIdx),
    blockRunsSql(now()),
    options.action === undefined ? undefined : eq(chatBlocks.action, options.action),
  )
  const limit = options.limit ?? 1000
  const page = options.page ?? 1
  const [rows, [total]] = await Promise.all([
    db
      .select({
        channelId: channels.handle,
        nickname: channels.nickname,
        action: chatBlocks.action,
        expiresAt: chatBlocks.expiresAt,
        createdAt: chatBlocks.createdAt,
      })
      .from(chatBlocks)
      .innerJoin(channels, eq(channels.id, chatBlocks.targetChannelId))
      .where(where)
      .orderBy(asc(chatBlocks.createdAt), asc(chatBlocks.targetMemberId))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(chatBlocks).where(where),
  ])
  return {
    totalCnt: total?.n ?? 0,
    blockList: rows.map((row) => ({
      channelId: row.channelId,
      nickname: row.nickname,
      action: row.action === CHAT_ACTION.userBlock ? CHAT_ACTION.userBlock : CHAT_ACTION.chatBlock,
      createDate: row.createdAt.toISOString(),
      ...(row.expiresAt === null ? {} : { expireDate: row.expiresAt.toISOString() }),
    })),
  }
}

import type { MessageRoom } from '@airwave/sdk/contract'
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { messageParticipants, messageRooms } from '../db/schema'
import { lockRow, type Tx } from '../db/transaction'
import type { AppDeps } from '../deps'
import type { AuthChannel } from '../http/auth'
import { conflict } from '../http/httpError'
import { pushRoomEvent, pushRoomStatus } from './messagePush'
import type { RoomRequest } from './messageRoomStatus'
import { myRoom, roomView, unreadRoomCount } from './messageRooms'

// A request's life besides the messages: answered (accepted or declined), or ended by one side
// leaving the room or blocking the other while it waits: the requester's leaving cancels it
// (the other then reads DELETED), the receiver's declines it (the requester reads
// REQUEST_REJECTED).

/** The room's request, read under the room's lock. */
async function lockedRequest(tx: Tx, roomId: number) {
  await lockRow(tx, messageRooms.id, roomId)
  const [room] = await tx
    .select({
      request: messageRooms.request,
      requester: messageRooms.requesterChannelId,
      lastContentId: messageRooms.lastContentId,
    })
    .from(messageRooms)
    .where(eq(messageRooms.id, roomId))
  if (!room) throw new Error(`No room ${roomId}`)
  return { ...room, request: room.request as RoomRequest }
}

/** A pending request ended by `channelIdx`: cancelled when theirs, declined when received. */
async function endPendingRequest(tx: Tx, roomId: number, channelIdx: number) {
  const room = await lockedRequest(tx, roomId)
  if (room.request !== 'pending') return { changed: false, room }
  const request: RoomRequest = room.requester === channelIdx ? 'cancelled' : 'declined'
  await tx
    .update(messageRooms)
    .set({ request, updatedAt: new Date() })
    .where(eq(messageRooms.id, roomId))
  // A cancelled request leaves nothing for the receiver to read: it counts as read.
  if (request === 'cancelled' && room.lastContentId !== null) {
    await tx
      .update(messageParticipants)
      .set({ lastReadContentId: room.lastContentId })
      .where(
        and(eq(messageParticipants.roomId, roomId), ne(messageParticipants.channelId, channelIdx)),
      )
  }
  return { changed: true, room }
}

/**
 * Accepts or declines a request the member received (a declined one may still be accepted: a
 * change of mind). Anything else: 409 CONFLICT; a room that is not theirs: MSG2008. Both
 * members' sockets get their new status.
 *
 * @example await answerRequest(deps, me, 1, true)
 */
export async function answerRequest(
  deps: AppDeps,
  me: AuthChannel,
  roomId: number,
  isAllow: boolean,
): Promise<MessageRoom> {
  const { db } = deps
  await myRoom(db, roomId, me.idx)
  const changed = await db.transaction(async (tx) => {
    const room = await lockedRequest(tx, roomId)
    const received = room.requester !== null && room.requester !== me.idx
    const target: RoomRequest = isAllow ? 'accepted' : 'declined'
    if (received && room.request === target) return false
    const answerable = room.request === 'pending' || (isAllow && room.request === 'declined')
    if (!received || !answerable) throw conflict('No request waits for your answer')
    await tx
      .update(messageRooms)
      .set({ request: target, updatedAt: new Date() })
      .where(eq(messageRooms.id, roomId))
    if (!isAllow && room.lastContentId !== null) {
      await tx
        .update(messageParticipants)
        .set({ lastReadContentId: room.lastContentId })
        .where(
          and(eq(messageParticipants.roomId, roomId), eq(messageParticipants.channelId, me.idx)),
        )
    }
    return true
  })
  if (changed) await pushRoomStatus(deps, roomId)
  return roomView(db, await myRoom(db, roomId, me.idx))
}

/**
 * Leaves a room: it leaves the member's list and their history (`cleared_before`) until a new
 * message; the other keeps theirs. A pending request is cancelled or declined. The member's
 * sockets get `deleted` with their unread room count; the other's, their new status.
 *
 * @example await leaveRoom(deps, me, 1)
 */
export async function leaveRoom(deps: AppDeps, me: AuthChannel, roomId: number): Promise<void> {
  const { db } = deps
  const { mine } = await myRoom(db, roomId, me.idx)
  const ended = await db.transaction(async (tx) => {
    const result = await endPendingRequest(tx, roomId, me.idx)
    const last = result.room.lastContentId ?? 0
    await tx
      .update(messageParticipants)
      .set({
        left: true,
        clearedBefore: last,
        lastReadContentId: sql`greatest(${messageParticipants.lastReadContentId}, ${last})`,
        updatedAt: new Date(),
      })
      .where(and(eq(messageParticipants.roomId, roomId), eq(messageParticipants.channelId, me.idx)))
    return result.changed
  })
  pushRoomEvent(deps, mine.memberId, {
    messageRoomIdx: roomId,
    change: 'deleted',
    unReadRoomCount: await unreadRoomCount(db, me.idx),
  })
  if (ended) await pushRoomStatus(deps, roomId)
}

/** The rooms between a member's channels and a channel. */
async function roomsOfMemberWith(db: Db, memberId: number, channelIdx: number) {
  const withChannel = db
    .select({ roomId: messageParticipants.roomId })
    .from(messageParticipants)
    .where(eq(messageParticipants.channelId, channelIdx))
  return db
    .select({ roomId: messageParticipants.roomId, channelId: messageParticipants.channelId })
    .from(messageParticipants)
    .where(
      and(
        eq(messageParticipants.memberId, memberId),
        ne(messageParticipants.channelId, channelIdx),
        inArray(messageParticipants.roomId, withChannel),
      ),
    )
}

/**
 * The channel block's hook (channel relations): a member blocked a channel. A request waiting
 * between them is cancelled (the blocker sent it) or declined (the blocker received it); both
 * members' sockets get their new status (UNBLOCK_REQUIRED, CHANNEL_UNBLOCK_REQUIRED).
 *
 * @example await onChannelBlocked(deps, me.id, channel.id)
 */
export async function onChannelBlocked(
  deps: AppDeps,
  blockerMemberId: number,
  blockedChannelIdx: number,
): Promise<void> {
  for (const { roomId, channelId } of await roomsOfMemberWith(
    deps.db,
    blockerMemberId,
    blockedChannelIdx,
  )) {
    await deps.db.transaction((tx) => endPendingRequest(tx, roomId, channelId))
    await pushRoomStatus(deps, roomId)
  }
}

/**
 * The channel unblock's hook: both members' sockets get their status back.
 *
 * @example await onChannelUnblocked(deps, me.id, channel.id)
 */
export async function onChannelUnblocked(
  deps: AppDeps,
  memberId: number,
  channelIdx: number,
): Promise<void> {
  for (const { roomId } of await roomsOfMemberWith(deps.db, memberId, channelIdx)) {
    await pushRoomStatus(deps, roomId)
  }
}

import type { MessageContent, MessageRoomStatus } from '@airwave/sdk/contract'
import { and, eq } from 'drizzle-orm'
import { targetChannel } from '../channel/channelRelations'
import { storableText } from '../community/text'
import type { Db } from '../db/database'
import { messageContents, messageParticipants, messageRooms } from '../db/schema'
import { lockRow, type Tx } from '../db/transaction'
import type { AppDeps } from '../deps'
import type { AuthChannel } from '../http/auth'
import { badRequest } from '../http/httpError'
import { cannotSend, requestPending } from './messageErrors'
import { pushRoomStatus } from './messagePush'
import { type RoomRequest, roomStatusOf, SENDABLE, statusFacts } from './messageRoomStatus'
import { contentViews, myRoom, pairOf, roomBetween, roomView } from './messageRooms'

// Sending a direct message: the room found or made, its status checked under the room's lock,
// the request opened or answered, the message stored with the room's last message, the
// sender's last read and both participants back in their lists, all in one transaction; then
// pushed to both members' sockets (every instance, through the member rooms).

export interface SendInput {
  receiverChannelId?: string | undefined
  messageRoomIdx?: number | undefined
  messageContent: string
  clientMessageId?: string | undefined
}

export type SentMessage = MessageContent & {
  messageRoomIdx: number
  roomStatus: MessageRoomStatus
}

/** The room's request after a message from a sender who met `status`. */
function requestAfter(
  status: MessageRoomStatus,
  current: RoomRequest | undefined,
  theyFollowMe: boolean,
): RoomRequest | undefined {
  switch (status) {
    case 'REQUEST_REQUIRED':
      return 'pending'
    // A reply to a request accepts it; so does a message from the member who declined it
    // (they changed their mind).
    case 'REQUEST_RECEIVED':
    case 'REQUEST_DECLINED':
      return 'accepted'
    // A first message (or one after my own request was cancelled): a room.
    case 'NORMAL':
      return current === undefined || current === 'cancelled' ? 'none' : current
    // A first message again after the requester left: normal when they follow me, otherwise
    // a request of mine.
    case 'DELETED':
      return theyFollowMe ? 'none' : 'pending'
    default:
      return current
  }
}

/** The other channel of the send: the room's, or the receiver named. */
async function otherOf(db: Db, me: Pick<AuthChannel, 'idx'>, input: SendInput): Promise<number> {
  if (input.messageRoomIdx !== undefined) {
    const room = await myRoom(db, input.messageRoomIdx, me.idx)
    return room.theirs.channelId
  }
  if (input.receiverChannelId === undefined) {
    throw badRequest('body: receiverChannelId or messageRoomIdx is required')
  }
  const channel = await targetChannel(db, input.receiverChannelId)
  return channel.id
}

/** The stored message of a retry, answered as it was (nothing new is pushed). */
async function storedRetry(db: Db, me: Pick<AuthChannel, 'idx'>, clientMessageId: string) {
  const [row] = await db
    .select()
    .from(messageContents)
    .where(
      and(
        eq(messageContents.senderChannelId, me.idx),
        eq(messageContents.clientMessageId, clientMessageId),
      ),
    )
  if (!row) return undefined
  const mine = await myRoom(db, row.roomId, me.idx)
  const [message] = await contentViews(db, [row], mine)
  const view = await roomView(db, mine)
  return { ...(message as MessageContent), messageRoomIdx: row.roomId, roomStatus: view.roomStatus }
}

/** The room of the pair, made if there is none, and locked for the rest of the transaction. */
async function lockedRoom(tx: Tx, meIdx: number, otherIdx: number, owners: [number, number]) {
  const [low, high] = pairOf(meIdx, otherIdx)
  let room = await roomBetween(tx, low, high)
  let created = false
  if (!room) {
    ;[room] = await tx
      .insert(messageRooms)
      .values({ lowChannelId: low, highChannelId: high })
      .onConflictDoNothing()
      .returning()
    created = room !== undefined
    room ??= await roomBetween(tx, low, high)
    if (!room) throw new Error('The room could not be made')
    await tx
      .insert(messageParticipants)
      .values([
        { roomId: room.id, channelId: meIdx, memberId: owners[0] },
        { roomId: room.id, channelId: otherIdx, memberId: owners[1] },
      ])
      .onConflictDoNothing()
  }
  await lockRow(tx, messageRooms.id, room.id)
  return { id: room.id, created }
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}

/** A message stored: its room, and the room's request before and after it. */
export interface StoredMessage {
  roomId: number
  contentId: number
  before: RoomRequest | undefined
  after: RoomRequest | undefined
}

/**
 * Stores a message in one transaction (the demo data writes its rooms with it; the route
 * sends with {@link sendMessage}). Refusals: MSG2000 (the status names why; one's own channel
 * is UNSPECIFIED), MSG2003 (a request of mine waits), MSG2008 (a room that is not the
 * member's). A retry with a stored `clientMessageId` answers `retry` instead.
 *
 * @example await storeMessage(db, viewer1, { receiverChannelId: 'viewer2', messageContent: 'hi' })
 */
export async function storeMessage(
  db: Db,
  me: Pick<AuthChannel, 'idx'>,
  input: SendInput,
): Promise<StoredMessage | { retry: SentMessage }> {
  const text = storableText(input.messageContent, 'messageContent')
  const retryId = input.clientMessageId
  if (retryId !== undefined) {
    storableText(retryId, 'clientMessageId')
    const stored = await storedRetry(db, me, retryId)
    if (stored) return { retry: stored }
  }
  const otherIdx = await otherOf(db, me, input)
  try {
    return await db.transaction(async (tx) => {
      const facts = await statusFacts(tx, me.idx, otherIdx)
      if (facts.me.memberId === facts.other.memberId) throw cannotSend('UNSPECIFIED')
      const first = roomStatusOf(facts)
      if (first === 'REQUEST_SENT') throw requestPending()
      if (!SENDABLE.has(first)) throw cannotSend(first)
      const { id: roomId, created } = await lockedRoom(tx, me.idx, otherIdx, [
        facts.me.memberId,
        facts.other.memberId,
      ])
      // Decided again under the lock: two first messages at once make one request.
      const locked = await statusFacts(tx, me.idx, otherIdx)
      // A room made just now has no request yet (its column's default is not a decision).
      if (created) locked.room = undefined
      const status = roomStatusOf(locked)
      if (status === 'REQUEST_SENT') throw requestPending()
      if (!SENDABLE.has(status)) throw cannotSend(status)
      const before = locked.room?.request
      const request = requestAfter(status, before, locked.theyFollowMe)
      const [row] = await tx
        .insert(messageContents)
        .values({
          roomId,
          senderChannelId: me.idx,
          senderMemberId: facts.me.memberId,
          content: text,
          status: request === 'pending' ? 'REQUEST' : 'SENT',
          clientMessageId: retryId ?? null,
        })
        .returning({ id: messageContents.id })
      if (!row) throw new Error('The message was not stored')
      await tx
        .update(messageRooms)
        .set({
          lastContentId: row.id,
          updatedAt: new Date(),
          ...(request !== before && { request }),
          ...(request === 'pending' && { requesterChannelId: me.idx }),
        })
        .where(eq(messageRooms.id, roomId))
      // Both back in their lists; the sender has read up to their own message.
      await tx
        .update(messageParticipants)
        .set({ left: false, updatedAt: new Date() })
        .where(eq(messageParticipants.roomId, roomId))
      await tx
        .update(messageParticipants)
        .set({ lastReadContentId: row.id })
        .where(
          and(eq(messageParticipants.roomId, roomId), eq(messageParticipants.channelId, me.idx)),
        )
      return { roomId, contentId: row.id, before, after: request }
    })
  } catch (error) {
    // The same clientMessageId sent twice at once: the first stored it.
    if (retryId !== undefined && isUniqueViolation(error)) {
      const stored = await storedRetry(db, me, retryId)
      if (stored) return { retry: stored }
    }
    throw error
  }
}

/**
 * Stores a message, then pushes it as DIRECT_MESSAGE to both members' sockets (and
 * DIRECT_MESSAGE_ROOM with each one's status when it opened or accepted a request). A retry
 * with the same `clientMessageId` answers the stored message and pushes nothing.
 *
 * @example await sendMessage(deps, me, { receiverChannelId: 'viewer2', messageContent: 'hi' })
 */
export async function sendMessage(
  deps: AppDeps,
  me: AuthChannel,
  input: SendInput,
): Promise<SentMessage> {
  const { db } = deps
  const sent = await storeMessage(db, me, input)
  if ('retry' in sent) return sent.retry
  const mine = await myRoom(db, sent.roomId, me.idx)
  const [stored] = await db
    .select()
    .from(messageContents)
    .where(eq(messageContents.id, sent.contentId))
  if (!stored) throw new Error('The message is gone')
  const [message] = (await contentViews(db, [stored], mine)) as [MessageContent]
  const directMessageData = { ...message, messageRoomIdx: sent.roomId }
  for (const memberId of new Set([mine.mine.memberId, mine.theirs.memberId])) {
    deps.realtime.toMember(memberId, 'DIRECT_MESSAGE', { content: { directMessageData } })
  }
  if (sent.before !== sent.after) await pushRoomStatus(deps, sent.roomId)
  const view = await roomView(db, mine)
  return { ...directMessageData, roomStatus: view.roomStatus }
}

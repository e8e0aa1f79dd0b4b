import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { messageContents, messageParticipants, messageSettings } from '../db/schema'
import type { AppDeps } from '../deps'
import type { AuthChannel } from '../http/auth'
import { noRoom } from './messageErrors'
import { pushRoomEvent } from './messagePush'
import { myRoom, unreadRoomCount } from './messageRooms'

// Read receipts, the unread badge and the member's setting.

/**
 * Marks the member's room read up to a message (never back). The other's sockets get
 * `{ change: 'read', lastReadMessageContentIdx }` (their messages up to it now read: their
 * `unReadParticipantCount` drops to 0); the member's own sockets get
 * `{ change: 'read', unReadRoomCount }` (the badge). A message of a room that is not theirs,
 * or one they cleared: MSG2008.
 *
 * @example await markRead(deps, me, 9)
 */
export async function markRead(deps: AppDeps, me: AuthChannel, contentId: number): Promise<void> {
  const { db } = deps
  const [content] = await db
    .select({ roomId: messageContents.roomId })
    .from(messageContents)
    .where(eq(messageContents.id, contentId))
  if (!content) throw noRoom()
  const { mine, theirs } = await myRoom(db, content.roomId, me.idx)
  if (contentId <= mine.clearedBefore) throw noRoom()
  const [updated] = await db
    .update(messageParticipants)
    .set({
      lastReadContentId: sql`greatest(${messageParticipants.lastReadContentId}, ${contentId})`,
    })
    .where(
      and(
        eq(messageParticipants.roomId, content.roomId),
        eq(messageParticipants.channelId, me.idx),
      ),
    )
    .returning({ lastRead: messageParticipants.lastReadContentId })
  const lastRead = updated?.lastRead ?? contentId
  pushRoomEvent(deps, theirs.memberId, {
    messageRoomIdx: content.roomId,
    change: 'read',
    lastReadMessageContentIdx: lastRead,
  })
  pushRoomEvent(deps, mine.memberId, {
    messageRoomIdx: content.roomId,
    change: 'read',
    unReadRoomCount: await unreadRoomCount(db, me.idx),
  })
}

/** Whether the member takes direct messages (no row: yes). */
async function allowsMessages(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ allow: messageSettings.allowMessage })
    .from(messageSettings)
    .where(eq(messageSettings.memberId, memberId))
  return row?.allow ?? true
}

/**
 * The badge (rooms with unread messages, not left) and the member's setting.
 *
 * @example await messageInfo(db, me.id, channel.idx)
 */
export async function messageInfo(db: Db, memberId: number, channelIdx: number) {
  return {
    unReadRoomCount: await unreadRoomCount(db, channelIdx),
    isAllowMessage: await allowsMessages(db, memberId),
  }
}

/**
 * Turns direct messages from others on or off (the member's, whichever channel they act as).
 * Off stops new rooms and requests to them; rooms already open go on
 * (`USER_SETTING_CANNOT_SEND`).
 *
 * @example await saveMessageSetting(db, me.id, false)
 */
export async function saveMessageSetting(db: Db, memberId: number, allow: boolean) {
  await db
    .insert(messageSettings)
    .values({ memberId, allowMessage: allow })
    .onConflictDoUpdate({
      target: messageSettings.memberId,
      set: { allowMessage: allow, updatedAt: new Date() },
    })
}

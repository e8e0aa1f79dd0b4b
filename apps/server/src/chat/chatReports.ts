import {
  type ChatReport,
  type ChatReportAction,
  type ChatReportPage,
  REPORT_LIST_LIMITS,
} from '@airwave/sdk/contract'
import { and, countDistinct, desc, eq, isNull, max, sql } from 'drizzle-orm'
import { recordManagerAction } from '../channel/managerRights'
import { checkReason } from '../community/reports'
import type { Db } from '../db/database'
import { chatMessages, chatReports } from '../db/schema'
import type { AppDeps } from '../deps'
import { type AuthMember, requireChannel } from '../http/auth'
import { conflict, forbidden, notFound } from '../http/httpError'
import { findChatMessage } from './chatMessages'
import { type ModeratedRoom, moderateEntry } from './chatModeration'
import { loadChatRoom } from './chatRoom'

// Viewers' reports of chat entries and the channel's queue of them (`/dashboard/report/chat`):
// one report per member and entry, listed by entry while open, closed by a dismiss, a blind or
// a delete (the chat's own blind and delete, so the room sees it at once).

/**
 * Files a member's report of a chat entry: the text kept is the entry's as stored. Refused for
 * one's own entry (CHA30017) and a second time (409 CHA30049, the channel's "already reported").
 *
 * @example await reportChatEntry(deps.db, me, 'airwave', 'log-1', 2)
 */
export async function reportChatEntry(
  db: Db,
  member: AuthMember,
  handle: string,
  logIdentity: string,
  reason: number | string,
): Promise<null> {
  requireChannel(member)
  const room = await loadChatRoom(db, handle, member)
  const entry = await findChatMessage(db, room.channel.idx, logIdentity)
  if (entry?.type !== 'CHAT_MESSAGE') throw notFound('No such chat entry')
  if (entry.senderMemberId === member.id) {
    throw forbidden('You cannot report your own message', 'CHA30017')
  }
  const inserted = await db
    .insert(chatReports)
    .values({
      channelId: room.channel.idx,
      messageId: entry.id,
      memberId: member.id,
      reason: checkReason(reason),
      content: entry.message,
    })
    .onConflictDoNothing()
    .returning({ id: chatReports.id })
  if (inserted.length === 0) throw conflict('You have already reported this', 'CHA30049')
  return null
}

/**
 * The most given reasons first, at most `REPORT_LIST_LIMITS.reasons`.
 *
 * @example topReasons(['1', '2', '2']) // ['2', '1']
 */
export function topReasons(reasons: readonly string[]): string[] {
  const counts = new Map<string, number>()
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1)
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, REPORT_LIST_LIMITS.reasons)
    .map(([reason]) => reason)
}

/** A reported text as a row shows it: cut at `REPORT_LIST_LIMITS.text` characters. */
export const reportedText = (text: string) => {
  const chars = [...text]
  return chars.length > REPORT_LIST_LIMITS.text
    ? `${chars.slice(0, REPORT_LIST_LIMITS.text - 1).join('')}…`
    : text
}

/**
 * A page of a channel's reported chat entries with open reports, the latest report first, 30 a
 * page; an entry deleted meanwhile leaves the queue.
 *
 * @example const page = await listChatReports(db, room.channel.idx, 1)
 */
export async function listChatReports(
  db: Db,
  channelIdx: number,
  page: number,
): Promise<ChatReportPage> {
  const open = and(
    eq(chatReports.channelId, channelIdx),
    isNull(chatReports.handled),
    isNull(chatMessages.deletedAt),
  )
  const last = max(chatReports.createdAt)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        logIdentity: chatMessages.logIdentity,
        viewerId: chatMessages.viewerId,
        nickname: chatMessages.chatNickname,
        blinded: chatMessages.blinded,
        content: sql<string>`min(${chatReports.content})`,
        reportCount: sql<number>`count(*)::int`,
        reasons: sql<string[]>`array_agg(${chatReports.reason})`,
        last,
      })
      .from(chatReports)
      .innerJoin(chatMessages, eq(chatMessages.id, chatReports.messageId))
      .where(open)
      .groupBy(chatMessages.id)
      .orderBy(desc(last), desc(chatMessages.id))
      .limit(REPORT_LIST_LIMITS.page)
      .offset((page - 1) * REPORT_LIST_LIMITS.page),
    db
      .select({ n: countDistinct(chatReports.messageId) })
      .from(chatReports)
      .innerJoin(chatMessages, eq(chatMessages.id, chatReports.messageId))
      .where(open),
  ])
  const items: ChatReport[] = rows.map((row) => ({
    logIdentity: row.logIdentity,
    author: { channelId: row.viewerId, nickname: row.nickname },
    content: reportedText(row.content),
    reportCount: Number(row.reportCount),
    reasons: topReasons(row.reasons ?? []),
    lastReportDate: new Date(row.last ?? 0).toISOString(),
    blinded: row.blinded,
  }))
  return { items, total: Number(total?.n ?? 0), page }
}

/**
 * Handles a reported chat entry: `blind` and `delete` act on it in the room (as the chat's
 * own blind and delete), `dismiss` leaves it; each closes its open reports. 404 when it has
 * none open.
 *
 * @example await handleChatReport(deps, moderated, 'log-1', 'blind')
 */
export async function handleChatReport(
  deps: AppDeps,
  moderated: ModeratedRoom,
  logIdentity: string,
  action: ChatReportAction,
): Promise<void> {
  const { db } = deps
  const { room, standing } = moderated
  const [entry] = await db
    .select({ id: chatMessages.id, sender: chatMessages.senderChannelId })
    .from(chatMessages)
    .where(
      and(eq(chatMessages.channelId, room.channel.idx), eq(chatMessages.logIdentity, logIdentity)),
    )
  const openReports = and(
    eq(chatReports.messageId, entry?.id ?? -1),
    eq(chatReports.channelId, room.channel.idx),
    isNull(chatReports.handled),
  )
  const [anyOpen] = await db.select({ id: chatReports.id }).from(chatReports).where(openReports)
  if (!entry || !anyOpen) throw notFound('No open report of this chat entry')
  if (action === 'blind')
    await moderateEntry(deps, moderated, logIdentity, 'CHAT_BLIND', 'reportBlind')
  if (action === 'delete') {
    await moderateEntry(deps, moderated, logIdentity, 'CHAT_DELETE', 'reportDelete')
  }
  await db.transaction(async (tx) => {
    await tx.update(chatReports).set({ handled: action }).where(openReports)
    if (action === 'dismiss') {
      await recordManagerAction(tx, standing, room.channel.idx, 'reportDismiss', {
        target: entry.sender,
      })
    }
  })
}

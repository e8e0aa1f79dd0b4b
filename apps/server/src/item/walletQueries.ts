import type {
  GemHistoryItem,
  GemHistoryKind,
  GemPurchase,
  PaymentStatus,
} from '@airwave/sdk/contract'
import { and, count, desc, eq, gte, isNotNull, lt, or, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../db/database'
import { channels, chatMessages, itemOrders, ledgerAccounts, ledgerTransfers } from '../db/schema'
import type { DayRange } from './dayRange'
import { GEM, ledgerAccount } from './ledger'
import { decimalPrice } from './payPolicy'

// The member's wallet as its pages read it: every movement (from the ledger, with the balance
// after each) and the orders.

interface Page {
  page: number
  limit: number
}

/** The conditions of a day range on a timestamp column. */
export const within = (column: AnyPgColumn, range: DayRange): SQL[] => [
  ...(range.from ? [gte(column, range.from)] : []),
  ...(range.to ? [lt(column, range.to)] : []),
]

/**
 * The wallet's movements, newest first: the signed amount and the balance after it, with the
 * channel a cheer went to and its message, the order of a purchase or refund.
 *
 * @example await gemHistory(db, member.id, { page: 1, limit: 20 }, range, 'cheer')
 */
export async function gemHistory(
  db: Db,
  memberId: number,
  paging: Page,
  range: DayRange,
  kind: GemHistoryKind | undefined,
) {
  const [wallet] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, ledgerAccount.wallet(memberId).code))
  const empty = { list: [], totalCnt: 0, ...paging }
  if (!wallet) return empty
  const where = and(
    or(
      eq(ledgerTransfers.debitAccountId, wallet.id),
      eq(ledgerTransfers.creditAccountId, wallet.id),
    ),
    eq(ledgerTransfers.unit, GEM),
    ...(kind ? [eq(ledgerTransfers.kind, kind)] : []),
    ...within(ledgerTransfers.createdAt, range),
  )
  const [rows, total] = await Promise.all([
    db
      .select({
        transfer: ledgerTransfers,
        channelId: channels.handle,
        nickname: channels.nickname,
        message: chatMessages.message,
      })
      .from(ledgerTransfers)
      .leftJoin(channels, eq(channels.id, ledgerTransfers.channelId))
      .leftJoin(chatMessages, eq(chatMessages.logIdentity, ledgerTransfers.logIdentity))
      .where(where)
      .orderBy(desc(ledgerTransfers.id))
      .offset((paging.page - 1) * paging.limit)
      .limit(paging.limit),
    db.select({ n: count() }).from(ledgerTransfers).where(where),
  ])
  const list: GemHistoryItem[] = rows.map(({ transfer: t, ...row }) => {
    const credited = t.creditAccountId === wallet.id
    return {
      historyNo: t.id,
      kind: t.kind as GemHistoryKind,
      gem: credited ? t.amount : -t.amount,
      balance: (credited ? t.creditBalance : t.debitBalance) ?? 0,
      createDate: t.createdAt.toISOString(),
      orderNo: t.orderNo,
      channelId: row.channelId,
      nickname: row.nickname,
      message: row.message || null,
    }
  })
  return { list, totalCnt: total[0]?.n ?? 0, ...paging }
}

/**
 * The member's orders that reached a checkout, newest first, by order date.
 *
 * @example await gemPurchases(db, member.id, { page: 1, limit: 20 }, range)
 */
export async function gemPurchases(db: Db, memberId: number, paging: Page, range: DayRange) {
  const where = and(
    eq(itemOrders.memberId, memberId),
    // Gem packs only: subscriptions and gifts have their own pages.
    eq(itemOrders.itemType, 'gem'),
    isNotNull(itemOrders.sessionId),
    ...within(itemOrders.createdAt, range),
  )
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(itemOrders)
      .where(where)
      .orderBy(desc(itemOrders.createdAt), desc(itemOrders.orderNo))
      .offset((paging.page - 1) * paging.limit)
      .limit(paging.limit),
    db.select({ n: count() }).from(itemOrders).where(where),
  ])
  const list: GemPurchase[] = rows.map((order) => ({
    orderNo: order.orderNo,
    status: order.status as PaymentStatus,
    gem: order.gem,
    payPrice: decimalPrice(order.priceMinor),
    payCur: order.currency,
    createDate: order.createdAt.toISOString(),
    payDate: order.paidAt?.toISOString() ?? null,
  }))
  return { list, totalCnt: total[0]?.n ?? 0, ...paging }
}

import type { EarningsDay, RankingPeriod, Supporter } from '@airwave/sdk/contract'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { channels, ledgerAccounts, ledgerTransfers } from '../db/schema'
import type { DayRange } from './dayRange'
import { balanceOf, ledgerAccount } from './ledger'
import { within } from './walletQueries'

// What a channel received, read from the ledger: the cheers and completed missions credited to
// its earnings account, by day; the cheers by supporter (the channel they cheered as: a
// mission's payout has many givers and names none); and what it is owed.

const DAY_MS = 86_400_000
const PERIOD_DAYS: Record<Exclude<RankingPeriod, 'all'>, number> = { day: 1, week: 7, month: 30 }

/** Transfers of `kinds` credited to a channel's earnings, as conditions on `ledger_transfers`. */
function creditedTo(channelIdx: number, kinds: string[]) {
  const account = sql`(select ${ledgerAccounts.id} from ${ledgerAccounts} where ${ledgerAccounts.code} = ${ledgerAccount.earnings(channelIdx).code})`
  return and(eq(ledgerTransfers.creditAccountId, account), inArray(ledgerTransfers.kind, kinds))
}

/** The cheers credited to a channel. */
const cheersTo = (channelIdx: number) => creditedTo(channelIdx, ['cheer'])

/** The gems a channel received: its cheers and its completed missions' payouts. */
const receivedBy = (channelIdx: number) => creditedTo(channelIdx, ['cheer', 'mission'])

/**
 * What the channel is owed (its earnings balance) and received in all.
 *
 * @example const { balance, totalGem } = await earningsOf(db, channel.idx)
 */
export async function earningsOf(db: Db, channelIdx: number) {
  const [balance, [total]] = await Promise.all([
    balanceOf(db, ledgerAccount.earnings(channelIdx)),
    db
      .select({ gem: sql<string | null>`sum(${ledgerTransfers.amount})` })
      .from(ledgerTransfers)
      .where(receivedBy(channelIdx)),
  ])
  return { balance, totalGem: Number(total?.gem ?? 0) }
}

/**
 * Gems received by UTC day in a range, oldest first, days without gems left out.
 *
 * @example await earningsByDay(db, channel.idx, { from, to })
 */
export async function earningsByDay(db: Db, channelIdx: number, range: DayRange) {
  const day = sql<string>`to_char(${ledgerTransfers.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`
  const rows = await db
    .select({
      date: day,
      gem: sql<string>`sum(${ledgerTransfers.amount})`,
      cheerCnt: sql<number>`count(*)::int`,
    })
    .from(ledgerTransfers)
    .where(and(receivedBy(channelIdx), ...within(ledgerTransfers.createdAt, range)))
    .groupBy(day)
    .orderBy(asc(day))
  const list: EarningsDay[] = rows.map((row) => ({ ...row, gem: Number(row.gem) }))
  return { list, totalGem: list.reduce((sum, row) => sum + row.gem, 0) }
}

/**
 * The channel's supporters by gems sent in a range, most first (at equal gems, whoever got
 * there first), with their count; `offset` and `limit` page them.
 *
 * @example await supporters(db, channel.idx, range, 0, 10)
 */
export async function supporters(
  db: Db,
  channelIdx: number,
  range: DayRange,
  offset: number,
  limit: number,
): Promise<{ list: Supporter[]; totalCnt: number }> {
  const where = and(cheersTo(channelIdx), ...within(ledgerTransfers.createdAt, range))
  const gem = sql<string>`sum(${ledgerTransfers.amount})`
  const [rows, [total]] = await Promise.all([
    db
      .select({
        channelId: channels.handle,
        nickname: channels.nickname,
        profileImg: channels.profileImg,
        gem,
        cheerCnt: sql<number>`count(*)::int`,
      })
      .from(ledgerTransfers)
      .innerJoin(channels, eq(channels.id, ledgerTransfers.actorChannelId))
      .where(where)
      .groupBy(channels.id)
      .orderBy(desc(gem), asc(sql`max(${ledgerTransfers.id})`))
      .offset(offset)
      .limit(limit),
    db
      .select({ n: sql<number>`count(distinct ${ledgerTransfers.actorChannelId})::int` })
      .from(ledgerTransfers)
      .where(where),
  ])
  const list = rows.map((row, index) => ({
    ...row,
    gem: Number(row.gem),
    rank: offset + index + 1,
  }))
  return { list, totalCnt: total?.n ?? 0 }
}

/**
 * The range of a ranking period: the last 1, 7 or 30 days up to `at`, or all time.
 *
 * @example periodRange('week', now())
 */
export function periodRange(period: RankingPeriod, at: Date): DayRange {
  if (period === 'all') return { from: undefined, to: undefined }
  return { from: new Date(at.getTime() - PERIOD_DAYS[period] * DAY_MS), to: undefined }
}

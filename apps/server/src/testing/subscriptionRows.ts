import { now } from '../clock'
import type { Db } from '../db/database'
import { subscriptions } from '../db/schema'

const DAY_MS = 24 * 60 * 60 * 1000

export interface SubscriptionRow {
  channelIdx: number
  subscriberChannelIdx: number
  subscriberMemberId: number
  kind?: 'regular' | 'gift' | 'trial' | 'free'
  /** When its period began (the server's clock by default). */
  from?: Date
  days?: number
  months?: number
}

/**
 * A subscription whose benefits are on from `from` for `days` (30), written directly: for tests
 * of what a subscriber may do. Paid subscriptions come from the subscription service, through
 * the ledger.
 *
 * @example await insertSubscription(db, { channelIdx, subscriberChannelIdx, subscriberMemberId })
 */
export async function insertSubscription(db: Db, row: SubscriptionRow): Promise<number> {
  const from = row.from ?? now()
  const [made] = await db
    .insert(subscriptions)
    .values({
      channelId: row.channelIdx,
      subscriberChannelId: row.subscriberChannelIdx,
      subscriberMemberId: row.subscriberMemberId,
      kind: row.kind ?? 'free',
      status: 'ACTIVE',
      periodStart: from,
      periodEnd: new Date(from.getTime() + (row.days ?? 30) * DAY_MS),
      startedAt: from,
      months: row.months ?? 1,
    })
    .returning({ id: subscriptions.id })
  if (!made) throw new Error('The subscription was not written')
  return made.id
}

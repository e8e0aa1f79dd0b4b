import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/database'
import { channels, subscriptions } from '../../db/schema'
import { seedItems } from '../../item/item.seed'
import { auditLedger } from '../../item/ledger'
import { seedDemoData } from '../../seed'
import { seedAccounts } from '../../seed/accounts.seed'
import { openTestDatabase } from '../../testing/testDatabase'
import { seedGifts } from './gift.seed'
import { giftPage } from './giftHistory'

// npm start's demo gifts: viewer4 gave viewer5 a month of airwave at the checkout, the platform
// gave viewer1 a free one; the gift pages show them and the ledger holds.

let database: Database

beforeAll(async () => {
  database = openTestDatabase()
  await database.migrate()
  await seedDemoData(database.db, { info: () => {} }, [seedAccounts, seedItems, seedGifts])
})

afterAll(() => database.close())

const memberOf = async (handle: string) => {
  const [row] = await database.db.select().from(channels).where(eq(channels.handle, handle))
  if (!row) throw new Error(`no ${handle}`)
  return row
}

describe('the demo gifts', () => {
  it('fill the gift pages of viewer4, viewer5 and viewer1', async () => {
    const db = database.db
    const page = { page: 1, limit: 20 }
    const none = { from: undefined, to: undefined }
    const [v1, v4, v5] = await Promise.all(['viewer1', 'viewer4', 'viewer5'].map(memberOf))
    if (!v1 || !v4 || !v5) throw new Error('demo viewers')
    const received = await giftPage(db, v5.ownerId, 'received', page, none)
    expect(received.list).toEqual([
      expect.objectContaining({
        channel: { channelId: 'airwave', nickname: 'Airwave' },
        from: { channelId: 'viewer4', nickname: 'Viewer4' },
        paidWith: 'checkout',
        status: 'SUCCESS',
        receivers: [{ channelId: 'viewer5', nickname: 'Viewer5' }],
      }),
    ])
    expect((await giftPage(db, v4.ownerId, 'given', page, none)).totalCnt).toBe(1)
    expect((await giftPage(db, v1.ownerId, 'free', page, none)).list).toEqual([
      expect.objectContaining({ type: 'free', paidWith: 'free', from: null }),
    ])
    // The regular demo subscriptions (the item seed's) are not gifts.
    const subs = (await db.select().from(subscriptions)).filter((s) => s.kind !== 'regular')
    expect(subs.map((s) => [s.subscriberChannelId, s.kind]).sort()).toEqual(
      [
        [v1.id, 'free'],
        [v5.id, 'gift'],
      ].sort(),
    )
    const audit = await auditLedger(db)
    expect(audit).toMatchObject({ mismatched: [], negative: [] })
    expect(audit.sums.USD).toBe(0)
  })
})

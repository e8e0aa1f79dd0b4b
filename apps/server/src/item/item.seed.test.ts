import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { now } from '../clock'
import type { Database } from '../db/database'
import {
  channels,
  ledgerTransfers,
  localSubscriptions,
  signatureGems,
  subscriptions,
} from '../db/schema'
import { seedDemoData } from '../seed'
import { seedAccounts } from '../seed/accounts.seed'
import { subscribesSql } from '../subscription/activeSubscription'
import { openTestDatabase } from '../testing/testDatabase'
import { seedItems } from './item.seed'
import { isMonetized } from './itemGate'
import { auditLedger, balanceOf, ledgerAccount } from './ledger'

// npm start's demo data: the demo channel takes gems and subscriptions at once, with a renewing
// and a cancelled subscriber; nobody gets gems for free.

let database: Database

beforeAll(async () => {
  database = openTestDatabase()
  await database.migrate()
  await seedDemoData(database.db, { info: () => {} }, [seedAccounts, seedItems])
})

afterAll(() => database.close())

async function channelOf(handle: string) {
  const [row] = await database.db.select().from(channels).where(eq(channels.handle, handle))
  if (!row) throw new Error(`no ${handle}`)
  return row
}

describe('the demo data', () => {
  it('signs airwave up for monetization with a signature gem, and gives nobody gems', async () => {
    const all = await database.db.select().from(channels)
    const airwave = all.find((channel) => channel.handle === 'airwave')
    if (!airwave) throw new Error('no airwave')
    expect(await isMonetized(database.db, airwave.id)).toBe(true)
    for (const viewer of all.filter((channel) => channel.handle !== 'airwave')) {
      expect(await isMonetized(database.db, viewer.id)).toBe(false)
    }
    const signatures = await database.db
      .select()
      .from(signatureGems)
      .where(eq(signatureGems.channelId, airwave.id))
    expect(signatures.map((s) => s.gem)).toEqual([777])
    const transfers = await database.db.select().from(ledgerTransfers)
    expect(transfers.filter((t) => t.unit === 'GEM')).toEqual([])
  })

  it('makes viewer2 a renewing subscriber of airwave and viewer3 a cancelled one in period, through the ledger', async () => {
    const airwave = await channelOf('airwave')
    const subscribes = async (handle: string) => {
      const viewer = await channelOf(handle)
      const [row] = await database.db
        .select({ on: subscribesSql(airwave.id, viewer.id, now()) })
        .from(channels)
        .limit(1)
      return Boolean(row?.on)
    }
    expect(await subscribes('viewer2')).toBe(true)
    expect(await subscribes('viewer3')).toBe(true)
    expect(await subscribes('viewer1')).toBe(false)
    const subs = await database.db.select().from(subscriptions)
    expect(subs.map((s) => [s.kind, s.status, s.renews, s.months]).sort()).toEqual([
      ['regular', 'ACTIVE', true, 3],
      ['regular', 'CANCELLED', false, 1],
    ])
    const local = await database.db.select().from(localSubscriptions)
    expect(local.map((l) => l.id).sort()).toEqual(subs.map((s) => s.providerRef).sort())
    expect(local.find((l) => l.cancelAtPeriodEnd)?.id).toBe(
      subs.find((s) => s.status === 'CANCELLED')?.providerRef,
    )
    expect(await balanceOf(database.db, ledgerAccount.subscriptionRevenue(airwave.id, 'USD'))).toBe(
      4 * 499,
    )
    const audit = await auditLedger(database.db)
    expect(audit.mismatched).toEqual([])
    expect(audit.negative).toEqual([])
  })
})

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database'
import { channels, signatureGems } from '../db/schema'
import { seedDemoData } from '../seed'
import { seedAccounts } from '../seed/accounts.seed'
import { openTestDatabase } from '../testing/testDatabase'
import { seedItems } from './item.seed'
import { isMonetized } from './itemGate'
import { auditLedger } from './ledger'

// npm start's demo data: the demo channel takes gems at once; nobody gets gems for free.

let database: Database

beforeAll(async () => {
  database = openTestDatabase()
  await database.migrate()
  await seedDemoData(database.db, { info: () => {} }, [seedAccounts, seedItems])
})

afterAll(() => database.close())

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
    expect((await auditLedger(database.db)).transfers).toBe(0)
  })
})

import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database'
import { ledgerAccounts, ledgerTransfers } from '../db/schema'
import { openTestDatabase } from '../testing/testDatabase'
import { type Account, auditLedger, balanceOf, ledgerAccount, postTransfers } from './ledger'

// The ledger's guarantees held by the database itself (migration 0016), whatever code writes:
// balances move only with a transfer, transfers are never changed, units never mix, a
// no-overdraft account never goes below zero, and concurrent transfers from one wallet never
// spend more than it holds.

let database: Database

beforeAll(async () => {
  database = openTestDatabase()
  await database.migrate()
})

afterAll(() => database.close())

const wallet = (n: number) => ledgerAccount.wallet(1000 + n)
const earnings = ledgerAccount.earnings(77)

async function fund(account: Account, amount: number) {
  await database.db.transaction((tx) =>
    postTransfers(tx, [{ debit: ledgerAccount.issuer, credit: account, amount, kind: 'purchase' }]),
  )
}

/** The error a database call fails with, as text. */
async function failure(call: Promise<unknown>): Promise<string> {
  try {
    await call
  } catch (error) {
    return String((error as { cause?: unknown }).cause ?? error)
  }
  throw new Error('the call went through')
}

describe('the ledger in the database', () => {
  it('moves both balances with each transfer and records them after it', async () => {
    await fund(wallet(1), 300)
    const posted = await database.db.transaction((tx) =>
      postTransfers(tx, [{ debit: wallet(1), credit: earnings, amount: 120, kind: 'cheer' }]),
    )
    if (!posted.ok) throw new Error('refused')
    expect(posted.rows[0]).toMatchObject({ amount: 120, debitBalance: 180, creditBalance: 120 })
    expect(await balanceOf(database.db, wallet(1))).toBe(180)
    expect(await balanceOf(database.db, earnings)).toBe(120)
  })

  it('refuses an overdraft in code (nothing written) and in the database', async () => {
    await fund(wallet(2), 50)
    const refused = await database.db.transaction((tx) =>
      postTransfers(tx, [{ debit: wallet(2), credit: earnings, amount: 51, kind: 'cheer' }]),
    )
    expect(refused).toEqual({ ok: false, code: wallet(2).code, balance: 50, needed: 51 })
    const [account] = await database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.code, wallet(2).code))
    const [target] = await database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.code, earnings.code))
    // Written around the code's check, the database refuses it all the same.
    expect(
      await failure(
        database.db.insert(ledgerTransfers).values({
          batch: 'raw',
          kind: 'cheer',
          unit: 'GEM',
          amount: 51,
          debitAccountId: account?.id ?? 0,
          creditAccountId: target?.id ?? 0,
        }),
      ),
    ).toMatch(/ledger_accounts_overdraft/)
    expect(await balanceOf(database.db, wallet(2))).toBe(50)
  })

  it('never lets a balance change but by a transfer, nor a transfer change at all', async () => {
    await fund(wallet(3), 10)
    const code = wallet(3).code
    expect(
      await failure(
        database.db
          .update(ledgerAccounts)
          .set({ balance: 1_000_000 })
          .where(eq(ledgerAccounts.code, code)),
      ),
    ).toMatch(/only through transfers/)
    expect(
      await failure(
        database.db.insert(ledgerAccounts).values({
          code: 'wallet:rich',
          unit: 'GEM',
          kind: 'wallet',
          noOverdraft: true,
          balance: 500,
        }),
      ),
    ).toMatch(/opens at zero/)
    expect(await failure(database.db.update(ledgerTransfers).set({ amount: 1 }))).toMatch(
      /never changed or removed/,
    )
    expect(await failure(database.db.delete(ledgerTransfers))).toMatch(/never changed or removed/)
    expect(await balanceOf(database.db, wallet(3))).toBe(10)
  })

  it('never mixes units', async () => {
    const dollars = ledgerAccount.sales('USD')
    await expect(
      database.db.transaction((tx) =>
        postTransfers(tx, [{ debit: wallet(3), credit: dollars, amount: 1, kind: 'cheer' }]),
      ),
    ).rejects.toThrow(/differ in unit/)
    const [gem] = await database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.code, wallet(3).code))
    await database.db.transaction((tx) =>
      postTransfers(tx, [
        {
          debit: ledgerAccount.clearing('local', 'USD'),
          credit: dollars,
          amount: 1,
          kind: 'purchase',
        },
      ]),
    )
    const [usd] = await database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.code, dollars.code))
    expect(
      await failure(
        database.db.insert(ledgerTransfers).values({
          batch: 'raw',
          kind: 'cheer',
          unit: 'GEM',
          amount: 1,
          debitAccountId: gem?.id ?? 0,
          creditAccountId: usd?.id ?? 0,
        }),
      ),
    ).toMatch(/another unit/)
  })

  it('spends a wallet at most once under 50 concurrent transfers', async () => {
    await fund(wallet(4), 1000)
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        database.db.transaction((tx) =>
          postTransfers(tx, [{ debit: wallet(4), credit: earnings, amount: 30, kind: 'cheer' }]),
        ),
      ),
    )
    expect(answers.filter((answer) => answer.ok)).toHaveLength(33)
    expect(await balanceOf(database.db, wallet(4))).toBe(10)
    const audit = await auditLedger(database.db)
    expect(audit.mismatched).toEqual([])
    expect(audit.negative).toEqual([])
    expect(audit.sums).toEqual({ GEM: 0, USD: 0 })
    const [{ n } = { n: 0 }] = await database.db
      .select({ n: sql<number>`count(distinct ${ledgerTransfers.batch})::int` })
      .from(ledgerTransfers)
    expect(n).toBe(audit.transfers)
  })
})

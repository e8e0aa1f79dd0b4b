import { randomUUID } from 'node:crypto'
import { eq, inArray, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../db/database'
import { ledgerAccounts, ledgerTransfers } from '../db/schema'
import type { Tx } from '../db/transaction'

// The double-entry ledger: every movement of gems (and of the money behind them) is a transfer
// of a positive amount from one account to another of the same unit. Balances are credits
// minus debits, moved by migration 0016's trigger in the transfer's own INSERT; nothing else may
// change them, and transfers are never changed or removed. Built on TigerBeetle's guarantees:
// debits and credits always balance (every unit sums to zero), a no-overdraft account never
// goes below zero, the transfers of one operation (a batch) apply all or none.

/** The unit of gem accounts; money accounts use their ISO currency, in minor units. */
export const GEM = 'GEM'

/**
 * `purchase` gems bought, `cheer` gems sent, `refund` a purchase taken back, `pledge`/`release`
 * a mission's held gems (into it, back to a giver), `mission` a completed mission's gems paid to
 * its channel, `subscription` a subscription period paid with money, `gift` gift subscriptions
 * paid (with money or gems).
 */
type TransferKind =
  | 'purchase'
  | 'cheer'
  | 'refund'
  | 'pledge'
  | 'release'
  | 'mission'
  | 'subscription'
  | 'gift'

/** An account by its code, made on first use. */
export interface Account {
  code: string
  unit: string
  kind: string
  /** TigerBeetle's `debits_must_not_exceed_credits`. */
  noOverdraft: boolean
  memberId?: number
  channelId?: number
}

/** The accounts there are. @example ledgerAccount.wallet(member.id) */
export const ledgerAccount = {
  /** A member's gems: never below zero. */
  wallet: (memberId: number): Account => ({
    code: `wallet:${memberId}`,
    unit: GEM,
    kind: 'wallet',
    noOverdraft: true,
    memberId,
  }),
  /** The gems a channel received and is owed (paid out later): never below zero. */
  earnings: (channelIdx: number): Account => ({
    code: `earnings:${channelIdx}`,
    unit: GEM,
    kind: 'earnings',
    noOverdraft: true,
    channelId: channelIdx,
  }),
  /** A mission's held gems: pledged, not yet paid or returned; never below zero. */
  mission: (missionId: number): Account => ({
    code: `mission:${missionId}`,
    unit: GEM,
    kind: 'mission',
    noOverdraft: true,
  }),
  /** Where gems come from: its balance is minus the gems in circulation. */
  issuer: { code: 'platform:gems', unit: GEM, kind: 'issuer', noOverdraft: false } as Account,
  /** What a provider collected for the platform (negative: owed to the platform). */
  clearing: (provider: string, currency: string): Account => ({
    code: `clearing:${provider}:${currency}`,
    unit: currency,
    kind: 'clearing',
    noOverdraft: false,
  }),
  /**
   * What a channel's subscriptions and money-paid gift subscriptions brought in, in a currency
   * (owed to the channel, paid out later): never below zero.
   */
  subscriptionRevenue: (channelIdx: number, currency: string): Account => ({
    code: `subscriptions:${channelIdx}:${currency}`,
    unit: currency,
    kind: 'subscriptions',
    noOverdraft: true,
    channelId: channelIdx,
  }),
  /** The platform's gem sales in a currency. */
  sales: (currency: string): Account => ({
    code: `platform:sales:${currency}`,
    unit: currency,
    kind: 'sales',
    noOverdraft: true,
  }),
}

export interface Transfer {
  debit: Account
  credit: Account
  amount: number
  kind: TransferKind
  orderNo?: string
  memberId?: number
  actorChannelId?: number
  channelId?: number
  logIdentity?: string
}

export type TransferRow = typeof ledgerTransfers.$inferSelect

/** A batch that would take a no-overdraft account below zero: nothing was written. */
export interface Overdraft {
  ok: false
  code: string
  balance: number
  needed: number
}

type Locked = { id: number; code: string; balance: number; noOverdraft: boolean }

async function lockAccounts(tx: Tx, codes: string[]): Promise<Locked[]> {
  // In id order, so two operations on the same accounts wait for each other, never deadlock.
  return tx
    .select({
      id: ledgerAccounts.id,
      code: ledgerAccounts.code,
      balance: ledgerAccounts.balance,
      noOverdraft: ledgerAccounts.noOverdraft,
    })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.code, codes))
    .orderBy(ledgerAccounts.id)
    .for('update')
}

function checkShape(transfer: Transfer): void {
  const { amount, debit, credit } = transfer
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new Error(`A transfer moves a positive whole amount, not ${amount}`)
  }
  if (debit.unit !== credit.unit) throw new Error(`${debit.code} and ${credit.code} differ in unit`)
  if (debit.code === credit.code) throw new Error(`A transfer from ${debit.code} to itself`)
}

/**
 * Posts a batch of transfers in the caller's transaction: locks their accounts (made on first
 * use) in id order, checks that no no-overdraft account would go below zero at any step, then
 * inserts them (the trigger moves the balances and records them after each transfer). On an
 * overdraft nothing is written and the answer says which account. The caller's transaction
 * makes the batch all or none.
 *
 * @example
 * const posted = await postTransfers(tx, [{ debit: wallet, credit: earnings, amount: 100, kind: 'cheer' }])
 * if (!posted.ok) throw notEnoughGems()
 */
export async function postTransfers(
  tx: Tx,
  transfers: readonly Transfer[],
): Promise<{ ok: true; rows: TransferRow[] } | Overdraft> {
  for (const transfer of transfers) checkShape(transfer)
  const all = new Map<string, Account>()
  for (const { debit, credit } of transfers) all.set(debit.code, debit).set(credit.code, credit)
  const codes = [...all.keys()]
  let locked = await lockAccounts(tx, codes)
  if (locked.length < codes.length) {
    const known = new Set(locked.map((row) => row.code))
    const missing = codes.filter((code) => !known.has(code)).map((code) => all.get(code) as Account)
    await tx
      .insert(ledgerAccounts)
      .values(
        missing.map((a) => ({
          code: a.code,
          unit: a.unit,
          kind: a.kind,
          noOverdraft: a.noOverdraft,
          memberId: a.memberId ?? null,
          channelId: a.channelId ?? null,
        })),
      )
      .onConflictDoNothing()
    locked = await lockAccounts(tx, codes)
  }
  const byCode = new Map(locked.map((row) => [row.code, row]))
  const balances = new Map(locked.map((row) => [row.code, row.balance]))
  for (const { debit, credit, amount } of transfers) {
    const after = (balances.get(debit.code) ?? 0) - amount
    if (byCode.get(debit.code)?.noOverdraft && after < 0) {
      return { ok: false, code: debit.code, balance: balances.get(debit.code) ?? 0, needed: amount }
    }
    balances.set(debit.code, after)
    balances.set(credit.code, (balances.get(credit.code) ?? 0) + amount)
  }
  const batch = randomUUID()
  const idOf = (account: Account) => {
    const row = byCode.get(account.code)
    if (!row) throw new Error(`Ledger account ${account.code} could not be opened`)
    return row.id
  }
  const rows = await tx
    .insert(ledgerTransfers)
    .values(
      transfers.map((t) => ({
        batch,
        kind: t.kind,
        unit: t.debit.unit,
        amount: t.amount,
        debitAccountId: idOf(t.debit),
        creditAccountId: idOf(t.credit),
        orderNo: t.orderNo ?? null,
        memberId: t.memberId ?? null,
        actorChannelId: t.actorChannelId ?? null,
        channelId: t.channelId ?? null,
        logIdentity: t.logIdentity ?? null,
      })),
    )
    .returning()
  return { ok: true, rows: rows.sort((a, b) => a.id - b.id) }
}

/**
 * An account's balance (0 for one never used).
 *
 * @example const gems = await balanceOf(db, ledgerAccount.wallet(member.id))
 */
export async function balanceOf(db: Db | Tx, account: Account): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, account.code))
  return row?.balance ?? 0
}

/** What `auditLedger` found: empty lists and zero sums when the ledger holds. */
export interface LedgerAudit {
  /** Accounts whose cached balance is not the sum of their transfers. */
  mismatched: { code: string; balance: number; derived: number }[]
  /** No-overdraft accounts below zero. */
  negative: { code: string; balance: number }[]
  /** The sum of every balance, by unit: zero in a double-entry ledger. */
  sums: Record<string, number>
  accounts: number
  transfers: number
}

/**
 * Recomputes every balance from the transfers and compares: the invariants the tests and
 * benches check (every balance equals its entries, none below zero where forbidden, each unit
 * sums to zero).
 *
 * @example expect(await auditLedger(db)).toMatchObject({ mismatched: [], negative: [] })
 */
export async function auditLedger(db: Db | Tx): Promise<LedgerAudit> {
  const sumBy = (column: AnyPgColumn) =>
    db
      .select({ id: column, total: sql<string>`sum(${ledgerTransfers.amount})` })
      .from(ledgerTransfers)
      .groupBy(column)
  const [accounts, credits, debits, counted] = await Promise.all([
    db.select().from(ledgerAccounts),
    sumBy(ledgerTransfers.creditAccountId),
    sumBy(ledgerTransfers.debitAccountId),
    db.select({ n: sql<string>`count(*)` }).from(ledgerTransfers),
  ])
  const totals = (rows: { id: number; total: string }[]) =>
    new Map(rows.map((row) => [row.id, Number(row.total)]))
  const credited = totals(credits)
  const debited = totals(debits)
  const audit: LedgerAudit = {
    mismatched: [],
    negative: [],
    sums: {},
    accounts: accounts.length,
    transfers: Number(counted[0]?.n ?? 0),
  }
  for (const account of accounts) {
    const derived = (credited.get(account.id) ?? 0) - (debited.get(account.id) ?? 0)
    const { code, balance } = account
    if (balance !== derived) audit.mismatched.push({ code, balance, derived })
    if (account.noOverdraft && balance < 0) audit.negative.push({ code, balance })
    audit.sums[account.unit] = (audit.sums[account.unit] ?? 0) + balance
  }
  return audit
}

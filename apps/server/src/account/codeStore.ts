import { and, eq, gt, isNull, type SQL } from 'drizzle-orm'
import type { Db } from '../db/database'
import { verificationCodes } from '../db/schema'

// The e-mailed secrets (verification codes, sign-in links) share one table, each kind under a
// purpose of its own: an address has at most one live secret per purpose.

interface NewCode {
  email: string
  purpose: string
  /** The secret's hash: the secret itself is only in the mail. */
  codeHash: string
  expiresAt: Date
}

/**
 * Stores a fresh secret of the purpose for the address: its earlier ones of that purpose stop
 * working in the same transaction.
 *
 * @example const id = await storeCode(db, { email, purpose: 'email', codeHash, expiresAt }, now)
 */
export async function storeCode(db: Db, code: NewCode, now: Date): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.email, code.email),
          eq(verificationCodes.purpose, code.purpose),
          isNull(verificationCodes.consumedAt),
        ),
      )
    const [row] = await tx
      .insert(verificationCodes)
      .values(code)
      .returning({ id: verificationCodes.id })
    return row?.id
  })
}

/**
 * A secret of the purpose that is neither spent nor expired.
 *
 * @example db.select().from(verificationCodes).where(and(eq(verificationCodes.id, id), liveCode(PURPOSE, now)))
 */
export function liveCode(purpose: string, now: Date): SQL | undefined {
  return and(
    eq(verificationCodes.purpose, purpose),
    isNull(verificationCodes.consumedAt),
    gt(verificationCodes.expiresAt, now),
  )
}

/**
 * Spends a secret, with a guard so that two uses at the same moment cannot both succeed:
 * `false` for the one that came second.
 *
 * @example if (!(await spendCode(db, row.id, now))) throw failed()
 */
export async function spendCode(db: Db, id: number, now: Date): Promise<boolean> {
  const spent = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id })
  return spent.length > 0
}

import { and, eq, isNull, ne } from 'drizzle-orm'
import type { Db } from '../db/database'
import { channels, members, refreshTokens } from '../db/schema'
import { badRequest } from '../http/httpError'
import { hashPassword } from './passwords'

// What a member changes on their account (the password, the withdrawal): the queries behind
// the account routes, which keep the rules (the checks, the rate limits, the sessions).

/** The member's account row, or 400 when the account no longer exists. */
export async function accountRow(db: Db, memberId: number) {
  const [row] = await db.select().from(members).where(eq(members.id, memberId))
  if (!row) throw badRequest('The account no longer exists')
  return row
}

/** Stores a new password (hashed) and when it changed. */
export async function setPassword(db: Db, memberId: number, password: string): Promise<void> {
  await db
    .update(members)
    .set({ passwordHash: await hashPassword(password), passwordChangedAt: new Date() })
    .where(eq(members.id, memberId))
}

/** Signs out every device of the member but the one of `familyId`. */
export async function revokeOtherSessions(
  db: Db,
  memberId: number,
  familyId: string,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.memberId, memberId),
        ne(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
      ),
    )
}

/** Withdraws the account: it and its live channels are deleted at `now`, with the reason. */
export async function withdrawAccount(
  db: Db,
  memberId: number,
  reason: { code: string | number; memo?: string | undefined },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ deletedAt: now, unregisterReason: reason, activeChannelId: null })
      .where(eq(members.id, memberId))
    await tx
      .update(channels)
      .set({ deletedAt: now })
      .where(and(eq(channels.ownerId, memberId), isNull(channels.deletedAt)))
  })
}

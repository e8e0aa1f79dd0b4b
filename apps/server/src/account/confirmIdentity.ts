import { eq, min } from 'drizzle-orm'
import type { Db } from '../db/database'
import { refreshTokens } from '../db/schema'
import type { AuthMember } from '../http/auth'
import { HttpError } from '../http/httpError'
import { limits } from '../limits/catalogue'
import type { Limiter } from '../limits/limiter'
import { accountRow } from './accountChanges'
import { verifyPassword } from './passwords'

/** How recent a sign-in stands for the password of a social account (chosen). */
const FRESH_SIGN_IN_MS = 10 * 60 * 1000

const reauthRequired = () =>
  new HttpError(403, 'REAUTH_REQUIRED', 'Enter your password, or sign in again, to confirm')

/** When the session's family began: the sign-in behind it. */
async function signedInAt(db: Db, familyId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: min(refreshTokens.createdAt) })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, familyId))
  return row?.at ?? undefined
}

/**
 * Asks the account's owner again before an irreversible change (the withdrawal): the password,
 * or, for an account made with a social sign-in (whose password nobody knows), a sign-in of
 * this session within the last 10 minutes. A stolen access token alone passes neither: 400
 * MEM10055 for a wrong password, 403 REAUTH_REQUIRED without one.
 *
 * @example await confirmIdentity(db, limiter, member, body.password)
 */
export async function confirmIdentity(
  db: Db,
  limiter: Limiter,
  member: AuthMember,
  password: string | undefined,
  now = new Date(),
): Promise<void> {
  const row = await accountRow(db, member.id)
  if (password?.trim()) {
    await limiter.consume(limits.passwordConfirm, `member:${member.id}`)
    if (await verifyPassword(row.passwordHash, password.trim())) return
    throw new HttpError(400, 'MEM10055', 'The password is not correct')
  }
  const since = row.socialPlatform ? await signedInAt(db, member.familyId) : undefined
  if (since && now.getTime() - since.getTime() <= FRESH_SIGN_IN_MS) return
  throw reauthRequired()
}

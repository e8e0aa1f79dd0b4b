import { randomInt } from 'node:crypto'
import { VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_TTL_S } from '@airwave/sdk/contract'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { verificationCodes } from '../db/schema'
import { badRequest } from '../http/httpError'
import type { Mailer } from '../mail/mailer'
import { liveCode, spendCode, storeCode } from './codeStore'
import { sha256 } from './tokens'

/** Wrong guesses allowed on one code before it is burnt. */
const MAX_CODE_ATTEMPTS = 5

// One code proves the e-mail for sign-up or a password reset alike: the call that sends it
// (`POST /member/email/verification {email}`) says nothing of the purpose. Sign-in links share
// the table under a purpose of their own (`signInLink.ts`).
const PURPOSE = 'email'

const hashCode = (email: string, code: string) => sha256(`${email}:${code}`)

/**
 * Sends a fresh 6-digit code valid for 300 s; earlier codes of the address stop working.
 *
 * @example
 * await sendVerificationCode(db, mailer, 'kim@ab.co')
 */
export async function sendVerificationCode(
  db: Db,
  mailer: Mailer,
  email: string,
  now = new Date(),
): Promise<void> {
  const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(
    VERIFICATION_CODE_LENGTH,
    '0',
  )
  await storeCode(
    db,
    {
      email,
      purpose: PURPOSE,
      codeHash: hashCode(email, code),
      expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_S * 1000),
    },
    now,
  )
  await mailer.send({
    to: email,
    subject: `Your Airwave verification code: ${code}`,
    text: `Your Airwave verification code is ${code}. It is valid for ${VERIFICATION_CODE_TTL_S / 60} minutes.\n\nIf you did not ask for it, ignore this mail.`,
  })
}

const failed = () =>
  badRequest('The verification code is wrong or has expired', 'VERIFICATION_FAILED')

/**
 * The newest live code of the address when `code` is it; a wrong code counts an attempt, and
 * after 5 wrong attempts the code is burnt (a new one must be sent).
 */
async function matchingCode(db: Db, email: string, code: string, now: Date) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), liveCode(PURPOSE, now)))
    .orderBy(desc(verificationCodes.id))
    .limit(1)
  if (!row || row.attempts >= MAX_CODE_ATTEMPTS) throw failed()
  if (row.codeHash !== hashCode(email, code)) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id))
    throw failed()
  }
  return row
}

/**
 * Checks a code without spending it (the form's first step), with the same attempt count as
 * spending it.
 *
 * @example
 * await checkVerificationCode(db, 'kim@ab.co', body.number)
 */
export async function checkVerificationCode(
  db: Db,
  email: string,
  code: string,
  now = new Date(),
): Promise<void> {
  await matchingCode(db, email, code, now)
}

/**
 * Spends the newest live code of the address; a wrong code counts an attempt, and after
 * 5 wrong attempts the code is burnt (a new one must be sent).
 *
 * @example
 * await consumeVerificationCode(db, 'kim@ab.co', body.number)
 */
export async function consumeVerificationCode(
  db: Db,
  email: string,
  code: string,
  now = new Date(),
): Promise<void> {
  const row = await matchingCode(db, email, code, now)
  // Spent with a guard, so two concurrent uses of one code cannot both succeed.
  if (!(await spendCode(db, row.id, now))) throw failed()
}

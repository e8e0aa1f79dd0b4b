import { randomBytes, timingSafeEqual } from 'node:crypto'
import { SIGN_IN_LINK_TTL_S, signInLinkUrl } from '@airwave/sdk/contract'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/database'
import { verificationCodes } from '../db/schema'
import { badRequest } from '../http/httpError'
import type { Limiter } from '../limits/limiter'
import type { Mailer } from '../mail/mailer'
import { normalizeEmail } from './accountRules'
import { liveCode, spendCode, storeCode } from './codeStore'
import { findMemberByEmail, requireSignInAllowed, signInLockOf } from './signIn'
import { sha256 } from './tokens'

// Kept beside the e-mail codes, under a purpose of their own.
const PURPOSE = 'sign-in-link'

const failed = () =>
  badRequest('This sign-in link is wrong, used or expired', 'VERIFICATION_FAILED')

/**
 * Mails the account of `email` a one-time sign-in link, when sign-in is locked for `address`
 * (too many failed passwords: the owner's way in during a lock). Nothing is sent for an unknown
 * address or an open sign-in, and the caller is answered alike, so the call tells nobody
 * whether an address is registered. A new link ends the account's earlier ones. The mail limits
 * are counted by the route.
 *
 * @example await mailSignInLink({ db, mailer, limiter }, { email, address: request.ip, siteUrl })
 */
export async function mailSignInLink(
  deps: { db: Db; mailer: Mailer; limiter: Limiter },
  request: { email: string; address: string; siteUrl: string },
  now = new Date(),
): Promise<void> {
  const email = normalizeEmail(request.email)
  if ((await signInLockOf(deps.limiter, email, request.address)) === 0) return
  const member = await findMemberByEmail(deps.db, email)
  if (!member) return
  const secret = randomBytes(32).toString('base64url')
  const codeHash = sha256(secret)
  const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_TTL_S * 1000)
  const id = await storeCode(deps.db, { email, purpose: PURPOSE, codeHash, expiresAt }, now)
  if (id === undefined) return
  const link = signInLinkUrl(request.siteUrl, `${id}.${secret}`)
  await deps.mailer.send({
    to: email,
    subject: 'Your Airwave sign-in link',
    text: [
      'Sign-in to your Airwave account is paused after too many wrong passwords.',
      `Open this link to sign in: ${link}`,
      `It works once, for ${SIGN_IN_LINK_TTL_S / 60} minutes.`,
      '',
      'If you did not ask for it, someone may be guessing your password: change it once signed in.',
    ].join('\n'),
  })
}

/**
 * The member a sign-in link signs in, spending the link (once: two uses at the same moment
 * cannot both succeed). A wrong, used or expired link answers 400 VERIFICATION_FAILED; a blocked
 * account or channel its block (MEM10029, MEM10058).
 *
 * @example const member = await useSignInLink(db, body.token)
 */
export async function useSignInLink(db: Db, token: string, now = new Date()) {
  const [idText = '', secret = ''] = token.split('.')
  const id = Number(idText)
  if (!Number.isSafeInteger(id)) throw failed()
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.id, id), liveCode(PURPOSE, now)))
  const stored = Buffer.from(row?.codeHash ?? '', 'hex')
  const sent = Buffer.from(sha256(secret), 'hex')
  if (!row || stored.length !== sent.length || !timingSafeEqual(stored, sent)) throw failed()
  if (!(await spendCode(db, row.id, now))) throw failed()
  const member = await findMemberByEmail(db, row.email)
  if (!member) throw failed()
  await requireSignInAllowed(db, member)
  return member
}

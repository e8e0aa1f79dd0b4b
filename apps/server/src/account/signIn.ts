import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/database'
import { channels, members } from '../db/schema'
import { accountBlocked, channelBlocked } from '../http/auth'
import { RetryLaterError, unauthorized } from '../http/httpError'
import { limits } from '../limits/catalogue'
import type { Limiter } from '../limits/limiter'
import { normalizeEmail } from './accountRules'
import { hashPassword, verifyPassword } from './passwords'

type MemberRow = typeof members.$inferSelect

let dummyHash: Promise<string> | undefined

/** Finds the live (not deleted) member of an address. */
export async function findMemberByEmail(db: Db, email: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.email, normalizeEmail(email)), isNull(members.deletedAt)))
  return row
}

const wrongCredentials = () => unauthorized('The e-mail or password is not correct')

/** The sign-in counters of an attempt: the pair, the address, the account. */
const lockKeys = (email: string, address: string) =>
  [
    [limits.signInPair, `${email}|${address}`],
    [limits.signInAddress, address],
    [limits.signInAccount, email],
  ] as const

/**
 * Seconds until `address` may try a password on the account of `email` again; 0 when it may
 * now. During a lock the owner may still ask for a sign-in link (`signInLink.ts`).
 *
 * @example const wait = await signInLockOf(limiter, 'kim@ab.co', request.ip)
 */
export async function signInLockOf(
  limiter: Limiter,
  email: string,
  address: string,
): Promise<number> {
  let wait = 0
  for (const [limit, key] of lockKeys(normalizeEmail(email), address)) {
    wait = Math.max(wait, await limiter.waitOf(limit, key))
  }
  return wait
}

/**
 * Refuses a blocked account (MEM10029) or acting channel (MEM10058): asked only once the
 * password (or a sign-in link) is right, so the block does not reveal that an address is
 * registered.
 */
export async function requireSignInAllowed(db: Db, member: MemberRow): Promise<void> {
  if (member.blocked) throw accountBlocked()
  if (member.activeChannelId === null) return
  const [channel] = await db
    .select({ blocked: channels.blocked })
    .from(channels)
    .where(eq(channels.id, member.activeChannelId))
  if (channel?.blocked) throw channelBlocked()
}

/**
 * Checks an e-mail and password with the sign-in limits (`limits.signIn*`, OWASP's advice on
 * lockout): 10 failures per account from one address and 50 per address in 15 minutes, 100 per
 * account in an hour, then 429 RATE_LIMITED with the wait. A stranger guessing from one address
 * locks only that address out of the account; many addresses together lock the account, whose
 * owner may then sign in with an e-mailed link.
 *
 * @example
 * const member = await verifyCredentials(db, limiter, request, body.email, body.password)
 */
export async function verifyCredentials(
  db: Db,
  limiter: Limiter,
  request: FastifyRequest,
  rawEmail: string,
  rawPassword: string,
): Promise<MemberRow> {
  const email = normalizeEmail(rawEmail)
  const wait = await signInLockOf(limiter, email, request.ip)
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60)
    throw new RetryLaterError(
      429,
      'RATE_LIMITED',
      `Too many failed sign-ins: try again in ${minutes} min, or ask for a sign-in link by e-mail`,
      wait,
    )
  }
  const member = await findMemberByEmail(db, email)
  // Hash anyway when the address is unknown, so timing does not tell registered addresses apart.
  dummyHash ??= hashPassword('Not-a-real-password-1!')
  const ok = await verifyPassword(member?.passwordHash ?? (await dummyHash), rawPassword.trim())
  if (!member || !ok) {
    for (const [limit, key] of lockKeys(email, request.ip)) await limiter.count(limit, key)
    throw wrongCredentials()
  }
  // The owner's own typos are forgotten; the address's and the account's counts stay.
  await limiter.clear(limits.signInPair, `${email}|${request.ip}`)
  await requireSignInAllowed(db, member)
  return member
}

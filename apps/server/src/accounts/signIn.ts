import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/database'
import { channels, members } from '../db/schema'
import { accountBlocked, channelBlocked } from '../http/auth'
import { tooManyRequests, unauthorized } from '../http/httpError'
import { clearAttempts, countAttempt, isLimited } from '../http/rateLimit'
import { normalizeEmail } from './accountRules'
import { hashPassword, verifyPassword } from './passwords'

/**
 * Failed sign-ins allowed in a window, after OWASP's advice on lockout: counted per account and
 * address together, so a stranger who guesses from one address locks only that address out of
 * the account, never its owner signing in from elsewhere; per address over all accounts, for
 * one address trying many; and per account at a much slower rate, which only many addresses
 * together reach.
 */
const SIGN_IN_PAIR_RULE = { limit: 10, windowMs: 15 * 60 * 1000 }
const SIGN_IN_ADDRESS_RULE = { limit: 50, windowMs: 15 * 60 * 1000 }
const SIGN_IN_ACCOUNT_RULE = { limit: 100, windowMs: 60 * 60 * 1000 }

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

/**
 * Checks an e-mail and password with the sign-in limits: 10 failures per account from one
 * address and 50 per address in 15 minutes, 100 per account in an hour, then 429 RATE_LIMITED
 * until the window passes. A blocked account
 * (MEM10029) or acting channel (MEM10058) is refused only after the password is right, so the
 * block does not reveal that an address is registered.
 *
 * @example
 * const member = await verifyCredentials(db, request, body.email, body.password)
 */
export async function verifyCredentials(
  db: Db,
  request: FastifyRequest,
  rawEmail: string,
  rawPassword: string,
): Promise<MemberRow> {
  const email = normalizeEmail(rawEmail)
  const pairKey = `sign-in:pair:${email}:${request.ip}`
  const accountKey = `sign-in:account:${email}`
  const addressKey = `sign-in:address:${request.ip}`
  if (
    (await isLimited(db, pairKey, SIGN_IN_PAIR_RULE)) ||
    (await isLimited(db, addressKey, SIGN_IN_ADDRESS_RULE)) ||
    (await isLimited(db, accountKey, SIGN_IN_ACCOUNT_RULE))
  ) {
    throw tooManyRequests('Too many failed sign-ins, try again in 15 minutes')
  }
  const member = await findMemberByEmail(db, email)
  // Hash anyway when the address is unknown, so timing does not tell registered addresses apart.
  dummyHash ??= hashPassword('Not-a-real-password-1!')
  const ok = await verifyPassword(member?.passwordHash ?? (await dummyHash), rawPassword.trim())
  if (!member || !ok) {
    await countAttempt(db, pairKey, SIGN_IN_PAIR_RULE)
    await countAttempt(db, addressKey, SIGN_IN_ADDRESS_RULE)
    await countAttempt(db, accountKey, SIGN_IN_ACCOUNT_RULE)
    throw wrongCredentials()
  }
  await clearAttempts(db, pairKey)
  if (member.blocked) throw accountBlocked()
  if (member.activeChannelId !== null) {
    const [channel] = await db
      .select({ blocked: channels.blocked })
      .from(channels)
      .where(eq(channels.id, member.activeChannelId))
    if (channel?.blocked) throw channelBlocked()
  }
  return member
}

import { randomBytes } from 'node:crypto'
import type { TokenPair } from '@airwave/sdk/contract'
import { and, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { issueTokenPair, sha256 } from '../account/tokens'
import type { Db } from '../db/database'
import { embedLogins, members } from '../db/schema'
import { HttpError } from '../http/httpError'

/** How long a begun sign-in waits for the popup (chosen). */
const LOGIN_TTL_MS = 10 * 60 * 1000
/** The begun sign-in's id: in the embed's partition, and (from the popup) in the site's own jar. */
const LOGIN_COOKIE = 'airwave_embed_login'
const LOGIN_PATH = '/api/auth'

const pending = () =>
  new HttpError(409, 'EMBED_LOGIN_PENDING', 'The sign-in is not finished (or not from this page)')

/**
 * Begins an embed's sign-in, from the embed's page: a random id, kept hashed with the page's
 * origin, and set in a partitioned cookie of the page's site (so only that site's embeds can
 * claim it). The popup carries the id to the site's own side.
 *
 * @example const { loginId } = await beginEmbedLogin(db, request, reply)
 */
export async function beginEmbedLogin(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const loginId = randomBytes(24).toString('base64url')
  const now = Date.now()
  // Old sign-ins go as new ones come: the table holds ten minutes of them.
  await db.delete(embedLogins).where(lt(embedLogins.expiresAt, new Date(now)))
  await db.insert(embedLogins).values({
    idHash: sha256(loginId),
    origin: originOf(request),
    expiresAt: new Date(now + LOGIN_TTL_MS),
  })
  reply.setCookie(LOGIN_COOKIE, loginId, {
    path: LOGIN_PATH,
    httpOnly: true,
    sameSite: 'none',
    secure: true,
    partitioned: true,
    maxAge: LOGIN_TTL_MS / 1000,
  })
  return { loginId }
}

/** The page a call comes from: its Origin (a fetch sends it on POST), else the server's own. */
function originOf(request: FastifyRequest): string {
  return request.headers.origin ?? `${request.protocol}://${request.host}`
}

/**
 * The popup's first stop, on the site's own side (a top-level window): a fresh key for the
 * begun sign-in, which the page hands to its opener at the origin that began it (so only the
 * page that opened this popup can claim what is granted here: a link to this address sent to
 * someone else hands its key to nobody), and the id remembered in the site's jar for the
 * member's answer. Nothing is granted here, even to a member already signed in: the popup names
 * the asking site and the member allows it (`answerEmbedLogin`). Undefined for an unknown or
 * finished sign-in.
 *
 * @example const started = await startEmbedLogin(db, reply, loginId, false)
 */
export async function startEmbedLogin(
  db: Db,
  reply: FastifyReply,
  loginId: string,
  production: boolean,
): Promise<{ key: string; origin: string } | undefined> {
  const live = await liveLogin(db, loginId)
  if (!live) return undefined
  const key = randomBytes(24).toString('base64url')
  await db
    .update(embedLogins)
    .set({ keyHash: sha256(key) })
    .where(eq(embedLogins.idHash, live.idHash))
  reply.setCookie(LOGIN_COOKIE, loginId, {
    path: LOGIN_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: production,
    maxAge: LOGIN_TTL_MS / 1000,
  })
  return { key, origin: live.origin }
}

async function liveLogin(db: Db, loginId: string) {
  const [row] = await db
    .select()
    .from(embedLogins)
    .where(
      and(
        eq(embedLogins.idHash, sha256(loginId)),
        gt(embedLogins.expiresAt, new Date()),
        isNull(embedLogins.completedAt),
        isNull(embedLogins.claimedAt),
      ),
    )
  return row
}

const noPendingLogin = () =>
  new HttpError(404, 'EMBED_LOGIN_EXPIRED', 'No embed is waiting for an answer in this browser')

/**
 * The sign-in waiting in this browser's popup (the id its first stop left in the site's jar):
 * the page that asks, as the server recorded it when the sign-in began, never as the popup's
 * address says. The popup shows it to the member before they allow anything.
 *
 * @example const { origin } = await pendingEmbedLogin(db, request)
 */
export async function pendingEmbedLogin(db: Db, request: FastifyRequest) {
  const loginId = request.cookies[LOGIN_COOKIE]
  const live = loginId ? await liveLogin(db, loginId) : undefined
  if (!live) throw noPendingLogin()
  return { origin: live.origin }
}

/**
 * The member's answer in the popup: `allow` grants the asking page an embed's session of this
 * member (claimed once by that page, with the key only its opener holds); a refusal ends the
 * sign-in. Either way the id leaves the site's jar.
 *
 * @example await answerEmbedLogin(db, request, reply, member, true)
 */
export async function answerEmbedLogin(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  member: { id: number; channelIdx: number | null },
  allow: boolean,
): Promise<{ origin: string }> {
  const loginId = request.cookies[LOGIN_COOKIE]
  const live = loginId ? await liveLogin(db, loginId) : undefined
  if (!live) throw noPendingLogin()
  reply.clearCookie(LOGIN_COOKIE, { path: LOGIN_PATH })
  if (!allow) {
    await db.delete(embedLogins).where(eq(embedLogins.idHash, live.idHash))
    return { origin: live.origin }
  }
  await db
    .update(embedLogins)
    .set({ memberId: member.id, channelIdx: member.channelIdx, completedAt: new Date() })
    .where(
      and(
        eq(embedLogins.idHash, live.idHash),
        isNull(embedLogins.completedAt),
        isNull(embedLogins.claimedAt),
      ),
    )
  return { origin: live.origin }
}

/**
 * Claims a completed sign-in from the embed's page: the id must be the one of this partition's
 * cookie, begun from the same origin, completed and not yet claimed, and `key` the one the
 * popup's first page handed to its opener. Issues the embed its own refresh family (a device of
 * its own in the member's sessions, signed out on its own), scoped to the embed's calls.
 *
 * @example const pair = await claimEmbedLogin(db, secret, request, { loginId, key }, 'embed:news.example.com')
 */
export async function claimEmbedLogin(
  db: Db,
  secret: Uint8Array,
  request: FastifyRequest,
  claim: { loginId: string; key: string },
  clientId: string,
): Promise<TokenPair> {
  const { loginId, key } = claim
  if (request.cookies[LOGIN_COOKIE] !== loginId) throw pending()
  const [row] = await db
    .update(embedLogins)
    .set({ claimedAt: new Date() })
    .where(
      and(
        eq(embedLogins.idHash, sha256(loginId)),
        eq(embedLogins.keyHash, sha256(key)),
        eq(embedLogins.origin, originOf(request)),
        gt(embedLogins.expiresAt, new Date()),
        isNotNull(embedLogins.completedAt),
        isNull(embedLogins.claimedAt),
      ),
    )
    .returning()
  if (!row?.memberId) throw pending()
  const [member] = await db.select().from(members).where(eq(members.id, row.memberId))
  if (!member || member.deletedAt || member.blocked) throw pending()
  return issueTokenPair(db, secret, {
    memberId: member.id,
    channelIdx: row.channelIdx ?? member.activeChannelId,
    clientId,
    scope: 'embed',
  })
}

/** Forgets the id in the embed's partition once claimed. */
export function clearEmbedLoginCookie(reply: FastifyReply) {
  reply.clearCookie(LOGIN_COOKIE, {
    path: LOGIN_PATH,
    httpOnly: true,
    sameSite: 'none',
    secure: true,
    partitioned: true,
  })
}

import { randomBytes } from 'node:crypto'
import type { TokenPair } from '@airwave/sdk/contract'
import { and, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { issueTokenPair, sha256, verifyAccessToken } from '../accounts/tokens'
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
 * page that opened this popup can claim what is signed in here: a link to this address sent to
 * someone else hands its key to nobody), then the id remembered in the site's jar for the
 * sign-in to complete, or completed at once for a member already signed in here (`signedIn`,
 * from the site's session cookie). Undefined for an unknown or finished sign-in.
 *
 * @example const started = await startEmbedLogin(db, secret, reply, loginId, readSessionCookie(request), false)
 */
export async function startEmbedLogin(
  db: Db,
  secret: Uint8Array,
  reply: FastifyReply,
  loginId: string,
  signedIn: TokenPair | undefined,
  production: boolean,
): Promise<{ key: string; origin: string } | undefined> {
  const live = await liveLogin(db, loginId)
  if (!live) return undefined
  const key = randomBytes(24).toString('base64url')
  await db
    .update(embedLogins)
    .set({ keyHash: sha256(key) })
    .where(eq(embedLogins.idHash, live.idHash))
  if (signedIn && (await completeEmbedLogin(db, secret, loginId, signedIn.accessToken))) {
    return { key, origin: live.origin }
  }
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
        isNull(embedLogins.claimedAt),
      ),
    )
  return row
}

/**
 * Completes a begun sign-in with the member of an access token the site's own side holds (the
 * popup's sign-in storing its session, or a member already signed in). A token that does not
 * verify completes nothing.
 *
 * @example await completeEmbedLogin(db, secret, loginId, pair.accessToken)
 */
async function completeEmbedLogin(
  db: Db,
  secret: Uint8Array,
  loginId: string,
  accessToken: string,
): Promise<boolean> {
  const claims = await verifyAccessToken(secret, accessToken)
  if (!claims) return false
  const done = await db
    .update(embedLogins)
    .set({
      memberId: claims.memberId,
      channelIdx: claims.channelIdx ?? null,
      completedAt: new Date(),
    })
    .where(
      and(
        eq(embedLogins.idHash, sha256(loginId)),
        gt(embedLogins.expiresAt, new Date()),
        isNull(embedLogins.claimedAt),
      ),
    )
    .returning({ idHash: embedLogins.idHash })
  return done.length > 0
}

/**
 * For the site's session store: a sign-in in the embed's popup stores its pair there, and the
 * id the popup's first stop left in the site's jar is completed with it (then forgotten).
 *
 * @example await completeEmbedLoginOf(db, secret, request, reply, body.accessToken)
 */
export async function completeEmbedLoginOf(
  db: Db,
  secret: Uint8Array,
  request: FastifyRequest,
  reply: FastifyReply,
  accessToken: string,
) {
  const loginId = request.cookies[LOGIN_COOKIE]
  if (!loginId) return
  await completeEmbedLogin(db, secret, loginId, accessToken)
  reply.clearCookie(LOGIN_COOKIE, { path: LOGIN_PATH })
}

/**
 * Claims a completed sign-in from the embed's page: the id must be the one of this partition's
 * cookie, begun from the same origin, completed and not yet claimed, and `key` the one the
 * popup's first page handed to its opener. Issues the embed its own refresh family (a device of
 * its own in the member's sessions, signed out on its own).
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

import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { SessionScope } from '@airwave/sdk/contract'
import { and, eq, isNull } from 'drizzle-orm'
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import type { Db } from '../db/database'
import { members, refreshTokens } from '../db/schema'
import { HttpError, unauthorized } from '../http/httpError'

/** Access tokens are short-lived; a stolen one is worth 15 minutes. */
const ACCESS_TOKEN_TTL_SECONDS = 15 * 60
/** The spec's token cookie lifetime (31536000 s): a refresh token lives one year, if unused. */
const REFRESH_TOKEN_TTL_SECONDS = 31536000

const ISSUER = 'airwave'

/** What an access token says: who, acting as which channel, within which refresh family. */
export interface AccessClaims {
  memberId: number
  /** Internal id of the channel the member acts as, `null` before the first channel. */
  channelIdx: number | null
  /** The refresh family; signing out revokes it and with it every access token it issued. */
  familyId: string
  /**
   * `embed` for the session an embed holds on a partner's page (kept with the family, so a
   * refresh keeps it): the server refuses it every call but the embed's own.
   */
  scope: SessionScope
}

/** Claims of a verified token, with its expiry (ms since the epoch): a socket keeps them. */
export interface VerifiedClaims extends AccessClaims {
  expiresAt: number
}

/** The token pair as the client receives it (dates are ISO strings). */
export interface TokenPairWire {
  accessToken: string
  refreshToken: string
  accessTokenExpiredDate: string
  refreshTokenExpiredDate: string
}

/** sha256 in hex: refresh tokens and codes are stored only as hashes. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/** @example const { token } = await signAccessToken(secret, { memberId: 1, channelIdx: 1, familyId }) */
export async function signAccessToken(
  secret: Uint8Array,
  claims: Omit<AccessClaims, 'scope'> & { scope?: SessionScope },
  now = new Date(),
) {
  const issuedAt = Math.floor(now.getTime() / 1000)
  const expiresAt = new Date((issuedAt + ACCESS_TOKEN_TTL_SECONDS) * 1000)
  const scope = claims.scope === 'embed' ? { scp: 'embed' } : {}
  const token = await new SignJWT({ ch: claims.channelIdx, sid: claims.familyId, ...scope })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.memberId))
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret)
  return { token, expiresAt }
}

/**
 * Verifies an access token; `undefined` when it is malformed, forged or expired.
 *
 * @example
 * const claims = await verifyAccessToken(secret, bearer)
 */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
): Promise<VerifiedClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] })
    const memberId = Number(payload.sub)
    const { ch, sid, exp, scp } = payload
    if (!Number.isInteger(memberId) || typeof sid !== 'string' || typeof exp !== 'number') {
      return undefined
    }
    // A scope this server does not know is refused, never read as the full one.
    if (scp !== undefined && scp !== 'embed') return undefined
    return {
      memberId,
      channelIdx: typeof ch === 'number' ? ch : null,
      familyId: sid,
      scope: scp === 'embed' ? 'embed' : 'full',
      expiresAt: exp * 1000,
    }
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return undefined
    throw error
  }
}

interface IssueInput {
  memberId: number
  channelIdx: number | null
  clientId?: string | null
  /** Continue a family (refresh); absent starts a new one (sign-in). */
  familyId?: string
  /** Default `full`; an embed's family is `embed` for its whole life. */
  scope?: SessionScope
}

/**
 * Issues an access token and a new refresh token (stored hashed) in a family.
 *
 * @example
 * const pair = await issueTokenPair(db, secret, { memberId, channelIdx })
 */
export async function issueTokenPair(
  db: Db,
  secret: Uint8Array,
  input: IssueInput,
  now = new Date(),
): Promise<TokenPairWire> {
  const familyId = input.familyId ?? randomUUID()
  const scope = input.scope ?? 'full'
  const refreshToken = randomBytes(32).toString('base64url')
  const refreshExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000)
  await db.insert(refreshTokens).values({
    memberId: input.memberId,
    familyId,
    tokenHash: sha256(refreshToken),
    clientId: input.clientId ?? null,
    scope,
    expiresAt: refreshExpiresAt,
  })
  const access = await signAccessToken(
    secret,
    { memberId: input.memberId, channelIdx: input.channelIdx, familyId, scope },
    now,
  )
  return {
    accessToken: access.token,
    refreshToken,
    accessTokenExpiredDate: access.expiresAt.toISOString(),
    refreshTokenExpiredDate: refreshExpiresAt.toISOString(),
  }
}

/**
 * A new access token for a session whose acting channel changed (a channel switch, a deleted
 * channel): the same refresh family and scope, and no refresh token. The family is not forked:
 * its refresh token, wherever the client keeps it, stays the one to renew with, and the next
 * refresh names the member's active channel.
 *
 * @example const token = await reissueAccessToken(secret, member, channel.idx)
 */
export async function reissueAccessToken(
  secret: Uint8Array,
  session: { id: number; familyId: string; scope: SessionScope },
  channelIdx: number | null,
  now = new Date(),
) {
  const access = await signAccessToken(
    secret,
    { memberId: session.id, channelIdx, familyId: session.familyId, scope: session.scope },
    now,
  )
  return { accessToken: access.token, accessTokenExpiredDate: access.expiresAt.toISOString() }
}

/** Revokes every live token of a family (sign-out, detected reuse). */
export async function revokeFamily(db: Db, familyId: string, now = new Date()) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
}

/** Revokes every session of a member (password change or reset, account deletion). */
export async function revokeAllSessions(db: Db, memberId: number, now = new Date()) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.memberId, memberId), isNull(refreshTokens.revokedAt)))
}

const refreshFailed = () => unauthorized('The refresh token is not valid', 'TOKEN_REFRESH_FAILED')

/**
 * Trades a refresh token for a new pair. The presented token is marked rotated; presenting a
 * rotated token again means it leaked, so the whole family is revoked.
 *
 * @example
 * const pair = await rotateRefreshToken(db, secret, { refreshToken, clientId })
 */
export async function rotateRefreshToken(
  db: Db,
  secret: Uint8Array,
  input: { refreshToken: string; clientId?: string | null },
  now = new Date(),
): Promise<TokenPairWire> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(input.refreshToken)))
      .for('update')
    if (!row || row.revokedAt || row.expiresAt <= now) return { kind: 'invalid' as const }
    if (row.rotatedAt) return { kind: 'reused' as const, familyId: row.familyId }
    await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, row.id))
    const [member] = await tx.select().from(members).where(eq(members.id, row.memberId))
    if (!member || member.deletedAt) return { kind: 'invalid' as const }
    if (member.blocked) return { kind: 'blocked' as const, familyId: row.familyId }
    const pair = await issueTokenPair(
      tx as unknown as Db,
      secret,
      {
        memberId: member.id,
        channelIdx: member.activeChannelId,
        clientId: input.clientId ?? row.clientId,
        familyId: row.familyId,
        scope: row.scope === 'embed' ? 'embed' : 'full',
      },
      now,
    )
    return { kind: 'ok' as const, pair }
  })
  if (outcome.kind === 'ok') return outcome.pair
  if (outcome.kind === 'invalid') throw refreshFailed()
  await revokeFamily(db, outcome.familyId, now)
  if (outcome.kind === 'blocked') throw new HttpError(403, 'MEM10029', 'This account is blocked')
  throw refreshFailed()
}

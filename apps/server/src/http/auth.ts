import type { SessionScope } from '@airwave/sdk/contract'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { type AccessClaims, verifyAccessToken } from '../account/tokens'
import type { Db } from '../db/database'
import { channels, members, refreshTokens } from '../db/schema'
import { forbidden, HttpError, unauthorized } from './httpError'

/** The channel a signed-in member acts as. */
export interface AuthChannel {
  /** Internal key (`channels.id`), what other tables reference. */
  idx: number
  /** The public channel id (`/{channelId}`). */
  channelId: string
  nickname: string
  profileImg: string | null
  /** 2 is a platform admin. */
  role: number
}

/** The member behind a valid bearer token, as handlers receive it. */
export interface AuthMember {
  id: number
  email: string
  /** Absent until the member creates a channel. */
  channel: AuthChannel | undefined
  /** Refresh family of the token; sign-out revokes it. */
  familyId: string
  /** `embed`: the session an embed holds on a partner's page (see `embedMayCall`). */
  scope: SessionScope
}

/** The bearer token of a request, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (!header) return undefined
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1]
}

export const accountBlocked = () => new HttpError(403, 'MEM10029', 'This account is blocked')
export const channelBlocked = () => new HttpError(403, 'MEM10058', 'This channel is blocked')
const outOfEmbedScope = () =>
  new HttpError(403, 'EMBED_SCOPE', "An embed's session cannot make this call: sign in on the site")

/**
 * Resolves the member of a request. No token: `undefined`. A token that is invalid, expired,
 * signed out or of a deleted account: 401, so that the client refreshes or signs out. A blocked
 * account or channel: 403 MEM10029 / MEM10058. An embed's session: 403 EMBED_SCOPE unless the
 * call is one an embed may make (`allowEmbed`, which `route()` takes from the contract).
 *
 * @example
 * const member = await resolveMember(db, secret, request)
 */
export async function resolveMember(
  db: Db,
  secret: Uint8Array,
  request: FastifyRequest,
  options: { allowEmbed?: boolean } = {},
): Promise<AuthMember | undefined> {
  const token = bearerToken(request)
  if (!token) return undefined
  const member = await memberOfToken(db, secret, token)
  if (member.scope === 'embed' && !options.allowEmbed) throw outOfEmbedScope()
  return member
}

/**
 * The member behind an access token, checked as every call checks it (signature, expiry, a live
 * refresh family, the account and channel not blocked); throws the same errors as
 * `resolveMember`. The socket checks its handshake token and every write with it.
 *
 * @example
 * const member = await memberOfToken(db, secret, token)
 */
async function memberOfToken(db: Db, secret: Uint8Array, token: string): Promise<AuthMember> {
  const claims = await verifyAccessToken(secret, token)
  if (!claims) throw unauthorized('The access token is not valid or has expired')
  return memberOfClaims(db, claims)
}

/**
 * The member behind verified claims, checked against the database now: the account exists, its
 * refresh family is live (not signed out), neither the account nor the channel is blocked. A
 * socket re-checks its stored claims with it before every write.
 *
 * @example
 * const member = await memberOfClaims(db, socket.data.claims)
 */
export async function memberOfClaims(db: Db, claims: AccessClaims): Promise<AuthMember> {
  const [row] = await db
    .select({
      member: members,
      channel: channels,
      // In the same query: a write checks its caller in one round trip.
      familyLive: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${claims.familyId} and ${refreshTokens.revokedAt} is null)`,
    })
    .from(members)
    .leftJoin(
      channels,
      and(
        // A token minted before the first channel existed acts as the member's active channel.
        eq(channels.id, claims.channelIdx ?? sql`${members.activeChannelId}`),
        eq(channels.ownerId, members.id),
        isNull(channels.deletedAt),
      ),
    )
    .where(eq(members.id, claims.memberId))
  if (!row || row.member.deletedAt) throw unauthorized('The account no longer exists')
  if (!row.familyLive) throw unauthorized('The session has ended')
  if (row.member.blocked) throw accountBlocked()
  const channel = row.channel
  if (channel?.blocked) throw channelBlocked()
  return {
    id: row.member.id,
    email: row.member.email,
    familyId: claims.familyId,
    scope: claims.scope,
    channel: channel
      ? {
          idx: channel.id,
          channelId: channel.handle,
          nickname: channel.nickname,
          profileImg: channel.profileImg,
          role: channel.role,
        }
      : undefined,
  }
}

/**
 * The member's channel, for calls that act as a channel (posting, commenting, blocking).
 *
 * @example
 * const channel = requireChannel(member)
 */
export function requireChannel(member: AuthMember): AuthChannel {
  if (!member.channel) throw forbidden('Create a channel first', 'CHANNEL_REQUIRED')
  return member.channel
}

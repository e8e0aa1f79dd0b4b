import type { Socket } from 'socket.io'
import { type VerifiedClaims, verifyAccessToken } from '../account/tokens'
import type { Db } from '../db/database'
import { type AuthMember, memberOfClaims } from '../http/auth'
import { HttpError, unauthorized } from '../http/httpError'
import { memberRoom, sessionRoom } from './rooms'

/**
 * What a socket keeps about its client, in `socket.data`: connection-state recovery persists it
 * with the session and restores it on whichever instance the client comes back to (a recovered
 * socket skips the handshake middleware). The token itself is not kept, only its verified
 * claims: every write checks them again against the clock and the database.
 */
export interface SocketData {
  clientId: string
  claims?: VerifiedClaims | undefined
  /** The channel entered (its public id as stored), whose viewers this socket counts among. */
  channel?: string | undefined
  /** Who the socket counts as among the channel's viewers (`viewerOf`), while in one. */
  viewer?: string | undefined
}

export const dataOf = (socket: Socket) => socket.data as SocketData

/** A refusal as the socket reports it. */
export interface SocketRefusal {
  code: string
  message: string
}

export const refusalOf = (error: unknown): SocketRefusal | undefined =>
  error instanceof HttpError ? { code: error.code, message: error.message } : undefined

/**
 * Checks a token as the REST calls do (signature, expiry, live family, blocks) and answers its
 * claims, or throws the same HttpError.
 *
 * @example const claims = await claimsOfToken(db, secret, token)
 */
export async function claimsOfToken(
  db: Db,
  secret: Uint8Array,
  token: string,
): Promise<VerifiedClaims> {
  const claims = await verifyAccessToken(secret, token)
  if (!claims) throw unauthorized('The access token is not valid or has expired')
  await memberOfClaims(db, claims)
  return claims
}

/** Gives the socket a member's identity: their claims and their member and session rooms. */
export function signIn(socket: Socket, claims: VerifiedClaims): void {
  signOut(socket)
  dataOf(socket).claims = claims
  socket.join([memberRoom(claims.memberId), sessionRoom(claims.familyId)])
}

/** Back to reading only: the claims and the member's rooms go. */
export function signOut(socket: Socket): void {
  const data = dataOf(socket)
  if (!data.claims) return
  socket.leave(memberRoom(data.claims.memberId))
  socket.leave(sessionRoom(data.claims.familyId))
  data.claims = undefined
}

/**
 * The member a socket writes as, checked now: its claims not expired, its session live, its
 * account and channel not blocked. Anything else signs the socket out (it reads on) and throws
 * 401 (or the block's 403), which the socket also reports as SOCKET_ERROR.
 *
 * @example const member = await writer(db, socket)
 */
export async function writer(db: Db, socket: Socket): Promise<AuthMember> {
  const { claims } = dataOf(socket)
  if (!claims) throw unauthorized('Sign in to chat')
  try {
    if (claims.expiresAt <= Date.now()) {
      throw unauthorized('The access token has expired', 'TOKEN_EXPIRED')
    }
    return await memberOfClaims(db, claims)
  } catch (error) {
    signOut(socket)
    const refusal = refusalOf(error)
    if (refusal) socket.emit('SOCKET_ERROR', refusal)
    throw error
  }
}

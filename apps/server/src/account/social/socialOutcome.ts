import type { SocialCheckResult, SocialPlatform, TokenPair } from '@airwave/sdk/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppDeps } from '../../deps'
import { type AuthMember, accountBlocked } from '../../http/auth'
import { forbidden, HttpError, unauthorized } from '../../http/httpError'
import { withoutRefreshToken, writeSessionCookie } from '../sessionCookie'
import { findMemberByEmail } from '../signIn'
import { issueTokenPair } from '../tokens'
import { moveFlow, SIGN_UP_TTL_MS, type SocialFlow } from './socialFlows'
import { linkedElsewhere, linkSubject, liveMember, memberOfSubject } from './socialLinks'

// What a verified social identity leads to (the check call), and the sign-in it may end in.

/** SOC10004: a flow that expired, failed, or is not this browser's. */
export const flowFailed = (message = 'The social sign-in has expired or failed: start it again') =>
  new HttpError(400, 'SOC10004', message)

/** The client id the transport sends (`x-client-id`), kept with the refresh family. */
function clientIdOf(request: FastifyRequest): string | null {
  const value = request.headers['x-client-id']
  return typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : null
}

/**
 * Signs a member in as e-mail sign-in's page does: a new refresh family, the pair in the
 * httpOnly session cookie, and the answer without the refresh token.
 *
 * @example return signInSocial(deps, memberId, request, reply)
 */
export async function signInSocial(
  deps: Pick<AppDeps, 'db' | 'config'>,
  memberId: number,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<TokenPair> {
  const member = await liveMember(deps.db, memberId)
  if (member.blocked) throw accountBlocked()
  const pair = await issueTokenPair(deps.db, deps.config.jwtSecret, {
    memberId: member.id,
    channelIdx: member.activeChannelId,
    clientId: clientIdOf(request),
  })
  writeSessionCookie(reply, pair, deps.config.production)
  return withoutRefreshToken(pair)
}

/**
 * Decides a verified flow, once (the flow moves on before anything else happens): a link or a
 * re-verification for the member who started it; else a sign-in of the linked member, an
 * address that is an e-mail member's, or a sign-up that waits for its agreement and channel.
 *
 * @example const result = await decideFlow(deps, flow, member, request, reply)
 */
export async function decideFlow(
  deps: Pick<AppDeps, 'db' | 'config'>,
  flow: SocialFlow,
  member: AuthMember | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SocialCheckResult> {
  const { db } = deps
  const platform = flow.platform as SocialPlatform
  const subject = flow.subject as string
  const email = flow.emailVerified ? flow.email : null
  if (flow.intent === 'link' || flow.intent === 'check') {
    if (!member) throw unauthorized()
    if (member.id !== flow.memberId) throw forbidden('This flow was started by another member')
    if (!(await moveFlow(db, flow.id, 'verified', 'done'))) throw flowFailed()
    if (flow.intent === 'link') {
      await linkSubject(db, member.id, { platform, subject, email: flow.email })
      return { status: 'linked', platform, email }
    }
    const owner = await memberOfSubject(db, platform, subject)
    if (owner?.id !== member.id) {
      throw owner ? linkedElsewhere() : flowFailed('This is not the linked account')
    }
    return { status: 'verified', platform, email }
  }
  const owner = await memberOfSubject(db, platform, subject)
  if (owner) {
    if (!(await moveFlow(db, flow.id, 'verified', 'done'))) throw flowFailed()
    const tokens = await signInSocial(deps, owner.id, request, reply)
    return { status: 'signed-in', platform, email, tokens }
  }
  if (email && (await findMemberByEmail(db, email))) {
    await moveFlow(db, flow.id, 'verified', 'done')
    return { status: 'already-registered', platform, email }
  }
  const expiresAt = new Date(Date.now() + SIGN_UP_TTL_MS)
  if (!(await moveFlow(db, flow.id, 'verified', 'sign-up', expiresAt))) throw flowFailed()
  return { status: 'sign-up', platform, email }
}

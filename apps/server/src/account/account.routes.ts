import { accountEndpoints, checkPassword } from '@airwave/sdk/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { now } from '../clock'
import { members } from '../db/schema'
import type { AppDeps } from '../deps'
import { badRequest, conflict, HttpError, unauthorized } from '../http/httpError'
import { route } from '../http/route'
import { serverUrlOf } from '../http/serverUrl'
import { limits } from '../limits/catalogue'
import { accountRow, revokeOtherSessions, setPassword, withdrawAccount } from './accountChanges'
import {
  normalizeEmail,
  requireBirthDate,
  requireValidEmail,
  requireValidPassword,
} from './accountRules'
import { confirmIdentity } from './confirmIdentity'
import { countMailRequest } from './mailRequests'
import { hashPassword, verifyPassword } from './passwords'
import {
  answerSignIn,
  readSessionCookie,
  withoutRefreshToken,
  writeSessionCookie,
} from './sessionCookie'
import { findMemberByEmail, verifyCredentials } from './signIn'
import { mailSignInLink, useSignInLink } from './signInLink'
import { issueTokenPair, revokeAllSessions, revokeFamily, rotateRefreshToken } from './tokens'
import {
  checkVerificationCode,
  consumeVerificationCode,
  sendVerificationCode,
} from './verification'

/** The reasons offered in the withdrawal form (shape not shown: `{ code, reason }`). */
const unregisterReasons = [
  { code: '1', reason: 'I do not use the service often' },
  { code: '2', reason: 'I did not find the content I wanted' },
  { code: '3', reason: 'I have another account' },
  { code: '4', reason: 'Privacy concerns' },
  { code: '5', reason: 'Other' },
]

/** The client id the transport sends (`x-client-id`), kept with the refresh family. */
function clientIdOf(request: FastifyRequest): string | null {
  const value = request.headers['x-client-id']
  return typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : null
}

/**
 * Sign-up, sign-in, token refresh, passwords, sign-out and withdrawal.
 */
export function accountRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, mailer, limiter } = deps
  const secret = deps.config.jwtSecret

  // A fresh token pair for the member, acting as their active channel, answered (and kept in
  // the session cookie when the page asked for it).
  const signIn = async (
    member: { id: number; activeChannelId: number | null },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const pair = await issueTokenPair(db, secret, {
      memberId: member.id,
      channelIdx: member.activeChannelId,
      clientId: clientIdOf(request),
    })
    return answerSignIn(reply, pair, deps.config.production)
  }

  route(app, accountEndpoints.sendVerification, async ({ body, request }) => {
    const email = requireValidEmail(body.email)
    await countMailRequest(limiter, email, request.ip)
    await sendVerificationCode(db, mailer, email)
    return null
  })

  // Whether the address is registered is told only after the right code, as sign-up does.
  route(app, accountEndpoints.checkVerification, async ({ body, request }) => {
    const email = requireValidEmail(body.email)
    await limiter.consume(limits.codeCheck, request.ip)
    await checkVerificationCode(db, email, body.number)
    return { registered: Boolean(await findMemberByEmail(db, email)) }
  })

  route(app, accountEndpoints.signUp, async ({ body, request, reply }) => {
    await limiter.consume(limits.signUp, request.ip)
    const email = requireValidEmail(body.email)
    const password = requireValidPassword(body.password, email)
    const birthDate = requireBirthDate(body.year, body.month, body.day)
    // The code first: only whoever reads the mailbox learns that the address is registered.
    // Before, a registered address answered 409 whatever the code, so anyone could test
    // addresses one by one.
    await consumeVerificationCode(db, email, body.number)
    if (await findMemberByEmail(db, email)) {
      throw conflict('This e-mail is already registered')
    }
    const passwordHash = await hashPassword(password)
    const inserted = await db
      .insert(members)
      .values({ email, passwordHash, birthDate })
      .onConflictDoNothing()
      .returning({ id: members.id })
    const member = inserted[0]
    if (!member) throw conflict('This e-mail is already registered')
    return signIn({ id: member.id, activeChannelId: null }, request, reply)
  })

  route(app, accountEndpoints.signIn, async ({ body, request, reply }) => {
    const member = await verifyCredentials(db, limiter, request, body.email, body.password)
    return signIn(member, request, reply)
  })

  // The owner's way in while sign-in is locked: a one-time link to the account's mailbox.
  route(app, accountEndpoints.requestSignInLink, async ({ body, request }) => {
    const email = requireValidEmail(body.email)
    await countMailRequest(limiter, email, request.ip)
    const siteUrl = deps.config.publicUrl ?? serverUrlOf(app, deps.config.host)
    await mailSignInLink(deps, { email, address: request.ip, siteUrl }, now())
    return null
  })

  route(app, accountEndpoints.signInWithLink, async ({ body, request, reply }) => {
    const member = await useSignInLink(db, body.token, now())
    return signIn(member, request, reply)
  })

  route(app, accountEndpoints.checkAuth, async ({ body, request }) => {
    await verifyCredentials(db, limiter, request, body.email, body.password)
    return null
  })

  // A web app that keeps its pair in the session cookie sends no refresh token: it is read from
  // the cookie, the new pair goes back into it, and the page gets no refresh token.
  route(app, accountEndpoints.refreshTokens, async ({ body, request, reply }) => {
    const fromCookie = body.refreshToken === undefined
    const refreshToken = body.refreshToken ?? readSessionCookie(request)?.refreshToken
    if (!refreshToken) throw unauthorized('No refresh token was sent', 'TOKEN_REFRESH_FAILED')
    const pair = await rotateRefreshToken(db, secret, { refreshToken, clientId: body.clientId })
    if (!fromCookie) return pair
    writeSessionCookie(reply, pair, deps.config.production)
    return withoutRefreshToken(pair)
  })

  route(app, accountEndpoints.checkPassword, async ({ body }) => {
    const { isCombinationAndLength, isNotContinueChar, isNotIncludeForbiddenWord } = checkPassword(
      body.password,
      normalizeEmail(body.email),
    )
    return { isCombinationAndLength, isNotContinueChar, isNotIncludeForbiddenWord }
  })

  route(app, accountEndpoints.changePassword, async ({ body, me: member }) => {
    const row = await accountRow(db, member.id)
    await limiter.consume(limits.passwordChange, `member:${member.id}`)
    if (!(await verifyPassword(row.passwordHash, body.currentPassword.trim()))) {
      throw new HttpError(400, 'MEM10055', 'The current password is not correct')
    }
    const password = requireValidPassword(body.changePassword, row.email)
    if (password === body.currentPassword.trim()) {
      throw badRequest('The new password must differ from the current one', '1005')
    }
    await setPassword(db, member.id, password)
    // Other devices sign in again; this one keeps its session.
    await revokeOtherSessions(db, member.id, member.familyId)
    return null
  })

  route(app, accountEndpoints.resetPassword, async ({ body, request }) => {
    const email = requireValidEmail(body.email)
    await limiter.consume(limits.passwordReset, request.ip)
    const password = requireValidPassword(body.resetPassword, email)
    await consumeVerificationCode(db, email, body.verificationNumber)
    const member = await findMemberByEmail(db, email)
    if (!member) throw badRequest('No account uses this e-mail', 'VERIFICATION_FAILED')
    await setPassword(db, member.id, password)
    await revokeAllSessions(db, member.id)
    return null
  })

  route(app, accountEndpoints.signOut, async ({ me: member }) => {
    await revokeFamily(db, member.familyId)
    // The session's sockets, on every instance, lose their write rights now, and are told.
    deps.realtime.signal('signedOut', member.familyId)
    return null
  })

  // A stolen access token must not withdraw the account: the owner confirms it's them.
  route(app, accountEndpoints.deleteAccount, async ({ body, me: member }) => {
    await confirmIdentity(db, limiter, member, body.password)
    const now = new Date()
    await withdrawAccount(db, member.id, body.unRegisterReason, now)
    // Their channels' posts disappear with them; a rare write, so every page is dropped.
    deps.commentPages.invalidateAll()
    await revokeAllSessions(db, member.id, now)
    return null
  })

  route(app, accountEndpoints.listUnregisterReasons, () => unregisterReasons)
}

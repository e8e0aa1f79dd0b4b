import { randomBytes } from 'node:crypto'
import {
  birthDateProblem,
  isSocialPlatform,
  type SocialCheckResult,
  type SocialPlatform,
  socialEndpoints,
  socialReturnFragment,
} from '@airwave/sdk/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as oidc from 'openid-client'
import {
  checkAvailability,
  checkChannelIdRules,
  checkNicknameRules,
  createChannel,
} from '../../channel/channels'
import type { AppDeps } from '../../deps'
import { type AuthMember, accountBlocked } from '../../http/auth'
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../../http/httpError'
import { hitRateLimit } from '../../http/rateLimit'
import { route } from '../../http/route'
import { withoutRefreshToken, writeSessionCookie } from '../sessionCookie'
import { findMemberByEmail } from '../signIn'
import { issueTokenPair, sha256 } from '../tokens'
import { ensureBinding, readBinding } from './socialBinding'
import {
  authorizingFlow,
  createFlow,
  dropFlow,
  moveFlow,
  pendingSignUp,
  SIGN_UP_TTL_MS,
  type SocialFlow,
  verifiedFlow,
  verifyFlow,
} from './socialFlows'
import {
  countLinks,
  createSocialMember,
  hasPassword,
  linkedElsewhere,
  linkSubject,
  linksOf,
  liveMember,
  memberOfSubject,
  removeMember,
  signUpEmail,
  unlinkAccount,
} from './socialLinks'
import { createSocialProviders } from './socialProviders'

const QUARTER_HOUR = 15 * 60_000
/** Flows a browser address may start: a person tries a few providers a few times. */
const AUTHORIZE_RULE = { limit: 60, windowMs: QUARTER_HOUR }
const CHECK_RULE = { limit: 60, windowMs: QUARTER_HOUR }
const SIGN_UP_RULE = { limit: 20, windowMs: 60 * 60_000 }

const flowFailed = (message = 'The social sign-in has expired or failed: start it again') =>
  new HttpError(400, 'SOC10004', message)

/**
 * The answers of a popup's flow, with their own opener policy (see below): the return pages,
 * and the callback's redirect to them (browsers apply the policy at every redirect).
 */
const POPUP_PAGES =
  /^\/(login\/(popup\/|third-party(\/|$|\?))|member\/auth\/social\/[a-z]+\/callback)/

function clientIdOf(request: FastifyRequest): string | null {
  const value = request.headers['x-client-id']
  return typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : null
}

function requirePlatform(value: string): SocialPlatform {
  if (!isSocialPlatform(value)) throw notFound('No such social platform', 'SOC10005')
  return value
}

/** The server's own URL, once it listens (development: the redirect URI is under it). */
function serverUrlOf(app: FastifyInstance, host: string): string {
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
}

/**
 * Social sign-in over OpenID Connect (google, apple, facebook; the local provider in
 * development and tests), the social sign-up and the linked accounts:
 * - `POST /member/auth/social/{platform}/authorize` starts a flow: state, nonce and the PKCE
 *   verifier stay in the flow's row, tied to this browser by an httpOnly cookie.
 * - `GET|POST /member/auth/social/{platform}/callback` is the redirect URI: the code is traded
 *   (PKCE), the ID token's signature, issuer, audience, expiry and nonce are checked, and the
 *   browser goes back to the flow's return page with a one-time social token in the fragment.
 * - `POST /member/auth/social/{platform}/check` decides: sign in, sign up, link, or verify.
 * - `GET|POST /member/auth/social/sign-up`: the agreement, birth date and channel of a new one.
 * - `GET /v2/member/channel/third-party`, `DELETE …/{thirdPartyIdx}`: the linked accounts.
 */
export function socialRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps
  const secret = config.jwtSecret
  const providers = createSocialProviders(
    config,
    () => serverUrlOf(app, config.host),
    config.logLevel === 'silent' ? undefined : app.log,
  )
  app.addHook('onClose', async () => {
    await providers.close()
  })

  // The popup pages talk to their opener: the site's own pages, and for the embed's popup a
  // partner's page. `same-origin-allow-popups` (every other page) would cut a partner's
  // window.opener, so these pages keep the browser's default.
  app.addHook('onSend', async (request, reply) => {
    if (POPUP_PAGES.test(request.url)) reply.header('cross-origin-opener-policy', 'unsafe-none')
  })

  route(app, socialEndpoints.listProviders, () => ({ providers: providers.offered() }))

  route(app, socialEndpoints.authorize, async ({ params, body, member, request, reply }) => {
    const platform = requirePlatform(params.platform)
    await hitRateLimit(db, `social-authorize:address:${request.ip}`, AUTHORIZE_RULE)
    if (body.intent !== 'login' && !member) throw unauthorized()
    if (body.intent === 'link' && member) {
      const links = await linksOf(db, member.id)
      if (links.some((link) => link.platform === platform)) {
        throw new HttpError(409, 'SOC10002', `A ${platform} account is linked already`)
      }
    }
    if (body.intent === 'check' && member) {
      const links = await linksOf(db, member.id)
      if (!links.some((link) => link.platform === platform)) {
        throw notFound(`No ${platform} account is linked to this account`)
      }
    }
    const client = await providers.client(platform)
    if (!client) throw notFound(`Sign-in with ${platform} is not offered here`, 'SOC10005')
    const state = oidc.randomState()
    const nonce = oidc.randomNonce()
    const codeVerifier = oidc.randomPKCECodeVerifier()
    const bindingHash = ensureBinding(request, reply, config.production)
    await createFlow(db, {
      state,
      platform,
      intent: body.intent,
      memberId: member?.id ?? null,
      bindingHash,
      nonce,
      codeVerifier,
      redirectUri: client.redirectUri,
      returnPath: body.returnPath,
    })
    const url = oidc.buildAuthorizationUrl(client.config, {
      redirect_uri: client.redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      // Re-verifying means signing in again at the provider, not a remembered session.
      ...(body.intent === 'check' ? { prompt: 'login', max_age: '0' } : {}),
      // Apple gives the e-mail only to a form POST answer (the callback takes both); the local
      // provider's "apple" answers the same way.
      ...(platform === 'apple' ? { response_mode: 'form_post' } : {}),
    })
    return { authorizationUrl: url.href }
  })

  // The provider's answer. Whatever happens, the browser goes back to the site: to the flow's
  // return page, or to the platform's popup page when the flow is unknown.
  const callback = async (request: FastifyRequest, reply: FastifyReply) => {
    const { platform: raw } = request.params as { platform: string }
    const platform = requirePlatform(raw)
    const query = new URLSearchParams(request.url.split('?')[1] ?? '')
    const answer =
      request.method === 'POST' && request.body && typeof request.body === 'object'
        ? new URLSearchParams(request.body as Record<string, string>)
        : query
    const back = (path: string, fragment: string) => {
      reply.header('cache-control', 'no-store')
      return reply.redirect(`${path}${fragment}`, 303)
    }
    const fallback = `/login/popup/${platform}`
    const state = answer.get('state')
    const flow = state ? await authorizingFlow(db, platform, state) : undefined
    if (!flow) return back(fallback, socialReturnFragment({ kind: 'failed', code: 'SOC10004' }))
    if (readBinding(request) !== flow.bindingHash) {
      await dropFlow(db, flow.id)
      return back(fallback, socialReturnFragment({ kind: 'failed', code: 'SOC10004' }))
    }
    const error = answer.get('error')
    if (error) {
      await dropFlow(db, flow.id)
      const cancelled = error === 'access_denied'
      return back(
        flow.returnPath,
        socialReturnFragment(
          cancelled ? { kind: 'cancelled' } : { kind: 'failed', code: 'SOC10004' },
        ),
      )
    }
    try {
      const client = await providers.client(platform)
      if (!client) throw flowFailed()
      const currentUrl = new URL(flow.redirectUri)
      for (const [key, value] of answer) currentUrl.searchParams.set(key, value)
      const tokens = await oidc.authorizationCodeGrant(client.config, currentUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      })
      const claims = tokens.claims()
      if (!claims?.sub) throw flowFailed()
      const socialToken = randomBytes(32).toString('base64url')
      const moved = await verifyFlow(db, flow.id, {
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email.slice(0, 254) : null,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name.slice(0, 100) : null,
        tokenHash: sha256(socialToken),
      })
      if (!moved) throw flowFailed()
      return back(flow.returnPath, socialReturnFragment({ kind: 'token', socialToken }))
    } catch (failure) {
      request.log.warn({ err: failure, platform }, 'social callback refused')
      await dropFlow(db, flow.id)
      return back(flow.returnPath, socialReturnFragment({ kind: 'failed', code: 'SOC10004' }))
    }
  }
  app.register(async (scope) => {
    // Apple answers with a form POST (response_mode=form_post).
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )
    scope.route({
      method: ['GET', 'POST'],
      url: '/member/auth/social/:platform/callback',
      handler: callback,
    })
  })

  const signIn = async (memberId: number, request: FastifyRequest, reply: FastifyReply) => {
    const member = await liveMember(db, memberId)
    if (member.blocked) throw accountBlocked()
    const pair = await issueTokenPair(db, secret, {
      memberId: member.id,
      channelIdx: member.activeChannelId,
      clientId: clientIdOf(request),
    })
    writeSessionCookie(reply, pair, config.production)
    return withoutRefreshToken(pair)
  }

  const decide = async (
    flow: SocialFlow,
    member: AuthMember | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<SocialCheckResult> => {
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
      return {
        status: 'signed-in',
        platform,
        email,
        tokens: await signIn(owner.id, request, reply),
      }
    }
    if (email && (await findMemberByEmail(db, email))) {
      await moveFlow(db, flow.id, 'verified', 'done')
      return { status: 'already-registered', platform, email }
    }
    const expiresAt = new Date(Date.now() + SIGN_UP_TTL_MS)
    if (!(await moveFlow(db, flow.id, 'verified', 'sign-up', expiresAt))) throw flowFailed()
    return { status: 'sign-up', platform, email }
  }

  route(app, socialEndpoints.check, async ({ params, body, member, request, reply }) => {
    const platform = requirePlatform(params.platform)
    await hitRateLimit(db, `social-check:address:${request.ip}`, CHECK_RULE)
    const binding = readBinding(request)
    if (!binding) throw flowFailed()
    const flow = await verifiedFlow(db, platform, sha256(body.accessToken), binding)
    if (!flow) throw flowFailed()
    return decide(flow, member, request, reply)
  })

  route(app, socialEndpoints.getSignUp, async ({ request }) => {
    const binding = readBinding(request)
    const flow = binding ? await pendingSignUp(db, binding) : undefined
    if (!flow) throw notFound('No social sign-up is waiting in this browser', 'SOC10004')
    return {
      platform: flow.platform as SocialPlatform,
      email: flow.emailVerified ? flow.email : null,
      name: flow.name,
      expiresAt: flow.expiresAt.toISOString(),
    }
  })

  route(app, socialEndpoints.signUp, async ({ body, request, reply }) => {
    await hitRateLimit(db, `sign-up:address:${request.ip}`, SIGN_UP_RULE)
    const binding = readBinding(request)
    const flow = binding ? await pendingSignUp(db, binding) : undefined
    if (!flow?.subject) throw notFound('No social sign-up is waiting in this browser', 'SOC10004')
    const problem = birthDateProblem(body.year, body.month, body.day)
    if (problem === 'too-young') throw badRequest('You are too young to sign up')
    if (problem) throw badRequest('The birth date is not a real date')
    const nickname = body.nickname.normalize('NFC')
    checkChannelIdRules(body.channelId)
    checkNicknameRules(nickname)
    await checkAvailability(db, { channelId: body.channelId, nickname })
    const platform = flow.platform as SocialPlatform
    if (await memberOfSubject(db, platform, flow.subject)) throw linkedElsewhere()
    // The flow is used once: a double submit creates one account.
    if (!(await moveFlow(db, flow.id, 'sign-up', 'done'))) throw flowFailed()
    const memberId = await createSocialMember(db, {
      platform,
      subject: flow.subject,
      email: await signUpEmail(db, platform, flow.subject, flow.email, flow.emailVerified),
      linkEmail: flow.email,
      birthDate: `${body.year}-${String(body.month).padStart(2, '0')}-${String(body.day).padStart(2, '0')}`,
    })
    try {
      await createChannel(db, memberId, { handle: body.channelId, nickname })
    } catch (failure) {
      // The id or nickname was taken meanwhile: no account without its channel is left, and
      // the sign-up can be sent again with another.
      await removeMember(db, memberId)
      await moveFlow(db, flow.id, 'done', 'sign-up')
      throw failure
    }
    return signIn(memberId, request, reply)
  })

  route(app, socialEndpoints.listLinks, async ({ me, query }) => {
    const account = await liveMember(db, me.id)
    const links = await linksOf(db, me.id)
    const start = (query.page - 1) * query.limit
    return {
      items: links.slice(start, start + query.limit).map((link) => ({
        thirdPartyIdx: link.id,
        socialPlatform: link.platform,
        email: link.email,
        createDate: link.createdAt.toISOString(),
      })),
      total: links.length,
      hasPassword: hasPassword(account),
    }
  })

  route(app, socialEndpoints.unlink, async ({ id, me }) => {
    const thirdPartyIdx = id('thirdPartyIdx')
    const links = await linksOf(db, me.id)
    if (!links.some((link) => link.id === thirdPartyIdx)) {
      throw notFound('No linked account has this id')
    }
    const account = await liveMember(db, me.id)
    if (!hasPassword(account) && (await countLinks(db, me.id)) <= 1) {
      throw new HttpError(
        409,
        'SOC10003',
        'This is the only way to sign in to this account: set a password first',
      )
    }
    await unlinkAccount(db, me.id, thirdPartyIdx)
    return null
  })
}

import {
  birthDateProblem,
  isSocialPlatform,
  type SocialPlatform,
  socialEndpoints,
} from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import * as oidc from 'openid-client'
import {
  checkAvailability,
  checkChannelIdRules,
  checkNicknameRules,
  createChannel,
} from '../../channel/channels'
import type { AppDeps } from '../../deps'
import { badRequest, HttpError, notFound, unauthorized } from '../../http/httpError'
import { route } from '../../http/route'
import { serverUrlOf } from '../../http/serverUrl'
import { limits } from '../../limits/catalogue'
import { sha256 } from '../tokens'
import { ensureBinding, readBinding } from './socialBinding'
import { registerSocialCallback } from './socialCallback'
import { createFlow, moveFlow, pendingSignUp, verifiedFlow } from './socialFlows'
import {
  countLinks,
  createSocialMember,
  hasPassword,
  linkedElsewhere,
  linksOf,
  liveMember,
  memberOfSubject,
  removeMember,
  signUpEmail,
  unlinkAccount,
} from './socialLinks'
import { decideFlow, flowFailed, signInSocial } from './socialOutcome'
import { createSocialProviders } from './socialProviders'

/**
 * The answers of a popup's flow, with their own opener policy (see below): the return pages,
 * and the callback's redirect to them (browsers apply the policy at every redirect).
 */
const POPUP_PAGES =
  /^\/(login\/(popup\/|third-party(\/|$|\?))|member\/auth\/social\/[a-z]+\/callback)/

function requirePlatform(value: string): SocialPlatform {
  if (!isSocialPlatform(value)) throw notFound('No such social platform', 'SOC10005')
  return value
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
    await deps.limiter.consume(limits.socialAuthorize, request.ip)
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

  registerSocialCallback(app, deps, providers)

  route(app, socialEndpoints.check, async ({ params, body, member, request, reply }) => {
    const platform = requirePlatform(params.platform)
    await deps.limiter.consume(limits.socialCheck, request.ip)
    const binding = readBinding(request)
    if (!binding) throw flowFailed()
    const flow = await verifiedFlow(db, platform, sha256(body.accessToken), binding)
    if (!flow) throw flowFailed()
    return decideFlow(deps, flow, member, request, reply)
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
    await deps.limiter.consume(limits.signUp, request.ip)
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
    return signInSocial(deps, memberId, request, reply)
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

import { randomBytes } from 'node:crypto'
import { isSocialPlatform, socialReturnFragment } from '@airwave/sdk/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as oidc from 'openid-client'
import type { AppDeps } from '../../deps'
import { sha256 } from '../tokens'
import { readBinding } from './socialBinding'
import { authorizingFlow, dropFlow, verifyFlow } from './socialFlows'
import { flowFailed } from './socialOutcome'
import type { SocialProviders } from './socialProviders'

/**
 * The redirect URI, `GET|POST /member/auth/social/{platform}/callback` (`POST`: Apple's
 * `form_post`): the provider's answer to a flow of this browser (else refused: a forged or
 * replayed state, a login CSRF) is traded for the tokens with the PKCE verifier, the ID token's
 * signature, issuer, audience, expiry and nonce checked, and the verified identity kept under a
 * one-time social token. Whatever happens, the browser goes back to the site: to the flow's
 * return page with `#socialToken=…`, `#error=cancelled` or `#error=failed&code=…`, or to the
 * platform's popup page when the flow is unknown.
 *
 * @example registerSocialCallback(app, deps, providers)
 */
export function registerSocialCallback(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db'>,
  providers: SocialProviders,
): void {
  const { db } = deps
  const callback = async (request: FastifyRequest, reply: FastifyReply) => {
    const { platform: raw } = request.params as { platform: string }
    if (!isSocialPlatform(raw)) return reply.code(404).send()
    const platform = raw
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
}

import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SOCIAL_PLATFORMS, type SocialPlatform } from '@airwave/sdk/contract'
import { exportJWK, generateKeyPair } from 'jose'
import Provider from 'oidc-provider'
import { errorPage, PLATFORM_NAMES, signInPage } from './localProviderPage'
import { memoryAdapterClass } from './localProviderStore'

/** A client of the local provider: what the site's server authenticates with. */
interface LocalClient {
  clientId: string
  clientSecret: string
}

export interface LocalProvider {
  /** `http://127.0.0.1:{port}`: the issuer, with its discovery document. */
  issuer: string
  clients: Record<SocialPlatform, LocalClient>
  close(): Promise<void>
}

interface Account {
  email: string
  name: string
}

/** Stable per address, so the same e-mail is the same account after a restart. */
const subjectOf = (email: string) =>
  `local-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`

/** The form fields of a POSTed sign-in page (at most 4 kB: two short fields). */
async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = ''
  for await (const chunk of req) {
    body += chunk
    if (body.length > 4096) break
  }
  return new URLSearchParams(body.slice(0, 4096))
}

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
  })
  res.end(html)
}

export interface LocalProviderOptions {
  /** The site's callback of a platform: the only redirect URI its client accepts. */
  redirectUri(platform: SocialPlatform): string
  /** The name the sign-in page gives the asking site. */
  appName?: string
}

/**
 * Starts the local OpenID provider (the `oidc-provider` package) on 127.0.0.1, a free port:
 * the stand-in for google, apple and facebook in development and tests, one confidential
 * client each (`google-local`, …), PKCE required, ES256-signed ID tokens carrying the e-mail
 * and name. Its sign-in page is a real page of its own (`/interaction/{uid}`): any e-mail
 * address signs in, with no password; Cancel answers `access_denied`.
 *
 * @example
 * const local = await startLocalProvider({ redirectUri: (p) => `${url}/member/auth/social/${p}/callback` })
 * await local.close()
 */
export async function startLocalProvider(options: LocalProviderOptions): Promise<LocalProvider> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.writeHead(503).end()
  }
  const server = createServer((req, res) => handle(req, res))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const issuer = `http://127.0.0.1:${port}`

  const { privateKey } = await generateKeyPair('ES256', { extractable: true })
  const jwk = { ...(await exportJWK(privateKey)), kid: 'local-es256', alg: 'ES256', use: 'sig' }
  const accounts = new Map<string, Account>()
  const clients = Object.fromEntries(
    SOCIAL_PLATFORMS.map((platform) => [
      platform,
      { clientId: `${platform}-local`, clientSecret: randomBytes(24).toString('base64url') },
    ]),
  ) as Record<SocialPlatform, LocalClient>
  const platformOf = (clientId: unknown) =>
    SOCIAL_PLATFORMS.find((platform) => clients[platform].clientId === clientId)

  const provider = new Provider(issuer, {
    adapter: memoryAdapterClass(),
    clients: SOCIAL_PLATFORMS.map((platform) => ({
      client_id: clients[platform].clientId,
      client_secret: clients[platform].clientSecret,
      client_name: PLATFORM_NAMES[platform],
      redirect_uris: [options.redirectUri(platform)],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'ES256',
    })),
    jwks: { keys: [jwk] },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The e-mail and name in the ID token itself, as Google's and Apple's are.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub)
      if (!account) return undefined
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: true, name: account.name }),
      }
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true, methods: ['S256'] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    ttl: {
      AuthorizationCode: 60,
      IdToken: 600,
      AccessToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html'
      ctx.body = errorPage(String(out.error_description ?? out.error ?? 'The request failed'))
    },
  })
  const callback = provider.callback()

  const interaction = async (req: IncomingMessage, res: ServerResponse, path: string[]) => {
    const [uid, action] = path
    const details = await provider.interactionDetails(req, res)
    if (details.uid !== uid) throw new Error('interaction mismatch')
    const platform = platformOf(details.params.client_id) ?? 'google'
    const platformName = PLATFORM_NAMES[platform]
    const appName = options.appName ?? 'Airwave'
    if (details.prompt.name === 'consent') {
      // The three clients are the site's own: the consent is given without a page, as the
      // real providers do once a member has agreed.
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({
            accountId: String(details.session?.accountId),
            clientId: String(details.params.client_id),
          })
      if (!grant) throw new Error('grant not found')
      const missing = details.prompt.details as {
        missingOIDCScope?: string[]
        missingOIDCClaims?: string[]
      }
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims)
      const grantId = await grant.save()
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      )
      return
    }
    if (req.method === 'GET' && !action) {
      sendHtml(res, 200, signInPage({ uid: details.uid, platformName, appName }))
      return
    }
    if (req.method === 'POST' && action === 'abort') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The member cancelled the sign-in' },
        { mergeWithLastSubmission: false },
      )
      return
    }
    if (req.method === 'POST' && action === 'login') {
      const form = await readForm(req)
      const email = (form.get('email') ?? '').trim().toLowerCase()
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 120) {
        sendHtml(
          res,
          400,
          signInPage({
            uid: details.uid,
            platformName,
            appName,
            email,
            error: 'Enter an e-mail address.',
          }),
        )
        return
      }
      const name = (form.get('name') ?? '').trim().slice(0, 60) || email.split('@')[0] || email
      const accountId = subjectOf(email)
      accounts.set(accountId, { email, name })
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      )
      return
    }
    res.writeHead(405).end()
  }

  handle = (req, res) => {
    const path = (req.url ?? '/').split('?')[0]?.split('/').filter(Boolean) ?? []
    if (path[0] !== 'interaction') {
      callback(req, res)
      return
    }
    interaction(req, res, path.slice(1)).catch((error: unknown) => {
      if (res.headersSent) {
        res.end()
        return
      }
      const message =
        error instanceof Error && error.name === 'SessionNotFound'
          ? 'This sign-in has expired. Go back to the site and start again.'
          : 'The sign-in could not continue. Go back to the site and start again.'
      sendHtml(res, 400, errorPage(message))
    })
  }

  return {
    issuer,
    clients,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

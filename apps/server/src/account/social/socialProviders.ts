import { SOCIAL_PLATFORMS, type SocialPlatform } from '@airwave/sdk/contract'
import * as oidc from 'openid-client'
import type { Config } from '../../config'
import { type LocalProvider, startLocalProvider } from './localProvider'

/** A platform ready for a flow: the OpenID client and the site's callback for it. */
interface SocialClient {
  config: oidc.Configuration
  redirectUri: string
  local: boolean
}

export interface SocialProviders {
  /** The platforms offered, in button order: configured ones, and outside production the rest through the local provider. */
  offered(): { platform: SocialPlatform; local: boolean }[]
  /** The client of an offered platform (discovery on first use); `undefined` when not offered. */
  client(platform: SocialPlatform): Promise<SocialClient | undefined>
  close(): Promise<void>
}

interface Logger {
  info(object: object, message: string): void
}

/**
 * The OpenID client of an issuer, from its discovery document: confidential (client secret,
 * basic auth), and checking every ID token's signature against the issuer's published keys
 * (`enableNonRepudiationChecks`: openid-client otherwise trusts TLS for the token endpoint's
 * answer), besides its issuer, audience, expiry and nonce. `insecure` allows plain http, for
 * the local provider only.
 *
 * @example const config = await openIdClient('https://accounts.google.com', id, secret)
 */
export function openIdClient(
  issuer: string,
  clientId: string,
  clientSecret: string,
  options: { insecure?: boolean } = {},
): Promise<oidc.Configuration> {
  const execute = options.insecure
    ? [oidc.allowInsecureRequests, oidc.enableNonRepudiationChecks]
    : [oidc.enableNonRepudiationChecks]
  return oidc.discovery(new URL(issuer), clientId, clientSecret, undefined, { execute })
}

/**
 * The social platforms of this server. A platform with a client id and secret in the
 * environment goes to its real issuer (discovery, TLS only); outside production every other
 * platform goes to the local OpenID provider, started on 127.0.0.1 the first time a flow needs
 * it and closed with the server. In production only configured platforms are offered. Every
 * client checks the ID token's signature against the issuer's keys (non-repudiation checks), its
 * audience, issuer, expiry and nonce, and the flow's state and PKCE verifier.
 *
 * @example
 * const providers = createSocialProviders(config, () => server.url, log)
 * const google = await providers.client('google')
 */
export function createSocialProviders(
  config: Config,
  serverUrl: () => string,
  log?: Logger,
): SocialProviders {
  const configured = new Map((config.socialProviders ?? []).map((p) => [p.platform, p]))
  const useLocal = (platform: SocialPlatform) => !config.production && !configured.has(platform)
  const callbackOf = (platform: SocialPlatform) =>
    `${config.publicUrl ?? serverUrl()}/member/auth/social/${platform}/callback`
  let local: Promise<LocalProvider> | undefined
  const clients = new Map<SocialPlatform, Promise<SocialClient>>()

  const startLocal = () => {
    local ??= startLocalProvider({ redirectUri: callbackOf }).then((provider) => {
      log?.info(
        { issuer: provider.issuer },
        'local OpenID provider started (stands in for google, apple and facebook)',
      )
      return provider
    })
    return local
  }

  const discover = async (platform: SocialPlatform): Promise<SocialClient> => {
    const real = configured.get(platform)
    if (real) {
      const clientConfig = await openIdClient(real.issuer, real.clientId, real.clientSecret)
      return { config: clientConfig, redirectUri: callbackOf(platform), local: false }
    }
    const provider = await startLocal()
    const { clientId, clientSecret } = provider.clients[platform]
    // The local provider is plain http on 127.0.0.1; every other check stays on.
    const clientConfig = await openIdClient(provider.issuer, clientId, clientSecret, {
      insecure: true,
    })
    return { config: clientConfig, redirectUri: callbackOf(platform), local: true }
  }

  return {
    offered: () =>
      SOCIAL_PLATFORMS.filter((platform) => configured.has(platform) || useLocal(platform)).map(
        (platform) => ({ platform, local: !configured.has(platform) }),
      ),
    client(platform) {
      if (!configured.has(platform) && !useLocal(platform)) return Promise.resolve(undefined)
      let pending = clients.get(platform)
      if (!pending) {
        pending = discover(platform)
        // A failed discovery (the issuer unreachable) is tried again by the next flow.
        pending.catch(() => clients.delete(platform))
        clients.set(platform, pending)
      }
      return pending
    },
    async close() {
      const provider = await local?.catch(() => undefined)
      await provider?.close()
    },
  }
}

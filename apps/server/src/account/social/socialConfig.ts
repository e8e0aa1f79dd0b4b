import { SOCIAL_PLATFORMS, type SocialPlatform } from '@airwave/sdk/contract'

type Env = Record<string, string | undefined>

/** A real provider, configured in the environment. */
export interface SocialProviderConfig {
  platform: SocialPlatform
  clientId: string
  clientSecret: string
  /** The OpenID issuer, read through its discovery document. */
  issuer: string
}

/**
 * The issuers of the three platforms. Facebook's is its OpenID Connect one (Limited Login);
 * `AIRWAVE_SOCIAL_{PLATFORM}_ISSUER` replaces any of them (a proxy, or a test provider).
 */
const DEFAULT_ISSUERS: Record<SocialPlatform, string> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  facebook: 'https://www.facebook.com',
}

/**
 * The providers configured in the environment: each platform whose
 * `AIRWAVE_SOCIAL_{GOOGLE|APPLE|FACEBOOK}_CLIENT_ID` and `_CLIENT_SECRET` are both set. One
 * without the other is a mistake, said at start.
 *
 * @example loadSocialProviders(process.env) // [{ platform: 'google', clientId, clientSecret, issuer }]
 */
export function loadSocialProviders(env: Env): SocialProviderConfig[] {
  const providers: SocialProviderConfig[] = []
  for (const platform of SOCIAL_PLATFORMS) {
    const prefix = `AIRWAVE_SOCIAL_${platform.toUpperCase()}`
    const clientId = env[`${prefix}_CLIENT_ID`]
    const clientSecret = env[`${prefix}_CLIENT_SECRET`]
    if (!clientId && !clientSecret) continue
    if (!clientId || !clientSecret) {
      throw new Error(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET go together`)
    }
    const issuer = env[`${prefix}_ISSUER`] || DEFAULT_ISSUERS[platform]
    if (!/^https?:\/\//.test(issuer)) {
      throw new Error(`${prefix}_ISSUER must be an http(s) URL`)
    }
    providers.push({ platform, clientId, clientSecret, issuer })
  }
  return providers
}

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose'
import * as oidc from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testConfig } from '../../testing/testServer'
import { loadSocialProviders } from './socialConfig'
import { createSocialProviders, openIdClient } from './socialProviders'

describe('the configured providers', () => {
  it('reads each platform from its client id and secret, with its issuer', () => {
    expect(
      loadSocialProviders({
        AIRWAVE_SOCIAL_GOOGLE_CLIENT_ID: 'g-id',
        AIRWAVE_SOCIAL_GOOGLE_CLIENT_SECRET: 'g-secret',
        AIRWAVE_SOCIAL_FACEBOOK_CLIENT_ID: 'f-id',
        AIRWAVE_SOCIAL_FACEBOOK_CLIENT_SECRET: 'f-secret',
        AIRWAVE_SOCIAL_FACEBOOK_ISSUER: 'https://id.example',
      }),
    ).toEqual([
      {
        platform: 'google',
        clientId: 'g-id',
        clientSecret: 'g-secret',
        issuer: 'https://accounts.google.com',
      },
      {
        platform: 'facebook',
        clientId: 'f-id',
        clientSecret: 'f-secret',
        issuer: 'https://id.example',
      },
    ])
    expect(() => loadSocialProviders({ AIRWAVE_SOCIAL_APPLE_CLIENT_ID: 'a-id' })).toThrow(
      /go together/,
    )
  })

  it('offers only configured platforms in production, and the rest locally in development', async () => {
    const google = {
      platform: 'google' as const,
      clientId: 'g',
      clientSecret: 's',
      issuer: 'https://accounts.google.com',
    }
    const production = createSocialProviders(
      testConfig({ production: true, socialProviders: [google] }),
      () => 'http://127.0.0.1:1',
    )
    expect(production.offered()).toEqual([{ platform: 'google', local: false }])
    expect(await production.client('apple')).toBeUndefined()
    expect(createSocialProviders(testConfig({ production: true }), () => '').offered()).toEqual([])
    const development = createSocialProviders(testConfig({ socialProviders: [google] }), () => '')
    expect(development.offered()).toEqual([
      { platform: 'google', local: false },
      { platform: 'apple', local: true },
      { platform: 'facebook', local: true },
    ])
  })
})

/**
 * A provider whose token endpoint answers whatever ID token the test sets: the client must
 * refuse a forged signature, another audience, another issuer and another nonce.
 */
describe('the ID token checks', () => {
  let server: Server
  let issuer = ''
  let idToken = ''
  let publicJwk: JWK
  let signingKey: CryptoKey
  let otherKey: CryptoKey

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256', { extractable: true })
    signingKey = pair.privateKey
    publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' }
    otherKey = (await generateKeyPair('ES256')).privateKey
    server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json')
      if (req.url === '/.well-known/openid-configuration') {
        res.end(
          JSON.stringify({
            issuer,
            authorization_endpoint: `${issuer}/auth`,
            token_endpoint: `${issuer}/token`,
            jwks_uri: `${issuer}/jwks`,
            response_types_supported: ['code'],
            id_token_signing_alg_values_supported: ['ES256'],
          }),
        )
      } else if (req.url === '/jwks') {
        res.end(JSON.stringify({ keys: [publicJwk] }))
      } else if (req.url === '/token' && req.method === 'POST') {
        req.resume()
        req.on('end', () =>
          res.end(JSON.stringify({ access_token: 'at', token_type: 'Bearer', id_token: idToken })),
        )
      } else res.writeHead(404).end('{}')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const token = (claims: Record<string, unknown>, key = signingKey) =>
    new SignJWT({ nonce: 'nonce-1', ...claims })
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .setIssuer(String(claims.iss ?? issuer))
      .setAudience(String(claims.aud ?? 'client-1'))
      .setSubject('user-1')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key)

  const trade = async () => {
    const config = await openIdClient(issuer, 'client-1', 'secret-1', { insecure: true })
    const verifier = oidc.randomPKCECodeVerifier()
    return oidc.authorizationCodeGrant(
      config,
      new URL('http://127.0.0.1/callback?code=code-1&state=state-1'),
      {
        pkceCodeVerifier: verifier,
        expectedState: 'state-1',
        expectedNonce: 'nonce-1',
        idTokenExpected: true,
      },
    )
  }

  it('accepts a token signed by the issuer for this client', async () => {
    idToken = await token({})
    expect((await trade()).claims()?.sub).toBe('user-1')
  })

  it('refuses a forged signature, another audience, another issuer and another nonce', async () => {
    // Which check refused the token: the claim named in the error, or the signature.
    const refusal = async () => {
      const error = await trade().then(
        () => undefined,
        (failure: { message: string; cause?: { message?: string } }) => failure,
      )
      return error?.cause?.message ?? error?.message
    }
    idToken = await token({}, otherKey)
    expect(await refusal()).toMatch(/signature/i)
    idToken = await token({ aud: 'someone-else' })
    expect(await refusal()).toMatch(/"aud"/)
    idToken = await token({ iss: 'https://evil.example' })
    expect(await refusal()).toMatch(/"iss"/)
    idToken = await token({ nonce: 'another' })
    expect(await refusal()).toMatch(/"nonce"/)
  })
})

import { ApiError, createClient, type EndpointGroups } from '@airwave/sdk'
import { accountEndpoints } from '@airwave/sdk/account'
import { channelEndpoints } from '@airwave/sdk/channel'

/**
 * The SDK's client over the account and channel endpoints, signed with whatever token `token()`
 * gives (no automatic refresh: tests drive the refresh themselves).
 *
 * @example
 * let token: string | undefined
 * const client = sdkClient(server.url, () => token)
 */
export function sdkClient(baseUrl: string, token: () => string | undefined = () => undefined) {
  return createClient({
    baseUrl,
    clientId: 'test-web',
    endpoints: { account: accountEndpoints, channel: channelEndpoints },
    session: {
      getAccessToken: async () => token(),
      refresh: async () => {
        throw new Error('refresh is driven by the test')
      },
      on: () => () => {},
    },
  })
}

/** The ApiError a call rejects with (fails the test if it resolves). */
export async function apiError(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('Expected the call to fail')
}

/**
 * The SDK's client over `endpoints`, each call signed with `token` (a guest's without one):
 * what every domain's test kit calls its server with.
 *
 * @example
 * const client = signedClient(server.url, { chat: chatEndpoints }, viewer.token)
 */
export function signedClient<const E extends EndpointGroups>(
  baseUrl: string,
  endpoints: E,
  token?: string,
) {
  const signed: typeof fetch = (input, init) =>
    fetch(input, {
      ...init,
      headers: { ...(init?.headers as Record<string, string>), authorization: `Bearer ${token}` },
    })
  return createClient({ baseUrl, endpoints, ...(token ? { fetch: signed } : {}) })
}

import { assign, emit, fromPromise, setup, spawnChild } from 'xstate'
import type { TokenPair } from './tokenPair'
import { readTokenPair, type TokenStore } from './tokenStore'

/** Why the session ended: the user asked, or renewing the tokens was impossible. */
export type SignOutReason =
  | 'requested'
  | 'refresh-failed'
  | 'missing-refresh-token'
  | 'missing-client-id'

export interface SignedOutEvent {
  type: 'signed-out'
  reason: SignOutReason
}

export interface SessionInput {
  tokenStore: TokenStore
  /** Sent with every refresh; without it the session cannot be renewed. */
  clientId?: string
  /** Origin of the app's own server hosting /api/auth/refresh. Default `''`. */
  baseUrl?: string
  fetch?: typeof fetch
}

/** Ends the session on the server with the access token it is giving up (its sign-out call). */
export type RevokeTokens = (accessToken: string) => Promise<unknown>

export interface SessionContext extends SessionInput {
  tokens?: TokenPair
  reason: SignOutReason
  /** Set by a SIGN_OUT that asks for it; run before the pair is dropped. */
  revoke?: RevokeTokens | undefined
}

export type SessionEvent =
  | { type: 'REFRESH' }
  | { type: 'SIGN_IN'; tokens: TokenPair }
  | { type: 'SIGN_OUT'; revoke?: RevokeTokens }

export interface RefreshInput {
  baseUrl: string
  clientId: string
  /** Absent when the store keeps it in the server's cookie, which the call then carries. */
  refreshToken?: string | undefined
  fetch?: typeof fetch
}

/**
 * POST {baseUrl}/api/auth/refresh with `{ clientId, refreshToken }` (no `refreshToken` when the
 * cookie holds it). A status of 400 or above is a failure; the answer is the pair, bare or in
 * the envelope.
 *
 * @example
 * const pair = await refreshTokenPair({ baseUrl: '', clientId, refreshToken })
 */
export async function refreshTokenPair(input: RefreshInput): Promise<TokenPair> {
  const fetcher = input.fetch ?? globalThis.fetch
  const response = await fetcher(`${input.baseUrl}/api/auth/refresh`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      input.refreshToken === undefined
        ? { clientId: input.clientId }
        : { clientId: input.clientId, refreshToken: input.refreshToken },
    ),
  })
  if (response.status >= 400) throw new Error(`Token refresh failed (${response.status})`)
  const pair = readTokenPair(await response.json())
  if (!pair) throw new Error('Token refresh answered without a token pair')
  return pair
}

const store = ({ context }: { context: SessionContext }) => ({ tokenStore: context.tokenStore })
// Only used on entering states whose transition has just assigned the tokens.
const storeWithTokens = ({ context }: { context: SessionContext }) => ({
  tokenStore: context.tokenStore,
  tokens: context.tokens as TokenPair,
})

/**
 * The session: loads the stored pair, renews it with exactly one refresh in flight, and signs
 * out (emitting one `signed-out`) when renewing is impossible. I/O is in swappable actors.
 *
 * @example
 * const actor = createActor(sessionMachine.provide({ actors: { loadTokens: fakeLoad } }), {
 *   input: { tokenStore: memoryTokenStore(), clientId: 'web' },
 * }).start()
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SignedOutEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadTokens: fromPromise<TokenPair | undefined, { tokenStore: TokenStore }>(({ input }) =>
      input.tokenStore.get(),
    ),
    storeTokens: fromPromise<void, { tokenStore: TokenStore; tokens: TokenPair }>(({ input }) =>
      input.tokenStore.set(input.tokens),
    ),
    clearTokens: fromPromise<void, { tokenStore: TokenStore }>(({ input }) =>
      input.tokenStore.clear(),
    ),
    refreshTokens: fromPromise<TokenPair, RefreshInput>(({ input }) => refreshTokenPair(input)),
    revokeTokens: fromPromise<unknown, { revoke: RevokeTokens; accessToken: string }>(({ input }) =>
      input.revoke(input.accessToken),
    ),
  },
  actions: {
    signOutBecause: assign((_, params: { reason: SignOutReason }) => ({ reason: params.reason })),
    keepRevoke: assign(({ event }) => ({
      revoke: event.type === 'SIGN_OUT' ? event.revoke : undefined,
    })),
  },
  guards: {
    noClientId: ({ context }) => !context.clientId,
    noRefreshToken: ({ context }) =>
      !context.tokens?.refreshToken && !context.tokenStore.keepsRefreshToken,
    revokes: ({ context }) => !!context.revoke && !!context.tokens?.accessToken,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ ...input, reason: 'requested' }),
  initial: 'loading',
  on: {
    SIGN_IN: {
      target: '.signingIn',
      // A new access token of the same session (a channel switch) comes without a refresh
      // token: the one held still renews it, as after a refresh that does not rotate.
      actions: assign({
        tokens: ({ context, event }) =>
          event.tokens.refreshToken || !context.tokens?.refreshToken
            ? event.tokens
            : {
                ...event.tokens,
                refreshToken: context.tokens.refreshToken,
                refreshTokenExpiredDate: context.tokens.refreshTokenExpiredDate,
              },
      }),
    },
    SIGN_OUT: {
      target: '.signingOut',
      actions: [{ type: 'signOutBecause', params: { reason: 'requested' } }, 'keepRevoke'],
    },
  },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        src: 'loadTokens',
        input: store,
        onDone: [
          {
            guard: ({ event }) => !!event.output?.accessToken,
            target: 'authenticated',
            actions: assign({ tokens: ({ event }) => event.output }),
          },
          { target: 'unauthenticated' },
        ],
        onError: 'unauthenticated',
      },
    },
    signingIn: {
      tags: 'busy',
      invoke: {
        src: 'storeTokens',
        input: storeWithTokens,
        onDone: {
          target: 'authenticated',
          // A store that keeps the refresh token out of scripts has it now: drop the page's copy.
          actions: assign({
            tokens: ({ context }) =>
              context.tokenStore.keepsRefreshToken && context.tokens
                ? { ...context.tokens, refreshToken: undefined }
                : context.tokens,
          }),
        },
        onError: { target: 'unauthenticated', actions: assign({ tokens: undefined }) },
      },
    },
    authenticated: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            REFRESH: [
              {
                guard: 'noClientId',
                target: '#session.signingOut',
                actions: { type: 'signOutBecause', params: { reason: 'missing-client-id' } },
              },
              {
                guard: 'noRefreshToken',
                target: '#session.signingOut',
                actions: { type: 'signOutBecause', params: { reason: 'missing-refresh-token' } },
              },
              { target: 'refreshing' },
            ],
          },
        },
        // REFRESH is not handled here: callers that ask meanwhile wait for this one.
        refreshing: {
          tags: 'busy',
          invoke: {
            src: 'refreshTokens',
            input: ({ context }) => ({
              baseUrl: context.baseUrl ?? '',
              clientId: context.clientId ?? '',
              refreshToken: context.tokens?.refreshToken,
              fetch: context.fetch,
            }),
            onDone: {
              target: 'idle',
              actions: [
                // Issuers that do not rotate the refresh token answer without one.
                assign({
                  tokens: ({ context, event }) => ({
                    ...event.output,
                    refreshToken: event.output.refreshToken ?? context.tokens?.refreshToken,
                  }),
                }),
                spawnChild('storeTokens', {
                  input: storeWithTokens,
                }),
              ],
            },
            onError: {
              target: '#session.signingOut',
              actions: { type: 'signOutBecause', params: { reason: 'refresh-failed' } },
            },
          },
        },
      },
    },
    // Busy throughout: calls made meanwhile wait, then go as a guest. None goes out with the
    // token while the server revokes it, so none is refused for it.
    signingOut: {
      tags: 'busy',
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'revokes', target: 'revoking' }, { target: 'clearing' }],
        },
        // Signed out here whatever the server answers: the pair goes either way.
        revoking: {
          invoke: {
            src: 'revokeTokens',
            input: ({ context }) => ({
              revoke: context.revoke as RevokeTokens,
              accessToken: context.tokens?.accessToken ?? '',
            }),
            onDone: 'clearing',
            onError: 'clearing',
          },
        },
        clearing: {
          entry: [
            assign({ tokens: undefined, revoke: undefined }),
            emit(({ context }) => ({ type: 'signed-out' as const, reason: context.reason })),
          ],
          invoke: {
            src: 'clearTokens',
            input: store,
            onDone: '#session.unauthenticated',
            onError: '#session.unauthenticated',
          },
        },
      },
    },
    unauthenticated: {},
  },
})

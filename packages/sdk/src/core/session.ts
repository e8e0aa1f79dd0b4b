import { type Actor, createActor, type SnapshotFrom, waitFor } from 'xstate'
import { ApiError } from './apiError'
import type { Unsubscribe } from './emitter'
import {
  type RevokeTokens,
  type SessionInput,
  type SignedOutEvent,
  sessionMachine,
} from './session.machine'
import type { TokenPair } from './tokenPair'
import type { AuthSource } from './transport'

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated'

export interface SessionOptions extends SessionInput {
  /** Swaps the machine's actors (loadTokens, refreshTokens, storeTokens, clearTokens). */
  provide?: Parameters<typeof sessionMachine.provide>[0]
}

export interface Session extends AuthSource {
  actor: Actor<typeof sessionMachine>
  status(): SessionStatus
  /**
   * Stores the pair and resolves once signed in; rejects if the store refused it. A pair without
   * a refresh token (a channel switch answers a new access token only) keeps the one held.
   */
  signIn(tokens: TokenPair): Promise<void>
  /**
   * Signs out. With `revoke`, the server is told first with the token being given up (the
   * account's sign-out call); calls made meanwhile wait for the end and go as a guest.
   */
  signOut(options?: { revoke?: RevokeTokens }): Promise<void>
  /** Called with the status on every change; for `useSyncExternalStore` and friends. */
  subscribe(listener: (status: SessionStatus) => void): Unsubscribe
  on(event: 'signed-out', listener: (event: SignedOutEvent) => void): Unsubscribe
}

type Snapshot = SnapshotFrom<typeof sessionMachine>
const settled = (snapshot: Snapshot) => !snapshot.hasTag('busy')
const accessToken = (snapshot: Snapshot) =>
  snapshot.matches('authenticated') ? snapshot.context.tokens?.accessToken : undefined

/**
 * Starts the session: the auth source of the transport. Requests made while the pair loads
 * or a refresh runs wait for it; concurrent 401s share one refresh.
 *
 * @example
 * const session = createSession({ tokenStore: cookieTokenStore(), clientId: 'web' })
 * const client = createClient({ baseUrl, endpoints: { community: communityEndpoints }, session })
 * session.on('signed-out', () => router.navigate('/'))
 */
export function createSession(options: SessionOptions): Session {
  const { provide, ...input } = options
  const machine = provide ? sessionMachine.provide(provide) : sessionMachine
  const actor = createActor(machine, { input }).start()
  const status = (): SessionStatus => {
    const snapshot = actor.getSnapshot()
    if (snapshot.matches('authenticated')) return 'authenticated'
    return snapshot.matches('loading') || snapshot.matches('signingIn')
      ? 'loading'
      : 'unauthenticated'
  }

  return {
    actor,
    status,
    keepsRefreshToken: input.tokenStore.keepsRefreshToken === true,
    async getAccessToken() {
      return accessToken(await waitFor(actor, settled))
    },
    async refresh(staleToken) {
      // The token this caller holds: if another refresh replaces it meanwhile, reuse the result.
      const stale = staleToken ?? accessToken(actor.getSnapshot())
      let snapshot = await waitFor(actor, settled)
      if (snapshot.matches('authenticated') && accessToken(snapshot) === stale) {
        actor.send({ type: 'REFRESH' })
        snapshot = await waitFor(actor, settled)
      }
      const token = accessToken(snapshot)
      if (token) return token
      throw new ApiError(401, 'UNAUTHORIZED', 'The session has expired')
    },
    async signIn(tokens) {
      actor.send({ type: 'SIGN_IN', tokens })
      if (!(await waitFor(actor, settled)).matches('authenticated')) {
        throw new Error('The token pair could not be stored')
      }
    },
    async signOut(options) {
      actor.send({ type: 'SIGN_OUT', ...(options?.revoke ? { revoke: options.revoke } : {}) })
      await waitFor(actor, settled)
    },
    subscribe(listener) {
      const subscription = actor.subscribe(() => listener(status()))
      return () => subscription.unsubscribe()
    },
    on(event, listener) {
      const subscription = actor.on(event, listener)
      return () => subscription.unsubscribe()
    },
  }
}

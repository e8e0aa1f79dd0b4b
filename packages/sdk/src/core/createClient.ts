import { type BoundGroups, bindEndpoints, type EndpointGroups } from './client'
import type { Unsubscribe } from './emitter'
import type { SignedOutEvent } from './session.machine'
import {
  type AuthSource,
  createTransport,
  type HttpTransport,
  type TransportEvents,
  type TransportOptions,
} from './transport'

/** What the client needs of a session; `createSession` gives one. */
export interface ClientSession extends AuthSource {
  on(event: 'signed-out', listener: (event: SignedOutEvent) => void): Unsubscribe
}

export interface ClientEvents extends TransportEvents {
  'signed-out': SignedOutEvent
}

export interface ClientOptions<G extends EndpointGroups> extends Omit<TransportOptions, 'auth'> {
  /** The domains this client calls, e.g. `{ community: communityEndpoints }`. */
  endpoints: G
  /** Without one, every call is anonymous. */
  session?: ClientSession
}

export type Client<G extends EndpointGroups> = BoundGroups<G> & {
  transport: HttpTransport
  on<K extends keyof ClientEvents>(
    event: K,
    listener: (payload: ClientEvents[K]) => void,
  ): Unsubscribe
}

/**
 * The typed API client. It never imports the session machine: pass a session to sign calls.
 *
 * @example
 * const client = createClient({ baseUrl, endpoints: { community: communityEndpoints }, session })
 * client.on('maintenance', () => router.navigate('/under-maintenance'))
 * const post = await client.community.getPost(7, { channelId })
 */
export function createClient<G extends EndpointGroups>(options: ClientOptions<G>): Client<G> {
  const { endpoints, session, ...rest } = options
  const transport = createTransport({ ...rest, auth: session })
  function on<K extends keyof ClientEvents>(
    event: K,
    listener: (payload: ClientEvents[K]) => void,
  ): Unsubscribe {
    if (event !== 'signed-out') return transport.on('maintenance', listener as never)
    return session?.on('signed-out', listener as never) ?? (() => {})
  }
  return { ...bindEndpoints(transport, endpoints), transport, on } as Client<G>
}

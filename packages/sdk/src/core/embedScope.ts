import type { EndpointDefinition } from './endpoint'

/**
 * What a session is allowed: `full` for the platform's own apps; `embed` for the session an
 * embed on a partner's page holds, which the viewer granted to that page (the embed's sign-in
 * popup names it). An embed's session never reaches the account, the stream key, the channel
 * switch or the withdrawal.
 */
export type SessionScope = 'full' | 'embed'

/**
 * Whether an embed's session may make a call: the reads anyone may make, and the calls marked
 * `embed` in the contract. The server refuses the rest (403 EMBED_SCOPE), and a partner's page
 * gets CORS for these calls only.
 *
 * @example
 * embedMayCall(liveEndpoints.like) // true
 * embedMayCall(liveEndpoints.getMyStreamInfo) // false
 */
export function embedMayCall(definition: Pick<EndpointDefinition, 'method' | 'auth' | 'embed'>) {
  if (definition.embed === true) return true
  return definition.method === 'GET' && definition.auth !== 'required'
}

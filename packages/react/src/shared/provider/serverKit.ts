import type { Session } from '@airwave/sdk'
import type { KitGroups } from './airwaveContext'

// A server renders once, synchronously (`renderToString`): the short form's client module,
// loaded on demand, cannot arrive in time, and suspending there throws. Nothing calls the API
// while a server renders (queries and machines start in effects), so the short form renders
// there with this stand-in: every group present, each call refused, and a session still
// loading, as the browser's is on its first render, so both show the same skeletons and
// hydration matches.
const refuse = async () => {
  throw new Error('The Airwave kit does not call the API while rendering on the server.')
}
const group = new Proxy({}, { get: () => refuse })
const client = new Proxy({}, { get: () => group }) as KitGroups

// Only what rendering reads: the status, and subscriptions that never fire.
const session = {
  status: () => 'loading',
  subscribe: () => () => {},
  on: () => () => {},
} as unknown as Session

/** Whether this render runs without a browser (a server's `renderToString` or stream). */
export const onServer = typeof window === 'undefined'

/**
 * The short form's client and session while rendering on the server.
 *
 * @example
 * const kit = onServer ? serverKit : createKitClient(options)
 */
export const serverKit = { client, session }

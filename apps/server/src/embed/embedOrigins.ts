import { embedHostOf } from '@airwave/sdk/contract'
import type { Db } from '../db/database'
import { everyAllowedHost } from './embedSettings'

/** How long the set of partner hosts is trusted before it is read again (other instances' edits). */
const REFRESH_MS = 30_000

/** The pages of the hosts channels allow: what CORS and the socket let in beside the site. */
export interface EmbedOrigins {
  /** Whether a page's origin is on some channel's list (an inline embed calls the API from it). */
  allows(origin: string): Promise<boolean>
  /** Reads the lists again on the next check (a channel just changed its own). */
  forget(): void
}

/**
 * The partner origins, read from every channel's allowed hosts and kept for 30 s: an inline
 * embed (custom elements on the partner's page) calls the API, loads the media and opens the
 * socket from the partner's origin, so that origin needs CORS with credentials (its own,
 * partitioned session cookie) and the socket's origin check. A change on this instance counts
 * at once; one on another instance within 30 s.
 *
 * @example
 * const origins = createEmbedOrigins(db)
 * await origins.allows('https://news.example.com') // true once a channel lists it
 */
export function createEmbedOrigins(db: Db, now: () => number = Date.now): EmbedOrigins {
  let hosts: Promise<Set<string>> | undefined
  let readAt = 0
  const current = () => {
    if (!hosts || now() - readAt > REFRESH_MS) {
      readAt = now()
      hosts = everyAllowedHost(db).catch(() => {
        // A failed read (the database starting or gone) is tried again on the next check.
        hosts = undefined
        return new Set<string>()
      })
    }
    return hosts
  }
  return {
    async allows(origin) {
      const host = embedHostOf(origin)
      return host !== undefined && (await current()).has(host)
    },
    forget() {
      hosts = undefined
    },
  }
}

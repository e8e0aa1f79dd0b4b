import type { CommentPageCache } from './community/commentPages'
import type { Config } from './config'
import type { Db } from './db/database'
import type { EmbedOrigins } from './embed/embedOrigins'
import type { Maintenance } from './http/maintenance'
import type { Limiter } from './limits/limiter'
import type { Mailer } from './mail/mailer'
import type { Realtime } from './realtime/realtime'

/** What every route module receives: configuration, database and shared services. */
export interface AppDeps {
  config: Config
  db: Db
  mailer: Mailer
  maintenance: Maintenance
  /** Comment pages served from memory; writes that change a page invalidate it. */
  commentPages: CommentPageCache
  /** Resolves once the database is migrated and seeded; `/healthz` answers 503 before. */
  ready: Readiness
  /** The socket: pushes to channel, member and session rooms, presence, instance signals. */
  realtime: Realtime
  /** Every rate limit (`limits/catalogue.ts`), in Redis with `REDIS_URL`. */
  limiter: Limiter
  /** The partners' origins (the hosts channels allow to embed them): CORS and the socket. */
  embedOrigins: EmbedOrigins
}

export interface Readiness {
  readonly isReady: boolean
  /** Set by `unset()` at shutdown: answers then close their connection. */
  readonly isStopping: boolean
  readonly promise: Promise<void>
  resolve(): void
  /** Back to not-ready (shutdown): `/healthz` answers 503 again. */
  unset(): void
}

/** @example const ready = createReadiness(); ready.resolve() */
export function createReadiness(): Readiness {
  let resolve = () => {}
  const promise = new Promise<void>((r) => {
    resolve = r
  })
  let isReady = false
  let isStopping = false
  return {
    get isReady() {
      return isReady
    },
    get isStopping() {
      return isStopping
    },
    promise,
    resolve() {
      isReady = true
      resolve()
    },
    unset() {
      isReady = false
      isStopping = true
    },
  }
}

import type { Config } from './config'
import type { Db } from './db/database'
import type { Maintenance } from './http/maintenance'
import type { Mailer } from './mail/mailer'

/** What every route module receives: configuration, database and shared services. */
export interface AppDeps {
  config: Config
  db: Db
  mailer: Mailer
  maintenance: Maintenance
  /** Resolves once the database is migrated and seeded; `/healthz` answers 503 before. */
  ready: Readiness
}

export interface Readiness {
  readonly isReady: boolean
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
  return {
    get isReady() {
      return isReady
    },
    promise,
    resolve() {
      isReady = true
      resolve()
    },
    unset() {
      isReady = false
    },
  }
}

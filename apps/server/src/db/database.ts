import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import * as schema from './schema'

type Schema = typeof schema

/** The drizzle instance every query uses, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

/** Where drizzle-kit writes the migrations (`apps/server/drizzle`). */
export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '../../drizzle')

export interface Database {
  db: Db
  driver: 'pglite' | 'postgres'
  /** Applies pending migrations. */
  migrate(): Promise<void>
  /** Closes the connection (PGlite flushes its data directory). */
  close(): Promise<void>
  /** PGlite only: the whole data directory as a tarball, to start another database from. */
  snapshot?(): Promise<Blob>
}

export interface DatabaseOptions {
  /** `postgres://...`; absent selects PGlite. */
  url?: string
  /** PGlite data directory; absent keeps the data in memory. */
  pgliteDir?: string
  /** PostgreSQL schema to use (tests: one per file); created when missing. */
  pgSchema?: string
  /** Migrations folder, when not the default (tests rewrite it for a private schema). */
  migrationsFolder?: string
  /** Size of the PostgreSQL pool. */
  maxConnections?: number
  /** PGlite in memory: start from this data directory (a `snapshot()`), not an empty one. */
  pgliteFrom?: Blob
}

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise PGlite (Postgres compiled to
 * WebAssembly) in a directory or in memory. Both speak the Postgres dialect, so the same drizzle
 * schema and queries run on either.
 *
 * @example
 * const database = openDatabase({ pgliteDir: './.airwave-data/pglite' })
 * await database.migrate()
 * const rows = await database.db.select().from(members)
 */
export function openDatabase(options: DatabaseOptions = {}): Database {
  const folder = options.migrationsFolder ?? migrationsFolder
  if (options.url) {
    const search = options.pgSchema
    const client = postgres(options.url, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
      ...(search ? { connection: { search_path: search } } : {}),
    })
    const db = drizzlePostgres({ client, schema })
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      async migrate() {
        if (search) await client.unsafe(`create schema if not exists "${search}"`)
        await migratePostgres(db, {
          migrationsFolder: folder,
          ...(search ? { migrationsSchema: search } : {}),
        })
      },
      close: () => client.end({ timeout: 5 }),
    }
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true })
  // pg_trgm: search's similarity for misspelled terms (PostgreSQL ships it as a contrib).
  const client = new PGlite({
    dataDir: options.pgliteDir,
    extensions: { pg_trgm },
    ...(options.pgliteFrom ? { loadDataDir: options.pgliteFrom } : {}),
  })
  const db = drizzlePglite({ client, schema })
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  }
}

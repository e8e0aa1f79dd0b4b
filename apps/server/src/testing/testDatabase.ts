import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { type Database, migrationsFolder, openDatabase } from '../db/database'

let privateFolder: string | undefined

/**
 * drizzle-kit qualifies foreign-key targets with `"public".`; a test schema reached through
 * `search_path` needs them unqualified, so the migrations are copied without it (once per
 * process).
 */
function unqualifiedMigrations(): string {
  if (privateFolder) return privateFolder
  const folder = mkdtempSync(join(tmpdir(), 'airwave-migrations-'))
  mkdirSync(join(folder, 'meta'))
  for (const name of readdirSync(migrationsFolder)) {
    if (!name.endsWith('.sql')) continue
    const text = readFileSync(join(migrationsFolder, name), 'utf8')
    writeFileSync(join(folder, name), text.replaceAll('"public".', ''))
  }
  for (const name of readdirSync(join(migrationsFolder, 'meta'))) {
    writeFileSync(join(folder, 'meta', name), readFileSync(join(migrationsFolder, 'meta', name)))
  }
  privateFolder = folder
  return folder
}

/**
 * A fresh, empty database for one test file: PostgreSQL when `AIRWAVE_TEST_DATABASE_URL` is set
 * (a schema of its own, dropped on close, so files run in parallel), else PGlite in memory.
 * Not migrated yet: the server migrates it at start, or call `migrate()`.
 *
 * @example
 * const database = openTestDatabase()
 * await database.migrate()
 * afterAll(() => database.close())
 */
export function openTestDatabase(): Database {
  const url = process.env.AIRWAVE_TEST_DATABASE_URL
  if (!url) return openDatabase()
  const schema = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`
  const database = openDatabase({
    url,
    pgSchema: schema,
    migrationsFolder: unqualifiedMigrations(),
    maxConnections: 4,
  })
  let closed = false
  return {
    ...database,
    async close() {
      if (closed) return
      closed = true
      await database.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`))
      await database.close()
    },
  }
}

import { createHash, randomUUID } from 'node:crypto'
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
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

const TEMPLATE_PREFIX = 'airwave-pglite-template-'

/**
 * Where the migrated, empty PGlite data directory of these migrations and this PGlite is kept:
 * one per machine, so a test database skips initdb and the migrations (about 3 s each).
 */
function templateFile(): string {
  const hash = createHash('sha256').update(import.meta.resolve('@electric-sql/pglite'))
  for (const name of readdirSync(migrationsFolder).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(join(migrationsFolder, name)))
  }
  return join(tmpdir(), `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}.tar`)
}

function readTemplate(file: string): Blob | undefined {
  try {
    return new Blob([readFileSync(file)])
  } catch {
    return undefined
  }
}

/** Keeps the snapshot as the template (written aside and renamed: readers never see half). */
async function storeTemplate(file: string, snapshot: Blob): Promise<void> {
  const aside = `${file}.${process.pid}.${randomUUID().slice(0, 8)}`
  writeFileSync(aside, new Uint8Array(await snapshot.arrayBuffer()))
  renameSync(aside, file)
  // Templates of older migrations are never read again.
  for (const name of readdirSync(tmpdir())) {
    if (
      name.startsWith(TEMPLATE_PREFIX) &&
      name.endsWith('.tar') &&
      join(tmpdir(), name) !== file
    ) {
      rmSync(join(tmpdir(), name), { force: true })
    }
  }
}

/**
 * PGlite in memory, started from the machine's template when there is one; otherwise migrated
 * from nothing, and its snapshot right after the migrations becomes the template.
 */
function openTestPglite(): Database {
  const file = templateFile()
  const template = readTemplate(file)
  const database = openDatabase(template ? { pgliteFrom: template } : {})
  if (template || !database.snapshot) return database
  const snapshot = database.snapshot
  return {
    ...database,
    async migrate() {
      await database.migrate()
      await storeTemplate(file, await snapshot())
    },
  }
}

/**
 * A fresh, empty database for one test file: PostgreSQL when `AIRWAVE_TEST_DATABASE_URL` is set
 * (a schema of its own, dropped on close, so files run in parallel), else PGlite in memory
 * (started from a migrated template, see `openTestPglite`). Not migrated yet: the server
 * migrates it at start, or call `migrate()`.
 *
 * @example
 * const database = openTestDatabase()
 * await database.migrate()
 * afterAll(() => database.close())
 */
export function openTestDatabase(): Database {
  const url = process.env.AIRWAVE_TEST_DATABASE_URL
  if (!url) return openTestPglite()
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
      // Background work that outlived the server's close (a transcode, a webhook delivery) may
      // still hold a table the drop needs: PostgreSQL then aborts the drop as a deadlock, and
      // the drop goes again once that work is done.
      for (let attempt = 1; ; attempt++) {
        try {
          await database.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`))
          break
        } catch (error) {
          const failed = error as { code?: string; cause?: { code?: string } }
          const code = failed.cause?.code ?? failed.code
          if (code !== '40P01' || attempt >= 5) throw error
        }
      }
      await database.close()
    },
  }
}

import { defineConfig } from 'drizzle-kit'

// Migrations are generated from the schema barrel into ./drizzle and applied at start by the
// server itself (src/db/database.ts), on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
})

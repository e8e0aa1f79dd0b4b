#!/usr/bin/env node
// Writes the CommonJS twin (`.d.cts`) of every declaration file tsup's ESM pass bundled in a
// package's `dist`. The two passes' declarations differ only in their files' extensions, and a
// second declaration pass (a whole TypeScript program and rollup-plugin-dts per package) was
// about a third of `npm test`'s library build.
//
//   node ../../scripts/cjs-declarations.mjs [dist]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const dist = process.argv[2] ?? 'dist'
// Relative specifiers only: `from './client-x.js'`, `import('../chat/index.js')`.
const relative = /(\bfrom\s+|\bimport\(\s*)(['"])(\.{1,2}\/[^'"]+?)\.js\2/g

let written = 0
for (const name of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
  if (!name.endsWith('.d.ts')) continue
  const source = readFileSync(join(dist, name), 'utf8')
  const twin = source.replace(
    relative,
    (_, lead, quote, path) => `${lead}${quote}${path}.cjs${quote}`,
  )
  writeFileSync(join(dist, `${name.slice(0, -'.d.ts'.length)}.d.cts`), twin)
  written += 1
}
if (written === 0) {
  console.error(`cjs-declarations: no .d.ts in ${dist}`)
  process.exit(1)
}
console.log(`cjs-declarations: ${written} .d.cts written in ${dist}`)

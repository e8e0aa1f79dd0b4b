#!/usr/bin/env node
// A package's declarations: one `.d.ts` per source module, as the ESM build has one `.js` per
// module. TypeScript writes them (`tsc -p tsconfig.build.json`, one program, a few seconds);
// this script then makes them resolvable the way Node resolves the package, and writes their
// CommonJS twins.
//
// - The source's relative specifiers have no extension (`moduleResolution: Bundler`), which a
//   consumer on `node16`/`nodenext` can't follow: `./client` becomes `./client.js`, a folder
//   `./chat` becomes `./chat/index.js`.
// - Each `.d.ts` gets a `.d.cts` twin whose relative specifiers end in `.cjs`: the CommonJS
//   entries' types, the same declarations under CommonJS's extension.
//
// Bundling the declarations (tsup's rollup-plugin-dts, one entry after another) took about two
// thirds of `npm test`'s library build and hid nothing a consumer needs.
//
//   node ../../scripts/declarations.mjs [dist]
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const dist = process.argv[2] ?? 'dist'
// Relative specifiers: `from './client'`, `import('../chat')`, `import("..")` (a type that
// tsc wrote inline), `export * from './x.js'`.
const relative = /(\bfrom\s+|\bimport\(\s*)(['"])(\.{1,2}(?:\/[^'"]*?)?)\2/g

/**
 * The specifier with the file it names: `./client` → `./client.js`, `./chat` → `./chat/index.js`.
 * Anything else (a `.js` already, an example's `./koKR.json` in a doc comment) stays: a real
 * import that resolves nowhere fails the package checks (attw, check-pack).
 */
function withFile(folder, specifier) {
  if (/\.[cm]?js$|\.json$/.test(specifier)) return specifier
  if (existsSync(join(folder, `${specifier}.d.ts`))) return `${specifier}.js`
  if (existsSync(join(folder, specifier, 'index.d.ts'))) return `${specifier}/index.js`
  return specifier
}

const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((name) =>
  name.endsWith('.d.ts'),
)
if (files.length === 0) {
  console.error(`declarations: no .d.ts in ${dist}`)
  process.exit(1)
}
for (const name of files) {
  const path = join(dist, name)
  const folder = dirname(path)
  const esm = readFileSync(path, 'utf8').replace(
    relative,
    (_, lead, quote, specifier) => `${lead}${quote}${withFile(folder, specifier)}${quote}`,
  )
  writeFileSync(path, esm)
  const cjs = esm.replace(
    relative,
    (_, lead, quote, specifier) => `${lead}${quote}${specifier.replace(/\.js$/, '.cjs')}${quote}`,
  )
  writeFileSync(join(dist, `${name.slice(0, -'.d.ts'.length)}.d.cts`), cjs)
}
console.log(
  `declarations: ${files.length} .d.ts made resolvable, and their .d.cts twins, in ${dist}`,
)

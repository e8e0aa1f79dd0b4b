// The built SDK loads in plain Node, with no DOM, from both ESM and CJS, through every public
// entry of its exports map; and every built module transforms for the browsers a partner's
// Vite pre-bundles for (esbuild with Vite's default targets), as a fresh Vite app would.

import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { transform } from 'esbuild'

const pkgPath = new URL('../packages/sdk/package.json', import.meta.url)
const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'))
const require = createRequire(pkgPath)
if (typeof globalThis.window !== 'undefined' || typeof globalThis.document !== 'undefined') {
  throw new Error('this check must run without a DOM')
}
let count = 0
for (const [subpath, target] of Object.entries(pkg.exports)) {
  if (typeof target === 'string') continue
  const esm = await import(new URL(target.import.default, pkgPath).href)
  const cjs = require(target.require.default)
  if (Object.keys(esm).length === 0 || Object.keys(cjs).length === 0) {
    throw new Error(`${subpath} exports nothing`)
  }
  count++
}
const { createClient } = await import(
  new URL('../packages/sdk/dist/index.js', import.meta.url).href
)
const { communityEndpoints } = await import(
  new URL('../packages/sdk/dist/community/index.js', import.meta.url).href
)
const client = createClient({
  baseUrl: 'http://127.0.0.1:1',
  endpoints: { community: communityEndpoints },
})
if (typeof client.community.listComments !== 'function')
  throw new Error('client has no listComments')
// Vite's `build.target` 'modules' (and its dependency pre-bundling's): an export named by a
// string (`export { a as "too-far" }`) is refused there.
const VITE_TARGETS = ['chrome107', 'edge107', 'firefox104', 'safari16']
const dist = new URL('../packages/sdk/dist/', import.meta.url)
let modules = 0
for (const file of readdirSync(dist, { recursive: true })) {
  if (typeof file !== 'string' || !file.endsWith('.js')) continue
  const source = readFileSync(new URL(file, dist), 'utf8')
  await transform(source, { loader: 'js', format: 'esm', target: VITE_TARGETS }).catch((error) => {
    throw new Error(`dist/${file} does not build for a partner's Vite: ${error.message}`)
  })
  modules++
}
console.log(
  `@airwave/sdk: ${count} entries load in Node (ESM and CJS) without a DOM; ${modules} modules build for Vite's browser targets`,
)

#!/usr/bin/env node
// Builds the script-tag embed into `dist/script`, laid out as the platform serves it:
// `embed.js`, the loader (an IIFE: a plain `<script src>` on any page), and `embed/chunks/`,
// the player, the board (with its own React) and the other languages' words as ES module
// chunks named by content hash, which the loader imports from its own origin when an element
// is used. Each file gets its brotli and gzip twins, sent to browsers that accept them.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const out = 'dist/script'
const chunkDir = join(out, 'embed/chunks')
const common = {
  bundle: true,
  minify: true,
  legalComments: 'none',
  // The workspace's packages from their TypeScript, as the site builds them.
  conditions: ['@airwave/source'],
  define: { 'process.env.NODE_ENV': '"production"' },
  jsx: 'automatic',
  logLevel: 'warning',
}

rmSync(out, { recursive: true, force: true })

const chunks = await build({
  ...common,
  entryPoints: {
    player: 'src/embed/script/playerChunk.ts',
    community: 'src/embed/script/communityChunk.ts',
    words: 'src/embed/script/wordsChunk.ts',
  },
  format: 'esm',
  splitting: true,
  target: 'es2022',
  outdir: chunkDir,
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  metafile: true,
})

// The loader's map of its entry chunks, relative to where it is served (`/embed.js`).
const names = {}
for (const [file, output] of Object.entries(chunks.metafile.outputs)) {
  const entry = output.entryPoint && /script\/(\w+)Chunk\.ts$/.exec(output.entryPoint)?.[1]
  if (entry) names[entry] = `embed/chunks/${basename(file)}`
}

await build({
  ...common,
  entryPoints: ['src/embed/script/loader.ts'],
  format: 'iife',
  // Private class fields and methods stay as they are written (Chrome 91, Safari 15, Firefox
  // 90): lowered, they cost the loader a kilobyte.
  target: 'es2022',
  outfile: join(out, 'embed.js'),
  define: { ...common.define, __AIRWAVE_CHUNKS__: JSON.stringify(names) },
})

for (const name of readdirSync(out, { recursive: true, encoding: 'utf8' })) {
  if (!name.endsWith('.js')) continue
  const path = join(out, name)
  const content = readFileSync(path)
  const brotli = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY }
  writeFileSync(`${path}.br`, brotliCompressSync(content, { params: brotli }))
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }))
}

const loader = readFileSync(join(out, 'embed.js'))
console.log(
  `embed.js: ${loader.length} B, ${gzipSync(loader, { level: 9 }).length} B gzipped; chunks: ${Object.values(names).join(', ')}`,
)

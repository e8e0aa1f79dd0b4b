import { readFile } from 'node:fs/promises'
import { defineConfig } from 'tsup'
import { sourceModules } from '../../scripts/source-modules.mjs'

// A translation file (`i18n/*/koKR.json`) is read by its default export only. esbuild's JSON
// loader would also export each top-level key by name, and a key such as `too-far` becomes a
// string export name (`export { too_far as "too-far" }`) that a partner's Vite refuses to
// pre-bundle for its browser targets: the chunk exports the object alone.
const jsonDefaultOnly = {
  name: 'json-default-only',
  setup(build: {
    onLoad: (
      options: { filter: RegExp },
      load: (args: { path: string }) => Promise<{ contents: string; loader: 'js' }>,
    ) => void
  }) {
    build.onLoad({ filter: /\.json$/ }, async (args) => ({
      contents: `export default ${await readFile(args.path, 'utf8')}`,
      loader: 'js',
    }))
  },
}

const domains = [
  'account',
  'channel',
  'chat',
  'community',
  'embed',
  'emoticon',
  'i18n',
  'item',
  'live',
  'message',
  'mission',
  'notification',
  'poll',
  'raid',
  'realtime',
  'report',
  'search',
  'stats',
  'subscription',
  'video',
  'vite',
  'wallet',
  'widget',
]

// The public entries: the core, the contract for the server, rich text, and one per domain.
const publicEntries: Record<string, string> = {
  index: 'src/index.ts',
  'contract/index': 'src/contract/index.ts',
  'richText/index': 'src/richText/index.ts',
  ...Object.fromEntries(domains.map((d) => [`${d}/index`, `src/${d}/index.ts`])),
}

export default defineConfig([
  {
    // ESM keeps one output file per source module (every module is an entry, shared code is
    // split), so `sideEffects: false` lets a consumer's bundler drop whole unused modules:
    // schema definitions are top-level calls that no minifier could prove pure once merged.
    entry: sourceModules(),
    format: ['esm'],
    splitting: true,
    clean: true,
    sourcemap: true,
    target: 'es2022',
    esbuildPlugins: [jsonDefaultOnly],
  },
  {
    entry: publicEntries,
    format: ['cjs'],
    // Declarations: one per module, by tsc (scripts/declarations.mjs), for both formats.
    sourcemap: true,
    target: 'es2022',
    esbuildPlugins: [jsonDefaultOnly],
  },
])

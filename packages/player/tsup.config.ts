import { defineConfig } from 'tsup'
import { sourceModules } from '../../scripts/source-modules.mjs'

const publicEntries = {
  index: 'src/index.ts',
  'react/index': 'src/react/index.ts',
  'screens/index': 'src/screens/index.ts',
}

export default defineConfig([
  {
    // ESM keeps one output file per source module (every module is an entry, shared code is
    // split), so `sideEffects: false` lets a bundler drop unused modules, and the hls.js
    // provider and hls.js itself stay behind their dynamic imports, out of the main bundle.
    entry: sourceModules(),
    format: ['esm'],
    splitting: true,
    clean: true,
    sourcemap: true,
    target: 'es2022',
  },
  {
    entry: publicEntries,
    format: ['cjs'],
    // Declarations: one per module, by tsc (scripts/declarations.mjs), for both formats.
    sourcemap: true,
    target: 'es2022',
  },
])

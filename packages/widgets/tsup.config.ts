import { defineConfig } from 'tsup'

// One entry per use: `index`, the hosts' TypeScript API (`embed()`); `embed`, the elements
// (no React until a board is shown); `overlays`, the OBS browser sources (React, which the
// embed's player never loads). The script-tag loader and its chunks (`dist/script`) are built
// by `scripts/buildScript.mjs`, after this.
const publicEntries = {
  index: 'src/index.ts',
  'embed/index': 'src/embed/index.ts',
  'overlays/index': 'src/overlays/index.ts',
}

export default defineConfig([
  {
    entry: publicEntries,
    format: ['esm'],
    splitting: true,
    dts: { entry: publicEntries },
    clean: true,
    sourcemap: true,
    target: 'es2022',
  },
  {
    entry: publicEntries,
    format: ['cjs'],
    // The `.d.cts` twins are copies of the ESM pass's declarations (scripts/cjs-declarations.mjs).
    sourcemap: true,
    target: 'es2022',
  },
])

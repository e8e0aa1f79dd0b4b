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

import { defineConfig } from 'tsup'

// One entry per use: `index`, the hosts' TypeScript API (`embed()`); `embed`, the elements
// (no React until a board is shown); `overlays`, the OBS browser sources, joins them with the
// widgets issue. The script-tag loader and its chunks (`dist/script`) are built by
// `scripts/buildScript.mjs`, after this.
const publicEntries = { index: 'src/index.ts', 'embed/index': 'src/embed/index.ts' }

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
    dts: { entry: publicEntries },
    sourcemap: true,
    target: 'es2022',
  },
])

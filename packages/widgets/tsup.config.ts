import { defineConfig } from 'tsup'

// One entry per use: `embed` for third-party pages (custom elements, no React); `overlays`,
// the OBS browser sources (React, which the embed never loads).
const publicEntries = {
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

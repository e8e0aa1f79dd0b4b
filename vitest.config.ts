import { defineConfig } from 'vitest/config'

// Workspace packages resolve to their TypeScript source through the `@airwave/source` export
// condition, so tests never need a build.
export default defineConfig({
  resolve: { conditions: ['@airwave/source'] },
  ssr: { resolve: { conditions: ['@airwave/source'] } },
  test: {
    projects: [
      'packages/sdk',
      'packages/player',
      'packages/react',
      'packages/widgets',
      'apps/server',
      'apps/site',
      'e2e',
      'apps/storybook',
    ],
  },
})

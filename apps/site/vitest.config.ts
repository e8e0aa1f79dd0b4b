import { defineProject } from 'vitest/config'

// The site's own unit checks (its catalogues, its dev server's forwarding); its pages are tested end to end in e2e/.
export default defineProject({
  resolve: { conditions: ['@airwave/source'] },
  ssr: { resolve: { conditions: ['@airwave/source'] } },
  test: { name: 'site', environment: 'node', include: ['src/**/*.test.ts'] },
})

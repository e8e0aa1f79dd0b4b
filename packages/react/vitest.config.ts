import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@airwave/source'] },
  test: {
    name: 'react',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Hang guards, not budgets: axe over a whole component in jsdom, a 300-comment thread or the
    // real server's start take many times their usual time on a loaded two-core machine.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
})

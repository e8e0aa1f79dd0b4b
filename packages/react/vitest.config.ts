import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@airwave/source'] },
  test: {
    name: 'react',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // axe over a whole component in jsdom takes seconds on a busy two-core machine.
    testTimeout: 20_000,
  },
})

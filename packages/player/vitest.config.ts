import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@airwave/source'] },
  test: {
    name: 'player',
    // Node, not a DOM: the core must run without one. Files that need a DOM say so themselves.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
})

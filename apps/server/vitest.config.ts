import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@airwave/source'] },
  ssr: { resolve: { conditions: ['@airwave/source'] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // PGlite boots and migrates per test file, argon2 is slow by design: generous limits.
    testTimeout: 30000,
    hookTimeout: 60000,
  },
})

import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@airwave/source'] },
  test: {
    name: 'widgets',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
})

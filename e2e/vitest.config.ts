import { defineProject } from 'vitest/config'

// Browser flows against a real server: one file at a time (two cores, one chromium each), with
// room for the server's start and ffmpeg's first segments.
export default defineProject({
  resolve: { conditions: ['@airwave/source'] },
  ssr: { resolve: { conditions: ['@airwave/source'] } },
  test: {
    name: 'e2e',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
})

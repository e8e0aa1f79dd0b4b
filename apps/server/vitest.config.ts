import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@airwave/source'] },
  ssr: { resolve: { conditions: ['@airwave/source'] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Every test's fetch shares one pool of a few connections per server (see the file).
    setupFiles: ['src/testing/boundedFetch.ts'],
    // The files of a worker share their modules (the server's whole graph, imported and
    // transformed once per worker instead of once per file: about a quarter of the suite's CPU).
    // Each file starts its own servers and databases; what is module-wide (the clock, fake
    // timers) is put back by the tests that change it.
    isolate: false,
    // Hang guards, not budgets: PGlite boots and migrates per test file (twice in the restart
    // tests) and argon2 is slow by design, and on a loaded two-core machine each takes many
    // times its usual time. A test waits on conditions, never on these.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
})

import { configDefaults, defineProject } from 'vitest/config'

/**
 * The files that measure how soon a live state reaches a page (a broadcast's ON and OFF, a
 * like, the live latency): they run one at a time, each with the machine to itself. The other
 * broadcasts (discovery, replay, raid, poll) wait on conditions only, and run with the pages.
 */
const BROADCAST_TESTS = [
  'src/chat/cluster.test.ts',
  'src/chat/liveChat.test.ts',
  'src/live/endOfStream.test.ts',
  'src/live/likes.test.ts',
  'src/player/live.test.ts',
  'src/player/livePlayer.test.ts',
]

// Browser flows against a real server, with room for the server's start and ffmpeg's first
// segments. `AIRWAVE_E2E_SET=pages` runs every other file, two at a time (pages, flows, VOD and
// the broadcasts without a latency check: each a server and a chromium of its own);
// `AIRWAVE_E2E_SET=broadcasts` the latency checks, one at a time. Unset: every file, one at a
// time.
const set = process.env.AIRWAVE_E2E_SET

export default defineProject({
  resolve: { conditions: ['@airwave/source'] },
  ssr: { resolve: { conditions: ['@airwave/source'] } },
  test: {
    name: 'e2e',
    include: set === 'broadcasts' ? BROADCAST_TESTS : ['src/**/*.test.ts'],
    exclude:
      set === 'pages' ? [...configDefaults.exclude, ...BROADCAST_TESTS] : configDefaults.exclude,
    environment: 'node',
    fileParallelism: set === 'pages',
    // Hang guards, not budgets: on a fresh or loaded two-core machine the first servers
    // transcode the demo videos (real ffmpeg) while the tests run; every wait is on a condition.
    testTimeout: 300_000,
    hookTimeout: 600_000,
    // The same for `expect.poll`: its 1 s default is a timing assumption. On a loaded CI run a
    // reloaded video page had drawn 5 of its 20 comments when that second ran out.
    expect: { poll: { timeout: 30_000 } },
  },
})

import { configDefaults, defineProject } from 'vitest/config'

/**
 * The files that broadcast (RTMP → ffmpeg → LL-HLS) and measure how soon a live state reaches a
 * page: they run one at a time, each with the machine to itself.
 */
const BROADCAST_TESTS = [
  'src/chat/cluster.test.ts',
  'src/chat/liveChat.test.ts',
  'src/discovery/discovery.test.ts',
  'src/discovery/replay.test.ts',
  'src/live/endOfStream.test.ts',
  'src/live/likes.test.ts',
  'src/player/live.test.ts',
  'src/poll/livePoll.test.ts',
  'src/raid/raid.test.ts',
]

// Browser flows against a real server, with room for the server's start and ffmpeg's first
// segments. `AIRWAVE_E2E_SET=pages` runs every other file, two at a time (pages, flows, VOD:
// each a server and a chromium of its own); `AIRWAVE_E2E_SET=broadcasts` the broadcasts, one at
// a time. Unset: every file, one at a time.
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
  },
})

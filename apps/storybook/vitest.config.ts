import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineProject } from 'vitest/config'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs'

// Every story is a test: rendered in Debian's chromium (never a downloaded browser), its play
// function run. The Vite setup (source condition, React, MSW's worker) comes from .storybook.
export default defineProject({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)) })],
  test: {
    name: 'storybook',
    // Story files share one page: each story starts over from its own provider and backend
    // (preview's beforeEach), so a fresh page per file would only cost time.
    isolate: false,
    // A bound for a stuck story, not a measure of speed: the longest play (a 500-comment thread
    // read to the end, 25 pages and 40 Tabs) took 12.7 s on an idle machine and more than the
    // 15 s default on a busy CI run.
    testTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
        // The kit animates dialogs in from transparent; without motion a play sees them at once.
        contextOptions: { reducedMotion: 'reduce' },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
})

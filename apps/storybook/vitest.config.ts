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

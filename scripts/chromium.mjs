// Debian's chromium, the one browser of our tests and benchmarks: never a downloaded one.
// playwright-core drives it; Storybook's Vitest browser project reads the same path and flags.
import { chromium } from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Launches Debian's chromium headless with our flags.
 *
 * @param {import('playwright-core').LaunchOptions} [options] extra launch options; `args` are added to ours
 * @example
 * const browser = await launchChromium()
 * const page = await browser.newPage()
 */
export function launchChromium(options = {}) {
  const { args = [], ...rest } = options
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    ...rest,
    args: [...CHROMIUM_ARGS, ...args],
  })
}

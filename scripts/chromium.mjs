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

// Playwright gives a locator 30 s by default. The e2e lanes run two servers with their ffmpeg,
// two chromiums and a PostgreSQL suite on two cores, where a condition (a transcode, a socket's
// push, a live's first segments) can take longer. Every wait is on a condition, so this is a
// hang guard, not a pause.
const WAIT_MS = 90_000

/**
 * Launches Debian's chromium headless with our flags; its contexts wait up to 90 s for a locator
 * or an action.
 *
 * @param {import('playwright-core').LaunchOptions} [options] extra launch options; `args` are added to ours
 * @example
 * const browser = await launchChromium()
 * const page = await browser.newPage()
 */
export async function launchChromium(options = {}) {
  const { args = [], ...rest } = options
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    ...rest,
    args: [...CHROMIUM_ARGS, ...args],
  })
  // `newPage` makes its context through `newContext` too.
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (contextOptions) => {
    const context = await newContext(contextOptions)
    context.setDefaultTimeout(WAIT_MS)
    return context
  }
  return browser
}

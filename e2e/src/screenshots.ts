import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'

/** `e2e/artifacts/screenshots/`: the screenshots of a run that keeps them, for people to see. */
const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots')

/** Whether this run keeps screenshots: `AIRWAVE_E2E_SCREENSHOTS=1`. */
export const keepingScreenshots = process.env.AIRWAVE_E2E_SCREENSHOTS === '1'

/**
 * Saves a screenshot as `{name}.png` under {@link SCREENSHOTS} when the run keeps them
 * (`AIRWAVE_E2E_SCREENSHOTS=1`), for a person to look at; otherwise does nothing. Nothing
 * asserts on them, and a full-page capture costs chromium a few hundred milliseconds of CPU:
 * `npm test` leaves them out, someone reviewing a page asks for them.
 *
 * @example
 * await keepScreenshot(page, `discovery-home-desktop-${theme}`, { fullPage: true })
 */
export async function keepScreenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!keepingScreenshots) return
  mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({
    path: join(SCREENSHOTS, `${name}.png`),
    animations: 'disabled',
    ...options,
  })
}

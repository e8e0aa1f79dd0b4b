import { createClient } from '@airwave/sdk'
import { accountEndpoints } from '@airwave/sdk/account'
import { channelEndpoints } from '@airwave/sdk/channel'
import { communityEndpoints } from '@airwave/sdk/community'
import type { Browser, Page } from 'playwright-core'

// What the community browser flows share: the demo accounts, a page that records what went
// wrong, the login form, and an API client to read what the server holds.

export const PASSWORD = 'Airwave!2026'
export const VIEWER1 = 'viewer1@airwave.test'
export const STREAMER = 'streamer@airwave.test'

/**
 * Records console errors, uncaught exceptions and every call answered 400 or more, as
 * `status path`. The browser's own "Failed to load resource" line is left out: the call's
 * status says it better.
 */
export function recordErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text())
    }
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('response', (response) => {
    if (response.status() >= 400) {
      errors.push(`${response.status()} ${new URL(response.url()).pathname}`)
    }
  })
  return errors
}

/**
 * Signs in through the login form the page is on (or `/login` when it is elsewhere) and waits
 * for the header's sign-out button: the session is then known to every component.
 */
export async function signIn(page: Page, email: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') {
    await page.goto(new URL('/login', page.url()).href)
  }
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).last().click()
  // Attached, not visible: on a phone the button is in the header's closed menu.
  await page
    .getByRole('button', { name: 'Sign out', includeHidden: true })
    .waitFor({ state: 'attached' })
}

/**
 * A new browser context signed in as `email` on the site at `siteUrl`, its errors recorded; the
 * site's theme is set before the first page loads when `theme` is given.
 *
 * @example const { page, errors } = await signedInPage(browser, site.url, VIEWER1, { viewport: PHONE })
 */
export async function signedInPage(
  browser: Browser,
  siteUrl: string,
  email: string,
  options: { viewport?: { width: number; height: number }; theme?: 'light' | 'dark' } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext(options.viewport ? { viewport: options.viewport } : {})
  if (options.theme) {
    await context.addInitScript((value) => {
      localStorage.setItem('airwave.site.theme', value)
    }, options.theme)
  }
  const page = await context.newPage()
  const errors = recordErrors(page)
  await page.goto(`${siteUrl}/login`)
  await signIn(page, email)
  return { page, errors }
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click()
  await page.getByRole('link', { name: 'Sign in' }).waitFor()
}

const endpoints = {
  account: accountEndpoints,
  channel: channelEndpoints,
  community: communityEndpoints,
}

/**
 * The SDK client of a demo account, signed in over the API: what the server holds, read
 * without the browser.
 *
 * @example
 * const streamer = await apiAs(site.url, STREAMER)
 * const post = await streamer.community.createPost({ content: 'Hello' })
 */
export async function apiAs(baseUrl: string, email: string) {
  const anonymous = createClient({ baseUrl, endpoints })
  const { accessToken } = await anonymous.account.signIn({ email, password: PASSWORD })
  const signed: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set('authorization', `Bearer ${accessToken}`)
    return fetch(input, { ...init, headers })
  }
  return createClient({ baseUrl, endpoints, fetch: signed })
}

export type ApiClient = Awaited<ReturnType<typeof apiAs>>

/**
 * Resolves once `text` is in the page, however briefly. A toast lives 3 s, which a locator's
 * polls can miss on a loaded machine (a poll every second, each a round trip to a busy
 * process); a check in the page on every frame can't. Start it before the action.
 *
 * @example const deleted = shows(page, 'Video deleted'); await confirm.click(); await deleted
 */
export function shows(page: Page, text: string): Promise<unknown> {
  const present = (wanted: string) => document.body.textContent?.includes(wanted) === true
  return page.waitForFunction<boolean, string>(present, text, { polling: 'raf' })
}

/**
 * Presses the button named `name` (its text) inside `selector` as soon as it shows (`once`: and
 * the screen says that text). A screen that lasts a few seconds (a raid's 10 s countdown) can
 * be gone by the time a loaded machine has made a locator's round trips; a check in the page on
 * every frame presses it in time. Start it before the action that brings the screen.
 *
 * @example const stayed = pressOnSight(page, 'section.aw-raid', 'Stay here'); await startRaid(); await stayed
 */
export function pressOnSight(
  page: Page,
  selector: string,
  name: string,
  options: { once?: string } = {},
): Promise<unknown> {
  const press = ([inside, label, text]: [string, string, string]) => {
    const screen = document.querySelector(inside)
    if (!screen?.textContent?.includes(text)) return false
    const button = [...screen.querySelectorAll('button')].find(
      (b) => b.textContent?.trim() === label && b.getClientRects().length > 0 && !b.disabled,
    )
    button?.click()
    return button !== undefined
  }
  return page.waitForFunction<boolean, [string, string, string]>(
    press,
    [selector, name, options.once ?? ''],
    { polling: 'raf' },
  )
}

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Broadcast, startBroadcast } from '../../../bench/player/broadcast.mjs'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { seriousAxeFindings } from '../community/axe'
import { recordErrors, signIn, VIEWER1 } from '../community/harness'
import { isStreaming, rtmpTarget } from '../player/mediaServer'
import { keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'
import { switchToDarkTheme } from '../siteTheme'

// Live likes during a real broadcast: two members on the channel page (desktop and phone) and
// a guest. A like from one raises the count on the other's page through the socket, without a
// reload; unlikes lower it; a reload keeps each member's own like; the guest gets the login
// prompt and changes nothing.

const VIEWER2 = 'viewer2@airwave.test'
// The count is pushed about once a second (coalesced): a bound with room for one push's wait.
const FOLLOW_MS = 3000

let site: SiteServer
let browser: Browser
let broadcast: Broadcast | undefined

beforeAll(async () => {
  site = await startSiteServer()
  browser = await launchChromium({ args: ['--autoplay-policy=no-user-gesture-required'] })
})

afterAll(async () => {
  await broadcast?.stop()
  await browser?.close()
  await site?.stop()
})

async function visitor(email: string | undefined, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  const errors = recordErrors(page)
  if (email) {
    await page.goto(`${site.url}/login`)
    await signIn(page, email)
  }
  await page.goto(`${site.url}/airwave`)
  await page.locator('.aw-site-watch[data-state="ON"]').waitFor({ timeout: 30_000 })
  return { page, errors }
}

const likeButton = (page: Page) => page.getByRole('button', { name: 'Like', exact: true })
const likeCount = (page: Page) => page.getByTestId('live-like-count')

/** Milliseconds until the page's like count reads `count`, from `since`. */
async function counted(page: Page, count: string, since: number): Promise<number> {
  await page.waitForFunction(
    (expected) =>
      document.querySelector('[data-testid="live-like-count"]')?.textContent === expected,
    count,
    { timeout: 20_000 },
  )
  return Date.now() - since
}

describe('live likes on the channel page', () => {
  it("one member's like reaches the other's page live; reloads keep each one's own", async () => {
    broadcast = startBroadcast({ target: await rtmpTarget(site.url) })
    const deadline = Date.now() + 60_000
    while (!(await isStreaming(site.url, 'airwave'))) {
      if (Date.now() > deadline) throw new Error('the broadcast never went ON')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const first = await visitor(VIEWER1, { width: 1366, height: 900 })
    const second = await visitor(VIEWER2, { width: 390, height: 844 })
    await expect(likeCount(first.page).textContent()).resolves.toBe('0')
    await expect(likeButton(first.page).getAttribute('aria-pressed')).resolves.toBe('false')

    // viewer1 likes: at once on their page, within the bound on viewer2's.
    const liked = Date.now()
    await likeButton(first.page).click()
    await expect(likeButton(first.page).getAttribute('aria-pressed')).resolves.toBe('true')
    await expect(likeCount(first.page).textContent()).resolves.toBe('1')
    const toSecond = await counted(second.page, '1', liked)
    console.log(`viewer2's page counted viewer1's like ${toSecond} ms after the press`)
    expect(toSecond).toBeLessThanOrEqual(FOLLOW_MS)
    await expect(likeButton(second.page).getAttribute('aria-pressed')).resolves.toBe('false')

    // viewer2 likes from the phone; viewer1's page follows.
    await likeButton(second.page).click()
    await counted(second.page, '2', Date.now())
    expect(await counted(first.page, '2', Date.now())).toBeLessThanOrEqual(FOLLOW_MS)
    await keepScreenshot(first.page, 'live-likes-desktop-light')
    await keepScreenshot(second.page, 'live-likes-phone-light')
    expect(await seriousAxeFindings(first.page, 'live likes, desktop')).toEqual([])
    expect(await seriousAxeFindings(second.page, 'live likes, phone')).toEqual([])

    // viewer1 unlikes; both pages say 1.
    await likeButton(first.page).click()
    await counted(first.page, '1', Date.now())
    await counted(second.page, '1', Date.now())

    // A reload keeps each member's own like, from the server.
    await first.page.reload()
    await first.page.locator('.aw-site-watch[data-state="ON"]').waitFor()
    await counted(first.page, '1', Date.now())
    await expect(likeButton(first.page).getAttribute('aria-pressed')).resolves.toBe('false')
    await second.page.reload()
    await second.page.locator('.aw-site-watch[data-state="ON"]').waitFor()
    await second.page.waitForFunction(
      () => document.querySelector('.aw-live-like')?.getAttribute('aria-pressed') === 'true',
      null,
      { timeout: 20_000 },
    )

    // Dark, both widths.
    for (const page of [first.page, second.page]) {
      await switchToDarkTheme(page)
    }
    await keepScreenshot(first.page, 'live-likes-desktop-dark')
    await keepScreenshot(second.page, 'live-likes-phone-dark')
    expect(await seriousAxeFindings(second.page, 'live likes, phone, dark')).toEqual([])

    // A guest's like asks them to sign in and counts nothing.
    const guest = await visitor(undefined, { width: 390, height: 844 })
    await likeButton(guest.page).click()
    await guest.page.getByRole('dialog', { name: 'Log in to continue' }).waitFor()
    await expect(likeCount(guest.page).textContent()).resolves.toBe('1')
    await expect(likeButton(guest.page).getAttribute('aria-pressed')).resolves.toBe('false')

    expect(first.errors).toEqual([])
    expect(second.errors).toEqual([])
    expect(guest.errors).toEqual([])
  })
})

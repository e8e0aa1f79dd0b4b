import { liveEndpoints } from '@airwave/sdk/live'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { seriousAxeFindings } from '../community/axe'
import { apiAs, recordErrors, signIn, VIEWER1 } from '../community/harness'
import { vodReady } from '../player/mediaServer'
import { keepingScreenshots, keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'

// Every discovery page, as a guest and as a member, in both themes and at a desktop and a phone
// width: no console error, no failed call, a clean axe check; with AIRWAVE_E2E_SCREENSHOTS=1, a
// full-page screenshot of each under e2e/artifacts/screenshots/ for people to look at.

const DESKTOP = { name: 'desktop', width: 1366, height: 900 } as const
const PHONE = { name: 'phone', width: 390, height: 844 } as const
// Each theme and each width once (light on a desktop, dark on a phone): every page's colours
// meet axe in both themes and its layout fits both widths. A run that keeps screenshots takes
// all four, for people to look at.
const COMBINATIONS = keepingScreenshots
  ? ([
      ['light', DESKTOP],
      ['light', PHONE],
      ['dark', DESKTOP],
      ['dark', PHONE],
    ] as const)
  : ([
      ['light', DESKTOP],
      ['dark', PHONE],
    ] as const)

let site: SiteServer
let browser: Browser
let category: string

beforeAll(async () => {
  site = await startSiteServer()
  browser = await launchChromium()
  // The member follows the demo channel and hides another, so their lists are not empty.
  const viewer = await apiAs(site.url, VIEWER1)
  await viewer.channel.follow({ channelId: 'airwave' })
  await viewer.channel.addNotInterested({ channelId: 'viewer2' })
  const response = await fetch(`${site.url}${liveEndpoints.listCategories.path}`)
  const body = (await response.json()) as { data: { categoryList: { pathName: string }[] } }
  category = body.data.categoryList[0]?.pathName ?? 'none'
  await vodReady(site.url, 1)
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

/** Resolves once the page has its heading and nothing is loading any more. */
async function settled(page: Page) {
  await page.locator('main h1').first().waitFor()
  await page.waitForFunction(() => !document.querySelector('[data-state="loading"]'), null, {
    timeout: 30_000,
  })
}

const PAGES: { name: string; path: () => string; member?: boolean }[] = [
  { name: 'home', path: () => '/' },
  { name: 'live', path: () => '/live' },
  { name: 'videos', path: () => '/video' },
  { name: 'replays', path: () => '/video/replay' },
  { name: 'clips', path: () => '/video/clip' },
  { name: 'uploads', path: () => '/video/upload' },
  { name: 'category-live', path: () => `/category/${category}/live` },
  { name: 'category-video', path: () => `/category/${category}/video` },
  { name: 'category-clip', path: () => `/category/${category}/clip` },
  { name: 'following-guest', path: () => '/following' },
  { name: 'following', path: () => '/following', member: true },
  { name: 'following-channel', path: () => '/following/channel', member: true },
  { name: 'following-category', path: () => '/following/category', member: true },
  { name: 'search', path: () => '/search?keyword=airwave' },
  { name: 'search-channels', path: () => '/search?keyword=airwave&type=channel' },
  { name: 'search-tag', path: () => '/search/tag/demo' },
  { name: 'search-empty', path: () => '/search?keyword=zzzzqqqq' },
  { name: 'channel', path: () => '/airwave' },
  { name: 'channel-video', path: () => '/airwave/video' },
  { name: 'uninterested', path: () => '/setting/uninterested-channel', member: true },
  { name: 'video', path: () => '/video/1' },
]

describe('the discovery pages', () => {
  for (const [theme, width] of COMBINATIONS) {
    it(`render cleanly, ${theme}, ${width.name}`, async () => {
      const context = await browser.newContext({ viewport: width })
      await context.addInitScript((value) => {
        localStorage.setItem('airwave.site.theme', value)
      }, theme)
      const page = await context.newPage()
      const errors = recordErrors(page)
      let signedIn = false
      for (const entry of PAGES) {
        if (entry.member && !signedIn) {
          await page.goto(`${site.url}/login`)
          await signIn(page, VIEWER1)
          signedIn = true
        }
        await page.goto(`${site.url}${entry.path()}`)
        await settled(page)
        const label = `${entry.name}, ${theme}, ${width.name}`
        await keepScreenshot(page, `discovery-${entry.name}-${width.name}-${theme}`, {
          fullPage: true,
        })
        expect(await seriousAxeFindings(page, label)).toEqual([])
        expect(errors, label).toEqual([])
      }
      await context.close()
    })
  }
})

describe('the home page', () => {
  // Its three lists answer after the first paint: each keeps the room its list takes (the live
  // list empty here: no broadcast), so nothing moves when they come.
  for (const width of [DESKTOP, PHONE]) {
    it(`keeps its layout while its lists arrive, ${width.name}`, async () => {
      const context = await browser.newContext({ viewport: width })
      await context.addInitScript(() => {
        const shifts: number[] = []
        Object.assign(window, { airwaveShifts: shifts })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value)
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      const page = await context.newPage()
      // The page's calls wait until the page shows its loading state, then all go at once.
      let release = () => {}
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route('**/*', async (route) => {
        const type = route.request().resourceType()
        if (type === 'fetch' || type === 'xhr') await released
        await route.continue()
      })
      await page.goto(`${site.url}/`)
      await page.locator('.aw-site-reserve[data-state="loading"]').first().waitFor()
      release()
      await settled(page)
      await page.locator('.aw-site-reserve[data-state="empty"]').waitFor()
      // A frame after the last list, so its shift (if any) is recorded.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
      const shifts = await page.evaluate(
        () => (window as unknown as { airwaveShifts: number[] }).airwaveShifts,
      )
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01)
      await context.close()
    })
  }
})

import { BOTTOM_BAR_MIN_COMMENTS } from '@airwave/sdk/community'
import { liveEndpoints } from '@airwave/sdk/live'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { seriousAxeFindings } from '../community/axe'
import { apiAs, recordErrors, STREAMER, signIn, VIEWER1 } from '../community/harness'
import { held } from '../held'
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

// A post's pictures come from another host (an S3 bucket, say): here, a 4:3 picture that the
// page gets only once everything else is on screen, as a slow image host would give it.
const PICTURE_HOST = 'https://pictures.airwave.test'
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAACXBIWXMAAAABAAAAAQBPJcTWAAAAK0lEQVR4nO3NMQ0AAAgDsPnXgU6CBb49Tfo3O6norGKxWCwWi8VisVgsfjmM06fKbMMUUAAAAABJRU5ErkJggg==',
  'base64',
)

/**
 * The sum of the page's layout shifts while it loads (CLS without its windows). Its calls wait
 * until `loading` shows, then all go at once; the pictures wait until `ready` shows and nothing
 * is loading any more, then come too.
 */
async function shiftWhileLoading(
  width: { width: number; height: number },
  path: string,
  { loading, ready }: { loading: string; ready: string },
): Promise<number> {
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
  const errors = recordErrors(page)
  const [callsReleased, releaseCalls] = held()
  const [picturesReleased, releasePictures] = held()
  await page.route('**/*', async (route) => {
    const type = route.request().resourceType()
    if (type === 'fetch' || type === 'xhr') await callsReleased
    await route.continue()
  })
  await page.route(`${PICTURE_HOST}/**`, async (route) => {
    await picturesReleased
    await route.fulfill({ contentType: 'image/png', body: PICTURE })
  })
  await page.goto(`${site.url}${path}`)
  await page.locator(loading).first().waitFor()
  releaseCalls()
  await page.locator(ready).first().waitFor()
  await page.waitForFunction(() => !document.querySelector('[data-state="loading"]'), null, {
    timeout: 30_000,
  })
  releasePictures()
  // Every picture in view has come (a lazy one below the fold loads only when scrolled to).
  await page.waitForFunction(() =>
    [...document.images].every(
      (image) => image.complete || image.getBoundingClientRect().top >= window.innerHeight,
    ),
  )
  // Two frames after the last change, so its shift (if any) is recorded.
  for (let frame = 0; frame < 2; frame++) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
  }
  const shifts = await page.evaluate(
    () => (window as unknown as { airwaveShifts: number[] }).airwaveShifts,
  )
  expect(errors, path).toEqual([])
  await context.close()
  return shifts.reduce((sum, value) => sum + value, 0)
}

describe('pages while their content arrives', () => {
  // Each keeps the room of what is coming, so nothing on screen moves when it comes: the home
  // page's three lists (the live one empty here: no broadcast), the channel page's player and
  // the lines under it (the chat starts at once), a video's channel row (its follow button comes
  // later), a post's picture on the board and on its page, and the bar under a post's comments.
  let postIdx = 0
  beforeAll(async () => {
    const [streamer, viewer2] = await Promise.all([
      apiAs(site.url, STREAMER),
      apiAs(site.url, 'viewer2@airwave.test'),
    ])
    const post = await streamer.community.createPost({
      content: 'Layout check: a post with a picture',
      attachImgLink: [`${PICTURE_HOST}/studio.png`],
    })
    postIdx = post.idx
    // Enough comments for the bar under them (BOTTOM_BAR_MIN_COMMENTS), from two members.
    for (let n = 0; n < BOTTOM_BAR_MIN_COMMENTS; n++) {
      const author = n % 2 === 0 ? streamer : viewer2
      await author.community.createComment(postIdx, { content: `Layout check comment ${n + 1}` })
    }
  })
  const PAGES_LOADING = [
    {
      name: 'home',
      path: () => '/',
      loading: '.aw-site-reserve[data-state="loading"]',
      ready: '.aw-site-reserve[data-state="empty"]',
    },
    {
      name: 'channel',
      path: () => '/airwave',
      loading: '.aw-site-watch[data-state="loading"]',
      ready: '.aw-site-watch[data-state="OFF"]',
    },
    {
      name: 'video',
      path: () => '/video/1',
      loading: '[data-state="loading"]',
      ready: 'button:text-is("Follow")',
    },
    {
      name: 'board',
      path: () => '/airwave/community',
      loading: '[data-state="loading"]',
      ready: `.aw-post img[src^="${PICTURE_HOST}"]`,
    },
    {
      name: 'post',
      path: () => `/airwave/community/${postIdx}`,
      loading: '[data-state="loading"]',
      ready: '.aw-comment-list',
    },
  ]
  for (const width of [DESKTOP, PHONE]) {
    for (const entry of PAGES_LOADING) {
      it(`${entry.name} keeps its layout, ${width.name}`, async () => {
        const shift = await shiftWhileLoading(width, entry.path(), entry)
        expect(shift).toBeLessThan(0.01)
      })
    }
  }
})

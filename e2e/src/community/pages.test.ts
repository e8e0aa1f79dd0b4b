import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'
import { type AxeFinding, seriousAxeFindings } from './axe'
import { type ApiClient, apiAs, recordErrors, signIn, VIEWER1 } from './harness'

// Every community page in both themes at a desktop and a phone width: an axe check of each,
// and a full-page screenshot kept under e2e/artifacts/screenshots/ for people to look at.

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 812 },
] as const

interface SitePage {
  name: string
  path: () => string
  /** Resolves once the page shows its content, not a skeleton. */
  ready: (page: Page) => Promise<void>
  /** Server state the page is shown with, undone after it. */
  during?: { before: () => Promise<unknown>; after: () => Promise<unknown> }
}

let site: SiteServer
let browser: Browser
let postIdx: number
let viewer: ApiClient

const MEMBER_PAGES: SitePage[] = [
  {
    name: 'board',
    path: () => '/airwave/community',
    ready: (page) => page.getByRole('article').first().waitFor(),
  },
  {
    name: 'post',
    path: () => `/airwave/community/${postIdx}`,
    ready: (page) => page.locator('.aw-comments[data-state="ready"]').waitFor(),
  },
  {
    name: 'channel',
    path: () => '/airwave',
    ready: (page) => page.locator('.aw-site-watch[data-state="OFF"]').waitFor(),
  },
  {
    name: 'block-users',
    path: () => '/setting/block-users',
    ready: (page) => page.locator('.aw-blocked-users[data-state="ready"]').waitFor(),
    // A blocked user, so the page shows its list rather than the empty state; only here, so
    // that the other pages show every comment.
    during: {
      before: () => viewer.channel.block({ channelId: 'viewer5' }),
      after: () => viewer.channel.unblock({ channelId: 'viewer5' }),
    },
  },
]

const LOGIN_PAGE: SitePage = {
  name: 'login',
  path: () => '/login',
  ready: (page) => page.getByLabel('E-mail').waitFor(),
}

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSiteServer(), launchChromium()])
  viewer = await apiAs(site.url, VIEWER1)
  const posts = await viewer.community.listPosts({ channelId: 'airwave', page: 1, limit: 1 })
  const first = posts.list[0]
  if (!first) throw new Error('The demo channel has no posts')
  postIdx = first.idx
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

/** Opens the page at each width: axe findings collected, a screenshot saved per width. */
async function visit(page: Page, sitePage: SitePage, theme: string): Promise<AxeFinding[]> {
  const findings: AxeFinding[] = []
  await sitePage.during?.before()
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height })
    await page.goto(`${site.url}${sitePage.path()}`)
    await sitePage.ready(page)
    // Pictures and fonts in place, so the screenshot shows what a person would see. A full-page
    // screenshot shows what lies below the fold too, so lazy pictures are loaded now.
    await page.evaluate(() => {
      for (const image of document.images) image.loading = 'eager'
    })
    await page.waitForFunction(() => [...document.images].every((image) => image.complete))
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    const label = `${sitePage.name}, ${theme}, ${size.name}`
    findings.push(...(await seriousAxeFindings(page, label)))
    await keepScreenshot(page, `${sitePage.name}-${theme}-${size.name}`, { fullPage: true })
  }
  await sitePage.during?.after()
  return findings
}

describe('the community pages, checked by axe and photographed', () => {
  it.each(['light', 'dark'] as const)('in the %s theme', async (theme) => {
    const context = await browser.newContext({ colorScheme: theme })
    const page = await context.newPage()
    const errors = recordErrors(page)

    const findings = await visit(page, LOGIN_PAGE, theme)
    await signIn(page, VIEWER1)
    for (const sitePage of MEMBER_PAGES) findings.push(...(await visit(page, sitePage, theme)))
    expect(await page.locator('.aw-root').getAttribute('data-theme')).toBe(theme)
    await context.close()

    expect(findings).toEqual([])
    expect(errors).toEqual([])
  })
})

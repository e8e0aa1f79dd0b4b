import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../scripts/chromium.mjs'
import { recordErrors, STREAMER, signedInPage } from './community/harness'
import { type SiteServer, startSiteServer } from './siteServer'

// The site as partners develop with the kit: React's development build, whose <StrictMode>
// mounts every component twice and reconnects its effects (`pnpm --filter @airwave/site
// build:dev`, which `npm test` runs).
const DEV_DIST = join(dirname(fileURLToPath(import.meta.url)), '../../apps/site/dist-dev')

let site: SiteServer
let browser: Browser

beforeAll(async () => {
  if (!existsSync(join(DEV_DIST, 'index.html'))) {
    throw new Error(
      `No development build in ${DEV_DIST}: run pnpm --filter @airwave/site build:dev`,
    )
  }
  site = await startSiteServer({ siteDir: DEV_DIST })
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

async function postWithComments(): Promise<number> {
  const response = await fetch(`${site.url}/v2/channel/post?channelId=airwave&page=1&limit=20`)
  const body = (await response.json()) as { data: { list: { idx: number; commentCnt: number }[] } }
  const post = body.data.list.find((p) => p.commentCnt > 0)
  if (!post) throw new Error('No demo post has comments')
  return post.idx
}

describe("the site on React's development build, under StrictMode", () => {
  it('shows the board and a post with its comments, with no error state', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
    const errors = recordErrors(page)
    const info: string[] = []
    page.on('console', (message) => info.push(message.text()))

    await page.goto(`${site.url}/airwave/community`)
    await page.locator('article').first().waitFor()
    // Only React's development build says this: the pass ran on the build it means to test.
    expect(info.some((text) => text.includes('React DevTools'))).toBe(true)
    expect(await page.getByText('Something went wrong.').count()).toBe(0)

    const postIdx = await postWithComments()
    await page.goto(`${site.url}/airwave/community/${postIdx}`)
    await page.locator('.aw-comment').first().waitFor()
    expect(await page.getByText('Something went wrong.').count()).toBe(0)
    expect(errors).toEqual([])
    await page.close()
  })

  it('changes a dashboard page to a language not loaded yet at once, with no warning', async () => {
    // The dashboard's menu reads two of the site's catalogues that load with the page, not
    // before it: choosing Thai fetches both, and React replays the menu as each arrives.
    const { page, errors } = await signedInPage(browser, site.url, STREAMER)
    await page.evaluate(() => localStorage.setItem('airwave.site.locale', 'ko-KR'))
    await page.goto(`${site.url}/dashboard/embed`)
    const menu = page.locator('nav.aw-site-dashboard-nav')
    await menu.getByRole('link', { name: '위젯' }).waitFor()
    await menu.getByRole('link', { name: '임베드' }).waitFor()
    await page.getByRole('combobox', { name: '언어' }).selectOption('th-TH')
    await menu.getByRole('link', { name: 'วิดเจ็ต' }).waitFor()
    await menu.getByRole('link', { name: 'ฝัง' }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
    await page.close()
  })

  it('runs the subscription pages: the subscribe dialog, the subscriptions, the subscribers', async () => {
    // viewer3's demo subscription to airwave is cancelled, still in its period; viewer4 has none.
    const subscriber = await signedInPage(browser, site.url, 'viewer3@airwave.test')
    await subscriber.page.goto(`${site.url}/subscriptions`)
    await subscriber.page
      .getByText(/Cancelled: your benefits last until/)
      .first()
      .waitFor()
    expect(subscriber.errors).toEqual([])
    await subscriber.page.close()
    const member = await signedInPage(browser, site.url, 'viewer4@airwave.test')
    await member.page.goto(`${site.url}/airwave`)
    await member.page.getByRole('button', { name: 'Subscribe' }).click()
    const confirm = member.page.getByRole('dialog').filter({ hasText: 'a month' })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'detached' })
    await member.page.goto(`${site.url}/items/giftsub?channelId=airwave`)
    await member.page.getByRole('button', { name: 'Send the gift' }).waitFor()
    expect(await member.page.getByText('Something went wrong.').count()).toBe(0)
    expect(member.errors).toEqual([])
    await member.page.close()

    const streamer = await signedInPage(browser, site.url, STREAMER)
    await streamer.page.goto(`${site.url}/dashboard/subscribers`)
    await streamer.page.getByRole('row').filter({ hasText: 'Viewer2' }).waitFor()
    await streamer.page.goto(`${site.url}/dashboard/subscribers/badge`)
    await streamer.page.locator('img[alt]').first().waitFor()
    expect(await streamer.page.getByText('Something went wrong.').count()).toBe(0)
    expect(streamer.errors).toEqual([])
    await streamer.page.close()
  })

  it('runs the missions and the message panel: a pledge, a room, a message', async () => {
    const viewer = await signedInPage(browser, site.url, 'viewer1@airwave.test')
    await viewer.page.goto(`${site.url}/challenge?channelId=airwave`)
    const card = viewer.page.locator('.aw-mission-card', {
      hasText: 'No deaths until the next boss',
    })
    await card.getByRole('button', { name: 'Add gems' }).click()
    const pledge = viewer.page.locator('form', { hasText: 'Gems to add to' })
    await pledge.getByLabel('Gems', { exact: true }).fill('100')
    await pledge.getByRole('button', { name: 'Add gems' }).click()
    await viewer.page.getByText('You added 100 gems.').waitFor()
    // viewer1's demo conversation with viewer2, and a new message in it.
    await viewer.page.getByRole('button', { name: /^Messages/ }).click()
    const panel = viewer.page.locator('.aw-msg-panel[role="dialog"]')
    await panel.getByRole('button', { name: /Viewer2/ }).click()
    const composer = panel.getByRole('textbox', { name: 'Message to Viewer2' })
    await composer.fill('Written on the development build')
    await composer.press('Enter')
    await panel.getByText('Written on the development build').waitFor()
    expect(await panel.getByText('Written on the development build').count()).toBe(1)
    expect(await viewer.page.getByText('Something went wrong.').count()).toBe(0)
    expect(viewer.errors).toEqual([])
    await viewer.page.close()
  })

  it('runs the dashboard: the stream home, the statistics with their charts, managers, reports', async () => {
    const streamer = await signedInPage(browser, site.url, STREAMER)
    const { page } = streamer
    await page.goto(`${site.url}/dashboard`)
    await page.getByLabel('Stream key').waitFor()
    await page.goto(`${site.url}/dashboard/statistics/channel`)
    await page.locator('.aw-stat-chart canvas').first().waitFor()
    await page.goto(`${site.url}/dashboard/statistics/broadcast`)
    await page.locator('table.aw-stat-broadcasts tbody tr').first().getByRole('link').click()
    await page.locator('.aw-stat-chart canvas').first().waitFor()
    await page.goto(`${site.url}/dashboard/manager`)
    await page.getByRole('switch', { name: 'Polls' }).first().waitFor()
    await page.goto(`${site.url}/dashboard/report/chat`)
    await page
      .locator('.aw-site-dashboard-head h1', { hasText: 'Reported chat messages' })
      .waitFor()
    await page.waitForLoadState('networkidle')
    expect(await page.getByText('Something went wrong.').count()).toBe(0)
    expect(streamer.errors).toEqual([])
    await page.close()
  })
})

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { seriousAxeFindings } from '../community/axe'
import { recordErrors, signIn, VIEWER1 } from '../community/harness'
import { keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'

// Not interested, end to end: a member hides a channel from a card's menu, its cards go at once
// and stay gone after a reload (the server leaves them out); removing the channel on
// /setting/uninterested-channel brings them back. The built site and the real server.

let site: SiteServer
let browser: Browser

beforeAll(async () => {
  site = await startSiteServer()
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

/** The channel's listed video titles once `min` are transcoded (bounded wait). */
async function titlesOf(channelId: string, min: number, ms = 100_000): Promise<string[]> {
  const deadline = Date.now() + ms
  for (;;) {
    const response = await fetch(`${site.url}/vod/list/${channelId}?page=1&limit=20`)
    const body = (await response.json()) as { data: { vodList: { title: string }[] } }
    if (body.data.vodList.length >= min) return body.data.vodList.map((v) => v.title)
    if (Date.now() > deadline) throw new Error(`${channelId} listed fewer than ${min} videos`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

function cardOf(page: Page, title: string) {
  return page
    .getByRole('list', { name: 'Videos' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
}

describe('not interested', { timeout: 200_000 }, () => {
  it('hides a channel’s cards, keeps them hidden after a reload, and brings them back', async () => {
    const [one, two] = await titlesOf('viewer3', 2)
    if (!one || !two) throw new Error('two videos expected')
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
    const page = await context.newPage()
    const errors = recordErrors(page)
    await page.goto(`${site.url}/login`)
    await signIn(page, VIEWER1)
    await page.goto(`${site.url}/video`)
    await cardOf(page, one).waitFor()
    await cardOf(page, two).waitFor()

    await page.getByRole('button', { name: `More options for ${one}` }).click()
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/v2/channel/not-interested'),
    )
    await page.getByRole('menuitem', { name: 'Not interested' }).click()
    expect((await saved).status()).toBeLessThan(300)
    // Both of the channel's cards go, not only the one whose menu was used.
    await cardOf(page, one).waitFor({ state: 'detached' })
    await cardOf(page, two).waitFor({ state: 'detached' })
    await keepScreenshot(page, 'discovery-not-interested-desktop-light')
    expect(await seriousAxeFindings(page, 'videos after not interested')).toEqual([])

    const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/vod')
    await page.reload()
    await listed
    await page.getByRole('button', { name: 'Sign out' }).waitFor()
    await page.getByRole('list', { name: 'Videos' }).getByRole('listitem').first().waitFor()
    expect(await cardOf(page, one).count()).toBe(0)
    expect(await cardOf(page, two).count()).toBe(0)

    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${site.url}/setting/uninterested-channel`)
    const remove = page.getByRole('button', { name: 'Remove: Viewer3' })
    await remove.waitFor()
    await keepScreenshot(page, 'discovery-uninterested-setting-phone-light', { fullPage: true })
    expect(await seriousAxeFindings(page, 'uninterested channels, phone')).toEqual([])
    await remove.click()
    await page.getByText('You have not hidden any channel.').waitFor()

    await page.goto(`${site.url}/video`)
    await cardOf(page, one).waitFor()
    await cardOf(page, two).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})

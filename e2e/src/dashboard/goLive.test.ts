import { createClient } from '@airwave/sdk'
import { accountEndpoints } from '@airwave/sdk/account'
import { latestCode } from '@airwave/server/testing'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Broadcast, startBroadcast } from '../../../bench/player/broadcast.mjs'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { seriousAxeFindings } from '../community/axe'
import { recordErrors } from '../community/harness'
import { keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'

// Going live from the site alone, as a new member: they make a channel, the header's Dashboard
// link opens the dashboard home, where the first-time guide, the ingest URL and the hidden key
// are; they reveal and copy the key, push a stream with ffmpeg to that URL with that key, and
// watch the health panel fill from the ingest (bitrate, resolution) and the uptime run; a guest
// watching on a phone shows in "Viewers now"; the encoder stops and the dashboard says offline;
// the broadcast is in the statistics with its viewer curve. Every wait is on a condition, with a
// bound.

const PASSWORD = 'Encoder#2026'
let site: SiteServer
let browser: Browser
let broadcast: Broadcast | undefined

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSiteServer(), launchChromium()])
})

afterAll(async () => {
  await broadcast?.stop()
  await browser?.close()
  await site?.stop()
})

/** A member without a channel, made over the API (the sign-up pages have their own tests). */
async function newMember(email: string) {
  const api = createClient({ baseUrl: site.url, endpoints: { account: accountEndpoints } })
  await api.account.sendVerification({ email })
  await api.account.signUp({
    email,
    number: await latestCode(site.url, email),
    password: PASSWORD,
    year: 1994,
    month: 6,
    day: 3,
    termsCheck: true,
  })
}

/** The text of one figure of the health panel. */
const figure = (page: Page, name: string) =>
  page.locator(`.aw-site-golive-health [data-figure="${name}"]`)

describe('going live from the dashboard, in chromium', () => {
  it('a new member makes a channel, finds and copies the key, goes live with ffmpeg, sees health and a viewer, ends, finds the broadcast in the statistics', async () => {
    const email = 'firststream@example.com'
    await newMember(email)
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url })
    const page = await context.newPage()
    const errors = recordErrors(page)
    try {
      await page.goto(`${site.url}/login`)
      await page.getByLabel('E-mail').fill(email)
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await page.getByRole('button', { name: 'Sign in' }).last().click()
      await page.getByRole('button', { name: 'Sign out' }).waitFor()

      await page.goto(`${site.url}/channel/create`)
      await page.getByLabel('Channel id').fill('golive26')
      await page.getByLabel('Nickname').fill('FirstStream')
      await page.getByRole('button', { name: 'Create channel' }).click()
      await page.getByRole('heading', { name: 'Your channel is ready' }).waitFor()
      await page.getByRole('button', { name: 'Continue' }).click()
      // Before the channel, the header's messages call answers 403 (the direct messages need a
      // channel; not this page's): the page's errors count from here.
      errors.length = 0

      // The header's Dashboard link opens the dashboard home.
      await page.locator('header.aw-site-header').getByRole('link', { name: 'Dashboard' }).click()
      await page.waitForURL(`${site.url}/dashboard`)
      await page.getByRole('heading', { name: 'How to go live' }).waitFor()
      const overview = page.getByRole('region', { name: 'Your stream now' })
      await overview.getByText('Offline').waitFor()
      await page.getByText('Go live to see what your encoder sends.').waitFor()

      const url = page.getByLabel('Ingest URL (RTMP server)')
      const key = page.getByLabel('Stream key')
      await key.waitFor()
      expect(await key.getAttribute('type')).toBe('password')
      const ingestUrl = await url.inputValue()
      expect(ingestUrl).toMatch(/^rtmp:\/\/127\.0\.0\.1:\d+\/live$/)
      expect(await seriousAxeFindings(page, 'dashboard home, first time')).toEqual([])
      await keepScreenshot(page, 'dashboard-golive-offline-1280-light', { fullPage: true })

      await page.getByRole('button', { name: 'Show key' }).click()
      expect(await key.getAttribute('type')).toBe('text')
      await page.getByRole('button', { name: 'Copy key' }).click()
      await page.getByRole('status').getByText('Stream key copied.').waitFor()
      const streamKey = await page.evaluate(() => navigator.clipboard.readText())
      expect(streamKey).toBe(await key.inputValue())
      expect(streamKey).toMatch(/^live_/)

      // The encoder: 640x360 at 30 fps, a keyframe a second, to the URL and key on the page.
      broadcast = startBroadcast({ target: `${ingestUrl}/${streamKey}` })
      await overview.getByText('Live', { exact: true }).waitFor({ timeout: 60_000 })
      await page
        .locator('.aw-site-golive-health [data-figure="resolution"]', { hasText: '640×360' })
        .waitFor({ timeout: 60_000 })
      await page
        .locator('.aw-site-golive-health [data-figure="bitrate"]', { hasText: /^\d+ kbit\/s$/ })
        .waitFor({ timeout: 30_000 })
      const kbps = Number(((await figure(page, 'bitrate').textContent()) ?? '').split(' ')[0])
      expect(kbps).toBeGreaterThan(0)
      expect(await figure(page, 'frameRate').textContent()).toMatch(/^\d+(\.\d)? fps$/)
      // The uptime runs: H:MM:SS, moving on.
      const uptime = overview.locator('.aw-site-golive-tile', { hasText: 'Uptime' }).locator('dd')
      await page.waitForFunction(
        (element) => /^0:00:0[1-9]|^0:00:[1-5]\d|^0:0[1-9]:/.test(element?.textContent ?? ''),
        await uptime.elementHandle(),
        { timeout: 30_000 },
      )
      // The muted preview plays the stream.
      await page.waitForFunction(
        () => {
          const video = document.querySelector('video')
          return video?.muted === true && video.currentTime > 0.5
        },
        null,
        { timeout: 60_000 },
      )
      await keepScreenshot(page, 'dashboard-golive-live-1280-light', { fullPage: true })

      // A guest watches on the channel page, on a phone: the player logs the play, and the
      // dashboard's "Viewers now" counts them from the statistics' events.
      const viewerContext = await browser.newContext({ viewport: { width: 390, height: 844 } })
      try {
        const viewerPage = await viewerContext.newPage()
        await viewerPage.goto(`${site.url}/golive26`)
        await viewerPage.waitForFunction(
          () => (document.querySelector('video')?.currentTime ?? 0) > 0.5,
          null,
          { timeout: 60_000 },
        )
        const viewersNow = overview.locator('.aw-site-golive-tile', { hasText: 'Viewers now' })
        await viewersNow.locator('dd', { hasText: /^1$/ }).waitFor({ timeout: 60_000 })
      } finally {
        await viewerContext.close()
      }

      // The encoder stops: the dashboard is offline again (the guide has gone: they streamed).
      await broadcast.stop()
      broadcast = undefined
      await overview.getByText('Offline').waitFor({ timeout: 30_000 })
      await page.getByText('Go live to see what your encoder sends.').waitFor()
      expect(await page.getByRole('heading', { name: 'How to go live' }).count()).toBe(0)

      // The broadcast is in the statistics once the rollup has taken its events (a job every
      // 10 s): its row counts the viewer, and its page draws the viewer curve with its table.
      await page.goto(`${site.url}/dashboard/statistics/broadcast`)
      const row = page.locator('table.aw-stat-broadcasts tbody tr').first()
      for (let attempt = 0; attempt < 12; attempt += 1) {
        await page.locator('.aw-stat-page[data-state="ready"], .aw-site-state').first().waitFor()
        const unique = await row
          .locator('td')
          .nth(3)
          .textContent()
          .catch(() => null)
        if (unique !== null && Number(unique) >= 1) break
        await page.waitForTimeout(5_000)
        await page.reload()
      }
      expect(Number(await row.locator('td').nth(3).textContent())).toBeGreaterThanOrEqual(1)
      await row.getByRole('link').click()
      await page.waitForURL(/\/dashboard\/statistics\/broadcast\/\d+$/)
      const curve = page.locator('.aw-stat-chart')
      await curve.locator('canvas').first().waitFor()
      await curve.getByText('Show as a table').click()
      const points = curve.locator('table tbody tr')
      expect(await points.count()).toBeGreaterThan(0)
      expect(await seriousAxeFindings(page, 'broadcast statistics')).toEqual([])
      await keepScreenshot(page, 'dashboard-statistics-broadcast-1280-light', { fullPage: true })
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})

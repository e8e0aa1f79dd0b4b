import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Broadcast, startBroadcast } from '../../../bench/player/broadcast.mjs'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { seriousAxeFindings } from '../community/axe'
import { pressOnSight, recordErrors, STREAMER, signIn } from '../community/harness'
import { DEMO_VODS, isStreaming, vodReady } from '../player/mediaServer'
import { keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'
import { switchToDarkTheme } from '../siteTheme'

// Raids and the live-end autoplay with real broadcasts: the demo channels airwave and viewer1
// both live; the streamer raids viewer1 from their channel page; a viewer's page counts down
// and lands on viewer1, playing; another viewer stays, and when airwave's broadcast ends is
// offered viewer1 again (the autoplay raid list), stays again, and gets the live-end screen
// with the channel's recent videos, one of which they play.

const PASSWORD = 'Airwave!2026'
const VIEWER1 = 'viewer1@airwave.test'
const VIEWER2 = 'viewer2@airwave.test'

let site: SiteServer
let browser: Browser
const broadcasts: Broadcast[] = []

/** The RTMP target of a demo channel, signed in as its owner. */
async function rtmpTargetOf(email: string): Promise<string> {
  const signedIn = await fetch(`${site.url}/member/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  const session = (await signedIn.json()) as { data: { accessToken: string } }
  const key = await fetch(`${site.url}/v2/stream/key`, {
    headers: { authorization: `Bearer ${session.data.accessToken}` },
  })
  const { data } = (await key.json()) as { data: { streamKey: string; ingestUrl: string } }
  return `${data.ingestUrl}/${data.streamKey}`
}

/** Waits for the server to hold the channel ON (polled: the test is not on its socket). */
async function streaming(channelId: string) {
  const deadline = Date.now() + 60_000
  while (!(await isStreaming(site.url, channelId))) {
    if (Date.now() > deadline) throw new Error(`${channelId} never went ON`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function open(
  path: string,
  viewport: { width: number; height: number },
  options: { email?: string; theme?: 'light' | 'dark' } = {},
) {
  const context = await browser.newContext({ viewport, colorScheme: options.theme ?? 'light' })
  const page = await context.newPage()
  const errors = recordErrors(page)
  if (options.email) {
    await page.goto(`${site.url}/login`)
    await signIn(page, options.email)
  }
  await page.goto(`${site.url}${path}`)
  await page.locator('.aw-site-watch[data-state="ON"]').waitFor({ timeout: 30_000 })
  return { page, errors }
}

const raidScreen = (page: Page, state: string) =>
  page.locator(`section.aw-raid[data-state="${state}"]`)

beforeAll(async () => {
  site = await startSiteServer()
  browser = await launchChromium({ args: ['--autoplay-policy=no-user-gesture-required'] })
})

afterAll(async () => {
  for (const broadcast of broadcasts) await broadcast.stop()
  await browser?.close()
  await site?.stop()
})

describe('raids and the live-end autoplay', () => {
  it('the streamer raids another live channel; the viewer counts down and lands there', async () => {
    const airwave = startBroadcast({ target: await rtmpTargetOf(STREAMER) })
    const viewer1 = startBroadcast({ target: await rtmpTargetOf(VIEWER1) })
    broadcasts.push(airwave, viewer1)
    await Promise.all([streaming('airwave'), streaming('viewer1')])

    const streamer = await open('/airwave', { width: 1366, height: 900 }, { email: STREAMER })
    const viewer = await open('/airwave', { width: 1366, height: 900 })
    const stayer = await open('/airwave', { width: 390, height: 844 }, { email: VIEWER2 })

    // Only the streamer has the raid panel: the other live channel is offered, theirs is not.
    const panel = streamer.page.getByRole('region', { name: 'Raid another channel' })
    const picker = panel.getByRole('combobox', { name: 'Live channel' })
    await panel.getByRole('option', { name: /\(viewer1\)/ }).waitFor({ state: 'attached' })
    expect(await panel.getByRole('option', { name: /\(airwave\)/ }).count()).toBe(0)
    expect(await viewer.page.getByRole('region', { name: 'Raid another channel' }).count()).toBe(0)
    expect(await seriousAxeFindings(streamer.page, 'channel page with the raid panel')).toEqual([])
    await keepScreenshot(streamer.page, 'raid-panel-desktop-light')

    // The phone viewer stays, the moment the countdown says who raids whom: its 10 s are less
    // than a loaded machine's round trips took to look first.
    const stayed = pressOnSight(
      stayer.page,
      'section.aw-raid[data-state="countdown"]',
      'Stay here',
      {
        once: 'Airwave is raiding Viewer1',
      },
    )
    await picker.selectOption('viewer1')
    await panel.getByRole('button', { name: 'Start raid' }).click()
    await panel.getByText('Raid sent: your viewers are on their way to viewer1.').waitFor()

    // The viewers count down: who raids whom, the seconds left.
    await raidScreen(viewer.page, 'countdown').waitFor()
    await viewer.page.getByRole('heading', { name: 'Airwave is raiding Viewer1' }).waitFor()
    const seconds = Number(await viewer.page.getByRole('progressbar').getAttribute('aria-valuenow'))
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(10)
    await stayed
    await raidScreen(stayer.page, 'hidden').waitFor({ state: 'attached' })
    expect(await seriousAxeFindings(viewer.page, 'raid countdown, desktop')).toEqual([])
    await keepScreenshot(viewer.page, 'raid-countdown-desktop-light')

    // At the end of the countdown the viewer's page is viewer1's, and it plays.
    await viewer.page.waitForURL(`${site.url}/viewer1`, { timeout: 20_000 })
    await viewer.page.locator('.aw-site-watch[data-state="ON"]').waitFor()
    await viewer.page.getByRole('heading', { name: 'Viewer1', level: 1 }).waitFor()
    await viewer.page.waitForFunction(
      () => (document.querySelector('video')?.currentTime ?? 0) > 0.5,
      null,
      { timeout: 60_000 },
    )
    // The raiding streamer stays on their own live; the viewer who stayed too.
    expect(new URL(streamer.page.url()).pathname).toBe('/airwave')
    expect(new URL(stayer.page.url()).pathname).toBe('/airwave')
    expect(await raidScreen(streamer.page, 'countdown').count()).toBe(0)

    // Airwave's broadcast ends: the viewer who stayed is offered viewer1 again (the autoplay
    // raid list), in the dark theme now.
    await switchToDarkTheme(stayer.page)
    await vodReady(site.url, DEMO_VODS.colourBars)
    await airwave.stop()
    await stayer.page
      .locator('section.aw-raid[data-state="countdown"][data-kind="autoplay"]')
      .waitFor({
        timeout: 30_000,
      })
    await stayer.page.getByRole('heading', { name: 'Up next, live: Viewer1' }).waitFor()
    await keepScreenshot(stayer.page, 'raid-autoplay-phone-dark')
    expect(await seriousAxeFindings(stayer.page, 'raid autoplay, phone, dark')).toEqual([])
    await stayer.page.getByRole('button', { name: 'Stay here' }).click()

    // Then the live-end screen: the channel's recent videos.
    const ended = stayer.page.locator('section.aw-live-end[data-state="shown"]')
    await ended.waitFor({ timeout: 30_000 })
    await stayer.page.getByRole('heading', { name: 'The live has ended' }).waitFor()
    await keepScreenshot(stayer.page, 'live-end-phone-dark')
    expect(await seriousAxeFindings(stayer.page, 'live-end screen, phone, dark')).toEqual([])
    // The channel's newest ready video: which one depends on what the media queue has finished
    // (a demo video, or this broadcast's replay), so any of airwave's videos will do.
    const video = ended.locator('a[href^="/video/"]').first()
    const href = await video.getAttribute('href')
    expect(href).toMatch(/^\/video\/\d+$/)
    expect(await video.textContent()).toContain('Airwave')
    await video.click()
    await stayer.page.waitForURL(`${site.url}${href}`)

    expect(streamer.errors).toEqual([])
    expect(viewer.errors).toEqual([])
    expect(stayer.errors).toEqual([])
  })
})

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Broadcast, startBroadcast } from '../../../bench/player/broadcast.mjs'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { seriousAxeFindings } from '../community/axe'
import { recordErrors } from '../community/harness'
import { isStreaming, liveReady, rtmpTarget, vodReady } from '../player/mediaServer'
import { keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'

// A real broadcast (RTMP → ffmpeg) ends and becomes a replay: recorded as the ingest received
// it, transcoded by real ffmpeg, listed on the channel's /{channelId}/video and played there.
// The channel's page, open since the broadcast was on, lists it once it is ready: no reload.

// The demo channel's stream title (seed): a replay is titled after it and its day.
const STREAM_TITLE = 'Airwave live: building a streaming kit'

interface Listed {
  vodNo: number
  title: string
  fileType?: string
}

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

async function replays(): Promise<Listed[]> {
  const response = await fetch(`${site.url}/vod/list/airwave?page=1&limit=50`)
  const body = (await response.json()) as { data: { vodList: Listed[] } }
  return body.data.vodList.filter((v) => v.fileType === 'replay')
}

async function until<T>(what: string, ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const found = await probe()
    if (found !== undefined) return found
    if (Date.now() > deadline) throw new Error(`${what} within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

// Hang guards, not budgets: the replay is joined and transcoded by real ffmpeg, which a loaded
// two-core machine slows many times over.
describe('a broadcast becomes a replay', { timeout: 900_000 }, () => {
  it('ends, and its replay is listed on /{channelId}/video and plays', async () => {
    broadcast = startBroadcast({ target: await rtmpTarget(site.url) })
    await until('the broadcast went ON', 60_000, async () =>
      (await isStreaming(site.url, 'airwave')) ? true : undefined,
    )
    await liveReady(site.url, 'airwave')
    // A few seconds of picture to record: the playlist's segments say how much went out.
    await until('six seconds were packaged', 60_000, async () => {
      const playlist = await (await fetch(`${site.url}/media/live/airwave/master.m3u8`)).text()
      const media = playlist.split('\n').find((line) => line && !line.startsWith('#'))
      if (!media) return undefined
      const body = await (await fetch(new URL(media, `${site.url}/media/live/airwave/`))).text()
      const seconds = [...body.matchAll(/#EXTINF:([\d.]+)/g)].reduce(
        (sum, m) => sum + Number(m[1]),
        0,
      )
      return seconds >= 6 ? true : undefined
    })
    // A viewer on the channel's page while it is live: its Videos section holds no replay yet.
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
    const page = await context.newPage()
    const errors = recordErrors(page)
    await page.goto(`${site.url}/airwave`)
    const channelVideos = page
      .locator('section.aw-site-section')
      .filter({ has: page.getByRole('heading', { name: 'Videos', exact: true }) })
    await channelVideos.getByRole('listitem').first().waitFor()
    expect(await channelVideos.getByRole('heading', { name: STREAM_TITLE }).count()).toBe(0)
    await broadcast.stop()
    broadcast = undefined
    await until('the broadcast ended', 60_000, async () =>
      (await isStreaming(site.url, 'airwave')) ? undefined : true,
    )

    const replay = await until('the replay was listed', 300_000, async () =>
      // Titled after the broadcast's title (the demo replays, transcoding meanwhile, are not).
      (await replays()).find((v) => v.title.startsWith(STREAM_TITLE)),
    )
    await vodReady(site.url, replay.vodNo, 300_000)
    // The page that stayed open lists it first, without a reload (the server tells the
    // channel's room the video is ready).
    await channelVideos
      .getByRole('listitem')
      .first()
      .getByRole('heading', { name: replay.title, exact: true })
      .waitFor({ timeout: 60_000 })
    await keepScreenshot(page, 'discovery-replay-channel-page-desktop-light')

    await page.goto(`${site.url}/airwave/video`)
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: replay.title, exact: true }) })
    await card.waitFor()
    expect(await card.getByText('Replay').count()).toBeGreaterThan(0)
    await keepScreenshot(page, 'discovery-replay-listed-desktop-light')
    expect(await seriousAxeFindings(page, 'channel videos with the replay')).toEqual([])

    await card.getByRole('link', { name: replay.title }).last().click()
    await page.waitForURL(`${site.url}/video/${replay.vodNo}`)
    await page.waitForFunction(
      () => (document.querySelector('video')?.currentTime ?? 0) > 1,
      undefined,
      { timeout: 60_000 },
    )
    await page.setViewportSize({ width: 390, height: 844 })
    await keepScreenshot(page, 'discovery-replay-plays-phone-light')
    expect(await seriousAxeFindings(page, 'replay page, phone')).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})

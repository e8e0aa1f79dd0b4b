import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Broadcast, startBroadcast } from '../../../bench/player/broadcast.mjs'
import { keepScreenshot } from '../screenshots'
import { type Harness, startHarness } from './harness'
import { isStreaming, rtmpTarget, startMediaServer } from './mediaServer'

// A channel's live the way the React README shows it, `<LivePlayer channelId>` under the
// provider, with real RTMP broadcasts (ffmpeg) and the server's socket (issue 24 points 18, 12
// and 26): offline it says so and asks for no playlist; it goes live with the channel, plays
// the broadcast to its last frames (the burned-in clock) before the end shows, with no LIVE
// badge or Play button on the end; and it goes live again when the channel comes back.

const channelId = 'airwave'
let server: Awaited<ReturnType<typeof startMediaServer>>
let harness: Harness
let broadcast: Broadcast | undefined

beforeAll(async () => {
  server = await startMediaServer()
  harness = await startHarness(server.url)
})

afterAll(async () => {
  await broadcast?.stop()
  await harness?.close()
  await server?.stop()
})

/** Waits until `probe` holds (a server state with no event to wait on); bounded in time. */
async function until(what: string, probe: () => Promise<boolean>, ms = 60_000) {
  const deadline = Date.now() + ms
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const views = [
  { name: 'desktop-light', width: 1280, height: 800, theme: 'light' },
  { name: 'phone-dark', width: 390, height: 844, theme: 'dark' },
] as const

async function openLive(browser: Browser, view: (typeof views)[number]) {
  const context = await browser.newContext({
    viewport: { width: view.width, height: view.height },
    colorScheme: view.theme,
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${harness.proxy.url}/react/`)
  await page.waitForFunction(() => 'awr' in window)
  await page.evaluate(({ id, theme }) => window.awr.mountLive(id, theme), {
    id: channelId,
    theme: view.theme,
  })
  return { page, errors, view }
}

const alertOf = (page: Page, key: string) =>
  page.locator(`.aw-player-alert[data-alert="${key}"]`).waitFor({ timeout: 30_000 })

/** Resolves once the video plays past `seconds` beyond where it is now. */
async function playsOn(page: Page, seconds: number) {
  const from = await page.evaluate(() => document.querySelector('video')?.currentTime ?? 0)
  await page.waitForFunction(
    (t) => {
      const video = document.querySelector('video')
      return video !== null && !video.paused && video.currentTime > t
    },
    from + seconds,
    { timeout: 60_000 },
  )
}

const hidden = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => (element as HTMLElement).hidden)

describe('<LivePlayer channelId> with a real broadcast', () => {
  it('offline, live, played to its end, and live again', async () => {
    const pages = await Promise.all(views.map((view) => openLive(harness.browser, view)))

    // Offline: the offline box, no LIVE badge, no Play button, and no playlist asked for.
    for (const { page, view } of pages) {
      await alertOf(page, 'OFFLINE')
      await page.getByRole('alert').filter({ hasText: 'Offline' }).waitFor()
      expect(await hidden(page, '.aw-player-live')).toBe(true)
      expect(await hidden(page, '.aw-player-play')).toBe(true)
      await keepScreenshot(page, `live-player-offline-${view.name}`)
    }
    expect(harness.proxy.log.filter((entry) => entry.path.startsWith('/media/live/'))).toEqual([])

    // The channel goes live: the player follows by itself.
    const target = await rtmpTarget(server.url)
    broadcast = startBroadcast({ target })
    await until('the broadcast ON', () => isStreaming(server.url, channelId))
    for (const { page, view } of pages) {
      await page.locator('.aw-player[data-live-status="ON"]').waitFor({ timeout: 30_000 })
      await playsOn(page, 3)
      expect(await hidden(page, '.aw-player-live')).toBe(false)
      await keepScreenshot(page, `live-player-on-${view.name}`)
    }

    // The encoder stops: the picture reaches its last frames before the end shows.
    const stoppedAt = Date.now()
    await broadcast.stop()
    broadcast = undefined
    for (const { page, view } of pages) {
      await alertOf(page, 'OFF')
      await page.getByRole('alert').filter({ hasText: 'The live stream has ended' }).waitFor()
      const lastFrame = await page.evaluate(() => window.awr.lastFrameWall ?? 0)
      const media = await page.evaluate(() => {
        const video = document.querySelector('video') as HTMLVideoElement
        const { buffered } = video
        return {
          time: video.currentTime,
          end: buffered.length ? buffered.end(buffered.length - 1) : 0,
        }
      })
      console.log(`${view.name}: at the end screen, ${JSON.stringify(media)}`)
      console.log(`${view.name}: last frame shown ${stoppedAt - lastFrame} ms before the stop`)
      // Everything buffered was shown: cut off at once, the last seconds (the player's
      // distance to the encoder, ~1.7 s buffered) never were, and the last frame shown was
      // more than 3 s older than the stop; played out, about 1 s (the encoders' and the
      // packager's own delay).
      expect(media.end - media.time).toBeLessThan(0.5)
      expect(stoppedAt - lastFrame).toBeLessThan(2000)
      expect(await hidden(page, '.aw-player-live')).toBe(true)
      expect(await hidden(page, '.aw-player-play')).toBe(true)
      expect(await page.locator('.aw-player').getAttribute('data-state')).not.toBe('playing')
      await keepScreenshot(page, `live-player-ended-${view.name}`)
    }
    expect(await isStreaming(server.url, channelId)).toBe(false)

    // Back: the same player goes live again and plays.
    broadcast = startBroadcast({ target })
    await until('the broadcast ON again', () => isStreaming(server.url, channelId))
    for (const { page } of pages) {
      await page.locator('.aw-player[data-live-status="ON"]').waitFor({ timeout: 30_000 })
      await playsOn(page, 2)
      expect(await page.locator('.aw-player-alert[data-alert]').count()).toBe(0)
    }

    for (const { page, errors } of pages) {
      expect(errors).toEqual([])
      await page.context().close()
    }
  })
})

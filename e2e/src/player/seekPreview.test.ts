import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { keepScreenshot } from '../screenshots'
import { type Harness, openPlayer, type PlayerPage, playedPast, startHarness } from './harness'
import { DEMO_VODS, startMediaServer, vodReady } from './mediaServer'

let server: Awaited<ReturnType<typeof startMediaServer>>
let harness: Harness
// The test pattern: a sprite tile every 2 s, in the first 5x5 sheet.
const vod = DEMO_VODS.testPattern
const src = `/media/vod/${vod}/master.m3u8`
const thumbnails = `/media/vod/${vod}/sprites/index.vtt`

beforeAll(async () => {
  server = await startMediaServer()
  ;[harness] = await Promise.all([startHarness(server.url), vodReady(server.url, vod)])
})

afterAll(async () => {
  await harness?.close()
  await server?.stop()
})

let current: PlayerPage | undefined
afterEach(async () => {
  const errors = current?.errors ?? []
  await current?.page.context().close()
  current = undefined
  expect(errors).toEqual([])
})

/** The preview's boxes and its picture's background, as the page lays them out. */
const previewOf = (page: Page) =>
  page.evaluate(() => {
    const root = window.aw.element().shadowRoot as ShadowRoot
    const tile = root.querySelector<HTMLElement>('.aw-player-preview')
    const image = root.querySelector<HTMLElement>('.aw-player-preview-image')
    if (!tile || !image || tile.hidden) return undefined
    const box = (node: Element) => {
      const { left, top, right, bottom, width, height } = node.getBoundingClientRect()
      return { left, top, right, bottom, width, height }
    }
    const style = getComputedStyle(image)
    return {
      tile: box(tile),
      image: box(image),
      player: box(root.querySelector('.aw-player') as Element),
      seek: box(root.querySelector('.aw-player-seek') as Element),
      position: style.backgroundPosition,
      background: style.backgroundImage,
      time: tile.querySelector('.aw-player-preview-time')?.textContent,
    }
  })

describe('the seek bar preview on a transcoded VOD', () => {
  it('shows the sprite tile under the pointer, inside the player', async () => {
    current = await openPlayer(harness, { src, thumbnails })
    const { page } = current
    await playedPast(page, 0.5)
    await page.evaluate(() => window.aw.player().pause())
    // The bar and its preview map the video's duration as the browser reports it.
    const duration = await page.evaluate(() => window.aw.video().duration)
    const track = await (await fetch(`${server.url}${thumbnails}`)).text()
    // The server's tile size for this source (160 px wide, its aspect's height).
    const [, w = 0, h = 0] = /#xywh=\d+,\d+,(\d+),(\d+)/.exec(track)?.map(Number) ?? []
    expect(w).toBe(160)
    const cueCount = track.split('-->').length - 1
    // The tile of a time: one every 2 s, five to a row of the sheet.
    const tileAt = (seconds: number) => {
      // Past the last cue (the video's final frames), the last tile.
      const i = Math.min(Math.floor(seconds / 2), cueCount - 1)
      const px = (n: number) => (n ? `-${n}px` : '0px')
      return `${px((i % 5) * w)} ${px(Math.floor(i / 5) * h)}`
    }
    const clock = (seconds: number) => `0:${String(Math.floor(seconds)).padStart(2, '0')}`

    const seek = page.getByRole('slider', { name: 'Seek' })
    const bar = await seek.boundingBox()
    if (!bar) throw new Error('no seek bar')
    const y = bar.y + bar.height / 2
    // 60 % along, away from a tile's edge.
    const x = bar.x + bar.width * 0.6
    await page.mouse.move(x, y)
    await page.waitForFunction(() =>
      window.aw.element().shadowRoot?.querySelector('.aw-player-preview:not([hidden])'),
    )
    const middle = await previewOf(page)
    expect(middle?.position).toBe(tileAt(duration * 0.6))
    expect(middle?.background).toContain(`/media/vod/${vod}/sprites/sprite_001.jpg`)
    expect(middle?.time).toBe(clock(duration * 0.6))
    // The picture is the tile's size, its 2 px border around it; centred over the pointer,
    // above the bar.
    expect(middle?.image.width).toBe(w + 4)
    expect(middle?.image.height).toBe(h + 4)
    const centre = ((middle?.tile.left ?? 0) + (middle?.tile.right ?? 0)) / 2
    expect(Math.abs(centre - x)).toBeLessThan(1)
    expect(middle?.tile.bottom).toBeLessThanOrEqual(middle?.seek.top ?? 0)

    // At the bar's ends the preview stays inside the player.
    await page.mouse.move(bar.x + 1, y)
    await page.waitForFunction(() =>
      /^0px 0px$/.test(
        getComputedStyle(
          window.aw.element().shadowRoot?.querySelector('.aw-player-preview-image') as Element,
        ).backgroundPosition,
      ),
    )
    const start = await previewOf(page)
    expect(start?.tile.left).toBe((start?.player.left ?? 0) + 8)
    await page.mouse.move(bar.x + bar.width - 1, y)
    // Paused, hls.js may still learn the whole duration: the preview follows the bar's.
    const share = (bar.width - 1) / bar.width
    await page.waitForFunction((part) => {
      const text = window.aw.element().shadowRoot?.querySelector('.aw-player-preview-time')
      const seconds = Math.floor(window.aw.video().duration * part)
      return text?.textContent === `0:${String(seconds).padStart(2, '0')}`
    }, share)
    const end = await previewOf(page)
    // The tile of the time it shows (a whole second names the same 2 s tile).
    const shownSeconds = Number(end?.time?.split(':')[1])
    expect(shownSeconds).toBeGreaterThanOrEqual(Math.floor(duration * share))
    expect(end?.position).toBe(tileAt(shownSeconds))
    expect(end?.tile.right).toBe((end?.player.right ?? 0) - 8)

    // Leaving the bar hides it.
    await page.mouse.move(bar.x + bar.width / 2, bar.y - 150)
    await page.waitForFunction(
      () => !window.aw.element().shadowRoot?.querySelector('.aw-player-preview:not([hidden])'),
    )
    // The sprite sheet loaded: the browser has it.
    const sheets = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => /sprites\//.test(name)),
    )
    expect(sheets.some((name) => name.endsWith('/sprites/index.vtt'))).toBe(true)
    expect(sheets.some((name) => name.endsWith('/sprites/sprite_001.jpg'))).toBe(true)
  })

  it('follows the arrow keys on the focused bar', async () => {
    current = await openPlayer(harness, { src, thumbnails })
    const { page } = current
    await playedPast(page, 0.5)
    await page.evaluate(() => window.aw.player().pause())
    await page.getByRole('region', { name: 'Video player' }).focus()
    await page.keyboard.press('Tab')
    expect(
      await page.evaluate(() =>
        window.aw.element().shadowRoot?.activeElement?.getAttribute('aria-label'),
      ),
    ).toBe('Seek')
    await page.keyboard.press('ArrowRight')
    await page.waitForFunction(() =>
      window.aw.element().shadowRoot?.querySelector('.aw-player-preview:not([hidden])'),
    )
    const preview = await previewOf(page)
    const value = await page.evaluate(() =>
      Number(
        window.aw.element().shadowRoot?.querySelector<HTMLInputElement>('.aw-player-seek')?.value,
      ),
    )
    expect(preview?.time).toBe(`0:${String(Math.floor(value)).padStart(2, '0')}`)
    // Tab away: no preview.
    await page.keyboard.press('Tab')
    await page.waitForFunction(
      () => !window.aw.element().shadowRoot?.querySelector('.aw-player-preview:not([hidden])'),
    )
  })

  it('plays without a preview when the track is missing', async () => {
    current = await openPlayer(harness, { src, thumbnails: `/media/vod/${vod}/sprites/nope.vtt` })
    const { page } = current
    await playedPast(page, 0.5)
    const bar = await page.getByRole('slider', { name: 'Seek' }).boundingBox()
    if (!bar) throw new Error('no seek bar')
    await page.mouse.move(bar.x + bar.width / 2, bar.y + bar.height / 2)
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => entry.name.endsWith('/sprites/nope.vtt')),
    )
    const before = await page.evaluate(() => window.aw.video().currentTime)
    await playedPast(page, before + 0.5)
    expect(await previewOf(page)).toBeUndefined()
  })

  it('is seen on desktop and phone, in light and dark pages', async () => {
    for (const [size, viewport] of [
      ['desktop', { width: 1366, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await harness.browser.newContext({ viewport, colorScheme })
        const page = await context.newPage()
        const errors: string[] = []
        page.on('pageerror', (error) => errors.push(error.message))
        await page.goto(`${harness.proxy.url}/`)
        await page.waitForFunction(() => 'aw' in window)
        await page.evaluate(
          (mount) => {
            document.documentElement.style.colorScheme = 'light dark'
            window.aw.mount(mount)
            window.aw.element().style.cssText = 'display:block;width:100%;max-width:960px'
          },
          { src, thumbnails },
        )
        await playedPast(page, 0.5)
        await page.evaluate(() => window.aw.player().pause())
        const bar = await page.getByRole('slider', { name: 'Seek' }).boundingBox()
        if (!bar) throw new Error('no seek bar')
        // Near the start: the preview is held inside the player's left edge.
        await page.mouse.move(bar.x + bar.width * (size === 'phone' ? 0.1 : 0.6), bar.y + 4)
        await page.waitForFunction(() =>
          window.aw.element().shadowRoot?.querySelector('.aw-player-preview:not([hidden])'),
        )
        const preview = await previewOf(page)
        expect(preview?.tile.left).toBeGreaterThanOrEqual(preview?.player.left ?? 0)
        expect(preview?.tile.right).toBeLessThanOrEqual(preview?.player.right ?? 0)
        await keepScreenshot(page, `player-seek-preview-${size}-${colorScheme}`)
        expect(errors).toEqual([])
        await context.close()
      }
    }
  })
})

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { type SiteServer, startSiteServer } from '../siteServer'

// Screen mode is a theatre mode: the player leaves the page's column for the window's width,
// and the button or `s` brings it back.
let site: SiteServer
let browser: Browser

beforeAll(async () => {
  site = await startSiteServer()
  browser = await launchChromium()
  await vodReady(1)
  // A hang guard: the demo VOD transcodes in the background, slowly on a loaded machine.
}, 360_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

/** Resolves once the demo VOD is transcoded, so its page shows the player. */
async function vodReady(vodNo: number): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    const response = await fetch(`${site.url}/v2/vod/media/info/${vodNo}`)
    await response.arrayBuffer()
    if (response.ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`VOD ${vodNo} was not ready`)
}

describe('screen mode', () => {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`widens the player to the window and back, at ${viewport.width} px`, async () => {
      const page = await browser.newPage({ viewport })
      await page.goto(`${site.url}/video/1`)
      const frame = page.locator('.aw-site-player')
      await frame.waitFor()
      const normal = await frame.boundingBox()
      if (!normal) throw new Error('no player')
      expect(normal.width).toBeLessThan(viewport.width)

      await frame.hover()
      await page.getByRole('button', { name: 'Screen mode' }).click()
      await expect.poll(async () => (await frame.boundingBox())?.width).toBe(viewport.width)
      const wide = await frame.boundingBox()
      expect(wide?.x).toBe(0)
      expect(wide?.height ?? 0).toBeGreaterThan(normal.height)
      expect(wide?.height ?? Infinity).toBeLessThanOrEqual(viewport.height)
      // Nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width)
      await expect(page.getByRole('button', { name: 'Exit screen mode' }).count()).resolves.toBe(1)

      await page.keyboard.press('s')
      await expect.poll(async () => (await frame.boundingBox())?.width).toBe(normal.width)
      await page.close()
    })
  }
})

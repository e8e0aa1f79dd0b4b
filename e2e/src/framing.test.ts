import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../scripts/chromium.mjs'
import { type SiteServer, startSiteServer } from './siteServer'

// Clickjacking: a page on another origin frames a signed-in page of the site, whose like,
// delete and block buttons would then take clicks meant for the other page.
let site: SiteServer
let browser: Browser
let stranger: Server

beforeAll(async () => {
  site = await startSiteServer()
  browser = await launchChromium()
  stranger = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html')
    response.end(
      `<!doctype html><title>stranger</title><iframe src="${site.url}/airwave/community" width="800" height="600"></iframe>`,
    )
  })
  await new Promise<void>((resolve) => stranger.listen(0, '127.0.0.1', resolve))
})

afterAll(async () => {
  stranger?.close()
  await browser?.close()
  await site?.stop()
})

describe('framing', () => {
  it('refuses to show a site page inside a page of another origin', async () => {
    const page = await browser.newPage()
    const messages: string[] = []
    page.on('console', (message) => messages.push(message.text()))
    // localhost, not 127.0.0.1: another origin on the same machine.
    const { port } = stranger.address() as AddressInfo
    await page.goto(`http://localhost:${port}/`)
    const frame = page.frames()[1]
    if (!frame) throw new Error('the stranger page has no frame')
    await expect.poll(() => messages.some((text) => text.includes('frame-ancestors'))).toBe(true)
    expect(frame.url()).not.toContain('/airwave/community')
    expect(await frame.locator('article').count()).toBe(0)
    await page.close()
  })

  it('shows the same page framed by the site itself', async () => {
    const page = await browser.newPage()
    await page.goto(`${site.url}/airwave`)
    await page.evaluate((src) => {
      const frame = document.createElement('iframe')
      frame.src = src
      document.body.append(frame)
    }, `${site.url}/airwave/community`)
    await expect
      .poll(async () => (await page.frames()[1]?.locator('article').count()) ?? 0, {
        timeout: 30_000,
      })
      .toBeGreaterThan(0)
    await page.close()
  })
})

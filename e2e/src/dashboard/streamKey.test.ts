import { createClient } from '@airwave/sdk'
import { accountEndpoints } from '@airwave/sdk/account'
import { liveEndpoints } from '@airwave/sdk/live'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { PASSWORD, STREAMER, signedInPage } from '../community/harness'
import { keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'

// The streamer's way to go live from the site alone: the header's Dashboard link opens the
// stream dashboard, which shows the RTMP ingest URL and the stream key (hidden until asked),
// copies both, and regenerates the key only after a confirmation.

let site: SiteServer
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSiteServer(), launchChromium()])
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

/** The key the server holds for the streamer now, read over the API. */
async function serverKey(): Promise<{ streamKey: string; ingestUrl: string }> {
  const endpoints = { account: accountEndpoints, live: liveEndpoints }
  const anonymous = createClient({ baseUrl: site.url, endpoints })
  const { accessToken } = await anonymous.account.signIn({ email: STREAMER, password: PASSWORD })
  const signed: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set('authorization', `Bearer ${accessToken}`)
    return fetch(input, { ...init, headers })
  }
  return createClient({ baseUrl: site.url, endpoints, fetch: signed }).live.getStreamKey()
}

describe('the stream key on the dashboard, in chromium', () => {
  for (const [theme, viewport] of [
    ['light', { width: 1280, height: 900 }],
    ['dark', { width: 390, height: 844 }],
  ] as const) {
    it(`${theme} at ${viewport.width} px: the header's Dashboard link, the ingest URL and the hidden key`, async () => {
      const { page, errors } = await signedInPage(browser, site.url, STREAMER, { viewport, theme })
      try {
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
          origin: site.url,
        })
        const header = page.locator('header.aw-site-header')
        const menu = header.getByRole('button', { name: 'Menu' })
        if (await menu.isVisible()) await menu.click()
        await header.getByRole('link', { name: 'Dashboard' }).click()
        await page.waitForURL(`${site.url}/dashboard`)

        const expected = await serverKey()
        const url = page.getByLabel('Ingest URL (RTMP server)')
        const key = page.getByLabel('Stream key')
        await key.waitFor()
        expect(await url.inputValue()).toBe(expected.ingestUrl)
        expect(expected.ingestUrl).toMatch(/^rtmp:\/\//)
        // Hidden by default: a password field, its text not on screen.
        expect(await key.getAttribute('type')).toBe('password')
        // biome-ignore lint/performance/useDomNodeTextContent: the text on screen is what counts here
        expect(await page.locator('body').innerText()).not.toContain(expected.streamKey)

        await page.getByRole('button', { name: 'Show key' }).click()
        expect(await key.getAttribute('type')).toBe('text')
        expect(await key.inputValue()).toBe(expected.streamKey)
        await keepScreenshot(page, `dashboard-stream-key-${viewport.width}-${theme}`, {
          fullPage: true,
        })

        await page.getByRole('button', { name: 'Copy key' }).click()
        await page.getByRole('status').getByText('Stream key copied.').waitFor()
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected.streamKey)
        await page.getByRole('button', { name: 'Copy URL' }).click()
        await page.getByRole('status').getByText('Ingest URL copied.').waitFor()
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected.ingestUrl)
        expect(errors).toEqual([])
      } finally {
        await page.context().close()
      }
    })
  }

  it('regenerates the key only after the confirmation', async () => {
    const { page, errors } = await signedInPage(browser, site.url, STREAMER)
    try {
      await page.goto(`${site.url}/dashboard`)
      const key = page.getByLabel('Stream key')
      await key.waitFor()
      const before = await serverKey()

      // Cancel (focused first) keeps the key.
      await page.getByRole('button', { name: 'Regenerate key' }).click()
      const dialog = page.getByRole('alertdialog', { name: 'Regenerate the stream key?' })
      await dialog.waitFor()
      await keepScreenshot(page, 'dashboard-stream-key-confirm')
      await page.keyboard.press('Enter')
      await dialog.waitFor({ state: 'hidden' })
      expect((await serverKey()).streamKey).toBe(before.streamKey)

      await page.getByRole('button', { name: 'Regenerate key' }).click()
      await dialog.getByRole('button', { name: 'Regenerate key' }).click()
      await page
        .getByRole('status')
        .getByText('A new stream key is ready.', { exact: false })
        .waitFor()
      const after = await serverKey()
      expect(after.streamKey).not.toBe(before.streamKey)
      // The new key is shown at once, for the encoder.
      expect(await key.getAttribute('type')).toBe('text')
      expect(await key.inputValue()).toBe(after.streamKey)
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })
})

describe('the chat settings page', () => {
  it('says "Chat settings" once, as the form’s heading under the page’s title', async () => {
    const { page, errors } = await signedInPage(browser, site.url, STREAMER)
    try {
      await page.goto(`${site.url}/dashboard/chat`)
      await page.getByRole('heading', { level: 1, name: 'Chat' }).waitFor()
      const form = page.getByRole('heading', { name: 'Chat settings' })
      await form.waitFor()
      expect(await form.count()).toBe(1)
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })
})

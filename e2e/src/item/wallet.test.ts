import { createClient } from '@airwave/sdk'
import { accountEndpoints } from '@airwave/sdk/account'
import { widgetEndpoints } from '@airwave/sdk/widget'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { seriousAxeFindings } from '../community/axe'
import { PASSWORD, recordErrors, STREAMER, signedInPage } from '../community/harness'
import { keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'

// A member with an empty wallet buys gems on the site through the server's own checkout: a
// declined card and a closed checkout credit nothing and say so with a way to try again; the
// approving card does, the header shows the balance, and a cheer from the channel page's chat
// puts a GEMS entry in the room and an alert on the channel's alert box overlay, open in another
// browser context. Axe and screenshots at 1280 and 390 px, light and dark.

// A demo member who neither owns nor manages the demo channel, with no gems in a fresh database.
const BUYER = 'viewer3@airwave.test'
const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

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

/** The demo streamer's alert box URL (the first read makes the widget and its key). */
async function alertBoxUrl(): Promise<string> {
  const anonymous = createClient({ baseUrl: site.url, endpoints: { account: accountEndpoints } })
  const { accessToken } = await anonymous.account.signIn({ email: STREAMER, password: PASSWORD })
  const signed: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set('authorization', `Bearer ${accessToken}`)
    return fetch(input, { ...init, headers })
  }
  const widget = createClient({
    baseUrl: site.url,
    endpoints: { widget: widgetEndpoints },
    fetch: signed,
  }).widget
  const { key } = await widget.get('alertbox', {})
  return `${site.url}/widget/alertbox/${key}`
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name })

async function checkAxe(page: Page, label: string) {
  expect(await seriousAxeFindings(page, label)).toEqual([])
}

/** From the gem shop to the provider's checkout page for a pack. */
async function toCheckout(page: Page, packName: RegExp) {
  await page.goto(`${site.url}/items/gem-charge`)
  await page.getByRole('list', { name: 'Buy gems' }).getByRole('button', { name: packName }).click()
  await page.waitForURL(/\/checkout\/local\//)
  await page.locator('#card').waitFor()
}

async function pay(page: Page, card: string) {
  await page.locator('#card').fill(card)
  await page.locator('#card').press('Enter')
}

describe('buying gems and cheering on the site', () => {
  it('a declined card and a closed checkout credit nothing; a paid one credits, and a cheer reaches the room and the alert box', async () => {
    const alertBox = await browser.newContext({ viewport: { width: 800, height: 600 } })
    const overlay = await alertBox.newPage()
    const overlayErrors = recordErrors(overlay)
    await overlay.goto(await alertBoxUrl())
    await overlay.locator('.aw-widget-root[data-link="connected"]').waitFor({ state: 'attached' })

    const { page, errors } = await signedInPage(browser, site.url, BUYER, {
      viewport: DESKTOP,
      theme: 'light',
    })

    // The shop, cheapest pack first.
    await page.goto(`${site.url}/items/gem-charge`)
    await heading(page, 'Buy gems').waitFor()
    await page.locator('.aw-gem-charge[data-state="ready"]').waitFor()
    const packs = page.getByRole('list', { name: 'Buy gems' }).getByRole('button')
    expect(await packs.first().textContent()).toBe('100 gems$0.99')
    await checkAxe(page, 'gem shop, light, 1280 px')
    await keepScreenshot(page, 'wallet-gem-charge-desktop-light', { fullPage: true })

    // A declined card: the checkout says so and stays open; closing it credits nothing.
    await toCheckout(page, /^100 gems/)
    await pay(page, '4000 0000 0000 0002')
    await page.getByRole('alert').waitFor()
    await page.getByRole('button', { name: 'Cancel and go back' }).click()
    await page.waitForURL(/\/payment\/redirect\/gem\?orderNo=/)
    await heading(page, 'Payment cancelled').waitFor()
    await page.getByText('Nothing was charged and no gems were added.').waitFor()
    await checkAxe(page, 'payment cancelled, light, 1280 px')
    await keepScreenshot(page, 'wallet-payment-cancelled-desktop-light')
    await page.getByRole('link', { name: 'Gem balance: 0 gems' }).waitFor()

    // Try again: the approving card pays, and the buyer lands on /purchase-complete.
    await page.getByRole('link', { name: 'Try again' }).click()
    await page.waitForURL(/\/items\/gem-charge$/)
    await toCheckout(page, /^1,000 gems/)
    await pay(page, '4242 4242 4242 4242')
    await page.waitForURL(/\/purchase-complete\?orderNo=/)
    await heading(page, 'Payment complete').waitFor()
    await page.getByText('1,000 gems are in your wallet.').waitFor()
    await page.getByRole('link', { name: 'Gem balance: 1,000 gems' }).waitFor()
    await checkAxe(page, 'purchase complete, light, 1280 px')
    await keepScreenshot(page, 'wallet-purchase-complete-desktop-light')

    // The cheer, from the channel page's chat.
    await page.goto(`${site.url}/airwave`)
    await page.locator('.aw-site-watch:not([data-state="loading"])').waitFor()
    await page.getByRole('button', { name: 'Cheer', exact: true }).click()
    const panel = page.getByRole('region', { name: 'Cheer with gems' })
    await panel.locator('[data-balance="1000"]').waitFor()
    // More than the wallet holds: refused here, with the offer to buy.
    await panel.getByLabel('Gems to send').fill('5000')
    await panel.getByRole('button', { name: 'Send' }).click()
    await panel.getByText(/do not have enough gems/).waitFor()
    await panel.getByRole('button', { name: 'Buy gems' }).waitFor()
    await panel.getByRole('button', { name: '100 gems' }).click()
    await panel.getByLabel('Message (optional)').fill('Great stream!')
    await panel.getByRole('button', { name: 'Send' }).click()
    await panel.getByText('You sent 100 gems.').waitFor()
    await panel.locator('[data-balance="900"]').waitFor()
    const entry = page
      .getByRole('log', { name: 'Chat messages' })
      .locator('.aw-chat-entry[data-type="GEMS"]')
    await entry.getByText('Great stream!').waitFor()
    await page.getByRole('link', { name: 'Gem balance: 900 gems' }).waitFor()
    await checkAxe(page, 'gift panel, light, 1280 px')
    await keepScreenshot(page, 'wallet-gift-panel-desktop-light')

    // The alert box overlay, in its own browser context, plays the cheer.
    const alert = overlay.locator('.aw-alert')
    await alert.first().waitFor({ timeout: 15_000 })
    expect(await alert.first().textContent()).toContain('Great stream!')
    await keepScreenshot(overlay, 'wallet-cheer-alertbox')

    // The wallet's lists: the purchases with their outcome, the movements with their sign.
    await page.goto(`${site.url}/wallet/gem-purchase`)
    await page.locator('.aw-wallet-history[data-state="ready"]').waitFor()
    const statuses = await page
      .locator('.aw-wallet-table tbody tr td:nth-child(5)')
      .allTextContents()
    expect(statuses.sort()).toEqual(['Closed', 'Paid'])
    await checkAxe(page, 'gem purchases, light, 1280 px')
    await page.goto(`${site.url}/wallet/gem-history`)
    await page.getByText('Cheer to').first().waitFor()
    expect(await page.locator('[data-sign="minus"]').first().textContent()).toBe('-100')
    await keepScreenshot(page, 'wallet-gem-history-desktop-light', { fullPage: true })

    expect(errors.filter((text) => !/Failed to load resource/.test(text))).toEqual([])
    expect(overlayErrors).toEqual([])
    await alertBox.close()
    await page.context().close()
  })

  it.each([
    ['phone', 'dark', PHONE],
    ['desktop', 'dark', DESKTOP],
    ['phone', 'light', PHONE],
  ] as const)(
    'reads on a %s in the %s theme: shop, wallet and the gift panel',
    async (name, theme, viewport) => {
      const { page } = await signedInPage(browser, site.url, BUYER, { viewport, theme })
      const label = `${theme}, ${viewport.width} px`
      await page.goto(`${site.url}/items/gem-charge`)
      await page.locator('.aw-gem-charge[data-state="ready"]').waitFor()
      await checkAxe(page, `gem shop, ${label}`)
      await keepScreenshot(page, `wallet-gem-charge-${name}-${theme}`, { fullPage: true })
      await page.goto(`${site.url}/wallet/gem-history`)
      await page.locator('.aw-wallet-history[data-state="ready"]').waitFor()
      await checkAxe(page, `gem history, ${label}`)
      await keepScreenshot(page, `wallet-gem-history-${name}-${theme}`, { fullPage: true })
      await page.goto(`${site.url}/airwave`)
      await page.locator('.aw-site-watch:not([data-state="loading"])').waitFor()
      await page.getByRole('button', { name: 'Cheer', exact: true }).click()
      await page
        .getByRole('region', { name: 'Cheer with gems' })
        .locator('[data-balance="900"]')
        .waitFor()
      await checkAxe(page, `gift panel, ${label}`)
      await keepScreenshot(page, `wallet-gift-panel-${name}-${theme}`)
      // Escape closes the panel and gives the focus back to the button that opened it.
      await page.keyboard.press('Escape')
      const opener = page.getByRole('button', { name: 'Cheer', exact: true })
      await opener.waitFor()
      await page.waitForFunction(() => document.activeElement?.textContent === 'Cheer')
      await page.context().close()
    },
  )
})

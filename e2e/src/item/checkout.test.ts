import { randomUUID } from 'node:crypto'
import { createClient } from '@airwave/sdk'
import { accountEndpoints } from '@airwave/sdk/account'
import { itemEndpoints } from '@airwave/sdk/item'
import { startTestServer } from '@airwave/server/testing'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { seriousAxeFindings } from '../community/axe'
import { keepScreenshot } from '../screenshots'

// A newcomer buys gems through the server's own checkout page, in chromium, by keyboard: a
// declined card says so and keeps the checkout open, the approving card pays, and the gems are
// in the wallet when the buyer is back; a cancelled checkout credits nothing. Axe on the page in
// both themes, at phone and desktop width.

let server: Awaited<ReturnType<typeof startTestServer>>
let browser: Browser
let item: ReturnType<typeof itemClient>

function itemClient(token: string) {
  return createClient({
    baseUrl: server.url,
    endpoints: { item: itemEndpoints },
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), authorization: `Bearer ${token}` },
      }),
  }).item
}

beforeAll(async () => {
  server = await startTestServer({ seed: true })
  browser = await launchChromium()
  const account = createClient({ baseUrl: server.url, endpoints: { account: accountEndpoints } })
  const pair = await account.account.signIn({
    email: 'viewer3@airwave.test',
    password: 'Airwave!2026',
  })
  item = itemClient(pair.accessToken)
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const order = (packId: string) =>
  item.createGemOrder({ packId, region: 'NA' }, { idempotencyKey: randomUUID() })

async function checkoutPage(url: string, width: number, colorScheme: 'light' | 'dark') {
  const page = await browser.newPage({
    viewport: { width, height: width < 500 ? 844 : 800 },
    colorScheme,
  })
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto(url)
  return { page, errors }
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '')

describe('the local checkout', () => {
  it('pays by keyboard after a declined card; the gems are in the wallet on return', async () => {
    expect((await item.getPossess()).gem).toBe(0)
    const made = await order('gem-1000')
    const { page, errors } = await checkoutPage(made.checkoutUrl, 390, 'dark')
    expect(await page.locator('h1').textContent()).toBe('Pay $9.99')
    expect(await seriousAxeFindings(page, 'checkout, dark, 390 px')).toEqual([])
    await keepScreenshot(page, 'item-checkout-phone-dark', { fullPage: true })

    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('card')
    await page.keyboard.type('4000 0000 0000 0002')
    await page.keyboard.press('Enter')
    await page.getByRole('alert').waitFor()
    expect(await page.getByRole('alert').textContent()).toContain('declined')
    // The field is there again, in focus, for another card.
    expect(await focused(page)).toBe('card')
    expect(await seriousAxeFindings(page, 'checkout declined, dark, 390 px')).toEqual([])
    await keepScreenshot(page, 'item-checkout-declined-phone-dark', { fullPage: true })
    expect((await item.getPaymentResult(made.orderNo)).status).toBe('DECLINED')

    await page.keyboard.type('4242 4242 4242 4242')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/payment\/redirect\/gem\?orderNo=/)
    expect(new URL(page.url()).searchParams.get('orderNo')).toBe(made.orderNo)
    expect(await item.getPaymentResult(made.orderNo)).toMatchObject({
      status: 'SUCCESS',
      gem: 1000,
      payPrice: '9.99',
      payCur: 'USD',
    })
    expect((await item.getPossess()).gem).toBe(1000)
    // The only errors: none on the checkout (the site's landing page is another phase's).
    expect(errors.filter((text) => !text.includes('404'))).toEqual([])
    await page.close()
  })

  it('cancels by keyboard: back to the site, nothing credited; axe in the light theme on a desktop', async () => {
    const made = await order('gem-100')
    const { page } = await checkoutPage(made.checkoutUrl, 1280, 'light')
    expect(await seriousAxeFindings(page, 'checkout, light, 1280 px')).toEqual([])
    await keepScreenshot(page, 'item-checkout-desktop-light')
    // Tab: the card field, Pay, then Cancel.
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Cancel and go back',
    )
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/payment\/redirect\/gem\?orderNo=/)
    expect((await item.getPaymentResult(made.orderNo)).status).toBe('EXPIRED')
    expect((await item.getPossess()).gem).toBe(1000)
    // The closed checkout says so.
    await page.goto(made.checkoutUrl)
    expect(await page.locator('h1').textContent()).toBe('This checkout is closed')
    await page.close()
  })
})

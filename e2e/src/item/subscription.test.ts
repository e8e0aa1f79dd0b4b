import { createClient } from '@airwave/sdk'
import { accountEndpoints } from '@airwave/sdk/account'
import { itemEndpoints } from '@airwave/sdk/item'
import { widgetEndpoints } from '@airwave/sdk/widget'
import { latestCode } from '@airwave/server/testing'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { seriousAxeFindings } from '../community/axe'
import { PASSWORD, recordErrors, signedInPage } from '../community/harness'
import { keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'

// Subscriptions on the site, in chromium, against the real server and its local checkout. A
// member who does not subscribe to the demo channel picks one of its locked subscriber
// emoticons in the chat: the guide's button starts the subscription, the checkout takes the
// approving test card, the signed webhook starts it; back on the channel the button says
// "Subscribed", the picker's emoticons are unlocked, the room shows the SUBSCRIBE line and their
// message with the subscriber badge and colour, and the channel's alert box overlay plays the
// subscription alert. The streamer sees the new subscriber on /dashboard/subscribers. Then
// another member gifts five subscriptions to random viewers present in the channel (five new
// members with the channel page open), paid at the checkout: each of them is a subscriber after.

const SUBSCRIBER = 'viewer4@airwave.test'
const STREAMER = 'streamer@airwave.test'
const GIFTER = 'viewer2@airwave.test'
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

/** A fetch carrying the member's access token, signed in over the API. */
async function tokenOf(email: string, password = PASSWORD): Promise<string> {
  const account = createClient({ baseUrl: site.url, endpoints: { account: accountEndpoints } })
  return (await account.account.signIn({ email, password })).accessToken
}

function signedFetch(token: string): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set('authorization', `Bearer ${token}`)
    return fetch(input, { ...init, headers })
  }
}

const itemAs = (token: string) =>
  createClient({ baseUrl: site.url, endpoints: { item: itemEndpoints }, fetch: signedFetch(token) })
    .item

/** A new member with a channel, signed up over the API (the sign-up pages have their own test). */
async function newMember(handle: string): Promise<string> {
  const email = `${handle}@example.com`
  const account = createClient({ baseUrl: site.url, endpoints: { account: accountEndpoints } })
  await account.account.sendVerification({ email })
  const code = await latestCode(site.url, email)
  const pair = await account.account.signUp({
    email,
    number: code,
    password: PASSWORD,
    year: 1995,
    month: 5,
    day: 5,
    termsCheck: true,
  })
  const signed = createClient({
    baseUrl: site.url,
    endpoints: { account: accountEndpoints },
    fetch: signedFetch(pair.accessToken),
  })
  await signed.account.createChannel({ channelId: handle, nickname: handle })
  return email
}

/** Pays the local checkout the page is on with Stripe's approving test card. */
async function payOnCheckout(page: Page) {
  await page.waitForURL(/\/v2\/item\/checkout\/local\//)
  await page.getByLabel(/card/i).fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: /^Pay/ }).click()
}

describe('subscriptions on the site', () => {
  it('subscribe from a locked emoticon: checkout, perks in the chat, the alert, the dashboard', async () => {
    const streamerToken = await tokenOf(STREAMER)
    const widget = createClient({
      baseUrl: site.url,
      endpoints: { widget: widgetEndpoints },
      fetch: signedFetch(streamerToken),
    }).widget
    const { key } = await widget.get('alertbox', {})
    const overlayContext = await browser.newContext({ viewport: { width: 800, height: 600 } })
    const overlay = await overlayContext.newPage()
    const overlayErrors = recordErrors(overlay)
    await overlay.goto(`${site.url}/widget/alertbox/${key}`)
    await overlay.locator('.aw-widget-root[data-link="connected"]').waitFor({ state: 'attached' })

    const { page, errors } = await signedInPage(browser, site.url, SUBSCRIBER, {
      viewport: PHONE,
      theme: 'dark',
    })
    await page.goto(`${site.url}/airwave`)
    await page.getByRole('button', { name: 'Subscribe' }).waitFor()
    await page
      .getByRole('button', { name: /emoticon/i })
      .first()
      .click()
    await page.getByRole('tab', { name: 'Subscriber' }).click()
    const first = page.getByRole('tabpanel').getByRole('button').first()
    await first.click()
    const guide = page.getByRole('dialog').filter({ hasText: 'Subscribe to Airwave to use' })
    await guide.waitFor()
    expect(await seriousAxeFindings(page, 'subscribe guide, dark, 390 px')).toEqual([])
    await guide.getByRole('button', { name: 'Subscribe' }).click()
    const confirm = page.getByRole('dialog').filter({ hasText: '$4.99 a month' })
    await confirm.waitFor()
    await keepScreenshot(page, 'subscription-confirm-phone-dark')
    await confirm.getByRole('button', { name: 'Go to checkout' }).click()
    await payOnCheckout(page)
    await page.waitForURL(/\/payment\/redirect\/subscription\?orderNo=/)
    await page.getByText('Your subscription has started').waitFor()
    expect(await seriousAxeFindings(page, 'subscription paid, dark, 390 px')).toEqual([])
    await keepScreenshot(page, 'subscription-paid-phone-dark', { fullPage: true })

    // The overlay plays the subscription alert (a month counts as 30 days: the default minimum).
    await overlay.locator('.aw-alert').waitFor()
    expect(await overlay.locator('.aw-alert').textContent()).toContain('Viewer4')
    await keepScreenshot(overlay, 'subscription-alert')

    await page.goto(`${site.url}/airwave`)
    await page.getByText('Subscribed · 1 month', { exact: true }).waitFor()
    await page
      .getByRole('button', { name: /emoticon/i })
      .first()
      .click()
    await page.getByRole('tab', { name: 'Subscriber' }).click()
    await page.getByRole('tabpanel').getByRole('button').first().click()
    // Unlocked: the emoticon goes into the message instead of opening the guide.
    expect(await page.getByRole('dialog').filter({ hasText: 'to use this emoticon' }).count()).toBe(
      0,
    )
    const input = page.getByPlaceholder('Send a message')
    expect(await input.inputValue()).toMatch(/\{:airwave\w+:\}/)
    await input.fill(`${await input.inputValue()} thanks!`)
    await page.getByRole('button', { name: 'Send' }).click()
    const line = page.locator('.aw-chat-list li').filter({ hasText: 'thanks!' })
    await line.waitFor()
    // The channel's badge for a month's subscribers, in place of the subscriber glyph.
    const badge = line.locator('img.aw-chat-badge[data-badge="subscriber"]')
    expect(await badge.getAttribute('alt')).toBe('Subscriber')
    expect(await badge.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    expect(await page.locator('.aw-chat-list').textContent()).toContain('Viewer4 subscribed')
    await keepScreenshot(page, 'subscription-chat-phone-dark')
    expect(errors).toEqual([])
    expect(overlayErrors).toEqual([])
    await overlayContext.close()
    await page.context().close()

    const streamer = await signedInPage(browser, site.url, STREAMER, { viewport: DESKTOP })
    await streamer.page.goto(`${site.url}/dashboard/subscribers`)
    // Viewer4's own row (viewer5's names Viewer4 as its giver).
    const row = streamer.page
      .getByRole('row')
      .filter({ hasText: 'Viewer4' })
      .filter({ hasText: 'Monthly' })
    await row.waitFor()
    expect(await row.textContent()).toContain('Renews')
    expect(await seriousAxeFindings(streamer.page, 'subscribers, light, 1280 px')).toEqual([])
    await keepScreenshot(streamer.page, 'subscription-dashboard-desktop-light')
    expect(streamer.errors).toEqual([])
    await streamer.page.context().close()
  })

  it('gifts five subscriptions to random viewers present in the channel, paid at the checkout', async () => {
    const handles = ['gifted1', 'gifted2', 'gifted3', 'gifted4', 'gifted5']
    const emails = []
    for (const handle of handles) emails.push(await newMember(handle))
    // Five viewers with the channel page open: the server sees them present.
    const viewers = []
    for (const email of emails) {
      const viewer = await signedInPage(browser, site.url, email, { viewport: PHONE })
      await viewer.page.goto(`${site.url}/airwave`)
      await viewer.page.getByRole('button', { name: 'Subscribe' }).waitFor()
      viewers.push(viewer)
    }
    const { page, errors } = await signedInPage(browser, site.url, GIFTER, {
      viewport: DESKTOP,
      theme: 'dark',
    })
    await page.goto(`${site.url}/items/giftsub?channelId=airwave`)
    await page.getByLabel('Random viewers in the channel now').check()
    await page.getByLabel('Subscriptions').fill('5')
    await page.getByLabel('Card, on the checkout').check()
    expect(await seriousAxeFindings(page, 'gift form, dark, 1280 px')).toEqual([])
    await keepScreenshot(page, 'subscription-gift-desktop-dark')
    await page.getByRole('button', { name: 'Send the gift' }).click()
    await payOnCheckout(page)
    await page.waitForURL(/\/payment\/redirect\/subscription-voucher\?orderNo=/)
    await page
      .getByText(/complete/i)
      .first()
      .waitFor()
    expect(errors).toEqual([])

    for (const [index, viewer] of viewers.entries()) {
      const email = emails[index] as string
      const info = await itemAs(await tokenOf(email)).getSubscribeInfo('airwave')
      expect(info).toMatchObject({ isSubscriber: true })
      expect(viewer.errors).toEqual([])
      await viewer.page.context().close()
    }
    const given = await itemAs(await tokenOf(GIFTER)).listGiftPurchases({ page: 1 })
    expect(given.list[0]).toMatchObject({ type: 'random', voucherCount: 5, status: 'SUCCESS' })
    expect(given.list[0]?.receivers.map((r) => r.channelId).sort()).toEqual(handles)
    await page.context().close()
  })
})

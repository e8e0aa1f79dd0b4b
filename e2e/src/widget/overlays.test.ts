import { createClient } from '@airwave/sdk'
import { accountEndpoints } from '@airwave/sdk/account'
import { type AlertInput, widgetEndpoints } from '@airwave/sdk/widget'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { seriousAxeFindings } from '../community/axe'
import { recordErrors, STREAMER, signedInPage, VIEWER1 } from '../community/harness'
import { keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'

// The OBS overlays against the real server and the built site, in chromium as OBS's browser
// source would run them: the alert box plays 20 emulated alerts of mixed types while its
// socket is cut and restored (each passing alert exactly once, in order; each failing one
// never), the queue pauses and resumes, a replaced URL stops the old overlay; the chat box
// shows what a member sends from the channel page; the timer follows the dashboard. Every
// overlay is screenshotted over a dark and a light checkerboard, to see the transparency.

const SOURCE = { width: 800, height: 600 }

let site: SiteServer
let browser: Browser

beforeAll(async () => {
  site = await startSiteServer()
  browser = await launchChromium({ args: ['--autoplay-policy=no-user-gesture-required'] })
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

/** The widget calls of the demo streamer, signed in over the API. */
async function streamerApi() {
  const anonymous = createClient({ baseUrl: site.url, endpoints: { account: accountEndpoints } })
  const { accessToken } = await anonymous.account.signIn({
    email: STREAMER,
    password: 'Airwave!2026',
  })
  const signed: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set('authorization', `Bearer ${accessToken}`)
    return fetch(input, { ...init, headers })
  }
  return createClient({ baseUrl: site.url, endpoints: { widget: widgetEndpoints }, fetch: signed })
    .widget
}

/**
 * An overlay page in a context of its own (a browser source), recording every alert it shows
 * as it appears, by its seq.
 */
async function overlay(
  url: string,
): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext({ viewport: SOURCE })
  await context.addInitScript(() => {
    const shown: string[] = []
    ;(window as unknown as { shownAlerts: string[] }).shownAlerts = shown
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLElement && node.matches('.aw-alert[data-seq]')) {
            shown.push(node.dataset.seq ?? '')
          }
        }
      }
    }).observe(document, { childList: true, subtree: true })
  })
  const page = await context.newPage()
  const errors = recordErrors(page)
  // A browser source has no console anyone reads: warnings count as errors here (a lazy route
  // without a fallback once warned on every load). The browser's own line for a socket cut on
  // purpose is left out, as recordErrors leaves out its "Failed to load resource".
  page.on('console', (message) => {
    if (message.type() === 'warning' && !message.text().startsWith('WebSocket connection to')) {
      errors.push(`console warning: ${message.text()}`)
    }
  })
  await page.goto(url)
  await page.locator('.aw-widget-root[data-link="connected"]').waitFor({ state: 'attached' })
  return { page, context, errors }
}

const shownAlerts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownAlerts: string[] }).shownAlerts.map(Number))

/** Screenshots an overlay over a dark and a light checkerboard; checks the page never scrolls. */
async function screenshots(page: Page, name: string) {
  const page_ = await page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    scrolls:
      document.documentElement.scrollHeight > innerHeight ||
      document.documentElement.scrollWidth > innerWidth,
    overflow: getComputedStyle(document.body).overflow,
  }))
  expect(page_).toEqual({ background: 'rgba(0, 0, 0, 0)', scrolls: false, overflow: 'hidden' })
  for (const [scene, a, b] of [
    ['dark', '#15171c', '#2a2d35'],
    ['light', '#f4f5f7', '#d5d9e0'],
  ] as const) {
    const style = await page.addStyleTag({
      content: `html.aw-widget-page.aw-widget-page { background: repeating-conic-gradient(${a} 0 25%, ${b} 0 50%) 0 0 / 32px 32px !important; }`,
    })
    await keepScreenshot(page, `widget-${name}-${scene}`)
    await style.evaluate((node) => (node as Element).remove())
  }
}

// 20 alerts of every type, with the thresholds set below: gems from 100, subscriptions of a
// month or more (a regular one of 27 to 33 days counts as 30), 3 vouchers, missions from 50
// gems (ceremony type 4 also from 100).
const ALERTS: { alert: AlertInput; shows: boolean }[] = [
  { alert: { type: 'gem', nickname: 'g1', gem: 500, message: 'first!' }, shows: true },
  { alert: { type: 'gem', nickname: 'g2', gem: 99 }, shows: false },
  { alert: { type: 'subscription', nickname: 's1', days: 28, regular: true }, shows: true },
  { alert: { type: 'subscription', nickname: 's2', days: 26, regular: true }, shows: false },
  { alert: { type: 'voucher', nickname: 'v1', count: 3 }, shows: true },
  { alert: { type: 'voucher', nickname: 'v2', count: 2 }, shows: false },
  { alert: { type: 'mission', nickname: 'm1', totalGem: 60, ceremonyType: 1 }, shows: true },
  { alert: { type: 'mission', nickname: 'm2', totalGem: 60, ceremonyType: 4 }, shows: false },
  { alert: { type: 'gem', nickname: 'g3', gem: 100 }, shows: true },
  {
    alert: { type: 'subscription', nickname: 's3', days: 33, regular: true, months: 4 },
    shows: true,
  },
  { alert: { type: 'subscription', nickname: 's4', days: 28, regular: false }, shows: false },
  { alert: { type: 'mission', nickname: 'm3', totalGem: 100, ceremonyType: 4 }, shows: true },
  { alert: { type: 'gem', nickname: 'g4', gem: 1 }, shows: false },
  { alert: { type: 'voucher', nickname: 'v3', count: 10, message: 'for the chat' }, shows: true },
  { alert: { type: 'mission', nickname: 'm4', totalGem: 49, ceremonyType: 1 }, shows: false },
  { alert: { type: 'gem', nickname: 'g5', gem: 1000 }, shows: true },
  { alert: { type: 'subscription', nickname: 's5', days: 90, regular: false }, shows: true },
  { alert: { type: 'gem', nickname: 'g6', gem: 50 }, shows: false },
  { alert: { type: 'voucher', nickname: 'v4', count: 5 }, shows: true },
  { alert: { type: 'gem', nickname: 'g7', gem: 250, message: 'last one' }, shows: true },
]

describe('OBS overlays', () => {
  it('the alert box plays 20 mixed alerts across a socket cut: each passing one once, in order', async () => {
    const api = await streamerApi()
    const dashboard = await signedInPage(browser, site.url, STREAMER, {
      viewport: { width: 1366, height: 900 },
    })
    await dashboard.page.goto(`${site.url}/dashboard/widget/alertbox`)
    const url = await dashboard.page.getByTestId('widget-url').inputValue()
    expect(url).toMatch(/\/widget\/alertbox\/[A-Za-z0-9_-]{22}$/)
    await dashboard.page
      .getByTestId('widget-health')
      .getByText('No overlay is connected.')
      .waitFor()

    // The thresholds and short timeouts, through the dashboard's form for the gems.
    const minGems = dashboard.page.getByLabel('Minimum gems')
    await minGems.fill('100')
    await dashboard.page.getByRole('button', { name: 'Save', exact: true }).click()
    await dashboard.page.getByText('Saved: your overlays show it now.').waitFor()
    const admin = await api.get('alertbox', {})
    if (admin.kind !== 'alertbox') throw new Error('an alert box')
    expect(admin.settings.exposure.gem?.minimumExposureNumber).toBe(100)
    const quick = { timeout: 1, animation: 'none' as const, sound: 'none' as const }
    const types = admin.settings.types
    await api.saveSettings({
      kind: 'alertbox',
      settings: {
        ...admin.settings,
        exposure: {
          gem: { mode: { disabled: false }, minimumExposureNumber: 100 },
          subscribe: {
            mode: { disabled: false },
            minimumExposureMonth: 30,
            voucher: { minimumExposureNumber: 3 },
          },
          challengeMission: { mode: { disabled: false }, minimumExposureNumber: 50 },
        },
        types: {
          gem: { ...types.gem, ...quick },
          subscription: { ...types.subscription, ...quick },
          voucher: { ...types.voucher, ...quick },
          mission: { ...types.mission, ...quick },
        },
      },
    })

    const box = await overlay(url)
    await dashboard.page.getByTestId('widget-health').getByText('1 overlay connected').waitFor()

    // 6 alerts live, 8 while the overlay's network is down, 6 after it is back.
    const seqs: number[] = []
    const send = async (from: number, to: number) => {
      for (const { alert } of ALERTS.slice(from, to)) {
        const { seq } = await api.test({ kind: 'alertbox', alert })
        seqs.push(seq ?? 0)
      }
    }
    await send(0, 6)
    await box.page.locator('.aw-alert[data-seq]').first().waitFor()
    await box.context.setOffline(true)
    await box.page
      .locator('.aw-widget-root[data-link="disconnected"]')
      .waitFor({ state: 'attached' })
    await send(6, 14)
    await box.context.setOffline(false)
    await box.page.locator('.aw-widget-root[data-link="connected"]').waitFor({ state: 'attached' })
    await send(14, 20)

    const expected = seqs.filter((_, index) => ALERTS[index]?.shows)
    const last = expected.at(-1)
    await box.page.locator(`.aw-alert[data-seq="${last}"]`).waitFor({ timeout: 60_000 })
    await box.page.locator('.aw-alertbox[data-state="idle"][data-queued="0"]').waitFor()
    expect(await shownAlerts(box.page)).toEqual(expected)

    // The dashboard sees the overlay's last event.
    await dashboard.page
      .getByTestId('widget-health')
      .getByText(/Last event/)
      .waitFor()

    // Paused, an alert waits (none is lost); resumed, it plays.
    await dashboard.page.getByRole('button', { name: 'Pause queue' }).click()
    await dashboard.page.getByText('Paused: alerts wait, none is lost.').waitFor()
    await box.page.locator('.aw-alertbox[data-state="paused"]').waitFor()
    const { seq: waiting } = await api.test({
      kind: 'alertbox',
      alert: { type: 'gem', nickname: 'Mina', gem: 5000, message: 'Thanks for the stream!' },
    })
    await box.page.locator('.aw-alertbox[data-queued="1"]').waitFor()
    expect(await box.page.locator('.aw-alert').count()).toBe(0)
    // A longer timeout for the screenshot.
    await api.saveSettings({
      kind: 'alertbox',
      settings: {
        ...admin.settings,
        types: { ...admin.settings.types, gem: { ...types.gem, timeout: 30 } },
      },
    })
    await dashboard.page.getByRole('button', { name: 'Resume queue' }).click()
    await box.page.locator(`.aw-alert[data-seq="${waiting}"]`).waitFor()
    await box.page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    )
    await screenshots(box.page, 'alertbox')
    // Skipped from the dashboard, it leaves at once.
    await dashboard.page
      .getByTestId('widget-health')
      .getByText(`Showing alert #${waiting}`)
      .waitFor()
    await dashboard.page.getByRole('button', { name: 'Skip current alert' }).click()
    await box.page.locator('.aw-alertbox[data-state="idle"]').waitFor()

    await keepScreenshot(dashboard.page, 'widget-dashboard-alertbox', { fullPage: true })
    expect(await seriousAxeFindings(dashboard.page, 'alert box dashboard')).toEqual([])

    // A new URL: the connected overlay stops at once (outside OBS it says why).
    // The site's own dialog asks first, Cancel focused: Escape keeps the URL.
    const replace = dashboard.page.getByRole('button', { name: 'Replace URL' })
    const confirm = dashboard.page.getByRole('alertdialog', { name: 'Replace URL' })
    await replace.click()
    await confirm.getByText('The old one stops working at once', { exact: false }).waitFor()
    expect(
      await confirm
        .getByRole('button', { name: 'Cancel' })
        .evaluate((b) => b === document.activeElement),
    ).toBe(true)
    await dashboard.page.keyboard.press('Escape')
    await confirm.waitFor({ state: 'detached' })
    expect(await dashboard.page.getByTestId('widget-url').inputValue()).toBe(url)
    await replace.click()
    await confirm.getByRole('button', { name: 'Replace URL' }).click()
    await dashboard.page.getByText('New URL ready: paste it into your browser sources.').waitFor()
    await box.page.locator('.aw-widget-root[data-state="revoked"]').waitFor({ state: 'attached' })
    await box.page.getByText('This widget URL was replaced.', { exact: false }).waitFor()
    expect(await dashboard.page.getByTestId('widget-url').inputValue()).not.toBe(url)

    // Nothing went wrong but the revoked key's own refusals.
    expect(box.errors.filter((error) => !/^404 \/v2\/widget\/overlay/.test(error))).toEqual([])
    expect(dashboard.errors).toEqual([])
    await box.context.close()
    await dashboard.page.context().close()
  })

  it('the chat box shows chat from the channel page; the timer and poll follow the dashboard', async () => {
    const dashboard = await signedInPage(browser, site.url, STREAMER, {
      viewport: { width: 390, height: 844 },
      theme: 'dark',
    })
    await dashboard.page.goto(`${site.url}/dashboard/widget/chatbox`)
    const chatUrl = await dashboard.page.getByTestId('widget-url').inputValue()
    const chat = await overlay(chatUrl)

    const viewer = await signedInPage(browser, site.url, VIEWER1)
    await viewer.page.goto(`${site.url}/airwave`)
    const input = viewer.page.getByRole('textbox', { name: 'Chat message' })
    await input.fill('Hello from the channel page!')
    await input.press('Enter')
    await chat.page.locator('.aw-chatline', { hasText: 'Hello from the channel page!' }).waitFor()
    // The emulator's line reaches the overlay only.
    await dashboard.page.getByRole('button', { name: 'Send test chat line' }).click()
    await chat.page.locator('.aw-chatline', { hasText: 'Hello from the emulator!' }).waitFor()
    await screenshots(chat.page, 'chatbox')
    await keepScreenshot(dashboard.page, 'widget-dashboard-chatbox-phone-dark', { fullPage: true })
    expect(await seriousAxeFindings(dashboard.page, 'chat box dashboard, phone, dark')).toEqual([])
    expect(
      await viewer.page
        .getByRole('log', { name: 'Chat messages' })
        .getByText('Hello from the emulator!')
        .count(),
    ).toBe(0)

    // The timer: a 90-second countdown started from the dashboard.
    await dashboard.page.goto(`${site.url}/dashboard/widget/timer`)
    const timer = await overlay(await dashboard.page.getByTestId('widget-url').inputValue())
    await dashboard.page.getByLabel('Duration (seconds, m:s or h:m:s)').fill('1:30')
    await dashboard.page.getByRole('button', { name: 'Set', exact: true }).click()
    await timer.page.locator('.aw-timer[data-state="stopped"]', { hasText: '1:30' }).waitFor()
    await dashboard.page.getByRole('button', { name: 'Start', exact: true }).click()
    await timer.page.locator('.aw-timer[data-state="running"]').waitFor()
    await timer.page.locator('.aw-timer-digits', { hasText: /^1:2\d$/ }).waitFor()
    await screenshots(timer.page, 'timer')
    await dashboard.page.getByRole('button', { name: 'Pause', exact: true }).click()
    await timer.page.locator('.aw-timer[data-state="paused"]').waitFor()
    // Its look, saved from the form: the overlay follows.
    await dashboard.page.getByLabel('Title above the time').fill('Back in')
    await dashboard.page.getByRole('button', { name: 'Save', exact: true }).click()
    await dashboard.page.getByText('Saved: your overlays show it now.').waitFor()
    await timer.page.locator('.aw-timer-title', { hasText: 'Back in' }).waitFor()

    // The poll and the challenge missions (the demo channel's running and open ones).
    await dashboard.page.goto(`${site.url}/dashboard/widget/status-board`)
    const urls = dashboard.page.getByTestId('widget-url')
    await urls.nth(1).waitFor()
    const poll = await overlay(await urls.nth(0).inputValue())
    const missions = await overlay(await urls.nth(1).inputValue())
    await dashboard.page.getByRole('button', { name: 'Send test poll' }).click()
    await poll.page
      .locator('.aw-pollwidget[data-state="in-progress"]', { hasText: 'Which map next?' })
      .waitFor()
    await screenshots(poll.page, 'poll')
    await missions.page
      .locator('.aw-missionwidget[data-state="missions"]', {
        hasText: 'No deaths until the next boss',
      })
      .waitFor()
    await screenshots(missions.page, 'challenge-mission')
    expect(await seriousAxeFindings(dashboard.page, 'status board, phone, dark')).toEqual([])

    for (const page of [chat, timer, poll, missions]) expect(page.errors).toEqual([])
    expect(dashboard.errors).toEqual([])
  })
})

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Broadcast, startBroadcast } from '../../../bench/player/broadcast.mjs'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { seriousAxeFindings } from '../community/axe'
import { STREAMER, signedInPage } from '../community/harness'
import { recordTimeline, withTimelines } from '../pageTimeline'
import { isStreaming, rtmpTarget } from '../player/mediaServer'
import { keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'
import { switchToDarkTheme } from '../siteTheme'

// A poll during a real broadcast (RTMP → ffmpeg → LL-HLS, the socket on the server's port): the
// streamer starts it from /poll/create, two viewers (a desktop and a phone) vote on the channel
// page, and both see the counts move and the result arrive through the socket, without a
// reload. The red dot and the popup follow the spec: a new poll lights the dot and opens the
// popup by itself, once; the result lights the dot again without opening it; entering the
// channel lights it unless the poll runs and the member voted.

const VIEWER3 = 'viewer3@airwave.test'
const VIEWER4 = 'viewer4@airwave.test'
const QUESTION = 'Which map do we play next?'

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

// Every page opened, by member: their timelines go with a failure's report.
const pages: Record<string, Page> = {}

async function member(email: string, viewport: { width: number; height: number }) {
  const opened = await signedInPage(browser, site.url, email, { viewport })
  await recordTimeline(opened.page.context())
  pages[email] = opened.page
  return opened
}

async function watch(page: Page) {
  await page.goto(`${site.url}/airwave`)
  await page.locator('.aw-site-watch[data-state="ON"]').waitFor({ timeout: 60_000 })
}

const popup = (page: Page) => page.getByRole('dialog', { name: QUESTION })
const pollButton = (page: Page) => page.locator('.aw-poll-button')
const card = (page: Page) => page.locator('.aw-poll-overlay')
const dot = async (page: Page) => pollButton(page).getAttribute('data-state')
/** Resolves once the page's card shows a result, however briefly; start it before the end. */
const resultCardShows = (page: Page) =>
  page.waitForFunction(
    () => document.querySelector('.aw-poll-overlay[data-state="result"]') !== null,
    undefined,
    { polling: 'raf' },
  )

describe('a poll during a live broadcast', () => {
  it('the streamer starts it, two viewers vote and see the counts and the result live', () =>
    withTimelines(pages, async () => {
      broadcast = startBroadcast({ target: await rtmpTarget(site.url) })
      const deadline = Date.now() + 60_000
      while (!(await isStreaming(site.url, 'airwave'))) {
        if (Date.now() > deadline) throw new Error('the broadcast never went ON')
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      const desk = await member(VIEWER4, { width: 1366, height: 900 })
      const phone = await member(VIEWER3, { width: 390, height: 844 })
      await watch(desk.page)
      await watch(phone.page)
      // No poll yet: no button, no card.
      expect(await pollButton(desk.page).count()).toBe(0)
      expect(await card(phone.page).count()).toBe(0)

      // The streamer starts one from the form.
      const streamer = await member(STREAMER, { width: 1366, height: 900 })
      await streamer.page.goto(`${site.url}/poll/create`)
      const question = streamer.page.getByRole('textbox', { name: 'Question' })
      await question.waitFor()
      // The default form: 2 empty options and 1 minute; sent as it is, it says what is missing.
      await streamer.page.getByRole('button', { name: 'Start the poll' }).click()
      await streamer.page.getByText('Fix 2 problems to continue.').waitFor()
      await question.fill(QUESTION)
      await streamer.page.getByRole('textbox', { name: 'Option 1' }).fill('Dust')
      await streamer.page.getByRole('textbox', { name: 'Option 2' }).fill('Mirage')
      await streamer.page.getByRole('button', { name: 'Add an option' }).click()
      // Option 3 is left empty: it is dropped, not refused.
      await streamer.page.getByLabel('Minutes').selectOption('10')
      await streamer.page.getByRole('button', { name: 'Start the poll' }).click()
      await streamer.page.waitForURL(/\/poll\/ongoing\/airwave$/)
      await streamer.page.getByRole('heading', { name: QUESTION }).waitFor()
      expect(await streamer.page.locator('.aw-poll-result').count()).toBe(2)

      // Both viewers: the red dot and the card over the player, without a reload; the popup
      // never opens by itself, it opens when they press the button.
      for (const viewer of [desk, phone]) {
        await viewer.page.locator('.aw-poll-button[data-state="dot"]').waitFor()
        expect(await card(viewer.page).getAttribute('data-state')).toBe('in-progress')
        expect(await popup(viewer.page).count()).toBe(0)
        await pollButton(viewer.page).click()
        await popup(viewer.page).waitFor()
      }
      await keepScreenshot(desk.page, 'poll-live-desktop-light')
      expect(await seriousAxeFindings(desk.page, 'channel page with a poll, desktop')).toEqual([])

      // They vote; each sees the other's vote counted, live.
      await phone.page.getByRole('radio', { name: /Mirage/ }).check()
      await phone.page.getByRole('button', { name: 'Vote', exact: true }).click()
      await popup(phone.page).getByText('You voted').waitFor()
      await desk.page.getByRole('radio', { name: /Dust/ }).check()
      await desk.page.getByRole('button', { name: 'Vote', exact: true }).click()
      await popup(desk.page).getByText('You voted').waitFor()
      for (const viewer of [desk, phone]) {
        await popup(viewer.page).getByText('2 votes').waitFor()
        expect(await popup(viewer.page).getByText('50%').count()).toBe(2)
      }
      expect(
        await popup(phone.page).locator('.aw-poll-result[data-state="chosen"]').textContent(),
      ).toContain('Mirage')
      await keepScreenshot(phone.page, 'poll-voted-phone-light')
      expect(await seriousAxeFindings(phone.page, 'channel page with a poll, phone')).toEqual([])
      // The streamer's page counts them too.
      await streamer.page.getByText('2 votes').first().waitFor()

      // Closing puts the dot out.
      await popup(desk.page).getByRole('button', { name: 'Close', exact: true }).click()
      expect(await dot(desk.page)).toBe('none')
      // Entering the channel again while it runs and having voted: no dot, no popup.
      await watch(phone.page)
      await card(phone.page).waitFor()
      expect(await dot(phone.page)).toBe('none')
      expect(await popup(phone.page).count()).toBe(0)

      // The streamer ends it: the result reaches both and lights the dot; the popup stays
      // closed until asked.
      await streamer.page.getByRole('button', { name: 'End the poll' }).click()
      // The result card shows for 30 s: watched in each page from before the end, so a slow
      // machine's round trips cannot miss it.
      const resultCards = [desk, phone].map(({ page }) => resultCardShows(page))
      await streamer.page
        .getByRole('alertdialog', { name: 'End the poll now?' })
        .getByRole('button', { name: 'End the poll' })
        .click()
      await streamer.page.getByRole('button', { name: 'Close the results' }).waitFor()
      await Promise.all(resultCards)
      for (const viewer of [desk, phone]) {
        await viewer.page.locator('.aw-poll-button[data-state="dot"]').waitFor()
      }
      expect(await popup(desk.page).count()).toBe(0)
      expect(await popup(phone.page).count()).toBe(0)
      // One vote each: a tie, both options win. The desk opens it from the card while it shows.
      await card(desk.page).click()
      await popup(desk.page).getByText('Winner').first().waitFor()
      expect(await dot(desk.page)).toBe('none')
      await keepScreenshot(desk.page, 'poll-result-desktop-light')
      await pollButton(phone.page).click()
      await popup(phone.page).getByText('Winner').first().waitFor()
      expect(await popup(phone.page).getByText('Winner').count()).toBe(2)
      await popup(phone.page).getByRole('button', { name: 'Close', exact: true }).click()

      // Dark theme, both widths; entering the channel while it shows its result: the dot and the
      // card, no popup.
      for (const viewer of [desk, phone]) {
        await switchToDarkTheme(viewer.page)
      }
      await watch(phone.page)
      await phone.page.locator('.aw-poll-button[data-state="dot"]').waitFor()
      await phone.page.locator('.aw-poll-overlay[data-state="result"]').waitFor()
      expect(await popup(phone.page).count()).toBe(0)
      await keepScreenshot(phone.page, 'poll-result-phone-dark')
      await keepScreenshot(desk.page, 'poll-result-desktop-dark')
      expect(
        await seriousAxeFindings(phone.page, 'channel page, poll result, phone, dark'),
      ).toEqual([])

      // Closing the result takes the poll off both pages.
      await streamer.page.getByRole('button', { name: 'Close the results' }).click()
      await streamer.page
        .getByRole('alertdialog', { name: 'Close the results?' })
        .getByRole('button', { name: 'Close the results' })
        .click()
      for (const viewer of [desk, phone]) {
        await card(viewer.page).waitFor({ state: 'detached' })
        await pollButton(viewer.page).waitFor({ state: 'detached' })
      }

      expect(streamer.errors).toEqual([])
      expect(desk.errors).toEqual([])
      expect(phone.errors).toEqual([])
    }))
})

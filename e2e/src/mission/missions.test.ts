import { createClient } from '@airwave/sdk'
import { accountEndpoints } from '@airwave/sdk/account'
import { itemEndpoints } from '@airwave/sdk/item'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { seriousAxeFindings } from '../community/axe'
import { PASSWORD, recordErrors, signedInPage } from '../community/harness'
import { keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'

// Challenge missions on the site, in chromium, against the real server and its ledger. A viewer
// proposes a mission to the demo channel with gems; a second viewer adds gems from the channel
// page and the first sees the total move without a reload; the streamer's challenge overlay
// lists it; the streamer starts it and ends it as a success from the dashboard: the channel's
// earnings grow by the mission's gems and the chat says so. Another mission is proposed and
// cancelled by the streamer: every gem is back in its giver's wallet.

const PROPOSER = 'viewer2@airwave.test'
const BACKER = 'viewer4@airwave.test'
const STREAMER = 'streamer@airwave.test'
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

/** The member's gems, read over the API with their own sign-in. */
async function gemsOf(email: string): Promise<number> {
  const account = createClient({ baseUrl: site.url, endpoints: { account: accountEndpoints } })
  const { accessToken } = await account.account.signIn({ email, password: PASSWORD })
  const item = createClient({
    baseUrl: site.url,
    endpoints: { item: itemEndpoints },
    fetch: (input, init) => {
      const headers = new Headers(init?.headers)
      headers.set('authorization', `Bearer ${accessToken}`)
      return fetch(input, { ...init, headers })
    },
  }).item
  return (await item.getPossess()).gem
}

const card = (page: Page, title: string) => page.locator('.aw-mission-card', { hasText: title })

async function propose(page: Page, title: string, gems: number) {
  await page.goto(`${site.url}/challenge?channelId=airwave`)
  await page.getByLabel('Challenge', { exact: true }).fill(title)
  await page.getByLabel('Gems', { exact: true }).fill(String(gems))
  await page.getByRole('button', { name: 'Propose', exact: true }).click()
  await page.getByText('Your mission is proposed.').waitFor()
  await card(page, title).waitFor()
}

describe('challenge missions', () => {
  it('a viewer proposes, a second adds gems, the streamer starts and completes it, the overlay shows it', async () => {
    const title = 'Clear the stage blindfolded'
    const proposerGems = await gemsOf(PROPOSER)
    const backerGems = await gemsOf(BACKER)
    const proposer = await signedInPage(browser, site.url, PROPOSER, { viewport: DESKTOP })
    await propose(proposer.page, title, 200)
    await card(proposer.page, title).locator('.aw-mission-gems', { hasText: '200 gems' }).waitFor()
    expect(await gemsOf(PROPOSER)).toBe(proposerGems - 200)

    // The streamer's challenge overlay, as OBS would open it.
    const streamer = await signedInPage(browser, site.url, STREAMER, { viewport: DESKTOP })
    await streamer.page.goto(`${site.url}/dashboard/widget/status-board`)
    const urls = streamer.page.getByTestId('widget-url')
    await urls.nth(1).waitFor()
    const overlayPage = await (await browser.newContext({ viewport: DESKTOP })).newPage()
    const overlayErrors = recordErrors(overlayPage)
    await overlayPage.goto(await urls.nth(1).inputValue())
    await overlayPage
      .locator('.aw-missionwidget[data-state="missions"]', { hasText: title })
      .waitFor()

    // A second viewer adds gems from the channel page's missions panel.
    const backer = await signedInPage(browser, site.url, BACKER, { viewport: PHONE, theme: 'dark' })
    await backer.page.goto(`${site.url}/airwave`)
    // Folded on a phone: the chat comes first there.
    const panel = backer.page.locator('details.aw-site-missions')
    if (!(await panel.evaluate((details: HTMLDetailsElement) => details.open))) {
      await panel.locator('summary').click()
    }
    await card(backer.page, title).getByRole('button', { name: 'Add gems' }).click()
    const pledge = backer.page.locator('form', { hasText: `Gems to add to “${title}”` })
    await pledge.getByLabel('Gems', { exact: true }).fill('150')
    await pledge.getByRole('button', { name: 'Add gems' }).click()
    await backer.page.getByText('You added 150 gems.').waitFor()
    await keepScreenshot(backer.page, 'mission-channel-panel-phone-dark', { fullPage: true })
    expect(await seriousAxeFindings(backer.page, 'channel page missions, phone, dark')).toEqual([])
    expect(await gemsOf(BACKER)).toBe(backerGems - 150)

    // Live everywhere: the proposer's page and the overlay, without a reload.
    await card(proposer.page, title).locator('.aw-mission-gems', { hasText: '350 gems' }).waitFor()
    await overlayPage
      .locator('.aw-missionwidget-item', { hasText: title })
      .getByText('350 gems')
      .waitFor()

    // The streamer starts it for 10 minutes, then ends it as a success: the channel is paid.
    await streamer.page.goto(`${site.url}/dashboard/mission`)
    const mine = card(streamer.page, title)
    await mine.getByLabel('Time limit (minutes)').fill('10')
    await mine.getByRole('button', { name: 'Start', exact: true }).click()
    await card(streamer.page, title).getByRole('timer').waitFor()
    await card(proposer.page, title).getByText('In progress').waitFor()
    await keepScreenshot(streamer.page, 'mission-dashboard-desktop-light', { fullPage: true })
    expect(await seriousAxeFindings(streamer.page, 'dashboard missions, desktop')).toEqual([])
    await card(streamer.page, title).getByRole('button', { name: 'Succeeded', exact: true }).click()
    await proposer.page
      .locator('.aw-mission-card[data-state]', { hasText: title })
      .getByText('Succeeded')
      .waitFor()

    // The chat of the channel tells it, and the overlay no longer lists it.
    await backer.page.goto(`${site.url}/airwave`)
    await backer.page
      .getByRole('log', { name: 'Chat messages' })
      .getByText(new RegExp(`Mission (completed|succeeded).*${title}`, 'i'))
      .first()
      .waitFor()
    await overlayPage
      .locator('.aw-missionwidget-item', { hasText: title })
      .waitFor({ state: 'detached' })
    // Gems held in a mission were never the proposer's or the backer's to spend twice.
    expect(await gemsOf(PROPOSER)).toBe(proposerGems - 200)
    expect(await gemsOf(BACKER)).toBe(backerGems - 150)
    for (const page of [proposer, backer, streamer]) expect(page.errors).toEqual([])
    expect(overlayErrors).toEqual([])
  })

  it('a mission the streamer rejects gives every gem back', async () => {
    const title = 'Play with the screen upside down'
    const before = await gemsOf(PROPOSER)
    const proposer = await signedInPage(browser, site.url, PROPOSER, { viewport: PHONE })
    // The rest of the proposer's demo gems: the minimum pledge of the channel.
    await propose(proposer.page, title, 100)
    expect(await gemsOf(PROPOSER)).toBe(before - 100)

    const streamer = await signedInPage(browser, site.url, STREAMER, {
      viewport: DESKTOP,
      theme: 'dark',
    })
    await streamer.page.goto(`${site.url}/dashboard/mission`)
    // An open mission the streamer does not take is rejected: cancelled, every gem back.
    await card(streamer.page, title).getByRole('button', { name: 'Reject' }).click()
    await streamer.page
      .getByText('Reject this mission? Every gem goes back to its giver.')
      .waitFor()
    await streamer.page.getByRole('button', { name: 'Confirm' }).click()
    await card(streamer.page, title).waitFor({ state: 'detached' })
    await card(proposer.page, title).waitFor({ state: 'detached' })
    expect(await gemsOf(PROPOSER)).toBe(before)

    // Where the gems went, on the member's history page.
    await proposer.page.goto(`${site.url}/challenge/history`)
    const row = proposer.page.getByRole('row', { name: new RegExp(title) })
    await row.waitFor()
    await keepScreenshot(proposer.page, 'mission-history-phone-light', { fullPage: true })
    expect(await seriousAxeFindings(proposer.page, 'mission history, phone')).toEqual([])
    for (const page of [proposer, streamer]) expect(page.errors).toEqual([])
  })
})

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { apiAs, STREAMER, signedInPage } from '../community/harness'
import { keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'

// A streamer's manager with polls only: the streamer names viewer2 on /dashboard/manager and
// leaves only `poll` on; viewer2 picks the streamer's channel on the dashboard, sees polls in the
// menu but the followers page's notice, creates a poll; the streamer finds it in the managers'
// activity.

const MANAGER = 'viewer2@airwave.test'
const QUESTION = 'Which map tonight?'

let site: SiteServer
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSiteServer(), launchChromium()])
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

const switchOf = (page: Page, channelId: string, name: string) =>
  page.locator(`li[data-channel="${channelId}"]`).getByRole('switch', { name })

describe('a manager with polls only, in chromium', () => {
  it('is named by the streamer, sees polls but not followers, and their poll shows in the activity', async () => {
    const streamer = await signedInPage(browser, site.url, STREAMER, {
      viewport: { width: 1280, height: 900 },
    })
    const page = streamer.page
    await page.goto(`${site.url}/dashboard/manager`)
    const managers = page.getByTestId('managers')
    await managers
      .getByRole('searchbox', { name: 'Find a channel to name manager' })
      .fill('viewer2')
    await managers.getByRole('button', { name: 'Search', exact: true }).click()
    await managers.getByRole('button', { name: 'Add as manager' }).click()
    const poll = switchOf(page, 'viewer2', 'Polls')
    await poll.waitFor()
    for (const name of ['Chat moderation', 'Community']) {
      const toggle = switchOf(page, 'viewer2', name)
      await expect.poll(() => toggle.isChecked()).toBe(true)
      await toggle.click()
      await expect.poll(() => toggle.isChecked()).toBe(false)
      await expect.poll(() => toggle.isDisabled()).toBe(false)
    }
    expect(await poll.isChecked()).toBe(true)
    const streamerApi = await apiAs(site.url, STREAMER)
    const saved = (await streamerApi.channel.listManagers()).items.find(
      (item) => item.channelId === 'viewer2',
    )
    expect(saved?.permissions).toEqual({
      chat: false,
      iceMode: false,
      urlChat: false,
      mission: false,
      poll: true,
      community: false,
    })

    const manager = await signedInPage(browser, site.url, MANAGER, {
      viewport: { width: 390, height: 844 },
    })
    const phone = manager.page
    await phone.goto(`${site.url}/dashboard`)
    await phone.getByRole('combobox', { name: 'Channel' }).selectOption('airwave')
    await phone.waitForURL(/channel=airwave/)
    await phone
      .getByRole('status')
      .getByText(/only the streamer of Airwave/i)
      .waitFor()
    // The menu folds on a phone; for this manager it holds the polls and nothing of the owner's.
    await phone.getByRole('button', { name: 'Dashboard menu' }).click()
    const menu = phone.getByRole('navigation', { name: 'Dashboard' })
    await menu.getByRole('link', { name: 'Polls' }).waitFor()
    expect(await menu.getByRole('link', { name: 'Followers' }).count()).toBe(0)
    expect(await menu.getByRole('link', { name: 'Managers' }).count()).toBe(0)
    await keepScreenshot(phone, 'dashboard-manager-menu-390', { fullPage: true })

    await phone.goto(`${site.url}/dashboard/followers?channel=airwave`)
    await phone.getByText('Only the streamer of Airwave can open this page.').waitFor()
    expect(await phone.getByTestId('followers').count()).toBe(0)

    await phone.goto(`${site.url}/poll/create?channelId=airwave`)
    await phone.getByRole('textbox', { name: 'Question' }).fill(QUESTION)
    await phone.getByRole('textbox', { name: 'Option 1' }).fill('Dust')
    await phone.getByRole('textbox', { name: 'Option 2' }).fill('Mirage')
    await phone.getByRole('button', { name: 'Start the poll' }).click()
    await phone.getByRole('heading', { name: QUESTION }).waitFor()

    await page.goto(`${site.url}/dashboard/manager/activity`)
    const row = page.locator('tr[data-action="pollCreate"]').first()
    await row.waitFor()
    expect(await row.textContent()).toContain('Created a poll')
    expect(await row.textContent()).toContain(QUESTION)
    expect(await row.textContent()).toContain('viewer2')
    await keepScreenshot(page, 'dashboard-manager-activity-1280', { fullPage: true })
    expect(streamer.errors).toEqual([])
    expect(manager.errors).toEqual([])
    await manager.page.context().close()
    await page.context().close()
  })
})

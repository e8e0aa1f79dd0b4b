import { createClient } from '@airwave/sdk'
import { accountEndpoints } from '@airwave/sdk/account'
import { channelEndpoints } from '@airwave/sdk/channel'
import { chatEndpoints } from '@airwave/sdk/chat'
import { liveEndpoints } from '@airwave/sdk/live'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { seriousAxeFindings } from '../community/axe'
import { PASSWORD, STREAMER, signedInPage } from '../community/harness'
import { keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'

// Issue 29's moderation in chromium: the streamer makes a member a manager with the chat
// permission only; the manager times a viewer out from the chat's menu; the viewer's chat says
// how long is left and everyone sees the system line; the manager cannot change the streamer's
// stream settings; a viewer reports a line and the streamer blinds it from the report queue.

const MANAGER = 'viewer4@airwave.test'
const VIEWER = 'viewer2@airwave.test'
const REPORTER = 'viewer3@airwave.test'
const WRITER = 'viewer5@airwave.test'

let site: SiteServer
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSiteServer(), launchChromium()])
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

const endpoints = {
  account: accountEndpoints,
  channel: channelEndpoints,
  chat: chatEndpoints,
  live: liveEndpoints,
}

/** A demo account's API client and token. */
async function signedApi(email: string) {
  const anonymous = createClient({ baseUrl: site.url, endpoints })
  const { accessToken } = await anonymous.account.signIn({ email, password: PASSWORD })
  const signed: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set('authorization', `Bearer ${accessToken}`)
    return fetch(input, { ...init, headers })
  }
  return { api: createClient({ baseUrl: site.url, endpoints, fetch: signed }), token: accessToken }
}

async function onChannel(email: string, viewport = { width: 1280, height: 900 }) {
  const { page, errors } = await signedInPage(browser, site.url, email, { viewport })
  await page.goto(`${site.url}/airwave`)
  await chatInput(page).waitFor()
  return { page, errors }
}

const chatInput = (page: Page) => page.getByRole('textbox', { name: 'Chat message' })
const chatLog = (page: Page) => page.getByRole('log', { name: 'Chat messages' })
const lineOf = (page: Page, text: string) =>
  chatLog(page).getByRole('listitem').filter({ hasText: text })

async function say(page: Page, text: string) {
  await chatInput(page).fill(text)
  await chatInput(page).press('Enter')
}

describe('moderation by a manager with the chat permission only', () => {
  it('times a viewer out from the chat, cannot change the stream settings; a report is blinded', async () => {
    const streamer = await signedApi(STREAMER)
    await streamer.api.channel.addManager({ channelId: 'viewer4' })
    await streamer.api.channel.updateManager({
      channelId: 'viewer4',
      permissions: { chat: true, poll: false, community: false },
    })

    const manager = await onChannel(MANAGER)
    const viewer = await onChannel(VIEWER, { width: 390, height: 844 })

    await say(viewer.page, 'hello from viewer two')
    const line = lineOf(manager.page, 'hello from viewer two')
    await line.waitFor()
    await line.getByRole('button', { name: 'Moderate the message of Viewer2' }).click()
    await manager.page.getByRole('menuitem', { name: 'Time out for 1 minute' }).click()

    // Everyone in the room sees the system line, the timed-out viewer too.
    const systemLine = 'Viewer2 was timed out for 1 min.'
    await chatLog(manager.page).getByText(systemLine).waitFor()
    await chatLog(viewer.page).getByText(systemLine).waitFor()

    // The viewer's chat says so at once, before they type: the time left (m:ss), from 1:00.
    const refusal = viewer.page.getByRole('alert').filter({ hasText: 'timed out' })
    await refusal.waitFor()
    expect(await refusal.textContent()).toMatch(/You can send again in 0:[0-5]\d|1:00/)
    expect(await chatInput(viewer.page).isDisabled()).toBe(true)
    await keepScreenshot(viewer.page, 'moderation-timeout-phone-light', { fullPage: true })
    await keepScreenshot(manager.page, 'moderation-system-line-desktop-light')

    // The manager's stream-settings call changes nothing of the streamer's.
    const before = await streamer.api.live.getStreamInfo('airwave')
    const { token } = await signedApi(MANAGER)
    const form = new FormData()
    form.set('title', 'Taken over by a manager')
    const patched = await fetch(`${site.url}/v2/stream/info`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    expect(patched.status).toBeLessThan(500)
    const after = await streamer.api.live.getStreamInfo('airwave')
    expect(after.title).toBe(before.title)
    expect(after.title).not.toBe('Taken over by a manager')

    // A viewer reports a line; the streamer blinds it from the report queue.
    const writer = await signedApi(WRITER)
    await writer.api.chat.sendMessage('airwave', { message: 'buy cheap followers here' })
    const reporter = await onChannel(REPORTER)
    const reported = lineOf(reporter.page, 'buy cheap followers here')
    await reported.waitFor()
    await reported.getByRole('button', { name: 'Report message' }).click()
    await reporter.page.getByRole('menuitem', { name: 'Report message' }).click()
    const asking = reporter.page.getByRole('alertdialog')
    await asking.getByRole('radio', { name: 'Spam or advertising' }).check()
    await asking.getByRole('button', { name: 'Report' }).click()
    await reporter.page.getByText('Thank you. The message was reported.').waitFor()

    const { page: dashboard, errors } = await signedInPage(browser, site.url, STREAMER)
    await dashboard.goto(`${site.url}/dashboard/report/chat`)
    const row = dashboard.getByRole('listitem').filter({ hasText: 'buy cheap followers here' })
    await row.waitFor()
    expect(await row.textContent()).toContain('Viewer5')
    // The reason the reporter picked, in words.
    expect(await row.textContent()).toContain('Reasons: spam or advertising')
    expect(await seriousAxeFindings(dashboard, 'chat report queue')).toEqual([])
    await keepScreenshot(dashboard, 'moderation-report-chat-desktop-light', { fullPage: true })
    await row.getByRole('button', { name: /^Blind/ }).click()
    await dashboard.getByText('No open reports. Well done.').waitFor()
    // The room sees the line blinded.
    await lineOf(reporter.page, 'Message hidden by a moderator').waitFor()
    expect(errors).toEqual([])
    // Nobody's page saw a failed call.
    expect(viewer.errors).toEqual([])
    expect(manager.errors).toEqual([])
    for (const context of [manager, viewer, reporter]) await context.page.context().close()
    await dashboard.context().close()
  })
})

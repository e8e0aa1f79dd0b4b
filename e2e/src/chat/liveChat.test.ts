import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Broadcast, startBroadcast } from '../../../bench/player/broadcast.mjs'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { seriousAxeFindings } from '../community/axe'
import { STREAMER, signedInPage } from '../community/harness'
import { isStreaming, rtmpTarget } from '../player/mediaServer'
import { keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'
import { switchToDarkTheme } from '../siteTheme'

// Two people chat on the channel page during a real broadcast (RTMP → ffmpeg → LL-HLS, the
// socket on the server's port): the streamer on a desktop, a viewer on a phone. The streamer
// deletes a message, turns ice mode on (the viewer is refused), and the broadcast's start and
// end reach both pages through the socket, without a reload.

// A member who neither subscribes to nor manages the demo channel: ice mode refuses them
// (viewer1 manages it and has a free month, viewer2 and viewer3 subscribe, viewer5 was given one).
const VIEWER4 = 'viewer4@airwave.test'
// The bound for the page to follow the broadcast; the socket usually takes tens of ms.
const FOLLOW_MS = 2000

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

async function member(email: string, viewport: { width: number; height: number }) {
  const { page, errors } = await signedInPage(browser, site.url, email, { viewport })
  await page.goto(`${site.url}/airwave`)
  await page.locator('.aw-site-watch:not([data-state="loading"])').waitFor()
  return { page, errors }
}

const chatInput = (page: Page) => page.getByRole('textbox', { name: 'Chat message' })
const chatLog = (page: Page) => page.getByRole('log', { name: 'Chat messages' })

async function say(page: Page, text: string) {
  await chatInput(page).fill(text)
  await chatInput(page).press('Enter')
}

/** Milliseconds until the page's live state is `state`, from `since`. */
async function followed(page: Page, state: 'ON' | 'OFF', since: number): Promise<number> {
  await page.locator(`.aw-site-watch[data-state="${state}"]`).waitFor({ timeout: 30_000 })
  return Date.now() - since
}

describe('live chat on the channel page', () => {
  it('two members chat during a broadcast; delete, ice mode and the end reach the viewer', async () => {
    const streamer = await member(STREAMER, { width: 1366, height: 900 })
    const viewer = await member(VIEWER4, { width: 390, height: 844 })
    await expect(streamer.page.locator('.aw-site-watch').getAttribute('data-state')).resolves.toBe(
      'OFF',
    )

    // The broadcast starts: both pages go live without a reload.
    broadcast = startBroadcast({ target: await rtmpTarget(site.url) })
    const deadline = Date.now() + 60_000
    while (!(await isStreaming(site.url, 'airwave'))) {
      if (Date.now() > deadline) throw new Error('the broadcast never went ON')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const on = Date.now()
    const toLive = await Promise.all([
      followed(streamer.page, 'ON', on),
      followed(viewer.page, 'ON', on),
    ])
    console.log(`pages live ${toLive.join(' and ')} ms after the server's ON`)
    expect(Math.max(...toLive)).toBeLessThanOrEqual(FOLLOW_MS)
    // The stream plays on the phone.
    await viewer.page.waitForFunction(
      () => (document.querySelector('video')?.currentTime ?? 0) > 0.5,
      null,
      { timeout: 60_000 },
    )

    // They chat; each sees the other's message, live.
    await say(streamer.page, 'Welcome to the stream!')
    await chatLog(viewer.page).getByText('Welcome to the stream!').waitFor()
    await say(viewer.page, 'Hello from my phone')
    const fromViewer = chatLog(streamer.page).getByRole('listitem').filter({
      hasText: 'Hello from my phone',
    })
    await fromViewer.waitFor()
    // The streamer's line carries its badge for the viewer too.
    await expect(
      chatLog(viewer.page)
        .getByRole('listitem')
        .filter({ hasText: 'Welcome to the stream!' })
        .getByRole('img', { name: 'Streamer' })
        .count(),
    ).resolves.toBeGreaterThan(0)
    // The viewer count comes from presence: two clients on the page.
    await streamer.page.getByTestId('viewer-count').getByText('2 viewers').waitFor()

    await keepScreenshot(streamer.page, 'chat-live-desktop-light')
    await keepScreenshot(viewer.page, 'chat-live-phone-light', { fullPage: true })
    expect(await seriousAxeFindings(streamer.page, 'channel page with chat, desktop')).toEqual([])
    expect(await seriousAxeFindings(viewer.page, 'channel page with chat, phone')).toEqual([])

    // The streamer deletes the viewer's message: it leaves the viewer's chat too.
    await fromViewer.getByRole('button', { name: /Moderate the message of/ }).click()
    await streamer.page.getByRole('menuitem', { name: 'Delete message' }).click()
    await streamer.page
      .getByRole('alertdialog')
      .getByRole('button', { name: /Delete/ })
      .click()
    await chatLog(viewer.page).getByText('Hello from my phone').waitFor({ state: 'detached' })
    await chatLog(streamer.page).getByText('Hello from my phone').waitFor({ state: 'detached' })

    // Ice mode, from the dashboard: the viewer, neither subscriber nor manager, is refused.
    const settings = await streamer.page.context().newPage()
    await settings.goto(`${site.url}/dashboard/chat`)
    await settings.getByRole('checkbox', { name: 'Only some roles can chat' }).check()
    await settings.getByRole('button', { name: 'Save' }).click()
    await settings.getByText('Chat settings saved.').waitFor()
    await viewer.page.getByText('Ice mode: only subscribers can chat.').waitFor()
    // The viewer's chat knows their role: it says why, and takes no text the server would
    // refuse (the server's own refusal, CHT10002, has its tests).
    await viewer.page.getByText('Ice mode is on: your role cannot chat right now.').waitFor()
    await expect(chatInput(viewer.page).isDisabled()).resolves.toBe(true)
    // The streamer still chats.
    await say(streamer.page, 'Subscribers only for a while')
    await chatLog(viewer.page).getByText('Subscribers only for a while').waitFor()
    await keepScreenshot(viewer.page, 'chat-ice-phone-light', { fullPage: true })

    // Dark theme, both widths.
    for (const page of [streamer.page, viewer.page]) {
      await switchToDarkTheme(page)
    }
    await keepScreenshot(streamer.page, 'chat-live-desktop-dark')
    await keepScreenshot(viewer.page, 'chat-live-phone-dark', { fullPage: true })
    expect(await seriousAxeFindings(viewer.page, 'channel page with chat, phone, dark')).toEqual([])

    // The broadcast stops: the viewer's player shows its end within the bound, and no error.
    const stopped = Date.now()
    await broadcast.stop()
    broadcast = undefined
    const toOff = await followed(viewer.page, 'OFF', stopped)
    console.log(`the viewer's page ended ${toOff} ms after the publisher stopped`)
    expect(toOff).toBeLessThanOrEqual(FOLLOW_MS)
    await viewer.page.getByText('The live stream has ended').waitFor()
    // A media error would replace the end's box; give hls.js time to fail on the playlist.
    await viewer.page.waitForTimeout(3000)
    expect(await viewer.page.getByText('The live stream has ended').count()).toBe(1)
    expect(await viewer.page.getByText(/error/i).count()).toBe(0)

    expect(streamer.errors).toEqual([])
    expect(viewer.errors).toEqual([])
  })
})

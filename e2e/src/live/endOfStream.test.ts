import { TEST_ADMIN_TOKEN } from '@airwave/server/testing'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Broadcast, startBroadcast } from '../../../bench/player/broadcast.mjs'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { seriousAxeFindings } from '../community/axe'
import { STREAMER, signedInPage, VIEWER1 } from '../community/harness'
import { rtmpTarget } from '../player/mediaServer'
import { keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'
import { switchToDarkTheme } from '../siteTheme'

// The end-of-stream states with real broadcasts (RTMP → ffmpeg → LL-HLS) and the socket: the
// streamer turns pending end on in their dashboard; the broadcast stops (endedReason 3) and the
// viewer's page says the stream is paused; the broadcast resumes and the player plays again by
// itself, the same broadcast; an admin forces it off (OFF_FORCE); an admin suspends the channel:
// the streamer's dashboard shows the stop alert and goes home, the viewer gets the dialog.

// The bound for a page to follow the broadcast; the socket usually takes tens of ms.
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

const member = (email: string, viewport: { width: number; height: number }) =>
  signedInPage(browser, site.url, email, { viewport })

const admin = (path: string) =>
  fetch(`${site.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
  })

async function streamInfo() {
  const answer = await fetch(`${site.url}/v2/stream/info/airwave`)
  return ((await answer.json()) as { data: Record<string, unknown> }).data
}

/** Waits until `probe` holds (a server state with no event to wait on); bounded in time. */
async function until(what: string, probe: () => Promise<boolean>, ms = 60_000) {
  const deadline = Date.now() + ms
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Milliseconds until the page's live state is `state`, from `since`. */
async function followed(page: Page, state: string, since: number): Promise<number> {
  await page.locator(`.aw-site-watch[data-state="${state}"]`).waitFor({ timeout: 30_000 })
  return Date.now() - since
}

/** The video's time now, and whether it plays. */
const video = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector('video')
    return { time: element?.currentTime ?? 0, paused: element?.paused ?? true }
  })

describe('the end-of-stream states on the channel page', () => {
  it('pending end waits and resumes by itself; forced off; suspension and the stop alert', async () => {
    const streamer = await member(STREAMER, { width: 1366, height: 900 })
    const viewer = await member(VIEWER1, { width: 390, height: 844 })

    // The streamer turns pending end on in the stream dashboard, and retags the stream: too
    // many tags are refused at the field, a repeat is dropped.
    await streamer.page.goto(`${site.url}/dashboard`)
    const tags = streamer.page.getByRole('textbox', { name: 'Tags' })
    expect(await tags.inputValue()).toBe('demo, typescript, streaming')
    const save = streamer.page.getByRole('button', { name: 'Save' })
    await tags.fill(Array.from({ length: 11 }, (_, i) => `tag${i}`).join(', '))
    await streamer.page.getByRole('alert').filter({ hasText: 'Use at most 10 tags.' }).waitFor()
    expect(await save.isDisabled()).toBe(true)
    await tags.fill('Speedrun, #any%, speedrun')
    const wait = streamer.page.getByRole('checkbox', { name: 'Wait for me if my stream drops' })
    await wait.check()
    await save.click()
    await streamer.page.getByText('Stream settings saved.').waitFor()
    expect(await tags.inputValue()).toBe('Speedrun, any%')
    const saved = await streamInfo()
    expect(saved.isPendingEndEnabled).toBe(true)
    expect((saved.tagInfo as { categoryTagList?: string[] }).categoryTagList).toEqual([
      'Speedrun',
      'any%',
    ])
    expect(await seriousAxeFindings(streamer.page, 'stream dashboard, desktop')).toEqual([])
    await keepScreenshot(streamer.page, 'live-dashboard-desktop-light')

    await viewer.page.goto(`${site.url}/airwave`)
    await viewer.page.locator('.aw-site-watch[data-state="OFF"]').waitFor()
    const target = await rtmpTarget(site.url)
    broadcast = startBroadcast({ target })
    await until('the broadcast ON', async () => (await streamInfo()).isStream === true)
    await followed(viewer.page, 'ON', Date.now())
    await viewer.page.waitForFunction(
      () => (document.querySelector('video')?.currentTime ?? 0) > 0.5,
      null,
      { timeout: 60_000 },
    )
    const { streamIdx } = await streamInfo()

    // The publisher stops: the broadcast waits (endedReason 3), the page says it is paused.
    const stopped = Date.now()
    await broadcast.stop()
    broadcast = undefined
    const toWaiting = await followed(viewer.page, 'OFF_WAITING', stopped)
    console.log(`the viewer's page waited ${toWaiting} ms after the publisher stopped`)
    expect(toWaiting).toBeLessThanOrEqual(FOLLOW_MS)
    await viewer.page.getByText('The stream is paused').waitFor()
    expect(await streamInfo()).toMatchObject({ isStream: false, isStreamPendingEnd: true })
    expect(await seriousAxeFindings(viewer.page, 'live waiting, phone')).toEqual([])
    await keepScreenshot(viewer.page, 'live-waiting-phone-light')

    // Back within the wait: the same broadcast, and the player plays again by itself.
    broadcast = startBroadcast({ target })
    await until('the broadcast ON again', async () => (await streamInfo()).isStream === true)
    const resumed = Date.now()
    const toOn = await followed(viewer.page, 'ON', resumed)
    console.log(`the viewer's page resumed ${toOn} ms after the server's ON`)
    expect(toOn).toBeLessThanOrEqual(FOLLOW_MS)
    expect((await streamInfo()).streamIdx).toBe(streamIdx)
    const before = await video(viewer.page)
    await viewer.page.waitForFunction(
      (time) => {
        const element = document.querySelector('video')
        return element !== null && !element.paused && element.currentTime > time + 1
      },
      before.time,
      { timeout: 60_000 },
    )
    await expect(viewer.page.getByText('The stream is paused').count()).resolves.toBe(0)
    await keepScreenshot(viewer.page, 'live-resumed-phone-light')

    // Forced off by an admin: OFF_FORCE.
    expect((await admin('/admin/stream/airwave/off')).status).toBe(200)
    await followed(viewer.page, 'OFF', Date.now())
    await viewer.page.getByText('The live stream was stopped').waitFor()
    expect(await seriousAxeFindings(viewer.page, 'forced off, phone')).toEqual([])
    await switchToDarkTheme(viewer.page)
    await keepScreenshot(viewer.page, 'live-forced-off-phone-dark')
    expect(await seriousAxeFindings(viewer.page, 'forced off, phone, dark')).toEqual([])
    await broadcast.exited
    broadcast = undefined

    // Suspended while the streamer is on their dashboard: the stop alert, then home.
    await streamer.page.goto(`${site.url}/dashboard/community`)
    await streamer.page.locator('h1', { hasText: 'Community posts' }).waitFor()
    expect((await admin('/admin/channel/airwave/suspend')).status).toBe(200)
    const stop = streamer.page.getByRole('alertdialog', { name: 'Your channel is suspended' })
    await stop.waitFor()
    await expect(
      stop
        .getByRole('button', { name: 'Go to the home page' })
        .evaluate((b) => b === document.activeElement),
    ).resolves.toBe(true)
    expect(await seriousAxeFindings(streamer.page, 'stop alert, desktop')).toEqual([])
    await keepScreenshot(streamer.page, 'live-stop-alert-desktop-light')
    await stop.getByRole('button', { name: 'Go to the home page' }).click()
    await streamer.page.waitForURL(`${site.url}/`)
    // The viewer's page has the suspended dialog.
    const suspended = viewer.page.getByRole('alertdialog', { name: 'This channel is suspended' })
    await suspended.waitFor()
    await keepScreenshot(viewer.page, 'live-suspended-phone-dark')
    expect(await seriousAxeFindings(viewer.page, 'suspended, phone, dark')).toEqual([])

    // Opened while suspended, the dashboard shows the alert at once; Escape goes home too.
    await streamer.page.goto(`${site.url}/dashboard`)
    await streamer.page.getByRole('alertdialog', { name: 'Your channel is suspended' }).waitFor()
    await streamer.page.keyboard.press('Escape')
    await streamer.page.waitForURL(`${site.url}/`)

    // A suspended channel answers CHA30068 to its own stream calls: those, and no others.
    const expected = /^403 \/v2\/stream\/info(\/airwave)?$/
    expect(streamer.errors.filter((error) => !expected.test(error))).toEqual([])
    expect(viewer.errors).toEqual([])
  })
})

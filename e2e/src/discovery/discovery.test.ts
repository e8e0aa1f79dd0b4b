import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Broadcast, startBroadcast } from '../../../bench/player/broadcast.mjs'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { seriousAxeFindings } from '../community/axe'
import { recordErrors, shows, signedInPage, VIEWER1 } from '../community/harness'
import { isStreaming, rtmpTarget, vodReady } from '../player/mediaServer'
import { keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'

// A visitor finds things from the front page, as on any video platform: a live channel and a
// video by clicking, a channel by searching with a typo. Against the built site, the real
// server and a real broadcast (RTMP → ffmpeg → LL-HLS).

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

async function visitor(viewport = { width: 1366, height: 900 }) {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  return { page, errors: recordErrors(page) }
}

/** Resolves once the page's `<video>` has played past `seconds`. */
function playing(page: Page, seconds = 0.5) {
  return page.waitForFunction(
    (at) => (document.querySelector('video')?.currentTime ?? 0) > at,
    seconds,
    { timeout: 60_000 },
  )
}

describe('finding things from the front page', () => {
  it('a visitor finds a live channel and a video from / without typing a URL', async () => {
    broadcast = startBroadcast({ target: await rtmpTarget(site.url) })
    const deadline = Date.now() + 60_000
    while (!(await isStreaming(site.url, 'airwave'))) {
      if (Date.now() > deadline) throw new Error(`the broadcast never went ON: ${broadcast.log()}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await vodReady(site.url, 1)
    const { page, errors } = await visitor()
    await page.goto(`${site.url}/`)

    // Live now: the broadcasting channel's card leads to its page, which plays.
    const live = page.getByRole('list', { name: 'Live now' })
    const liveCard = live.getByRole('listitem').first()
    await liveCard.waitFor()
    await keepScreenshot(page, 'discovery-home-live-desktop-light')
    expect(await seriousAxeFindings(page, 'home with a live channel')).toEqual([])
    await liveCard.getByRole('link').first().click()
    await page.waitForURL(`${site.url}/airwave`)
    await page.locator('.aw-site-watch[data-state="ON"]').waitFor()
    await playing(page)

    // Back home, a recent video's card opens the video page, which plays it.
    await page.goBack()
    const videos = page.getByRole('list', { name: 'Recent videos' })
    const videoLink = videos.getByRole('link', { name: /test pattern/i }).first()
    await videoLink.click()
    await page.waitForURL(/\/video\/\d+$/)
    await page.getByRole('heading', { level: 1, name: /test pattern/i }).waitFor()
    await playing(page)
    expect(await seriousAxeFindings(page, 'video page')).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()

    // A member reports the live card: a stream has no video, so its channel is reported; the
    // second time the server answers CHA30049 and the page says so.
    const member = await signedInPage(browser, site.url, VIEWER1, {
      viewport: { width: 390, height: 844 },
      theme: 'dark',
    })
    await member.page.goto(`${site.url}/live`)
    const card = member.page.getByRole('list', { name: 'Live channels' }).getByRole('listitem')
    const reportLive = async () => {
      await card
        .first()
        .getByRole('button', { name: /^More options for/ })
        .click()
      await member.page.getByRole('menuitem', { name: 'Report' }).click()
      const dialog = member.page.getByRole('dialog', { name: 'Report' })
      await dialog.getByRole('radio', { name: 'Spam or advertising' }).check()
      await dialog.getByRole('button', { name: 'Report' }).click()
    }
    const sent = shows(member.page, 'Report sent. Thank you.')
    await reportLive()
    await sent
    await reportLive()
    const already = member.page.getByRole('alertdialog', { name: 'Already reported' })
    await already.waitFor()
    await already.getByRole('button', { name: 'OK' }).click()
    // The stream's tags (the demo's) show on its live card and lead to the tag's results, where
    // the live is listed.
    await card.first().getByRole('link', { name: 'typescript', exact: true }).click()
    await member.page.waitForURL(`${site.url}/search/tag/typescript`)
    const tagged = member.page.getByRole('list', { name: 'Live' })
    await tagged.locator('a[href="/airwave"]').first().waitFor()
    expect(await seriousAxeFindings(member.page, 'tag results with a live, phone, dark')).toEqual(
      [],
    )
    expect(member.errors).toEqual(['409 /channel/airwave/report'])
    await member.page.context().close()

    await broadcast.stop()
    broadcast = undefined
  })

  it('a visitor searches with a typo and finds the channel', async () => {
    const { page, errors } = await visitor({ width: 390, height: 844 })
    await page.goto(`${site.url}/`)
    const box = page.getByRole('combobox', { name: 'Search' })
    // "Airwave" misspelled: the server's trigram similarity still finds it.
    await box.fill('airwvae')
    await box.press('Enter')
    await page.waitForURL(`${site.url}/search?keyword=airwvae`)
    const channels = page.getByRole('list', { name: 'Channels' })
    const airwave = channels.getByRole('link', { name: 'Airwave' })
    await airwave.waitFor()
    await keepScreenshot(page, 'discovery-search-typo-phone-light', { fullPage: true })
    expect(await seriousAxeFindings(page, 'search results, phone')).toEqual([])
    await airwave.click()
    await page.waitForURL(`${site.url}/airwave`)
    await page.locator('.aw-site-watch:not([data-state="loading"])').waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('reads reserved first segments as pages, never as channel ids', async () => {
    const { page, errors } = await visitor()
    const pages = [
      ['/live', 'Live channels'],
      ['/video', 'Videos'],
      ['/video/replay', 'Replays'],
      ['/video/clip', 'Clips'],
      ['/video/upload', 'Uploads'],
      ['/following', 'Following'],
      ['/search?keyword=air', 'Results for “air”'],
      ['/search/tag/demo', 'Tagged #demo'],
    ] as const
    for (const [path, heading] of pages) {
      await page.goto(`${site.url}${path}`)
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
      expect(await page.locator('.aw-site-watch').count()).toBe(0)
    }
    expect(errors).toEqual([])
    await page.context().close()
  })
})

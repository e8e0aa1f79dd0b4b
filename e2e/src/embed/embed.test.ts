import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startTestServer } from '@airwave/server/testing'
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { seriousAxeFindings } from '../community/axe'
import {
  PASSWORD,
  recordErrors as recordSiteErrors,
  STREAMER,
  signIn,
  VIEWER1,
} from '../community/harness'
import { vodReady } from '../player/mediaServer'
import { keepScreenshot } from '../screenshots'
import { attackPage, embedClientAs, type PageServer, partnerPage, servePages } from './partner'

// The script-tag embed on third-party pages served from other origins (their own ports, as
// `localhost`: another site than the platform's 127.0.0.1): a partner the channel lists and a
// stranger it does not. Both modes, the postMessage API, the refusals and the sign-in.

const SITE_DIST = join(dirname(fileURLToPath(import.meta.url)), '../../../apps/site/dist')
const VOD = 1

type Server = Awaited<ReturnType<typeof startTestServer>>
let server: Server
let browser: Browser
let partner: PageServer
let stranger: PageServer
let streamerToken: string
const partnerPages: Record<string, string> = {}
const strangerPages: Record<string, string> = { '/attack': attackPage }

interface Recorded {
  origin: string
  event: string
  target?: string
  detail: Record<string, unknown>
}

const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as { events: Recorded[] }).events)
const eventsOf = async (page: Page, event: string, target?: string) =>
  (await recorded(page)).filter(
    (e) => e.event === event && (target === undefined || e.target === target),
  )

/** The `<video>` in an element's shadow root (inline) or in a frame. */
const videoState = (where: Page | Frame, selector: string) =>
  where.locator(selector).evaluate((video: HTMLVideoElement) => ({
    paused: video.paused,
    time: video.currentTime,
    volume: video.volume,
    muted: video.muted,
  }))

/** Errors of a page, without the dead ends the tests provoke on purpose. */
function recordErrors(page: Page, ignore: RegExp[] = []): string[] {
  const errors: string[] = []
  const keep = (text: string) => !ignore.some((pattern) => pattern.test(text))
  page.on('pageerror', (error) => keep(error.message) && errors.push(error.message))
  page.on('console', (message) => {
    const text = message.text()
    if (message.type() === 'error' && !text.startsWith('Failed to load resource') && keep(text))
      errors.push(text)
  })
  page.on('response', (response) => {
    const line = `${response.status()} ${new URL(response.url()).pathname}`
    if (response.status() >= 400 && keep(line)) errors.push(line)
  })
  return errors
}

async function openPage(path: string, origin: PageServer, viewport = { width: 1366, height: 900 }) {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  const chunks: string[] = []
  const messages: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/embed/chunks/')) chunks.push(new URL(request.url()).pathname)
  })
  page.on('console', (message) => messages.push(message.text()))
  await page.goto(`${origin.url}${path}`)
  return { context, page, chunks, messages }
}

/** The first frame of the page whose address passes `test`, once there. */
async function frameOf(page: Page, test: (url: string) => boolean): Promise<Frame> {
  let found: Frame | undefined
  await expect
    .poll(
      () => {
        found = page.frames().find((frame) => test(frame.url()))
        return found !== undefined
      },
      { timeout: 30_000 },
    )
    .toBe(true)
    .catch((error: unknown) => {
      throw new Error(
        `no such frame among ${page
          .frames()
          .map((frame) => frame.url())
          .join(', ')}: ${error}`,
      )
    })
  return found as Frame
}

const playing = (frame: Frame) =>
  frame.waitForFunction(
    () => {
      const video = document.querySelector('airwave-player')?.shadowRoot?.querySelector('video')
      return video && !video.paused && video.currentTime > 0.2
    },
    null,
    { timeout: 30_000 },
  )

const post = (page: Page, message: Record<string, unknown>) =>
  page.evaluate(
    (data) => window.postMessage({ source: 'airwave-embed', ...data }, location.origin),
    message,
  )

beforeAll(async () => {
  stranger = await servePages(strangerPages)
  partner = await servePages(partnerPages)
  server = await startTestServer({
    seed: true,
    config: { siteDir: SITE_DIST },
  })
  const site = server.url
  partnerPages['/inline'] = partnerPage(
    site,
    `<airwave-player id="vod" vod="${VOD}"></airwave-player>
<airwave-player id="live" channel="airwave"></airwave-player>
<airwave-community id="board" channel="airwave" style="--aw-community-height:520px"></airwave-community>
<iframe id="attack" title="stranger" src="${stranger.url}/attack" width="10" height="10"></iframe>`,
  )
  partnerPages['/iframe'] = partnerPage(
    site,
    `<airwave-player id="vod" vod="${VOD}" mode="iframe"></airwave-player>
<airwave-community id="board" channel="airwave" mode="iframe"></airwave-community>
<iframe id="raw" title="raw player" src="${site}/player/embed/video/${VOD}?parent=${partner.host}&autoplay=1&muted=1" width="480" height="270" allow="autoplay"></iframe>
<iframe id="attack" title="stranger" src="${stranger.url}/attack" width="10" height="10"></iframe>`,
  )
  strangerPages['/unlisted'] = partnerPage(
    site,
    `<airwave-player id="korean" channel="airwave" locale="ko-KR" style="height:120px"></airwave-player>
<airwave-player id="inline" channel="airwave"></airwave-player>
<airwave-player id="framed" channel="airwave" mode="iframe"></airwave-player>
<iframe id="lying" title="lying" src="${site}/player/embed/airwave?parent=${partner.host}" width="480" height="270"></iframe>
<iframe id="honest" title="honest" src="${site}/player/embed/airwave?parent=${stranger.host}" width="480" height="270"></iframe>`,
  )
  const streamer = await embedClientAs(site, STREAMER)
  streamerToken = streamer.token
  await streamer.client.embed.updateSettings({ allowedHosts: [partner.host] })
  browser = await launchChromium({ args: ['--autoplay-policy=no-user-gesture-required'] })
  await vodReady(site, VOD)
})

afterAll(async () => {
  await browser?.close()
  partner?.close()
  stranger?.close()
  await server?.stop()
})

describe('the script-tag embed', () => {
  let context: BrowserContext | undefined
  afterAll(() => context?.close())

  it('the streamer lists the partner’s site in the dashboard and gets the two lines', async () => {
    for (const [theme, viewport] of [
      ['light', { width: 1366, height: 900 }],
      ['dark', { width: 390, height: 844 }],
    ] as const) {
      const dashboard = await browser.newContext({ viewport })
      await dashboard.addInitScript(
        (value) => localStorage.setItem('airwave.site.theme', value),
        theme,
      )
      const page = await dashboard.newPage()
      const errors = recordSiteErrors(page)
      try {
        await page.goto(`${server.url}/login`)
        await signIn(page, STREAMER)
        await page.goto(`${server.url}/dashboard/embed`)
        const input = page.getByLabel('Website to allow')
        if (theme === 'light') {
          // The list as saved: the partner. Taken off, a bad entry refused, put back, saved.
          await page.getByRole('button', { name: `Remove ${partner.host}` }).click()
          await page.getByText('No website may embed your channel yet.').waitFor()
          await input.fill('https://news.example.com/page')
          await page.getByRole('button', { name: 'Add', exact: true }).click()
          await page.getByText('“https://news.example.com/page” is not a host name.').waitFor()
          await input.fill(`http://${partner.host}/`)
          await page.getByRole('button', { name: 'Add', exact: true }).click()
          await input.fill('news.example.com')
          await page.getByRole('button', { name: 'Add', exact: true }).click()
          await page.getByRole('button', { name: 'Save' }).click()
          await page.getByText('Saved.').waitFor()
          expect(
            (await embedClientAs(server.url, STREAMER).then((s) => s.client.embed.getSettings()))
              .allowedHosts,
          ).toEqual([partner.host, 'news.example.com'])
        }
        await page.getByText(partner.host, { exact: true }).waitFor()
        const snippet = await page.locator('pre code').textContent()
        expect(snippet).toBe(
          `<script src="${server.url}/embed.js" async></script>\n<airwave-player channel="airwave" style="display:block;aspect-ratio:16/9"></airwave-player>`,
        )
        expect(await seriousAxeFindings(page, `embed settings, ${theme}`)).toEqual([])
        await keepScreenshot(page, `embed-settings-${theme}-${viewport.width}`, { fullPage: true })
        expect(errors).toEqual([])
      } finally {
        await dashboard.close()
      }
    }
  })

  it('inline: posters first, a click plays, commands and events over postMessage, a stranger ignored, the raid followed', async () => {
    const opened = await openPage('/inline', partner)
    context = opened.context
    const { page, chunks } = opened
    const errors = recordErrors(page, [/\/media\/live\//, /hls|fragLoad|manifest/i])
    const vodPlay = page.locator('#vod').getByRole('button', { name: /^Play / })
    await vodPlay.waitFor()
    await page.locator('#live').getByText('Offline').waitFor()
    await page
      .locator('#live')
      .getByRole('button', { name: /^Play / })
      .waitFor()
    // Nothing of the player is loaded before a play.
    expect(chunks.filter((path) => path.includes('/player-'))).toEqual([])
    // The board is on screen: it loads by itself, in its shadow root.
    await page.locator('#board article').first().waitFor({ timeout: 30_000 })
    expect(
      await page.evaluate(
        () => document.querySelectorAll('style[data-airwave],style[data-airwave-sheet]').length,
      ),
    ).toBe(0)
    await keepScreenshot(page, 'embed-inline-posters', { fullPage: true })

    await vodPlay.click()
    await expect
      .poll(async () => (await eventsOf(page, 'play', 'vod')).length, { timeout: 30_000 })
      .toBeGreaterThan(0)
    const [ready] = await eventsOf(page, 'ready', 'vod')
    expect(ready).toMatchObject({ origin: partner.url, detail: { vod: VOD, live: false } })
    await page.waitForFunction(() => {
      const video = document.querySelector('#vod')?.shadowRoot?.querySelector('video')
      return video && !video.paused && video.currentTime > 0.3
    })
    const video = '#vod video'

    await post(page, { command: 'pause', target: 'vod' })
    await expect.poll(async () => (await eventsOf(page, 'pause', 'vod')).length).toBe(1)
    expect((await videoState(page, video)).paused).toBe(true)
    await post(page, { command: 'seek', value: 6, target: 'vod' })
    await expect.poll(async () => Math.round((await videoState(page, video)).time)).toBe(6)
    await post(page, { command: 'setVolume', value: 0.25, target: 'vod' })
    await expect.poll(async () => (await videoState(page, video)).volume).toBe(0.25)
    await post(page, { command: 'setMuted', value: true, target: 'vod' })
    await expect.poll(async () => (await videoState(page, video)).muted).toBe(true)
    await post(page, { command: 'setQuality', value: 'auto', target: 'vod' })
    await post(page, { command: 'play', target: 'vod' })
    await expect.poll(async () => (await eventsOf(page, 'play', 'vod')).length).toBe(2)

    // A stranger's frame on the page sends `pause`: dropped, the video plays on.
    await page.evaluate(() =>
      (document.getElementById('attack') as HTMLIFrameElement).contentWindow?.postMessage(
        'go',
        '*',
      ),
    )
    await page.waitForFunction(() => (window as unknown as { foreignDone: boolean }).foreignDone)
    expect((await eventsOf(page, 'pause', 'vod')).length).toBe(1)
    expect((await videoState(page, video)).paused).toBe(false)

    // The live: off, then the socket says it is on, then its streamer raids viewer1.
    await page
      .locator('#live')
      .getByRole('button', { name: /^Play / })
      .click()
    await expect
      .poll(async () => (await eventsOf(page, 'offline', 'live')).length, { timeout: 30_000 })
      .toBe(1)
    expect((await eventsOf(page, 'ready', 'live'))[0]?.detail).toEqual({
      channel: 'airwave',
      live: false,
    })
    await server.deps.db.execute(
      `insert into live_streams (channel_id, title) select id, 'Embed live' from channels where handle in ('airwave', 'viewer1')`,
    )
    // The embed's socket is in the channel's room (counted by presence), then the live starts.
    await expect
      .poll(() => server.deps.realtime.presence.count('airwave'), { timeout: 15_000 })
      .toBeGreaterThan(0)
    server.deps.realtime.toChannel('airwave', 'LIVE_STATUS', { channelId: 'airwave', status: true })
    await expect
      .poll(async () => (await eventsOf(page, 'online', 'live')).length, { timeout: 15_000 })
      .toBe(1)
    const raid = await fetch(`${server.url}/v2/stream/dashboard/viewer-raid`, {
      method: 'POST',
      headers: { authorization: `Bearer ${streamerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ raidChannelId: 'viewer1' }),
    })
    expect(raid.status).toBe(200)
    await page.locator('#live').getByRole('button', { name: 'Go now' }).click({ timeout: 15_000 })
    await expect
      .poll(async () => (await eventsOf(page, 'raid', 'live')).map((e) => e.detail))
      .toEqual([{ from: 'airwave', to: 'viewer1' }])
    await expect
      .poll(async () => (await eventsOf(page, 'ready', 'live')).at(-1)?.detail)
      .toEqual({
        channel: 'viewer1',
        live: true,
      })
    expect(await seriousAxeFindings(page, 'embed inline, partner page')).toEqual([])
    await keepScreenshot(page, 'embed-inline-playing', { fullPage: true })
    expect(errors).toEqual([])
  })

  it('iframe: the platform’s pages, commands to the frame, events from its exact origin, a stranger ignored', async () => {
    const { context: frameContext, page } = await openPage('/iframe', partner)
    const errors = recordErrors(page)
    try {
      const play = page.locator('#vod').getByRole('button', { name: /^Play / })
      await play.waitFor()
      expect(await page.locator('#vod iframe').count()).toBe(0)
      await play.click()
      const player = (url: string, muted: boolean) => {
        const { pathname, searchParams } = new URL(url, 'http://x')
        return (
          pathname === `/player/embed/video/${VOD}` &&
          searchParams.get('parent') === partner.host &&
          searchParams.get('autoplay') === '1' &&
          searchParams.has('muted') === muted
        )
      }
      const frame = await frameOf(page, (url) => player(url, false))
      const raw = await frameOf(page, (url) => player(url, true))
      await playing(frame)
      await expect
        .poll(async () => (await eventsOf(page, 'play')).length, { timeout: 15_000 })
        .toBeGreaterThan(0)
      // Events come from the platform's origin, to this page's.
      for (const event of await recorded(page)) expect(event.origin).toBe(server.url)
      // The element's methods reach the frame, its events come back as DOM events too.
      const domPause = page.evaluate(
        () =>
          new Promise((resolve) =>
            document
              .getElementById('vod')
              ?.addEventListener('pause', () => resolve(true), { once: true }),
          ),
      )
      await page.evaluate(() =>
        (document.getElementById('vod') as unknown as { pause(): void }).pause(),
      )
      expect(await domPause).toBe(true)
      expect((await videoState(frame, 'airwave-player video')).paused).toBe(true)
      await post(page, { command: 'setVolume', value: 0.5, target: 'vod' })
      await expect
        .poll(async () => (await videoState(frame, 'airwave-player video')).volume)
        .toBe(0.5)

      // The raw iframe plays once seen (autoplay, muted); a stranger's frame tells every frame
      // to pause.
      await page.locator('#raw').scrollIntoViewIfNeeded()
      await playing(raw)
      expect((await videoState(raw, 'airwave-player video')).muted).toBe(true)
      await page.evaluate(() =>
        (document.getElementById('attack') as HTMLIFrameElement).contentWindow?.postMessage(
          'go',
          '*',
        ),
      )
      await page.waitForFunction(() => (window as unknown as { foreignDone: boolean }).foreignDone)
      // Then the page itself asks: only that is obeyed.
      const pausesBefore = (await eventsOf(page, 'pause')).length
      expect((await videoState(raw, 'airwave-player video')).paused).toBe(false)
      await page.evaluate(
        (origin) =>
          (document.getElementById('raw') as HTMLIFrameElement).contentWindow?.postMessage(
            { source: 'airwave-embed', command: 'pause' },
            origin,
          ),
        server.url,
      )
      await expect.poll(async () => (await eventsOf(page, 'pause')).length).toBe(pausesBefore + 1)
      expect((await videoState(raw, 'airwave-player video')).paused).toBe(true)

      // The board in its frame.
      const board = page.frames().find((f) => f.url().includes('/player/embed/community/airwave'))
      if (!board) throw new Error('no board frame')
      await board.locator('article').first().waitFor({ timeout: 30_000 })
      await keepScreenshot(page, 'embed-iframe', { fullPage: true })
      expect(errors).toEqual([])
    } finally {
      await frameContext.close()
    }
  })

  it('refuses a page the channel does not list: the poster says why, frame-ancestors refuses the player', async () => {
    const { context: strangerContext, page, messages } = await openPage('/unlisted', stranger)
    try {
      for (const id of ['inline', 'framed']) {
        await page
          .locator(`#${id}`)
          .getByRole('heading', { name: 'This player cannot be shown on this site' })
          .waitFor()
        await expect
          .poll(async () => (await eventsOf(page, 'error', id))[0]?.detail.code)
          .toBe('NOT_ALLOWED')
      }
      expect(await page.locator('#framed iframe').count()).toBe(0)
      // In the page's language when it asks for one.
      await page
        .locator('#korean')
        .getByRole('heading', { name: '이 사이트에서는 이 플레이어를 표시할 수 없습니다' })
        .waitFor()
      // A page that names a listed parent it is not: the browser refuses the frame.
      await expect
        .poll(() => messages.some((text) => text.includes('frame-ancestors')), { timeout: 15_000 })
        .toBe(true)
      const lying = page.frames().find((f) => f.url().includes(`parent=${partner.host}`))
      expect(await lying?.locator('airwave-player').count()).not.toBe(1)
      // An honest unlisted parent lands on the error page, which says so.
      const honest = page.frames().find((f) => f.url().includes('/player/embed/error'))
      if (!honest) throw new Error('no error page')
      await honest
        .getByRole('heading', { name: 'This player cannot be shown on this site' })
        .waitFor()
      await keepScreenshot(page, 'embed-unlisted', { fullPage: true })
    } finally {
      await strangerContext.close()
    }
  })

  it('signs a guest in from the board: the cookie notice, the popup, a session of this site only', async () => {
    const { context: loginContext, page } = await openPage('/inline', partner, {
      width: 390,
      height: 844,
    })
    try {
      const like = page.locator('#board article').first().getByRole('button', { name: /^Like/ })
      await like.waitFor({ timeout: 30_000 })
      await like.click()
      await page.getByRole('button', { name: 'Log in' }).click()
      const notice = page.getByRole('dialog', { name: 'Sign in on this site' })
      await notice.waitFor()
      expect(await seriousAxeFindings(page, 'embed cookie notice, phone')).toEqual([])
      await keepScreenshot(page, 'embed-cookie-notice-phone')
      const opened = loginContext.waitForEvent('page')
      await notice.getByRole('button', { name: 'Continue to sign in' }).click()
      const popup = await opened
      await popup.waitForURL(/\/login\/third-party\?popup=embed&origin=/)
      expect(new URL(popup.url()).searchParams.get('origin')).toBe(partner.url)
      expect(popup.viewportSize()).toEqual({ width: 1000, height: 840 })
      // The platform's own popup: e-mail sign-in there, then back to the popup, which answers.
      await popup.getByRole('link', { name: 'Sign in with e-mail' }).click()
      await popup.getByLabel('E-mail').fill(VIEWER1)
      await popup.getByLabel('Password').fill(PASSWORD)
      await popup.getByRole('button', { name: 'Sign in' }).last().click()
      // The popup names the page that asks; nothing is granted before Allow.
      await popup
        .getByRole('heading', { name: `Allow ${partner.host} to use your Airwave account?` })
        .waitFor()
      await keepScreenshot(popup, 'embed-consent-popup')
      await popup.getByRole('button', { name: 'Allow', exact: true }).click()
      await notice.waitFor({ state: 'detached', timeout: 15_000 })
      // Signed in here: the like goes through, no prompt.
      await like.click()
      await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true')
      // The session is in this site's partition (CHIPS), apart from the platform's own.
      const cdp = await loginContext.newCDPSession(page)
      const { cookies } = (await cdp.send('Network.getCookies', {
        urls: [`${server.url}/api/auth`],
      })) as {
        cookies: {
          name: string
          sameSite?: string
          httpOnly: boolean
          partitionKey?: { topLevelSite: string }
        }[]
      }
      const embedCookie = cookies.find((cookie) => cookie.name === 'airwave_embed_session')
      expect(embedCookie).toMatchObject({
        sameSite: 'None',
        httpOnly: true,
        partitionKey: { topLevelSite: 'http://localhost' },
      })
      const siteCookie = cookies.find((cookie) => cookie.name === 'airwave_session')
      expect(siteCookie?.partitionKey).toBeUndefined()
      // The board in an iframe on the same site shares that partition: signed in there too.
      await page.goto(`${partner.url}/iframe`)
      const board = await frameOf(page, (url) => url.includes('/player/embed/community/airwave'))
      const framedLike = board.locator('article').first().getByRole('button', { name: /^Like/ })
      await expect
        .poll(() => framedLike.getAttribute('aria-pressed'), { timeout: 30_000 })
        .toBe('true')
    } finally {
      await loginContext.close()
    }
  })
})

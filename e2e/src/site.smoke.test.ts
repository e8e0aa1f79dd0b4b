import axe from 'axe-core'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../scripts/chromium.mjs'
import { held } from './held'
import { type SiteServer, startSiteServer } from './siteServer'
import { switchToDarkTheme } from './siteTheme'

const VIEWER = { email: 'viewer1@airwave.test', password: 'Airwave!2026' }

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

/**
 * A fresh page that records every console error, uncaught exception and failed call. The
 * browser's own "Failed to load resource" line is replaced by the call's status and path.
 */
async function openPage(): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text())
    }
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (response.status() >= 400) {
      errors.push(`${response.status()} ${path}`)
    }
  })
  return { page, errors }
}

/** Serious and critical axe violations of the page as it is now. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source)
  // The page's own axe (the script just added), not this file's import.
  return page.evaluate(async () => {
    const { axe: pageAxe } = window as unknown as { axe: typeof axe }
    const result = await pageAxe.run()
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id)
  })
}

/** The first post of the demo channel's board, read through the API. */
async function firstPostIdx(): Promise<number> {
  const response = await fetch(`${site.url}/v2/channel/post?channelId=airwave&page=1&limit=1`)
  const body = (await response.json()) as { data: { list: { idx: number }[] } }
  const idx = body.data.list[0]?.idx
  if (!idx) throw new Error('The demo channel has no posts')
  return idx
}

/** Resolves once a demo VOD is transcoded: its media info answers 200. */
async function vodReady(vodNo: number, ms = 450_000): Promise<void> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    const response = await fetch(`${site.url}/v2/vod/media/info/${vodNo}`)
    await response.arrayBuffer()
    if (response.ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`VOD ${vodNo} was not ready within ${ms} ms`)
}

describe('the site, served by the real server', () => {
  it('renders the home page', async () => {
    const { page, errors } = await openPage()
    await page.goto(`${site.url}/`)
    await page.getByRole('heading', { name: 'Live now' }).waitFor()
    await page.getByRole('heading', { name: 'Recent videos' }).waitFor()
    await page.getByRole('heading', { name: 'Channels to follow' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })

  it('renders a channel home in its off state, with its newest posts and the way to the rest', async () => {
    const { page, errors } = await openPage()
    await page.goto(`${site.url}/airwave`)
    await page.locator('.aw-site-watch[data-state="OFF"]').waitFor()
    await page.getByText('This channel is not broadcasting right now.').waitFor()
    // The community loads as its section nears the screen: three posts at most, no more loading.
    const community = page.getByTestId('channel-community')
    await community.scrollIntoViewIfNeeded()
    await community.locator('section.aw-board[data-state="ready"]').waitFor()
    const posts = await community.getByRole('article').count()
    expect(posts).toBeGreaterThan(0)
    expect(posts).toBeLessThanOrEqual(3)
    expect(await community.locator('[data-sentinel]').count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    await community.getByRole('link', { name: 'See all' }).click()
    await page.waitForURL(`${site.url}/airwave/community`)
    await page.goBack()
    await page.locator('.aw-site-watch[data-state="OFF"]').waitFor()
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })

  it('renders the community board with the demo posts', async () => {
    const { page, errors } = await openPage()
    await page.goto(`${site.url}/airwave/community`)
    await page
      .getByText('Behind the scenes of the studio setup.', { exact: false })
      .first()
      .waitFor()
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })

  it('renders a post with its comments', async () => {
    const idx = await firstPostIdx()
    const { page, errors } = await openPage()
    await page.goto(`${site.url}/airwave/community/${idx}`)
    await page.getByText('@viewer2 you coming tonight?', { exact: false }).first().waitFor()
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })

  it('signs in on the login page and comes back to the page that asked', async () => {
    const { page, errors } = await openPage()
    await page.goto(`${site.url}/setting/block-users`)
    await page.waitForURL(/\/login\?returnUrl=%2Fsetting%2Fblock-users$/)
    await page.getByLabel('E-mail').fill(VIEWER.email)
    await page.getByLabel('Password').fill(VIEWER.password)
    await page.getByRole('button', { name: 'Sign in' }).last().click()
    await page.waitForURL(`${site.url}/setting/block-users`)
    await page.getByRole('button', { name: 'Sign out' }).waitFor()
    await page
      .locator('.aw-site-settings [data-state="empty"], .aw-site-settings [data-state="ready"]')
      .first()
      .waitFor()
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])

    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByRole('link', { name: 'Sign in' }).waitFor()
    await page.close()
  })

  it('sends an anonymous viewer who likes a post to the login, then back to the board', async () => {
    const { page, errors } = await openPage()
    await page.goto(`${site.url}/airwave/community`)
    await page
      .getByRole('button', { name: /^Like,/ })
      .first()
      .click()
    // The kit asks first; its "Log in" calls the provider's onLoginRequired.
    await page.getByRole('dialog').getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL(`${site.url}/login?returnUrl=%2Fairwave%2Fcommunity`)
    await page.getByLabel('E-mail').fill(VIEWER.email)
    await page.getByLabel('Password').fill(VIEWER.password)
    await page.getByRole('button', { name: 'Sign in' }).last().click()
    await page.waitForURL(`${site.url}/airwave/community`)
    await page
      .getByRole('button', { name: /^Like,/ })
      .first()
      .waitFor()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByRole('link', { name: 'Sign in' }).waitFor()
    expect(errors).toEqual([])
    await page.close()
  })

  it('returns only to paths of the site after signing in', async () => {
    const { page, errors } = await openPage()
    await page.goto(`${site.url}/login?returnUrl=${encodeURIComponent('//example.com/x')}`)
    await page.getByLabel('E-mail').fill(VIEWER.email)
    await page.getByLabel('Password').fill(VIEWER.password)
    await page.getByRole('button', { name: 'Sign in' }).last().click()
    await page.waitForURL(`${site.url}/`)
    // Signed out once the home page has loaded: a call the page makes while the server revokes
    // the session is answered 401 (seen on a loaded machine), which this test would count.
    await page.waitForFunction(() => !document.querySelector('[data-state="loading"]'))
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByRole('link', { name: 'Sign in' }).waitFor()
    expect(errors).toEqual([])
    await page.close()
  })

  it('signs out while calls are on their way: none goes out with the revoked token', async () => {
    const { page, errors } = await openPage()
    await page.goto(`${site.url}/login`)
    await page.getByLabel('E-mail').fill(VIEWER.email)
    await page.getByLabel('Password').fill(VIEWER.password)
    await page.getByRole('button', { name: 'Sign in' }).last().click()
    await page.waitForURL(`${site.url}/`)
    // From here every call is held until the server has revoked the session, and the revoke
    // until the member has opened another page: the worst order a slow network can give.
    const [revoked, revokeAnswered] = held()
    const [revokeHeld, releaseRevoke] = held()
    const [revoking, revokeSent] = held()
    const calls: string[] = []
    await page.route('**/*', async (route) => {
      const request = route.request()
      const { pathname } = new URL(request.url())
      if (pathname === '/member/auth/sign-out') {
        calls.push('revoke')
        revokeSent()
        await revokeHeld
        await route.continue()
        return
      }
      if (['fetch', 'xhr'].includes(request.resourceType())) {
        calls.push(`${request.headers().authorization ? 'member' : 'guest'} ${pathname}`)
        await revoked
      }
      await route.continue()
    })
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname === '/member/auth/sign-out') revokeAnswered()
    })
    await page.getByRole('button', { name: 'Sign out' }).click()
    await revoking
    await page.getByRole('link', { name: 'Live', exact: true }).click()
    await page.waitForURL(`${site.url}/live`)
    releaseRevoke()
    await page.getByRole('link', { name: 'Sign in' }).waitFor()
    await page.getByRole('heading', { name: 'Live channels', level: 1 }).waitFor()
    await page.waitForFunction(() => !document.querySelector('[data-state="loading"]'))
    // Once the revoke is under way, every call waits for the session's end and goes as a guest.
    const after = calls.slice(calls.indexOf('revoke') + 1)
    expect(after.filter((call) => call.startsWith('member'))).toEqual([])
    expect(after).toContain('guest /v2/stream')
    // A read already on its way with the old token is refused, then read again as a guest.
    const inFlight = calls.slice(0, calls.indexOf('revoke')).map((call) => call.slice(7))
    for (const error of errors) {
      const path = error.replace(/^401 /, '')
      expect(error.startsWith('401 ') && inFlight.includes(path), error).toBe(true)
      expect(after).toContain(`guest ${path}`)
    }
    await page.close()
  })

  it('shows why a sign-in failed', async () => {
    const { page, errors } = await openPage()
    await page.goto(`${site.url}/login`)
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel('E-mail').fill(VIEWER.email)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in' }).last().click()
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/not correct/)
    expect(errors).toEqual(['401 /member/auth/sign-in'])
    await page.close()
  })

  it('plays a demo VOD', async () => {
    await vodReady(1)
    const { page, errors } = await openPage()
    await page.goto(`${site.url}/video/1`)
    const video = page.locator('video')
    await video.waitFor()
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0)
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })

  it("names the player's controls in the site's language", async () => {
    await vodReady(1)
    const { page, errors } = await openPage()
    await page.addInitScript(() => localStorage.setItem('airwave.site.locale', 'ko-KR'))
    await page.goto(`${site.url}/video/1`)
    const player = page.getByRole('region', { name: '동영상 플레이어' })
    await player.getByRole('button', { name: '전체 화면' }).waitFor()
    await player.getByRole('button', { name: '설정' }).waitFor()
    expect(errors).toEqual([])
    await page.close()
  })

  it('switches theme and language from the header', async () => {
    const { page, errors } = await openPage()
    await page.goto(`${site.url}/airwave`)
    await switchToDarkTheme(page)
    expect(await page.locator('.aw-root').getAttribute('data-theme')).toBe('dark')
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ko-KR')
    const community = page.getByTestId('channel-community')
    await community.getByRole('heading', { name: '커뮤니티' }).waitFor()
    expect(await page.locator('.aw-root').getAttribute('lang')).toBe('ko-KR')
    // The API hears the new language too, and both choices outlive a reload.
    const posts = page.waitForRequest((request) => request.url().includes('/v2/channel/post?'))
    await community.getByRole('link', { name: '전체 보기' }).click()
    expect((await posts).headers()['x-language']).toBe('ko-KR')
    await page.reload()
    await page.getByRole('button', { name: '라이트 테마' }).waitFor()
    expect(await page.locator('.aw-root').getAttribute('data-theme')).toBe('dark')
    expect(errors).toEqual([])
    await page.close()
  })

  it('shows a language chosen before from the first paint, and changes words all at once', async () => {
    const { page, errors } = await openPage()
    // Every state of the header's main links and the channel's community heading (words of two
    // of the site's catalogues) the page ever shows, recorded as the DOM changes, from before
    // the first render.
    await page.addInitScript(() => {
      localStorage.setItem('airwave.site.locale', 'ko-KR')
      const seen: string[] = []
      Object.assign(window, { seenWords: seen })
      const record = () => {
        const nav = document.querySelector('nav.aw-site-nav')?.textContent ?? ''
        const board = document.querySelector('[data-testid="channel-community"] h2')?.textContent
        const state = `${nav} | ${board ?? ''}`
        if (nav && seen.at(-1) !== state) seen.push(state)
      }
      new MutationObserver(record).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
      })
    })
    const requests: string[] = []
    page.on('request', (request) => requests.push(new URL(request.url()).pathname))
    await page.goto(`${site.url}/airwave`)
    const community = page.getByTestId('channel-community')
    await community.getByRole('heading', { name: '커뮤니티' }).waitFor()
    const seen = () => page.evaluate(() => (window as unknown as { seenWords: string[] }).seenWords)
    const korean = await seen()
    expect(korean.length).toBeGreaterThan(0)
    // The site's own words (the header) were Korean from the first paint: never English.
    expect(korean.filter((state) => /Live|Videos|Following/.test(state))).toEqual([])
    expect(korean.at(-1)).toContain('라이브')

    // English asked for now: it came with the site's code, nothing more to fetch; the header
    // and the section change in the same paint.
    await page.waitForLoadState('networkidle')
    const before = requests.length
    await page.getByRole('combobox', { name: '언어' }).selectOption('en-US')
    await community.getByRole('heading', { name: 'Community' }).waitFor()
    const states = (await seen()).slice(korean.length)
    const mixed = states.filter(
      (state) =>
        (/라이브/.test(state) && /\| Community$/.test(state)) ||
        (/Live/.test(state) && /\| 커뮤니티$/.test(state)),
    )
    expect(mixed).toEqual([])
    expect(requests.slice(before).filter((path) => path.startsWith('/assets/'))).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })

  it('renders the not-found page for an unknown address', async () => {
    const { page, errors } = await openPage()
    await page.goto(`${site.url}/no/such/page`)
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    expect(await page.title()).toBe('Page not found · Airwave')
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })

  it('says so when a channel does not exist', async () => {
    const { page, errors } = await openPage()
    await page.goto(`${site.url}/nosuchchannel`)
    await page.getByText('This channel does not exist.').waitFor()
    // The page asks for the channel, its About (description and links), its stream, its ongoing
    // poll and its chat at once; each answers 404. The stream is read again once the socket is up (the live status reads it on
    // every connection, so a live that changed while the socket was down is not missed).
    await page.waitForLoadState('networkidle')
    expect([...new Set(errors)].sort()).toEqual([
      '404 /v2/channel/info/nosuchchannel',
      '404 /v2/channel/profile/nosuchchannel',
      '404 /v2/chat/info/nosuchchannel',
      '404 /v2/poll/ongoing/nosuchchannel',
      '404 /v2/stream/info/nosuchchannel',
    ])
    expect(errors.length).toBeLessThanOrEqual(6)
    await page.close()
  })
})

import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Broadcast, startBroadcast } from '../../../bench/player/broadcast.mjs'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { PASSWORD, recordErrors, STREAMER, signIn, VIEWER1 } from '../community/harness'
import { recordTimeline, withTimelines } from '../pageTimeline'
import { isStreaming } from '../player/mediaServer'
import { keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'

// A poll and a raid at once on a channel page, at 1280 and 390 px, light and dark: the poll's
// popup does not open by itself, and no overlay covers another or the channel's title (their
// boxes do not meet, and each one's middle is its own). The streamer's raid picker stays free.

const QUESTION = 'Which map do we play next?'

let site: SiteServer
let browser: Browser
const broadcasts: Broadcast[] = []
// Every page opened, by what it is: their timelines go with a failure's report.
const pages: Record<string, Page> = {}

beforeAll(async () => {
  site = await startSiteServer()
  browser = await launchChromium({ args: ['--autoplay-policy=no-user-gesture-required'] })
})

afterAll(async () => {
  for (const broadcast of broadcasts) await broadcast.stop()
  await browser?.close()
  await site?.stop()
})

async function accessToken(email: string): Promise<string> {
  const signedIn = await fetch(`${site.url}/member/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  return ((await signedIn.json()) as { data: { accessToken: string } }).data.accessToken
}

async function call(email: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${site.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await accessToken(email)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`)
  return (await response.json()) as { data: unknown }
}

async function rtmpTargetOf(email: string): Promise<string> {
  const { data } = (await call(email, 'GET', '/v2/stream/key')) as {
    data: { streamKey: string; ingestUrl: string }
  }
  return `${data.ingestUrl}/${data.streamKey}`
}

async function streaming(channelId: string) {
  const deadline = Date.now() + 60_000
  while (!(await isStreaming(site.url, channelId))) {
    if (Date.now() > deadline) throw new Error(`${channelId} never went ON`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function open(
  viewport: { width: number; height: number },
  theme: 'light' | 'dark',
  email?: string,
) {
  const context = await browser.newContext({ viewport, colorScheme: theme })
  await recordTimeline(context)
  await context.addInitScript((value) => {
    localStorage.setItem('airwave.site.theme', value)
  }, theme)
  const page = await context.newPage()
  pages[`${email ?? 'guest'} ${viewport.width} px ${theme}`] = page
  const errors = recordErrors(page)
  if (email) {
    await page.goto(`${site.url}/login`)
    await signIn(page, email)
  }
  await page.goto(`${site.url}/airwave`)
  await page.locator('.aw-site-watch[data-state="ON"]').waitFor({ timeout: 60_000 })
  return { page, errors }
}

type Box = { x: number; y: number; width: number; height: number }

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  if (!box || box.width === 0 || box.height === 0) throw new Error('not on screen')
  return box
}

const meet = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

// Whether the element is what the page shows at its middle (nothing lies over it there).
const onTop = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return hit !== null && (element === hit || element.contains(hit))
  })

/**
 * Waits in the page for the raid's countdown, measures it the frame it shows (whether it meets
 * the title or the poll card, and what lies on top), then presses its "Stay here".
 */
async function raidLayoutThenStay(page: Page) {
  const measured = await page.waitForFunction(
    () => {
      const raid = document.querySelector('section.aw-raid[data-state="countdown"]')
      const title = [...document.querySelectorAll('h1')].find((h) => h.textContent === 'Airwave')
      const heading = raid?.querySelector('h2')
      const stay = [...(raid?.querySelectorAll('button') ?? [])].find(
        (button) => button.textContent?.trim() === 'Stay here',
      )
      if (!raid || raid.getClientRects().length === 0 || !title || !heading || !stay) return false
      const meet = (a: Element, b: Element) => {
        const [p, q] = [a.getBoundingClientRect(), b.getBoundingClientRect()]
        return (
          p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height
        )
      }
      const onTop = (element: Element) => {
        const box = element.getBoundingClientRect()
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        return hit !== null && (element === hit || element.contains(hit))
      }
      const card = document.querySelector('.aw-poll-overlay')
      const layout = {
        raidMeetsTitle: meet(raid, title),
        headingOnTop: onTop(heading),
        stayOnTop: onTop(stay),
        raidMeetsCard: card !== null && meet(raid, card),
        titleOnTop: onTop(title),
        dots: document.querySelectorAll('.aw-poll-button[data-state="dot"]').length,
      }
      stay.click()
      return layout
    },
    undefined,
    { polling: 'raf' },
  )
  return measured.jsonValue()
}

const title = (page: Page) => page.getByRole('heading', { name: 'Airwave', level: 1 })
const card = (page: Page) => page.locator('.aw-poll-overlay')
const pollPopup = (page: Page) => page.getByRole('dialog', { name: QUESTION })

describe('overlays on a channel page', () => {
  it('a poll and a raid at once: nothing covers another or the title, at 1280 and 390 px', () =>
    withTimelines(pages, async () => {
      broadcasts.push(startBroadcast({ target: await rtmpTargetOf(STREAMER) }))
      broadcasts.push(startBroadcast({ target: await rtmpTargetOf(VIEWER1) }))
      await Promise.all([streaming('airwave'), streaming('viewer1')])
      await call(STREAMER, 'POST', '/v2/poll', {
        title: QUESTION,
        options: [{ content: 'Dust' }, { content: 'Mirage' }],
        time: { minute: 10 },
      })

      const desk = await open({ width: 1280, height: 800 }, 'light')
      const phone = await open({ width: 390, height: 844 }, 'dark')
      const streamer = await open({ width: 1280, height: 800 }, 'dark', STREAMER)
      const viewers = [
        { ...desk, name: 'desktop-light' },
        { ...phone, name: 'phone-dark' },
      ]

      // The poll: its card over the player and the dot on its button; no popup by itself.
      for (const { page, name } of [...viewers, { ...streamer, name: 'streamer-desktop-dark' }]) {
        await page.locator('.aw-poll-button[data-state="dot"]').waitFor()
        await card(page).waitFor()
        expect(await pollPopup(page).count()).toBe(0)
        expect(meet(await boxOf(card(page)), await boxOf(title(page)))).toBe(false)
        expect(await onTop(card(page))).toBe(true)
        expect(await onTop(title(page))).toBe(true)
        await keepScreenshot(page, `overlays-poll-${name}`)
      }
      // The streamer's raid picker is free to use.
      const panel = streamer.page.getByRole('region', { name: 'Raid another channel' })
      const picker = panel.getByRole('combobox', { name: 'Live channel' })
      await panel.getByRole('option', { name: /\(viewer1\)/ }).waitFor({ state: 'attached' })
      // Under the player, as the streamer scrolls to it.
      await picker.scrollIntoViewIfNeeded()
      expect(await onTop(picker)).toBe(true)

      // The raid: its countdown over the player, on a phone too; the poll card gives way. It
      // lasts 10 s, less than a loaded machine's round trips took to look at it: each page
      // measures it in one step, the frame it shows, then presses "Stay here".
      const layouts = viewers.map(({ page }) => raidLayoutThenStay(page))
      await picker.selectOption('viewer1')
      await panel.getByRole('button', { name: 'Start raid' }).click()
      for (const layout of await Promise.all(layouts)) {
        expect(layout).toEqual({
          raidMeetsTitle: false,
          headingOnTop: true,
          stayOnTop: true,
          raidMeetsCard: false,
          titleOnTop: true,
          // The poll is still a press away: the button keeps its dot.
          dots: 1,
        })
      }
      // Staying, the picture is clear again: the poll card comes back.
      for (const { page } of viewers) await card(page).waitFor()
      await Promise.all(
        viewers.map(({ page, name }) => keepScreenshot(page, `overlays-stayed-${name}`)),
      )

      expect(desk.errors).toEqual([])
      expect(phone.errors).toEqual([])
      expect(streamer.errors).toEqual([])
    }))
})

import { createClient } from '@airwave/sdk'
import { accountEndpoints } from '@airwave/sdk/account'
import { videoEndpoints } from '@airwave/sdk/video'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { seriousAxeFindings } from '../community/axe'
import { recordErrors, signIn, VIEWER1 } from '../community/harness'
import { keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'

// A viewer watches a video and comments under both sorts, and sees where each new comment goes
// (viewing.md): newest first, at the top of the first page below the pinned one; popular
// first, at the end of the last page while it is not full, otherwise only the count rises.

const PASSWORD = 'Airwave!2026'

let site: SiteServer
let browser: Browser

beforeAll(async () => {
  site = await startSiteServer()
  browser = await launchChromium({ args: ['--autoplay-policy=no-user-gesture-required'] })
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

/** The video's number once it is listed (transcoded), bounded. */
async function listedVideo(channelId: string, title: string, ms = 100_000): Promise<number> {
  const deadline = Date.now() + ms
  for (;;) {
    const response = await fetch(`${site.url}/vod/list/${channelId}?page=1&limit=20`)
    const body = (await response.json()) as {
      data: { vodList: { vodNo: number; title: string }[] }
    }
    const found = body.data.vodList.find((v) => v.title === title)
    if (found) return found.vodNo
    if (Date.now() > deadline) throw new Error(`${title} was not listed within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

async function videoApiAs(email: string) {
  const endpoints = { account: accountEndpoints, video: videoEndpoints }
  const anonymous = createClient({ baseUrl: site.url, endpoints })
  const { accessToken } = await anonymous.account.signIn({ email, password: PASSWORD })
  const signed: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set('authorization', `Bearer ${accessToken}`)
    return fetch(input, { ...init, headers })
  }
  return createClient({ baseUrl: site.url, endpoints, fetch: signed })
}

const rows = (page: Page) => page.locator('.aw-comments .aw-comment-list > li')
const heading = (page: Page) => page.locator('.aw-comments h2').first()

async function comment(page: Page, text: string) {
  const before = await heading(page).textContent()
  await page.getByRole('textbox', { name: 'Write a comment' }).click()
  await page.getByRole('textbox', { name: 'Write a comment' }).fill(text)
  await page.getByRole('button', { name: 'Comment', exact: true }).click()
  await page.waitForFunction(
    (was) => document.querySelector('.aw-comments h2')?.textContent !== was,
    before,
    { timeout: 30_000 },
  )
}

const countOf = async (page: Page) => Number((await heading(page).textContent())?.match(/\d+/)?.[0])

describe('video comments', { timeout: 200_000 }, () => {
  it('puts a new comment where each sort says', async () => {
    const vodNo = await listedVideo('viewer2', 'Piano session 2')
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
    const page = await context.newPage()
    const errors = recordErrors(page)
    await page.goto(`${site.url}/login`)
    await signIn(page, VIEWER1)
    await page.goto(`${site.url}/video/${vodNo}`)
    // Watches: the video plays.
    await page.waitForFunction(
      () => (document.querySelector('video')?.currentTime ?? 0) > 0.5,
      undefined,
      {
        timeout: 60_000,
      },
    )

    // Newest first: the new comment comes right below the pinned one.
    await page.getByRole('button', { name: 'Newest' }).click()
    await rows(page).first().getByRole('img', { name: 'Pinned' }).waitFor()
    const total = await countOf(page)
    await comment(page, 'Newest order: right below the pin')
    expect(await countOf(page)).toBe(total + 1)
    await expect
      .poll(() => rows(page).nth(1).textContent())
      .toContain('Newest order: right below the pin')
    await expect.poll(() => rows(page).first().textContent()).toContain('Thanks for watching!')
    await keepScreenshot(page, 'discovery-comments-newest-desktop-light', { fullPage: true })
    expect(await seriousAxeFindings(page, 'video comments, newest')).toEqual([])

    // Popular first, a short list: the new comment goes at the end of the last page.
    await page.getByRole('button', { name: 'Popular' }).click()
    await expect.poll(() => rows(page).count()).toBe(total + 1)
    await comment(page, 'Popular order: at the end')
    expect(await countOf(page)).toBe(total + 2)
    await expect.poll(() => rows(page).last().textContent()).toContain('Popular order: at the end')

    // Popular first, a full first page (20 of more): only the count rises.
    const viewer3 = await videoApiAs('viewer3@airwave.test')
    // 22 in all: the first page (20) is full and another follows.
    const fillers = 22 - (total + 2)
    for (let i = 0; i < fillers; i += 1) {
      await viewer3.video.createComment(vodNo, { comment: `Filler ${i + 1}`, nickName: '' })
    }
    await page.reload()
    await page.getByRole('button', { name: 'Popular', pressed: true }).waitFor()
    await expect.poll(() => rows(page).count()).toBe(20)
    const full = await countOf(page)
    expect(full).toBeGreaterThan(20)
    await comment(page, 'Popular order: not on this page')
    expect(await countOf(page)).toBe(full + 1)
    expect(await rows(page).count()).toBe(20)
    expect(await page.getByText('Popular order: not on this page').count()).toBe(0)

    await page.setViewportSize({ width: 390, height: 844 })
    await keepScreenshot(page, 'discovery-comments-popular-phone-light', { fullPage: true })
    expect(await seriousAxeFindings(page, 'video comments, popular, phone')).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})

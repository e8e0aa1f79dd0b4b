import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { advanceClock, resetClock } from '@airwave/server/testing'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { type SiteServer, startSiteServer } from '../siteServer'
import { seriousAxeFindings } from './axe'
import { type ApiClient, apiAs, recordErrors, STREAMER, shows, signIn, VIEWER1 } from './harness'

// The streamer writes a reserved post with two images on the dashboard, edits it and pins it;
// a viewer does not see it until its date, and then does. The date "comes" by moving the
// server's clock (advanceClock) to an hour past it: nobody waits a day in a test.

const TEXT = 'E2E reserved post: season finale on Friday'
const EDITED = 'E2E reserved post: season finale moved to Saturday'

let site: SiteServer
let browser: Browser
let streamerContext: BrowserContext
let page: Page
let errors: string[]
let streamer: ApiClient
let images: string[]
let postIdx: number
/** When the reserved post is to be published. */
let reservedFor: Date

/** Two images made with ffmpeg: noise (~0.5 MB, so the throttled upload takes a while) and a test card. */
function makeImages(): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'airwave-composer-'))
  const ffmpeg = process.env.FFMPEG_PATH || 'ffmpeg'
  const noise = join(dir, 'noise.png')
  const card = join(dir, 'card.jpg')
  const make = (source: string, out: string) =>
    execFileSync(ffmpeg, [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      source,
      '-frames:v',
      '1',
      out,
    ])
  make('nullsrc=s=640x640,geq=random(1)*255:128:128', noise)
  make('testsrc=size=1280x720:rate=1', card)
  return [noise, card]
}

/** Tomorrow at 20:30 local time, as a datetime-local value and as a date. */
function tomorrowEvening() {
  const date = new Date()
  date.setDate(date.getDate() + 1)
  date.setHours(20, 30, 0, 0)
  const pad = (n: number) => String(n).padStart(2, '0')
  const value = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T20:30`
  return { value, date }
}

function postCard(text: string): Locator {
  return page.locator('article').filter({ hasText: text })
}

async function openMenuItem(card: Locator, name: string): Promise<void> {
  await card.getByRole('button', { name: 'More options' }).first().click()
  await page.getByRole('menuitem', { name }).click()
}

beforeAll(async () => {
  images = makeImages()
  ;[site, browser] = await Promise.all([startSiteServer(), launchChromium()])
  streamer = await apiAs(site.url, STREAMER)
  streamerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  page = await streamerContext.newPage()
  errors = recordErrors(page)
})

afterAll(async () => {
  resetClock()
  await streamerContext?.close()
  await browser?.close()
  await site?.stop()
})

describe('the post composer, in chromium against the real server', () => {
  it('creates a reserved post with two images, the upload showing its progress', async () => {
    await page.goto(`${site.url}/login`)
    await signIn(page, STREAMER)
    // The header's Dashboard opens the stream dashboard; its nav leads to the posts.
    await page.getByRole('link', { name: 'Dashboard' }).click()
    await page.waitForURL(`${site.url}/dashboard`)
    await page.getByRole('link', { name: 'Community posts' }).click()
    await page.waitForURL(`${site.url}/dashboard/community`)
    await page.getByRole('button', { name: 'New post' }).click()
    const form = page.getByRole('form', { name: 'New post' })
    await form.getByLabel('Post text').fill(TEXT)

    // A throttled connection, so that the upload is seen going: progress between 0 and all.
    const cdp = await streamerContext.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    })
    await form.getByLabel('Add images').setInputFiles(images)
    // What the bar and its text say at one moment part-way through.
    const midway = await page.waitForFunction(() => {
      const bar = document.querySelector<HTMLProgressElement>('.aw-composer progress')
      if (!bar || bar.value <= 0 || bar.value >= bar.max) return false
      return document.querySelector('.aw-composer-progress [role=status]')?.textContent ?? ''
    })
    expect(await midway.jsonValue()).toMatch(/^Uploading 2 images… \d{1,2}%$/)
    await form.getByRole('img', { name: 'Image 2 of 2' }).waitFor()
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    expect(await form.locator('progress').count()).toBe(0)

    const { value, date } = tomorrowEvening()
    reservedFor = date
    await form.getByLabel('Publish later').check()
    await form.getByLabel(/^Date and time/).fill(value)
    expect(await seriousAxeFindings(page, 'composer, new reserved post')).toEqual([])
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/v2/channel/post',
    )
    const saved = shows(page, 'Post saved.')
    await form.getByRole('button', { name: 'Schedule' }).click()
    const answer = (await (await created).json()) as { data: { idx?: number; postIdx?: number } }
    postIdx = answer.data.idx ?? answer.data.postIdx ?? Number.NaN
    await saved
    await form.waitFor({ state: 'detached' })

    const post = await streamer.community.getPost(postIdx, { channelId: 'airwave' })
    expect(post.isReserved).toBe(true)
    expect(new Date(post.reservedDate ?? '').getTime()).toBe(date.getTime())
    expect(post.attachImgLink).toHaveLength(2)
    await postCard(TEXT)
      .getByText(/^Scheduled for /)
      .waitFor()
  })

  it('edits it on its dashboard page', async () => {
    await openMenuItem(postCard(TEXT), 'Edit')
    await page.waitForURL(`${site.url}/dashboard/community/post/${postIdx}`)
    const form = page.getByRole('form', { name: 'Edit post' })
    await form.getByRole('img', { name: 'Image 2 of 2' }).waitFor()
    expect(await form.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true)
    await form.getByLabel('Post text').fill(EDITED)
    // The second image first.
    await form.getByRole('button', { name: 'Move image 2 earlier' }).click()
    await form.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(`${site.url}/dashboard/community`)
    await postCard(EDITED).waitFor()
    const post = await streamer.community.getPost(postIdx, { channelId: 'airwave' })
    expect(post.content).toBe(EDITED)
    expect(post.isReserved).toBe(true)
    expect(post.attachImgLink).toHaveLength(2)
  })

  it('pins it, replacing the reserved post pinned before', async () => {
    await openMenuItem(postCard(EDITED), 'Pin')
    const confirm = page.getByRole('alertdialog', { name: 'Replace the pinned post?' })
    await confirm.getByRole('button', { name: 'Pin', exact: true }).click()
    await page.getByText('Pinned.', { exact: true }).waitFor()
    expect((await streamer.community.getPost(postIdx, { channelId: 'airwave' })).isFixed).toBe(true)
  })

  it('is hidden from a viewer until its date, then shown pinned with its images', async () => {
    const viewerContext = await browser.newContext({ viewport: { width: 390, height: 844 } })
    try {
      const viewerPage = await viewerContext.newPage()
      const viewerErrors = recordErrors(viewerPage)
      await viewerPage.goto(`${site.url}/login`)
      await signIn(viewerPage, VIEWER1)
      await viewerPage.goto(`${site.url}/airwave/community`)
      await viewerPage.locator('article').first().waitFor()
      expect(await viewerPage.getByText(EDITED).count()).toBe(0)
      await viewerPage.goto(`${site.url}/airwave/community/${postIdx}`)
      await viewerPage.getByRole('heading', { name: 'Page not found' }).waitFor()

      // To an hour past the reserved time: tomorrow at 20:30 is 20 to 44 hours away, depending
      // on the hour the test runs.
      advanceClock(reservedFor.getTime() - Date.now() + 60 * 60 * 1000)
      await viewerPage.goto(`${site.url}/airwave/community`)
      const card = viewerPage.locator('article').filter({ hasText: EDITED })
      await card.waitFor()
      await card.getByText('Pinned').waitFor()
      expect(await card.getByText(/^Scheduled for /).count()).toBe(0)
      await viewerPage.goto(`${site.url}/airwave/community/${postIdx}`)
      await viewerPage.getByRole('img', { name: 'Image 2 of 2' }).waitFor()
      // Only the not-found page's own 404 is expected.
      expect(viewerErrors.filter((e) => !e.startsWith('404 /v2/channel/post/'))).toEqual([])
    } finally {
      await viewerContext.close()
    }
  })

  it('fits a phone screen, and stays free of errors', async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${site.url}/community/post/${postIdx}`)
    const form = page.getByRole('form', { name: 'Edit post' })
    await form.getByRole('img', { name: 'Image 2 of 2' }).waitFor()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
    const box = await form.boundingBox()
    expect(box?.width).toBeLessThanOrEqual(390)
    // A published post cannot be reserved again.
    expect(await form.getByLabel('Publish later').isDisabled()).toBe(true)
    expect(errors).toEqual([])
  })
})

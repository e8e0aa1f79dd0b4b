import { streamInfoFormData } from '@airwave/sdk/live'
import { TEST_ADMIN_TOKEN } from '@airwave/server/testing'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { seriousAxeFindings } from '../community/axe'
import { apiAs, recordErrors, STREAMER, signIn } from '../community/harness'
import { keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'
import { switchToDarkTheme } from '../siteTheme'

// The player's alerts from the channel's errors, on the channel page against the real server:
// a viewer on the streamer's block list (CHA30016: BLACK), a viewer whose own channel is
// suspended (VIEWER_SUSPENDED: OK signs them out), a stream whose category is restricted in the
// browser's region (CHA43005: COUNTRY_RESTRICT, a Thai browser on a casino stream).

const PASSWORD = 'Airwave!2026'

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

async function visitor(email: string | undefined, locale = 'en-US') {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale })
  const page = await context.newPage()
  const errors = recordErrors(page)
  if (email) {
    await page.goto(`${site.url}/login`)
    await signIn(page, email)
  }
  return { page, errors }
}

async function tokenOf(email: string): Promise<string> {
  const answer = await fetch(`${site.url}/member/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  return ((await answer.json()) as { data: { accessToken: string } }).data.accessToken
}

// The page reads the stream once on load and again once its socket is up (the live status
// re-reads it on every connection, so a change missed while it was down is caught): each read
// is refused, and nothing else fails.
function expectRefusedOnly(errors: string[]) {
  expect([...new Set(errors)]).toEqual(['403 /v2/stream/info/airwave'])
  expect(errors.length).toBeLessThanOrEqual(2)
}

describe("the player's alerts from the channel's errors", () => {
  it("BLACK for a viewer on the streamer's block list; OK goes home", async () => {
    const streamer = await apiAs(site.url, STREAMER)
    await streamer.channel.block({ channelId: 'viewer3' })
    const viewer = await visitor('viewer3@airwave.test')
    await viewer.page.goto(`${site.url}/airwave`)
    const dialog = viewer.page.getByRole('alertdialog', { name: 'You cannot watch this channel' })
    await dialog.waitFor()
    expect(await seriousAxeFindings(viewer.page, 'blacklisted viewer')).toEqual([])
    await keepScreenshot(viewer.page, 'live-black-desktop-light')
    await dialog.getByRole('button', { name: 'OK' }).click()
    await viewer.page.waitForURL(`${site.url}/`)
    await streamer.channel.unblock({ channelId: 'viewer3' })
    // The stream info refused it (CHA30016): that answer, and no other.
    expectRefusedOnly(viewer.errors)
  })

  it('VIEWER_SUSPENDED for a suspended viewer; OK signs them out and the page is a guest’s', async () => {
    const suspend = await fetch(`${site.url}/admin/channel/viewer4/suspend`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    })
    expect(suspend.status).toBe(200)
    const viewer = await visitor('viewer4@airwave.test')
    await viewer.page.goto(`${site.url}/airwave`)
    const dialog = viewer.page.getByRole('alertdialog', { name: 'Your account is suspended' })
    await dialog.waitFor()
    await switchToDarkTheme(viewer.page)
    expect(await seriousAxeFindings(viewer.page, 'suspended viewer, dark')).toEqual([])
    await keepScreenshot(viewer.page, 'live-viewer-suspended-desktop-dark')
    // OK signs out, then loads the page again: the old page shows "Sign in" (and keeps its
    // dialog) until the new one has loaded, so the checks wait for that load.
    const reloaded = viewer.page.waitForEvent('load')
    await dialog.getByRole('button', { name: 'OK' }).click()
    await reloaded
    await viewer.page.getByRole('link', { name: 'Sign in' }).waitFor()
    await viewer.page.locator('.aw-site-watch[data-state="OFF"]').waitFor()
    await expect(viewer.page.getByRole('alertdialog').count()).resolves.toBe(0)
    expectRefusedOnly(viewer.errors)
  })

  it('COUNTRY_RESTRICT for a category restricted in the browser region, not elsewhere', async () => {
    // The streamer streams in the Casino category (restricted in TH and GC).
    const form = streamInfoFormData({ categoryIdx: 5 })
    const update = await fetch(`${site.url}/v2/stream/info`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${await tokenOf(STREAMER)}` },
      body: form,
    })
    expect(update.status).toBe(200)
    const thai = await visitor(undefined, 'th-TH')
    await thai.page.goto(`${site.url}/airwave`)
    await thai.page.locator('.aw-player-alert[data-alert="COUNTRY_RESTRICT"]').waitFor()
    expect(await seriousAxeFindings(thai.page, 'region restricted, Thai browser')).toEqual([])
    await keepScreenshot(thai.page, 'live-country-restrict-desktop-light')
    const american = await visitor(undefined, 'en-US')
    await american.page.goto(`${site.url}/airwave`)
    await american.page.locator('.aw-site-watch[data-state="OFF"]').waitFor()
    await expect(american.page.locator('.aw-player-alert').count()).resolves.toBe(0)
    expectRefusedOnly(thai.errors)
    expect(american.errors).toEqual([])
  })
})

import { latestSignInLink } from '@airwave/server/testing'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { seriousAxeFindings } from '../community/axe'
import { PASSWORD, recordErrors } from '../community/harness'
import { keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'

// An account guessed at from many addresses is locked for passwords, its owner included; the
// owner asks for a sign-in link on the login page, reads it in the mailbox (the dev mailer's
// `/dev/mail`) and is signed in by it, once. The server sits behind a trusted proxy, so each
// guess can come from an address of its own (`X-Forwarded-For`); the browser comes from its own.

const OWNER = 'viewer3@airwave.test'
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

let site: SiteServer
let browser: Browser

/** 100 wrong passwords from 10 addresses: no address reaches its own limit, the account does. */
async function lockAccount(email: string) {
  for (let address = 1; address <= 10; address++) {
    for (let i = 0; i < 10; i++) {
      const response = await fetch(`${site.url}/member/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${address}` },
        body: JSON.stringify({ email, password: `Wrong#${i}x9` }),
      })
      expect(response.status).toBe(401)
    }
  }
}

async function newPage(
  viewport = DESKTOP,
  theme: 'light' | 'dark' = 'light',
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport })
  await context.addInitScript((value) => {
    localStorage.setItem('airwave.site.theme', value)
  }, theme)
  const page = await context.newPage()
  return { page, errors: recordErrors(page) }
}

async function tryPassword(page: Page) {
  await page.goto(`${site.url}/login`)
  await page.getByLabel('E-mail').fill(OWNER)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).last().click()
  await page.getByText('Signing in with a password is paused for now').waitFor()
}

beforeAll(async () => {
  ;[site, browser] = await Promise.all([
    startSiteServer({ config: { trustProxy: true } }),
    launchChromium(),
  ])
  await lockAccount(OWNER)
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

describe('a locked account', () => {
  it('lets its owner in with a link e-mailed from the login page', async () => {
    const { page, errors } = await newPage()
    await tryPassword(page)
    expect(await page.locator('section[data-state="locked"]').count()).toBe(1)
    expect(await seriousAxeFindings(page, 'login, locked')).toEqual([])
    await keepScreenshot(page, 'sign-in-link-locked-desktop-light')

    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click()
    await page.getByText(`If an account uses ${OWNER}, a sign-in link is on its way`).waitFor()
    await page.getByRole('button', { name: 'Send another link' }).waitFor()
    expect(await seriousAxeFindings(page, 'login, link sent')).toEqual([])
    await keepScreenshot(page, 'sign-in-link-sent-desktop-light')

    const link = await latestSignInLink(site.url, OWNER)
    await page.goto(link)
    // Signed in, and home: the header offers to sign out; the token left the address bar.
    await page.waitForURL(`${site.url}/`)
    await page.getByRole('button', { name: 'Sign out' }).waitFor()
    // The only failure is the lock itself (429 on the password).
    expect(errors).toEqual(['429 /member/auth/sign-in'])

    // Once: the same link again says it is used, and leads back to sign-in.
    const second = await newPage()
    await second.page.goto(link)
    await second.page.getByText('This sign-in link is wrong, used or expired').waitFor()
    expect(await seriousAxeFindings(second.page, 'sign-in link, used')).toEqual([])
    await keepScreenshot(second.page, 'sign-in-link-used-desktop-light')
    await second.page.getByRole('link', { name: 'Go to sign-in' }).click()
    await second.page.waitForURL(`${site.url}/login`)
  })

  it('shows the lock and the link on a phone, in the dark theme', async () => {
    const { page } = await newPage(PHONE, 'dark')
    await tryPassword(page)
    const offer = page.getByRole('button', { name: 'E-mail me a sign-in link' })
    await offer.waitFor()
    // The button fits the phone's width.
    const box = await offer.boundingBox()
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.width).toBe(true)
    expect(await seriousAxeFindings(page, 'login, locked, phone, dark')).toEqual([])
    await keepScreenshot(page, 'sign-in-link-locked-phone-dark', { fullPage: true })
  })
})

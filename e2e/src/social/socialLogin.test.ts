import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { seriousAxeFindings } from '../community/axe'
import { recordErrors } from '../community/harness'
import { keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'

// Social sign-in end to end, with no network: the server's local OpenID provider (the
// `oidc-provider` package, on 127.0.0.1) stands in for Google and Facebook, its sign-in page a
// real page in the same redirect flow. A new member signs up with "Google" through the popup,
// the agreement and the channel; signs out and in again; links "Facebook" and unlinks it. A
// partner's page (another origin) opens the embed's login popup and hears how it ended.

const DESKTOP = { width: 1366, height: 900 }
const PHONE = { width: 390, height: 844 }
const EMAIL = 'neo@example.com'

let site: SiteServer
let browser: Browser
let partner: Server
let partnerUrl = ''

beforeAll(async () => {
  // No demo data: this flow makes its own member.
  site = await startSiteServer({ seed: false })
  browser = await launchChromium()
  // A partner's page on another origin, as the script-tag embed would be: it opens the login
  // popup and keeps the messages it receives.
  partner = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end(`<!doctype html><html lang="en"><title>Partner</title><main><h1>Partner</h1></main>
<script>
window.received = []
addEventListener('message', (e) => window.received.push({ origin: e.origin, data: e.data }))
window.openLogin = (url) => window.open(url, 'airwave-login', 'popup,width=1000,height=840')
// As the embed begins its sign-in: from this page, the id kept in this site's partition.
window.beginLogin = async (site) => {
  const answer = await fetch(site + '/api/auth/embed-login', { method: 'POST', credentials: 'include' })
  return (await answer.json()).data.loginId
}
</script></html>`)
  })
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve))
  partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`
  await listPartner(new URL(partnerUrl).host)
})

/** A streamer (signed up by e-mail) lists the partner's page for their channel's embed. */
async function listPartner(host: string) {
  const email = 'partner-streamer@example.com'
  const call = async (path: string, method: string, body: unknown, token?: string) => {
    const answer = await fetch(`${site.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    })
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`)
    return ((await answer.json()) as { data: { accessToken?: string } }).data
  }
  await call('/member/email/verification', 'POST', { email })
  const mail = (await (await fetch(`${site.url}/dev/mail`)).json()) as {
    data: { to: string; text: string }[]
  }
  const code = /\b(\d{6})\b/.exec(mail.data.find((m) => m.to === email)?.text ?? '')?.[1]
  const pair = await call('/member/sign-up', 'POST', {
    email,
    number: code,
    password: 'Partner#2026',
    year: 1990,
    month: 1,
    day: 1,
    termsCheck: true,
  })
  const token = pair.accessToken
  await call('/member/channel', 'POST', { channelId: 'partner1', nickname: 'Partner' }, token)
  await call('/v2/embed/settings', 'PUT', { allowedHosts: [host] }, token)
}

/** The address of a sign-in the partner's page begins, as its embed opens the popup. */
async function embedLoginUrl(host: Page): Promise<string> {
  const loginId = await host.evaluate(
    (site) => (window as unknown as { beginLogin(s: string): Promise<string> }).beginLogin(site),
    site.url,
  )
  return `${site.url}/api/auth/embed-login/${loginId}/start?origin=${encodeURIComponent(partnerUrl)}`
}

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await new Promise<void>((resolve) => (partner ? partner.close(() => resolve()) : resolve()))
})

async function axeClean(page: Page, label: string) {
  expect(await seriousAxeFindings(page, label)).toEqual([])
}

/** Presses a platform button and answers the local provider's sign-in page in its popup. */
async function signInAtProvider(
  page: Page,
  context: BrowserContext,
  button: string,
  options: { expectForm: boolean; check?: string },
) {
  const popupPromise = context.waitForEvent('page')
  await page.getByRole('button', { name: button }).click()
  const popup = await popupPromise
  if (options.expectForm) {
    await popup.getByRole('heading', { name: /^Sign in with/ }).waitFor()
    if (options.check) await axeClean(popup, options.check)
    await popup.getByLabel('E-mail address').fill(EMAIL)
    await popup.getByLabel('Name').fill('Neo')
    await popup.getByRole('button', { name: 'Continue' }).click()
  }
  // The return page hands the answer to the site's page and closes.
  await closed(popup)
}

/** Resolves once the popup has closed (at once when it already has). */
function closed(popup: Page, timeout = 20_000): Promise<unknown> {
  return popup.isClosed() ? Promise.resolve() : popup.waitForEvent('close', { timeout })
}

describe('social sign-in through the local provider', () => {
  it('signs up with Google, signs in again, links Facebook and unlinks it', async () => {
    const context = await browser.newContext({ viewport: DESKTOP })
    const page = await context.newPage()
    const errors = recordErrors(page)

    await page.goto(`${site.url}/login`)
    await page.getByRole('button', { name: 'Continue with Google' }).waitFor()
    await axeClean(page, 'login with social buttons, light, desktop')
    await keepScreenshot(page, 'social-login-desktop-light')

    // Sign up: the provider's page, then the agreement and the channel.
    await signInAtProvider(page, context, 'Continue with Google', {
      expectForm: true,
      check: 'local provider sign-in page',
    })
    await page.waitForURL('**/login/third-party/agreement')
    await page.getByText(`You are signing up with Google as ${EMAIL}.`).waitFor()
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByText('Agree to the Terms of Service to go on.').waitFor()
    await axeClean(page, 'agreement with problems')
    await page.getByLabel('I agree to all of the below').check()
    await page.getByLabel('Year').fill('1990')
    await page.getByLabel('Month').fill('4')
    await page.getByLabel('Day').fill('2')
    await keepScreenshot(page, 'social-agreement-desktop-light')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.waitForURL('**/login/third-party/channel-select')
    // The nickname comes from the provider's name; "neo" is too short to be suggested as an id.
    expect(await page.getByLabel('Nickname').inputValue()).toBe('Neo')
    await page.getByLabel('Channel id').fill('neo')
    await page.getByRole('button', { name: 'Create my channel' }).click()
    await page.getByText('Use 4 to 15 characters.').waitFor()
    await axeClean(page, 'channel select with a problem')
    await page.getByLabel('Channel id').fill('neo42')
    await page.getByRole('button', { name: 'Create my channel' }).click()
    await page.getByRole('button', { name: 'Sign out' }).waitFor()
    await page.waitForURL(`${site.url}/`)
    // The refresh token never reaches the page: the session cookie is httpOnly.
    expect(await page.evaluate(() => document.cookie)).not.toContain('airwave_session')

    // Sign out, and in again: the provider remembers the member, no form this time.
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByRole('link', { name: 'Sign in' }).click()
    await signInAtProvider(page, context, 'Continue with Google', { expectForm: false })
    await page.getByRole('button', { name: 'Sign out' }).waitFor()

    // Link Facebook, then unlink it.
    await page.goto(`${site.url}/account/connect`)
    const google = page.locator('li[data-platform=google]')
    const facebook = page.locator('li[data-platform=facebook]')
    await google.and(page.locator('[data-state=linked]')).waitFor()
    await axeClean(page, 'linked accounts')
    await signInAtProvider(page, context, 'Link Facebook', { expectForm: false })
    await page.getByText('Facebook is linked.').waitFor()
    await facebook.and(page.locator('[data-state=linked]')).waitFor()
    await keepScreenshot(page, 'social-connect-desktop-light')
    await page.getByRole('button', { name: 'Unlink Facebook' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Unlink Facebook?' })
    await axeClean(page, 'unlink dialog')
    await dialog.getByRole('button', { name: 'Unlink' }).click()
    await page.getByText('Facebook is unlinked.').waitFor()
    await facebook.and(page.locator('[data-state=not-linked]')).waitFor()
    // Google is now the only way in: it cannot be unlinked.
    expect(await page.getByRole('button', { name: 'Unlink Google' }).isDisabled()).toBe(true)

    // The header's bell and the notification settings.
    await page.getByRole('button', { name: 'Notifications' }).click()
    await page.getByText('No notifications yet.').waitFor()
    await axeClean(page, 'notification panel')
    await page.getByRole('link', { name: 'Notification settings' }).click()
    await page.getByRole('switch', { name: 'Replies to your comments' }).waitFor()
    await axeClean(page, 'notification settings')
    expect(errors).toEqual([])
    await context.close()
  })

  it('the embed login popup names the asking page, tells its opener once allowed, and cancels', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, colorScheme: 'dark' })
    await context.addInitScript(() => localStorage.setItem('airwave.site.theme', 'dark'))
    const host = await context.newPage()
    await host.goto(partnerUrl)
    const loginUrl = await embedLoginUrl(host)

    const popupPromise = context.waitForEvent('page')
    await host.evaluate(
      (url) => (window as unknown as { openLogin(u: string): void }).openLogin(url),
      loginUrl,
    )
    const popup = await popupPromise
    const popupErrors = recordErrors(popup)
    await popup.getByRole('heading', { name: 'Sign in to Airwave' }).waitFor()
    await popup.getByRole('button', { name: 'Continue with Google' }).waitFor()
    await axeClean(popup, 'embed login popup, dark')
    await keepScreenshot(popup, 'social-embed-popup-dark')
    // The flow stays in the popup window: provider, back, checked; then the popup names the
    // page that asks, and the member allows it: told, closed.
    await popup.getByRole('button', { name: 'Continue with Google' }).click()
    await popup.getByLabel('E-mail address').fill(EMAIL)
    await popup.getByRole('button', { name: 'Continue' }).click()
    const partnerHost = new URL(partnerUrl).host
    await popup
      .getByRole('heading', { name: `Allow ${partnerHost} to use your Airwave account?` })
      .waitFor()
    await popup.getByText(/will not see your e-mail, your stream key/).waitFor()
    expect(await popup.evaluate(() => document.activeElement?.textContent)).toBe('Don’t allow')
    await axeClean(popup, 'embed consent, dark')
    await keepScreenshot(popup, 'social-embed-consent-dark')
    const received = () =>
      host.evaluate(() =>
        (window as unknown as { received: { data: { type?: string } }[] }).received.filter(
          (message) => message.data.type === 'login',
        ),
      )
    // The key of the handoff came (to this page alone); no answer before the member's.
    expect(await received()).toEqual([])
    const popupClosed = closed(popup)
    await popup.getByRole('button', { name: 'Allow', exact: true }).click()
    await popupClosed
    expect(popupErrors).toEqual([])
    expect(await received()).toEqual([
      { origin: site.url, data: { source: 'airwave', type: 'login', status: 'signed-in' } },
    ])

    // Signed in already: the popup asks at once, and a refusal answers cancelled.
    const again = context.waitForEvent('page')
    await host.evaluate(
      (url) => (window as unknown as { openLogin(u: string): void }).openLogin(url),
      await embedLoginUrl(host),
    )
    const asked = await again
    const refused = closed(asked)
    await asked.getByRole('button', { name: 'Don’t allow' }).click()
    await refused
    expect((await received()).at(-1)).toEqual({
      origin: site.url,
      data: { source: 'airwave', type: 'login', status: 'cancelled' },
    })

    // A fresh context's cancel answers cancelled.
    const cancelContext = await browser.newContext({ viewport: DESKTOP })
    const cancelHost = await cancelContext.newPage()
    await cancelHost.goto(partnerUrl)
    const second = cancelContext.waitForEvent('page')
    await cancelHost.evaluate(
      (url) => (window as unknown as { openLogin(u: string): void }).openLogin(url),
      await embedLoginUrl(cancelHost),
    )
    const cancelPopup = await second
    const cancelled = closed(cancelPopup)
    await cancelPopup.getByRole('button', { name: 'Cancel' }).click()
    await cancelled
    expect(
      await cancelHost.evaluate(() =>
        (window as unknown as { received: { data: { type?: string } }[] }).received.filter(
          (message) => message.data.type === 'login',
        ),
      ),
    ).toEqual([
      { origin: site.url, data: { source: 'airwave', type: 'login', status: 'cancelled' } },
    ])
    await cancelContext.close()
    await context.close()
  })

  it('lays out the login page on a phone in the dark, in Korean', async () => {
    const context = await browser.newContext({ viewport: PHONE })
    await context.addInitScript(() => {
      localStorage.setItem('airwave.site.theme', 'dark')
      localStorage.setItem('airwave.site.locale', 'ko-KR')
    })
    const page = await context.newPage()
    await page.goto(`${site.url}/login`)
    await page.getByRole('button', { name: 'Apple(으)로 계속하기' }).waitFor()
    await axeClean(page, 'login, dark, phone, ko-KR')
    // Apple answers with a form POST; a cancel at its page comes back as a cancel.
    const popupPromise = context.waitForEvent('page')
    await page.getByRole('button', { name: 'Apple(으)로 계속하기' }).click()
    const popup = await popupPromise
    await popup.getByRole('heading', { name: 'Sign in with Apple' }).waitFor()
    const popupClosed = closed(popup)
    await popup.getByRole('button', { name: 'Cancel' }).click()
    await popupClosed
    await page.getByText('로그인이 취소되었습니다.').waitFor()
    await keepScreenshot(page, 'social-login-phone-dark', { fullPage: true })
    await context.close()
  })
})

import { createClient } from '@airwave/sdk'
import { accountEndpoints } from '@airwave/sdk/account'
import { latestCode, TEST_ADMIN_TOKEN } from '@airwave/server/testing'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { seriousAxeFindings } from '../community/axe'
import { apiAs, recordErrors, STREAMER, signIn, VIEWER1 } from '../community/harness'
import { type SiteServer, startSiteServer } from '../siteServer'

// A newcomer joins from the home page alone (the three steps, the code read from the dev
// mailbox) and comments on a post; a member made without a channel is taken to create one when
// they comment, and back; a registered address is told so. Then members recover, manage and
// leave their accounts: a forgotten password reset, the password changed, a blocked account,
// a withdrawal, and maintenance switched on and off. One server, one browser; each page is
// checked with axe.

let site: SiteServer
let browser: Browser
let postPath: string

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSiteServer(), launchChromium()])
  const streamer = await apiAs(site.url, STREAMER)
  const post = await streamer.community.createPost({ content: 'E2E accounts: say hello here' })
  postPath = `/airwave/community/${post.idx}`
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

async function newPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  const page = await context.newPage()
  return { page, errors: recordErrors(page) }
}

async function fillFirstStep(page: Page, email: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Send code' }).click()
  await page.getByText(/We sent a 6-digit code/).waitFor()
  await expect.poll(() => page.getByText(/Time left: 0[45]:\d\d/).count()).toBe(1)
  await page.getByLabel('Verification code').fill(await latestCode(site.url, email))
  await page.getByLabel('Year').fill('1990')
  await page.getByLabel('Month').fill('4')
  await page.getByLabel('Day').fill('2')
  await page.getByRole('button', { name: 'Next' }).click()
}

async function comment(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Write a comment' }).fill(text)
  await page.getByRole('button', { name: 'Comment', exact: true }).first().click()
}

describe('joining from the site alone', () => {
  it('signs up from the home page in three steps, then comments on a post', async () => {
    const { page, errors } = await newPage()
    await page.goto(`${site.url}/`)
    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click()
    await page.waitForURL('**/sign-up/email-and-birth')

    // The format is checked when the field is left, and said at it.
    await page.getByLabel('E-mail').fill('newbie@')
    await page.getByLabel('Verification code').focus()
    await page.getByText('Enter an e-mail address like name@example.com.').waitFor()
    expect(await seriousAxeFindings(page, 'sign-up, e-mail step with an error')).toEqual([])
    await fillFirstStep(page, 'newbie@example.com')

    await page.waitForURL('**/sign-up/create-password')
    const password = page.getByLabel('Password', { exact: true })
    await password.fill('abc')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByText('Use 8 to 30 characters with English letters').waitFor()
    await expect.poll(() => password.evaluate((el) => el === document.activeElement)).toBe(true)
    await password.fill('  Joined#2026x  ')
    await page
      .getByRole('listitem')
      .filter({ hasText: /8 to 30 characters.*\(met\)/ })
      .waitFor()
    expect(await seriousAxeFindings(page, 'sign-up, password step')).toEqual([])
    await page.getByRole('button', { name: 'Next' }).click()

    await page.waitForURL('**/sign-up/create-names')
    await page.getByLabel('Channel id').fill('login')
    await page.getByLabel('Nickname').focus()
    await page.getByText('This channel id is not allowed. Choose another.').waitFor()
    await page.getByLabel('Channel id').fill('newbie26')
    await page.getByLabel('Nickname').fill('Newbie')
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.getByText('Accept the terms to continue.').waitFor()
    expect(await seriousAxeFindings(page, 'sign-up, names step with an error')).toEqual([])
    await page.getByRole('checkbox', { name: /I agree/ }).check()
    await page.getByRole('button', { name: 'Create account' }).click()

    // Signed in, with the channel: the header shows its nickname on the home page.
    await page.waitForURL(`${site.url}/`)
    await page.getByRole('banner').getByRole('link', { name: 'Newbie' }).waitFor()
    await page.goto(`${site.url}${postPath}`)
    await comment(page, 'Hello from a brand new account')
    await page.getByText('Hello from a brand new account').waitFor()
    // The page's only failure is the reserved id's check (400 CHA30000).
    expect(errors).toEqual(['400 /member/channel/check'])
  })

  it("shows the nickname's error without moving the terms box, so a click on it lands", async () => {
    const { page } = await newPage()
    await page.goto(`${site.url}/sign-up/email-and-birth`)
    await fillFirstStep(page, 'spaces@example.com')
    await page.waitForURL('**/sign-up/create-password')
    await page.getByLabel('Password', { exact: true }).fill('Joined#2026x')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.waitForURL('**/sign-up/create-names')
    // The hint says what the check refuses.
    await page.getByText(/no spaces/).waitFor()
    await page.getByLabel('Channel id').fill('spaces26')
    await page.getByLabel('Nickname').fill('nick name')
    const terms = page.getByRole('checkbox', { name: /I agree/ })
    const before = await terms.boundingBox()
    // The click's press leaves the nickname field: its error appears between press and release.
    await terms.click()
    await page.getByText('Use only letters, digits, - and _.').waitFor()
    expect(await terms.isChecked()).toBe(true)
    expect((await terms.boundingBox())?.y).toBe(before?.y)
    await page.context().close()
  })

  it('takes a member without a channel to make one when they comment, and back', async () => {
    const api = createClient({ baseUrl: site.url, endpoints: { account: accountEndpoints } })
    const email = 'nochannel@example.com'
    await api.account.sendVerification({ email })
    const number = await latestCode(site.url, email)
    await api.account.signUp({
      email,
      number,
      password: 'Quiet#2026',
      year: 1995,
      month: 1,
      day: 9,
      termsCheck: true,
    })

    const { page, errors } = await newPage()
    await page.goto(`${site.url}${postPath}`)
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click()
    await page.waitForURL(/\/login\?returnUrl=/)
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('Quiet#2026')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL(`${site.url}${postPath}`)

    await comment(page, 'Will this need a channel?')
    await page.waitForURL(/\/channel\/create\?returnUrl=/)
    expect(await seriousAxeFindings(page, 'channel creation')).toEqual([])
    await page.getByLabel('Channel id').fill('quietone')
    await page.getByLabel('Nickname').fill('Quiet')
    await page.getByRole('button', { name: 'Create channel' }).click()
    // Confirmed before going back.
    await page.getByRole('heading', { name: 'Your channel is ready' }).waitFor()
    await page.getByText('You now act as Quiet.').waitFor()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(`${site.url}${postPath}`)
    await comment(page, 'Now with a channel')
    await page.getByText('Now with a channel').waitFor()
    expect(errors).toEqual([])
  })

  it('confirms a second channel and acts as it from then on', async () => {
    const { page, errors } = await newPage()
    await page.goto(`${site.url}/login`)
    await signIn(page, VIEWER1)
    await page.goto(`${site.url}/channel/create`)
    await page.getByLabel('Channel id').fill('second26')
    await page.getByLabel('Nickname').fill('Second')
    await page.getByRole('button', { name: 'Create channel' }).click()
    await page.getByRole('heading', { name: 'Your channel is ready' }).waitFor()
    await page.getByText('You now act as Second.').waitFor()
    // The way on has the focus: Enter continues.
    await page.keyboard.press('Enter')
    await page.waitForURL(`${site.url}/`)
    // The header names the new channel: the session acts as it.
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Second', includeHidden: true })
      .waitFor({ state: 'attached' })
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('links the terms and the privacy policy from the sign-up, each a page', async () => {
    const { page } = await newPage()
    for (const [path, title] of [
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
    ] as const) {
      await page.goto(`${site.url}${path}`)
      await page.getByRole('heading', { level: 1, name: title }).waitFor()
      expect(await seriousAxeFindings(page, `${path} page`)).toEqual([])
    }
    await page.goto(`${site.url}/sign-up/email-and-birth`)
    await fillFirstStep(page, 'terms@example.com')
    await page.waitForURL('**/sign-up/create-password')
    await page.getByLabel('Password', { exact: true }).fill('Joined#2026x')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.waitForURL('**/sign-up/create-names')
    // A new tab: the sign-up's first steps stay where they are.
    const terms = page.getByRole('link', { name: 'Read the Terms of Service' })
    expect(await terms.getAttribute('href')).toBe('/terms')
    expect(await terms.getAttribute('target')).toBe('_blank')
    const privacy = page.getByRole('link', { name: 'Read the Privacy Policy' })
    expect(await privacy.getAttribute('href')).toBe('/privacy')
    const [tab] = await Promise.all([page.context().waitForEvent('page'), terms.click()])
    await tab.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor()
    expect(page.url()).toContain('/sign-up/create-names')
    await page.context().close()
  })

  it('tells a registered address to sign in or reset instead', async () => {
    const { page } = await newPage()
    await page.goto(`${site.url}/sign-up/email-and-birth`)
    await fillFirstStep(page, 'viewer4@airwave.test')
    await page.waitForURL('**/member/already-register')
    await page.getByRole('heading', { name: 'This e-mail is already registered' }).waitFor()
    expect(await seriousAxeFindings(page, 'already registered')).toEqual([])
  })
})

function admin(path: string, method: 'POST' | 'DELETE', body: unknown) {
  return fetch(`${site.url}/admin/${path}`, {
    method,
    headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${site.url}/login`)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

describe('recovering, managing and leaving an account', () => {
  it('resets a forgotten password from the login page, then signs in with it', async () => {
    const { page, errors } = await newPage()
    await page.goto(`${site.url}/login`)
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await page.waitForURL('**/reset-password')
    await page.getByLabel('E-mail').fill('viewer2@airwave.test')
    await page.getByRole('button', { name: 'Send code' }).click()
    await page.getByText(/We sent a 6-digit code/).waitFor()
    await page.getByLabel('Verification code').fill('000000')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByText('The code is not correct.').waitFor()
    expect(await seriousAxeFindings(page, 'reset, wrong code')).toEqual([])
    await page
      .getByLabel('Verification code')
      .fill(await latestCode(site.url, 'viewer2@airwave.test'))
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByLabel('New password').fill('Recovered#26')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByText('Your password was changed. Sign in with the new one.').waitFor()
    expect(await seriousAxeFindings(page, 'reset, done')).toEqual([])
    await signInAs(page, 'viewer2@airwave.test', 'Recovered#26')
    await page.getByRole('button', { name: 'Sign out' }).waitFor()
    // The wrong code's 400 is the only failure.
    expect(errors).toEqual(['400 /member/email/verification/check'])
  })

  it('changes the password, refusing a wrong current one, and lists the devices', async () => {
    const { page, errors } = await newPage()
    await signInAs(page, 'viewer2@airwave.test', 'Recovered#26')
    await page.getByRole('button', { name: 'Sign out' }).waitFor()
    await page.goto(`${site.url}/account/security`)
    await page.getByLabel('Current password').fill('Not-it#2026')
    await page.getByLabel('New password').fill('Changed#2026')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByText('The current password is not correct.').waitFor()
    expect(await seriousAxeFindings(page, 'security, wrong current password')).toEqual([])
    await page.getByLabel('Current password').fill('Recovered#26')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByText('Your password was changed. Your other devices were signed out.').waitFor()
    await page.getByText('This device').waitFor()
    await page.goto(`${site.url}/account/info`)
    await page.getByText('vie****@airwave.test').waitFor()
    expect(await seriousAxeFindings(page, 'account info')).toEqual([])
    expect(errors).toEqual(['400 /member/password'])
  })

  it('sends a blocked member to the block page', async () => {
    expect((await admin('member/block', 'POST', { email: 'viewer3@airwave.test' })).status).toBe(
      200,
    )
    const { page } = await newPage()
    await signInAs(page, 'viewer3@airwave.test', 'Airwave!2026')
    await page.waitForURL('**/member/block')
    await page.getByRole('heading', { name: 'Your account is blocked' }).waitFor()
    expect(await seriousAxeFindings(page, 'member block')).toEqual([])
  })

  it('withdraws: reasons, memo, the password asked again and terms, then the account is gone', async () => {
    const { page } = await newPage()
    await signInAs(page, 'viewer2@airwave.test', 'Changed#2026')
    await page.getByRole('button', { name: 'Sign out' }).waitFor()
    await page.goto(`${site.url}/withdrawal`)
    await page.getByRole('button', { name: 'Delete my account' }).click()
    await page.getByText('Choose a reason.').waitFor()
    expect(await seriousAxeFindings(page, 'withdrawal, problems')).toEqual([])
    await page.getByRole('radio', { name: 'I have another account' }).check()
    await page.getByLabel(/Anything else/).fill('Moving to my other account')
    await page.getByRole('checkbox', { name: /I understand/ }).check()
    // The session alone withdraws nothing: a wrong password is said at its field.
    await page.getByLabel('Your password').fill('Guessed#2026')
    await page.getByRole('button', { name: 'Delete my account' }).click()
    await page.getByText('The current password is not correct.').waitFor()
    await page.getByLabel('Your password').fill('Changed#2026')
    await page.getByRole('button', { name: 'Delete my account' }).click()
    await page.waitForURL('**/withdrawal-completed')
    await page.getByRole('heading', { name: 'Your account was deleted' }).waitFor()
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor()
    expect(await seriousAxeFindings(page, 'withdrawal completed')).toEqual([])
    await signInAs(page, 'viewer2@airwave.test', 'Changed#2026')
    await page.getByText('The e-mail or password is not correct').waitFor()
  })

  it('shows the maintenance page while the platform is down, and returns after', async () => {
    const { page } = await newPage()
    await page.goto(`${site.url}${postPath}`)
    await page.getByText('E2E accounts: say hello here').waitFor()
    const info = {
      title: 'Database upgrade',
      description: 'We are moving to a bigger database.',
      overhaulImpact: 'Everything',
      startTimeISO: '2026-11-22T10:00:00Z',
      endTimeISO: '2026-11-22T12:00:00Z',
    }
    expect((await admin('maintenance', 'POST', info)).status).toBe(200)
    try {
      await page.reload()
      await page.waitForURL('**/under-maintenance')
      await page.getByRole('heading', { name: 'Database upgrade' }).waitFor()
      await page.getByText('We are moving to a bigger database.').waitFor()
      // In the browser's time zone, as it formats them.
      const start = await page.evaluate(() =>
        new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date('2026-11-22T10:00:00Z'),
        ),
      )
      await page.getByText(start).waitFor()
      expect(await seriousAxeFindings(page, 'maintenance')).toEqual([])
    } finally {
      await admin('maintenance', 'DELETE', {})
    }
    // The page asks again by itself and goes back to where the member was.
    await page.waitForURL(`${site.url}${postPath}`, { timeout: 20_000 })
    await page.getByText('E2E accounts: say hello here').waitFor()
  })
})

import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { recordErrors, signIn, VIEWER1 } from '../community/harness'
import { keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'

// The site's header as measured in chromium against the real server and the built site: one
// row on a desktop screen, signed out and signed in (where it once wrapped to two), and on a
// phone every control inside the screen and reachable. Each case saves a screenshot.

const THEMES = ['light', 'dark'] as const
const DESKTOP = { width: 1366, height: 900 }
const PHONE = { width: 390, height: 844 }

let site: SiteServer
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSiteServer(), launchChromium()])
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

type Box = { x: number; y: number; width: number; height: number }

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not laid out')
  return found
}

/** The boxes of every control of the header (links, buttons, the search and language). */
async function controls(page: Page): Promise<{ name: string; box: Box }[]> {
  const header = page.locator('header.aw-site-header')
  const all = header.locator('a, button, input, select')
  const found: { name: string; box: Box }[] = []
  for (let i = 0; i < (await all.count()); i++) {
    const control = all.nth(i)
    if (!(await control.isVisible())) continue
    const name = (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? ''
    found.push({ name: name.trim() || `control ${i}`, box: await box(control) })
  }
  return found
}

async function open(
  theme: (typeof THEMES)[number],
  viewport: { width: number; height: number },
  member: boolean,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport, colorScheme: theme })
  const page = await context.newPage()
  const errors = recordErrors(page)
  await page.goto(`${site.url}/login`)
  if (member) await signIn(page, VIEWER1)
  await page.goto(`${site.url}/`)
  const header = page.locator('header.aw-site-header')
  await header
    .getByRole(member ? 'button' : 'link', { name: member ? 'Sign out' : 'Sign in' })
    .first()
    .waitFor({ state: 'attached' })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  return { page, errors, close: () => context.close() }
}

describe('the site header in chromium', () => {
  for (const theme of THEMES) {
    for (const member of [false, true]) {
      const who = member ? 'signed in' : 'signed out'
      it(`desktop, ${theme}, ${who}: one row`, async () => {
        const { page, errors, close } = await open(theme, DESKTOP, member)
        try {
          const header = await box(page.locator('header.aw-site-header'))
          const found = await controls(page)
          expect(found.length).toBeGreaterThanOrEqual(member ? 9 : 7)
          const tallest = Math.max(...found.map((control) => control.box.height))
          for (const control of found) {
            // Every control sits in the header's one row, inside the screen.
            expect.soft(control.box.y, control.name).toBeGreaterThanOrEqual(header.y)
            expect
              .soft(control.box.y + control.box.height, control.name)
              .toBeLessThanOrEqual(header.y + header.height)
            expect
              .soft(control.box.x + control.box.width, control.name)
              .toBeLessThanOrEqual(DESKTOP.width)
          }
          expect(
            header.height,
            'one row: no taller than its tallest control and padding',
          ).toBeLessThan(tallest + 32)
          await keepScreenshot(
            page,
            `discovery-header-${member ? 'member' : 'guest'}-desktop-${theme}`,
          )
          expect(errors).toEqual([])
        } finally {
          await close()
        }
      })
    }

    it(`phone, ${theme}, signed out: sign-in and sign-up in view without scrolling`, async () => {
      const { page, errors, close } = await open(theme, PHONE, false)
      try {
        const header = page.locator('header.aw-site-header')
        // A visitor's way in is never scrolled out of the row (the theme shows its icon alone).
        for (const name of ['Sign in', 'Sign up']) {
          const link = await box(header.getByRole('link', { name, exact: true }))
          expect.soft(link.x, name).toBeGreaterThanOrEqual(0)
          expect.soft(link.x + link.width, name).toBeLessThanOrEqual(PHONE.width)
        }
        const toggle = await box(header.getByRole('button', { name: /theme$/ }))
        expect(toggle.x + toggle.width).toBeLessThanOrEqual(PHONE.width)
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })

    it(`phone, ${theme}, signed in: every control inside the screen and reachable`, async () => {
      const { page, errors, close } = await open(theme, PHONE, true)
      try {
        const header = page.locator('header.aw-site-header')
        const headerBox = await box(header)
        expect(headerBox.width).toBeLessThanOrEqual(PHONE.width)
        // The header leaves most of the screen to the page.
        expect(headerBox.height).toBeLessThan(PHONE.height / 3)
        await keepScreenshot(page, `discovery-header-member-phone-${theme}`)
        // The account row scrolls sideways: its last control comes into view and is usable.
        const signOut = header.getByRole('button', { name: 'Sign out' })
        await signOut.scrollIntoViewIfNeeded()
        const signOutBox = await box(signOut)
        expect(signOutBox.x).toBeGreaterThanOrEqual(0)
        expect(signOutBox.x + signOutBox.width).toBeLessThanOrEqual(PHONE.width)
        expect(signOutBox.height).toBeGreaterThanOrEqual(32)
        const search = await box(
          header.getByRole('searchbox').or(header.getByRole('combobox')).first(),
        )
        expect(search.x).toBeGreaterThanOrEqual(0)
        expect(search.x + search.width).toBeLessThanOrEqual(PHONE.width)
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })
  }

  it('the settings menu opens from the keyboard, its links inside the screen; Escape closes it', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, errors, close } = await open('light', viewport, true)
      try {
        const header = page.locator('header.aw-site-header')
        const settings = header.getByRole('button', { name: 'Settings' })
        const blocked = header.getByRole('link', { name: 'Blocked users' })
        expect(await blocked.isVisible()).toBe(false)
        await settings.scrollIntoViewIfNeeded()
        await settings.focus()
        await page.keyboard.press('Enter')
        expect(await settings.getAttribute('aria-expanded')).toBe('true')
        await blocked.waitFor()
        const hidden = header.getByRole('link', { name: 'Not interested' })
        for (const link of [blocked, hidden]) {
          const linkBox = await box(link)
          expect(linkBox.x).toBeGreaterThanOrEqual(0)
          expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(viewport.width)
        }
        if (viewport === DESKTOP) {
          await keepScreenshot(page, 'discovery-header-menu-desktop-light')
        }
        await page.keyboard.press('Escape')
        await blocked.waitFor({ state: 'hidden' })
        expect(await settings.evaluate((element) => element === document.activeElement)).toBe(true)
        // Open again and follow a link: the page changes and the menu is closed on it.
        await settings.click()
        await blocked.click()
        await page.waitForURL(`${site.url}/setting/block-users`)
        // The menu closes on the page change, a render after the URL changes.
        await expect.poll(() => settings.getAttribute('aria-expanded')).toBe('false')
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    }
  })
})

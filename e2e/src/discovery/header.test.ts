import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { recordErrors, STREAMER, signIn } from '../community/harness'
import { keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'

// The site's header as measured in chromium against the real server and the built site: one
// row on a 1280 px screen, signed out and signed in (where it once wrapped to two), and on a
// phone one row too (the brand, the search and a menu button), nothing past the screen's edge,
// the rest in a menu that the keyboard opens and Escape closes. Each case saves a screenshot.

const THEMES = ['light', 'dark'] as const
// A common laptop's width: the narrowest the desktop header keeps to one row.
const DESKTOP = { width: 1280, height: 800 }
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
  // The streamer: a channel of their own, so the row holds its link and the dashboard's too.
  if (member) await signIn(page, STREAMER)
  await page.goto(`${site.url}/`)
  const header = page.locator('header.aw-site-header')
  await header
    // Hidden on a phone, in the closed menu.
    .getByRole(member ? 'button' : 'link', {
      name: member ? 'Sign out' : 'Sign in',
      includeHidden: true,
    })
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
          // Everything is in the row: no menu button on a wide screen.
          expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false)
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

    for (const member of [false, true]) {
      const who = member ? 'signed in' : 'signed out'
      it(`phone, ${theme}, ${who}: one row, nothing past the edge, the rest behind the menu`, async () => {
        const { page, errors, close } = await open(theme, PHONE, member)
        try {
          const header = page.locator('header.aw-site-header')
          const headerBox = await box(header)
          const found = await controls(page)
          const tallest = Math.max(...found.map((control) => control.box.height))
          // The brand, the search and the menu button: one row.
          expect(headerBox.height, 'one row').toBeLessThan(tallest + 32)
          for (const control of found) {
            expect.soft(control.box.x, control.name).toBeGreaterThanOrEqual(0)
            expect
              .soft(control.box.x + control.box.width, control.name)
              .toBeLessThanOrEqual(PHONE.width)
          }
          // No sideways scrolling anywhere in the header or the page.
          const overflow = await page.evaluate(() => {
            const header = document.querySelector('header.aw-site-header') as HTMLElement
            const scrolled = [header, ...header.querySelectorAll<HTMLElement>('*')].filter(
              (element) =>
                element.clientWidth > 1 &&
                element.scrollWidth > element.clientWidth + 1 &&
                getComputedStyle(element).overflowX !== 'visible',
            )
            return {
              page: document.documentElement.scrollWidth,
              scrolled: scrolled.map((element) => element.className),
            }
          })
          expect(overflow.scrolled).toEqual([])
          expect(overflow.page).toBeLessThanOrEqual(PHONE.width)
          await keepScreenshot(
            page,
            `discovery-header-${member ? 'member' : 'guest'}-phone-${theme}`,
          )

          // The menu opens from the keyboard; its links are inside the screen; Escape closes it
          // and gives the focus back to its button.
          const menu = header.getByRole('button', { name: 'Menu' })
          await menu.focus()
          await page.keyboard.press('Enter')
          expect(await menu.getAttribute('aria-expanded')).toBe('true')
          const inside = member
            ? [
                header.getByRole('link', { name: 'Live' }),
                header.getByRole('link', { name: 'Dashboard' }),
                header.getByRole('button', { name: 'Settings' }),
                header.getByRole('button', { name: 'Sign out' }),
              ]
            : [
                header.getByRole('link', { name: 'Live' }),
                header.getByRole('link', { name: 'Sign in', exact: true }),
                header.getByRole('link', { name: 'Sign up', exact: true }),
              ]
          for (const control of inside) {
            await control.waitFor()
            const found = await box(control)
            expect.soft(found.x).toBeGreaterThanOrEqual(0)
            expect.soft(found.x + found.width).toBeLessThanOrEqual(PHONE.width)
            expect.soft(found.height).toBeGreaterThanOrEqual(32)
          }
          await keepScreenshot(
            page,
            `discovery-header-${member ? 'member' : 'guest'}-phone-menu-${theme}`,
          )
          await page.keyboard.press('Escape')
          await inside[0]?.waitFor({ state: 'hidden' })
          expect(await menu.evaluate((element) => element === document.activeElement)).toBe(true)
          expect(await menu.getAttribute('aria-expanded')).toBe('false')
          expect(errors).toEqual([])
        } finally {
          await close()
        }
      })
    }
  }

  it('the settings menu opens from the keyboard, its links inside the screen; Escape closes it', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, errors, close } = await open('light', viewport, true)
      try {
        const header = page.locator('header.aw-site-header')
        // Hidden (in the closed phone menu) once a link of it has changed the page.
        const settings = header.getByRole('button', { name: 'Settings', includeHidden: true })
        const blocked = header.getByRole('link', { name: 'Blocked users' })
        expect(await blocked.isVisible()).toBe(false)
        // On a phone the settings are in the header's menu.
        if (viewport === PHONE) await header.getByRole('button', { name: 'Menu' }).click()
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

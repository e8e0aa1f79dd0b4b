import type { Page } from 'playwright-core'

/**
 * Switches the site to its dark theme as a person would: on a phone the theme button sits in
 * the header's menu, so the menu opens first and closes again (Escape) once the theme is on,
 * leaving the page as it was apart from its colours.
 */
export async function switchToDarkTheme(page: Page): Promise<void> {
  const header = page.locator('header.aw-site-header')
  const menu = header.getByRole('button', { name: 'Menu' })
  const inMenu = await menu.isVisible()
  if (inMenu) await menu.click()
  await header.getByRole('button', { name: 'Dark theme' }).click()
  await header.getByRole('button', { name: 'Light theme' }).waitFor({ state: 'attached' })
  if (inMenu) {
    await page.keyboard.press('Escape')
    await header.locator('.aw-site-header-menu[data-state="closed"]').waitFor({ state: 'attached' })
  }
}

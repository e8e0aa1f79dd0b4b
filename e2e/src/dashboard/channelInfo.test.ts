import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { seriousAxeFindings } from '../community/axe'
import { apiAs, STREAMER, signedInPage } from '../community/harness'
import { keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'

// The streamer's /dashboard/channel-info: a profile image uploaded through the page shows on
// the channel page, with the channel's description and links under "About"; removing it puts
// the generated picture back.

// A 1 x 1 png, the picture sent.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

let site: SiteServer
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSiteServer(), launchChromium()])
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

describe('channel info, in chromium', () => {
  it('uploads a profile image the channel page shows beside its About, and removes it', async () => {
    const api = await apiAs(site.url, STREAMER)
    await api.channel.updateChannelProfile({
      description: 'Live most evenings.\nMaps, music and <b>chat</b>.',
      links: [{ title: 'Our site', url: 'https://example.com/airwave' }],
    })
    const { page, errors } = await signedInPage(browser, site.url, STREAMER, {
      viewport: { width: 1280, height: 900 },
    })
    await page.goto(`${site.url}/dashboard/channel-info`)
    const section = page.getByTestId('channel-profile-image')
    await section.getByRole('button', { name: 'Upload a picture' }).waitFor()
    await section
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
    await section.getByText('Your new profile image is on your channel.').waitFor()
    const uploaded = await section.locator('img.aw-avatar').getAttribute('src')
    expect(uploaded).toMatch(/\/uploads\/[a-z0-9-]+\.png$/)
    expect(await section.locator('input[type=file]').inputValue()).toBe('')
    expect(await seriousAxeFindings(page, 'channel info, light, 1280 px')).toEqual([])
    await keepScreenshot(page, 'channel-info-desktop-light', { fullPage: true })

    await page.goto(`${site.url}/airwave`)
    const row = page.getByTestId('channel-about')
    await expect.poll(() => row.locator('img').getAttribute('src')).toBe(uploaded)
    const about = page.getByTestId('channel-profile-about')
    await about.getByRole('heading', { name: 'About' }).waitFor()
    // Plain text: the markup stays text (and the stylesheet keeps the line break).
    expect(await about.locator('p').textContent()).toBe(
      'Live most evenings.\nMaps, music and <b>chat</b>.',
    )
    const link = about.getByRole('link', { name: 'Our site' })
    expect(await link.getAttribute('href')).toBe('https://example.com/airwave')
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc')
    await keepScreenshot(page, 'channel-about-desktop-light')

    // On a phone, dark: the same picture and About, and the section still usable.
    const phone = await signedInPage(browser, site.url, STREAMER, {
      viewport: { width: 390, height: 844 },
      theme: 'dark',
    })
    await phone.page.goto(`${site.url}/airwave`)
    await phone.page.getByTestId('channel-profile-about').getByRole('link').waitFor()
    expect(await seriousAxeFindings(phone.page, 'channel about, dark, 390 px')).toEqual([])
    await keepScreenshot(phone.page, 'channel-about-phone-dark', { fullPage: true })
    await phone.page.goto(`${site.url}/dashboard/channel-info`)
    await phone.page.getByRole('button', { name: 'Remove picture' }).waitFor()
    expect(await seriousAxeFindings(phone.page, 'channel info, dark, 390 px')).toEqual([])
    await keepScreenshot(phone.page, 'channel-info-phone-dark', { fullPage: true })
    expect(phone.errors).toEqual([])
    await phone.page.context().close()

    await page.goto(`${site.url}/dashboard/channel-info`)
    await section.getByRole('button', { name: 'Remove picture' }).click()
    await section.getByText(/generated picture again/).waitFor()
    expect(await section.locator('img.aw-avatar').getAttribute('src')).toMatch(
      /\/media\/avatar\/airwave\.svg$/,
    )
    expect(await section.getByRole('button', { name: 'Remove picture' }).count()).toBe(0)
    expect(errors).toEqual([])
  })
})

import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startCluster, type TestCluster } from '@airwave/server/testing/cluster'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { seriousAxeFindings } from '../community/axe'
import { recordErrors, signIn } from '../community/harness'
import { keepScreenshot } from '../screenshots'

// Direct messages between two members on two instances of the server behind one Redis and one
// database, as behind a load balancer. viewer5 (on A) writes to viewer2 (on B), who does not
// follow them: the first message is a request. viewer2's badge counts it live, they accept it,
// viewer5 sees the acceptance live and writes again; each message reaches the other instance
// at once, and viewer5 sees it read.

const SITE_DIST = join(dirname(fileURLToPath(import.meta.url)), '../../../apps/site/dist')

let cluster: TestCluster
let browser: Browser

beforeAll(async () => {
  // One database: the first instance seeds the demo data, the second finds it.
  cluster = await startCluster(2, {
    config: { siteDir: SITE_DIST },
    each: (index) => ({ seed: index === 0 }),
  })
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await cluster?.stop()
})

async function open(
  origin: string,
  email: string,
  options: { viewport: { width: number; height: number }; theme: 'light' | 'dark' },
) {
  const context = await browser.newContext({ viewport: options.viewport })
  await context.addInitScript((value) => {
    localStorage.setItem('airwave.site.theme', value)
  }, options.theme)
  const page = await context.newPage()
  const errors = recordErrors(page)
  await page.goto(`${origin}/login`)
  await signIn(page, email)
  return { page, errors }
}

// The panel: a dialog named for what it shows (the conversations, or the room's channel).
const panel = (page: Page) => page.locator('.aw-msg-panel[role="dialog"]')

describe('direct messages on two instances', () => {
  it('a request, its acceptance and the conversation cross instances live', async () => {
    const [a, b] = cluster.servers
    if (!a || !b) throw new Error('two instances')
    const sender = await open(a.url, 'viewer5@airwave.test', {
      viewport: { width: 1280, height: 800 },
      theme: 'light',
    })
    const receiver = await open(b.url, 'viewer2@airwave.test', {
      viewport: { width: 390, height: 844 },
      theme: 'dark',
    })
    // viewer2 has a conversation already (the demo's) and nothing unread from viewer5.
    await receiver.page.goto(`${b.url}/airwave`)
    // On a phone the header's buttons are in its menu.
    await receiver.page.locator('.aw-site-menu-button').click()
    await receiver.page.getByRole('button', { name: /^Messages/ }).waitFor()

    // viewer5 opens the room from viewer2's channel page: a request, said before writing.
    await sender.page.goto(`${a.url}/viewer2`)
    await sender.page.getByRole('button', { name: 'Message', exact: true }).click()
    const out = panel(sender.page)
    await out
      .getByText('Viewer2 does not follow you: your first message is sent as a request.')
      .waitFor()
    const composer = out.getByRole('textbox', { name: 'Message to Viewer2' })
    await composer.fill('Hi! Loved your last stream.')
    await composer.press('Enter')
    await out.getByText('Request sent. You can write again once Viewer2 accepts it.').waitFor()
    await out.getByText('Hi! Loved your last stream.').waitFor()

    // On B, the badge counts the request without a reload; the panel shows it as one.
    await receiver.page.getByRole('button', { name: /^Messages, \d+ unread/ }).click()
    const inbox = panel(receiver.page)
    await inbox.getByText('Sent you a message request').waitFor()
    await inbox.getByRole('button', { name: /Viewer5/ }).click()
    await inbox.getByText('Viewer5 wants to send you messages.').waitFor()
    await inbox.getByText('Hi! Loved your last stream.').waitFor()
    await keepScreenshot(receiver.page, 'message-request-phone-dark')
    expect(await seriousAxeFindings(receiver.page, 'message request, phone, dark')).toEqual([])
    await inbox.getByRole('button', { name: 'Accept' }).click()
    await inbox.getByText('You accepted the request. You can now message each other.').waitFor()

    // On A, the acceptance arrives live; viewer5 writes again and viewer2 gets it at once.
    await out.getByText('Viewer2 accepted your message request.').waitFor()
    await composer.fill('Thanks for accepting!')
    await composer.press('Enter')
    await inbox.getByText('Thanks for accepting!').waitFor()
    const reply = inbox.getByRole('textbox', { name: 'Message to Viewer5' })
    await reply.fill('Anytime, see you in chat')
    await reply.press('Enter')
    await out.getByText('Anytime, see you in chat').waitFor()
    // viewer2 has the room open: viewer5's last message is read.
    await out.getByText('Read', { exact: true }).last().waitFor()
    await keepScreenshot(sender.page, 'message-room-desktop-light')
    expect(await seriousAxeFindings(sender.page, 'message room, desktop, light')).toEqual([])

    // A reload of each page finds the conversation once, in order.
    await sender.page.reload()
    await sender.page.getByRole('button', { name: /^Messages/ }).click()
    await panel(sender.page)
      .getByRole('button', { name: /Viewer2/ })
      .click()
    const log = panel(sender.page).getByRole('log', { name: 'Viewer2' })
    await log.getByText('Anytime, see you in chat').waitFor()
    for (const text of [
      'Hi! Loved your last stream.',
      'Thanks for accepting!',
      'Anytime, see you in chat',
    ]) {
      expect(await log.getByText(text, { exact: true }).count()).toBe(1)
    }
    expect(sender.errors).toEqual([])
    expect(receiver.errors).toEqual([])
  })
})

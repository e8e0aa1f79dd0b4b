import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startCluster, type TestCluster } from '@airwave/server/testing/cluster'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { recordErrors, signedInPage, VIEWER1 } from '../community/harness'
import { keepScreenshot } from '../screenshots'
import { type Gateway, startGateway } from './gateway'

// The real server stops behind a gateway (the site's files still load, calls get 502): a board
// opened then says the server can't be reached and offers Retry, a like says so in words (not
// "HTTP 502"), a chat message is "not sent". The server starts again on the same port, over the
// same database: the board loads by itself and the chat's notice goes, with no click.

const SITE_DIST = join(dirname(fileURLToPath(import.meta.url)), '../../../apps/site/dist')
const UNREACHABLE = "Can't reach the server. Try again in a moment."
const NOT_SENT = 'Not sent: the connection failed. Your message is still here; try again.'
// Bounds for the page to come back on its own: the board's backoff and the socket's are both
// capped at 30 s; the server is down for a few seconds here.
const RECOVER_MS = 45_000

let cluster: TestCluster
let gateway: Gateway
let browser: Browser

beforeAll(async () => {
  cluster = await startCluster(1, { config: { siteDir: SITE_DIST }, each: () => ({ seed: true }) })
  const [server] = cluster.servers
  if (!server) throw new Error('no server')
  gateway = await startGateway(server.url, SITE_DIST)
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await gateway?.close()
  await cluster?.stop()
})

const chatInput = (page: Page) => page.getByRole('textbox', { name: 'Chat message' })
const board = (page: Page) => page.locator('section.aw-board')

describe('the server goes down and comes back', () => {
  it('says so in words, then the board and the chat recover by themselves', async () => {
    const [server] = cluster.servers
    if (!server) throw new Error('no server')
    const port = Number(new URL(server.url).port)

    // viewer1 on the channel page (its chat) and on the board, while the server is up.
    const { page: chat } = await signedInPage(browser, gateway.url, VIEWER1)
    await chat.goto(`${gateway.url}/airwave`)
    await chatInput(chat).waitFor()
    await chat.locator('section.aw-chat[data-state="connected"]').waitFor()
    const posts = await chat.context().newPage()
    await posts.goto(`${gateway.url}/airwave/community`)
    await board(posts).and(posts.locator('[data-state="ready"]')).waitFor()
    const like = posts.getByRole('button', { name: /^Like, \d+ likes?$/ }).first()
    await like.waitFor()

    await server.stop()

    // A like: the toast says the server can't be reached, not "HTTP 502".
    await like.click()
    const toaster = posts.locator('.aw-toaster')
    await expect.poll(() => toaster.textContent(), { timeout: 15_000 }).toContain(UNREACHABLE)
    expect(await toaster.textContent()).not.toContain('HTTP')

    // A chat message: "not sent", the text kept.
    await chatInput(chat).fill('still there?')
    await chatInput(chat).press('Enter')
    await chat.getByText(NOT_SENT).waitFor({ timeout: 20_000 })

    // A board opened now: the page loads, the board says the server can't be reached.
    const guest = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const opened = await guest.newPage()
    const errors = recordErrors(opened)
    await opened.goto(`${gateway.url}/airwave/community`)
    const alert = board(opened).getByRole('alert')
    await expect.poll(() => alert.textContent(), { timeout: 20_000 }).toContain(UNREACHABLE)
    expect(await alert.textContent()).not.toContain('Something went wrong')
    await board(opened).getByRole('button', { name: 'Try again' }).waitFor()
    await keepScreenshot(opened, 'errors-board-unreachable-phone')
    expect(errors.some((line) => line.startsWith('502 '))).toBe(true)

    // Back on the same port, over the same database: nobody clicks anything.
    await cluster.add({ seed: false, config: { port } })
    await board(opened).and(opened.locator('[data-state="ready"]')).waitFor({ timeout: RECOVER_MS })
    expect(await board(opened).getByRole('article').count()).toBeGreaterThan(0)
    await chat.getByText(NOT_SENT).waitFor({ state: 'detached', timeout: RECOVER_MS })
    expect(await chatInput(chat).inputValue()).toBe('still there?')
    await keepScreenshot(opened, 'errors-board-recovered-phone')
    await guest.close()
  })
})

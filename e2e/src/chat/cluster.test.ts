import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startCluster, type TestCluster } from '@airwave/server/testing/cluster'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Broadcast, startBroadcast } from '../../../bench/player/broadcast.mjs'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { recordErrors, signIn } from '../community/harness'
import { isStreaming, rtmpTarget } from '../player/mediaServer'

// Two instances of the server behind one Redis and one database, as behind a load balancer:
// the broadcast is published to instance A's ingest, a viewer watches through instance B and
// chats with a member on A. The live status, the media and the chat cross over.

const SITE_DIST = join(dirname(fileURLToPath(import.meta.url)), '../../../apps/site/dist')
const FOLLOW_MS = 2000

let cluster: TestCluster
let browser: Browser
let broadcast: Broadcast | undefined

beforeAll(async () => {
  // One database: the first instance seeds the demo data, the second finds it.
  cluster = await startCluster(2, {
    config: { siteDir: SITE_DIST },
    each: (index) => ({ seed: index === 0 }),
  })
  browser = await launchChromium({ args: ['--autoplay-policy=no-user-gesture-required'] })
})

afterAll(async () => {
  await broadcast?.stop()
  await browser?.close()
  await cluster?.stop()
})

async function open(origin: string, email: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  const page = await context.newPage()
  const errors = recordErrors(page)
  await page.goto(`${origin}/login`)
  await signIn(page, email)
  await page.goto(`${origin}/airwave`)
  await page.locator('.aw-site-watch[data-state="OFF"]').waitFor()
  return { page, errors }
}

const chatLog = (page: Page) => page.getByRole('log', { name: 'Chat messages' })

describe('two instances on one Redis', () => {
  it('a viewer on B follows a broadcast published to A within 2 s, and chats with A', async () => {
    const [a, b] = cluster.servers
    if (!a || !b) throw new Error('two instances')
    const onA = await open(a.url, 'viewer1@airwave.test')
    const onB = await open(b.url, 'viewer2@airwave.test')

    broadcast = startBroadcast({ target: await rtmpTarget(a.url) })
    const deadline = Date.now() + 60_000
    while (!(await isStreaming(a.url, 'airwave'))) {
      if (Date.now() > deadline) throw new Error('the broadcast never went ON')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const on = Date.now()
    await onB.page.locator('.aw-site-watch[data-state="ON"]').waitFor({ timeout: 30_000 })
    const toLive = Date.now() - on
    console.log(`the page on B went live ${toLive} ms after A's ON`)
    expect(toLive).toBeLessThanOrEqual(FOLLOW_MS)
    // B serves the media of A's ingest (one data directory, ON read from the database).
    await onB.page.waitForFunction(
      () => (document.querySelector('video')?.currentTime ?? 0) > 0.5,
      null,
      { timeout: 60_000 },
    )
    // Presence counts a client once, whichever instance holds it: one viewer on each.
    await onB.page.getByTestId('viewer-count').getByText('2 viewers').waitFor()

    const input = (page: Page) => page.getByRole('textbox', { name: 'Chat message' })
    await input(onA.page).fill('Hello from instance A')
    await input(onA.page).press('Enter')
    await chatLog(onB.page).getByText('Hello from instance A').waitFor()
    await input(onB.page).fill('And back from B')
    await input(onB.page).press('Enter')
    await chatLog(onA.page).getByText('And back from B').waitFor()

    const stopped = Date.now()
    await broadcast.stop()
    broadcast = undefined
    await onB.page.locator('.aw-site-watch[data-state="OFF"]').waitFor({ timeout: 30_000 })
    const toOff = Date.now() - stopped
    console.log(`the page on B ended ${toOff} ms after A's publisher stopped`)
    expect(toOff).toBeLessThanOrEqual(FOLLOW_MS)
    await onB.page.getByText('The live stream has ended').waitFor()

    expect(onA.errors).toEqual([])
    expect(onB.errors).toEqual([])
  })
})

import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, startHarness } from './harness'
import { DEMO_VODS, startMediaServer, vodReady } from './mediaServer'

// React's development build mounts every component, unmounts it and mounts it again
// (<StrictMode>): the player of the first mount must leave nothing behind that stops the
// second from loading. Issue 24 point 19 saw a VOD stay at readyState 0 in 3 of 16 loads (7
// of 16 with two players), nothing logged.

let server: Awaited<ReturnType<typeof startMediaServer>>
let harness: Harness
const src = `/media/vod/${DEMO_VODS.testPattern}/master.m3u8`
// Rounds per case: each a fresh page, as the loads that went wrong were.
const ROUNDS = 16

beforeAll(async () => {
  server = await startMediaServer()
  ;[harness] = await Promise.all([
    startHarness(server.url),
    vodReady(server.url, DEMO_VODS.testPattern),
  ])
})

afterAll(async () => {
  await harness?.close()
  await server?.stop()
})

/** Mounts `count` players in a fresh page; resolves with their readyStates once all have data. */
async function loadOnce(count: number): Promise<{ states: number[]; errors: string[] }> {
  const context = await harness.browser.newContext({ viewport: { width: 800, height: 600 } })
  const page: Page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  try {
    await page.goto(`${harness.proxy.url}/react/`)
    await page.waitForFunction(() => 'awr' in window)
    await page.evaluate(([s, n]) => window.awr.mountPlayers(s as string, n as number), [src, count])
    // The data arrives in well under a second; the bound only catches a load that never does.
    await page
      .waitForFunction(
        (n) => {
          const states = window.awr.readyStates()
          return states.length === n && states.every((state) => state >= 2)
        },
        count,
        { timeout: 10_000 },
      )
      .catch(() => {})
    const states = await page.evaluate(() => window.awr.readyStates())
    await page.evaluate(() => window.awr.unmount())
    return { states, errors }
  } finally {
    await context.close()
  }
}

describe("<Player src> on React's development build, under StrictMode", () => {
  it('loads a VOD every time: mounted, unmounted and mounted again', async () => {
    const stuck: number[][] = []
    for (let round = 0; round < ROUNDS; round++) {
      const { states, errors } = await loadOnce(1)
      expect(errors).toEqual([])
      if (!states.every((state) => state >= 2) || states.length !== 1) stuck.push(states)
    }
    expect(stuck).toEqual([])
  })

  it('loads two players of one page every time', async () => {
    const stuck: number[][] = []
    for (let round = 0; round < ROUNDS; round++) {
      const { states, errors } = await loadOnce(2)
      expect(errors).toEqual([])
      if (!states.every((state) => state >= 2) || states.length !== 2) stuck.push(states)
    }
    expect(stuck).toEqual([])
  })
})

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Broadcast, startBroadcast } from '../../../bench/player/broadcast.mjs'
import { type Harness, openPlayer, type PlayerPage, playedPast, startHarness } from './harness'
import { isStreaming, liveReady, rtmpTarget, startMediaServer } from './mediaServer'

const channelId = 'airwave'
const src = `/media/live/${channelId}/master.m3u8`
let server: Awaited<ReturnType<typeof startMediaServer>>
let harness: Harness
let broadcast: Broadcast | undefined

beforeAll(async () => {
  server = await startMediaServer()
  broadcast = startBroadcast({ target: await rtmpTarget(server.url) })
  ;[harness] = await Promise.all([startHarness(server.url), liveReady(server.url, channelId)])
})

afterAll(async () => {
  await broadcast?.stop()
  await harness?.close()
  await server?.stop()
})

let current: PlayerPage | undefined
const open = async () => {
  current = await openPlayer(harness, { src, live: true, channelId, readClock: true })
  return current
}
afterEach(async () => {
  harness.proxy.restore()
  harness.proxy.clear()
  const errors = current?.errors ?? []
  await current?.page.context().close()
  current = undefined
  expect(errors).toEqual([])
})

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

describe('<airwave-player> on a live broadcast of the real server', () => {
  it('plays within a few seconds of the live edge', async () => {
    const { page, read } = await open()
    await playedPast(page, 0)
    await page.waitForFunction(() => window.aw.latencies.length >= 8)
    // Glass to glass: wall time now minus the wall time burned into the frame on screen.
    const glass = median(await read((aw) => aw.latencies)) ?? Number.NaN
    expect(glass).toBeGreaterThan(0)
    expect(glass).toBeLessThan(6000)
    // And as hls.js sees it: behind the edge of the playlist.
    const reported = await read((aw) =>
      aw.events.filter((event) => event.type === 'latency').map((event) => event.detail),
    )
    expect(reported.length).toBeGreaterThan(0)
    expect((reported.at(-1) as { latency: number }).latency).toBeLessThan(6)
  })

  it('says the viewer is offline when the network is cut, and plays on by itself when restored', async () => {
    const { page, cdp, read, navigations } = await open()
    const loadId = await read((aw) => aw.loadId)
    await playedPast(page, 0.5)
    const offline = { latency: 0, downloadThroughput: -1, uploadThroughput: -1 }
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', { ...offline, offline: true })
    await page.waitForFunction(() => !navigator.onLine)
    // The cut is felt: a playlist or segment load failed.
    const faultsBefore = await read((aw) => aw.faults.length)
    await page.waitForFunction((n) => window.aw.faults.length > n, faultsBefore)
    // viewing.md: offline, NETWORK_ERROR with a retry button.
    const alert = page.locator('.aw-player-alert[data-alert="NETWORK_ERROR"]')
    await alert.waitFor({ state: 'visible' })
    expect(await alert.getByRole('button', { name: 'Retry' }).count()).toBe(1)
    await cdp.send('Network.emulateNetworkConditions', { ...offline, offline: false })
    await page.waitForFunction(() => navigator.onLine)
    await alert.waitFor({ state: 'hidden' })

    const restoredAt = await read((aw) => aw.video().currentTime)
    await playedPast(page, restoredAt + 3)
    expect(navigations()).toBe(0)
    expect(await read((aw) => aw.loadId)).toBe(loadId)
    expect(await read((aw) => aw.player().state().recovery)).not.toBe('fail')
  })

  it('plays on after the server refuses connections for a while, without reloading the page', async () => {
    const { page, read, navigations } = await open()
    const loadId = await read((aw) => aw.loadId)
    await playedPast(page, 0.5)
    harness.proxy.cut()
    const faultsBefore = await read((aw) => aw.faults.length)
    await page.waitForFunction((n) => window.aw.faults.length > n, faultsBefore)
    harness.proxy.restore()

    const restoredAt = await read((aw) => aw.video().currentTime)
    await playedPast(page, restoredAt + 3)
    expect(navigations()).toBe(0)
    expect(await read((aw) => aw.loadId)).toBe(loadId)
  })

  it('shows the off state once the broadcast stops (stream info OFF, endedReason 0)', async () => {
    const { page, read } = await open()
    await playedPast(page, 0.5)
    expect(await isStreaming(server.url, channelId)).toBe(true)

    await broadcast?.stop()
    broadcast = undefined
    await page.waitForFunction(() => window.aw.events.some((event) => event.type === 'live-status'))
    expect(await isStreaming(server.url, channelId)).toBe(false)
    const status = await read((aw) => aw.events.find((event) => event.type === 'live-status'))
    expect(status?.detail).toMatchObject({ status: 'OFF', endedReason: 0 })
    expect(await read((aw) => aw.player().state().alerts.box)).toBe('OFF')
    await page.getByRole('alert').filter({ hasText: 'The live stream has ended' }).waitFor()
  })
})

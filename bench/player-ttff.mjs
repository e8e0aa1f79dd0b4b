#!/usr/bin/env node
// Time to first frame of `<airwave-player>` against a bare hls.js page, in headless Debian
// chromium, on the same streams of the reference server in the same run: a demo VOD and a live
// test broadcast, at normal CPU and with CDP CPU throttling (4x). Not part of the test command.
//
// TTFF is measured in the page: from the moment the source is set (the player's `src`, or
// hls.loadSource + attachMedia) to the first requestVideoFrameCallback, i.e. the first frame
// composited. Every run is a fresh browser context (cold HTTP cache); the page's own script is
// loaded before the clock starts, so the player's on-demand import of hls.js is counted and the
// bare page's bundled hls.js is not: that is the price of keeping hls.js out of the main bundle.
// Two more columns show how much of the gap that price is: the player connected to the page
// from its load with its source set at the clock's start (as markup rendered before its stream
// is known: the element starts loading hls.js when connected), and the player with its
// on-demand chunks modulepreloaded.
//
// Live latency is glass to glass: the broadcast burns its wall clock into every frame as a bar
// of bits (bench/player/broadcast.mjs); the page reads it back from the frame on screen
// (e2e/src/player/clockBar.ts) and subtracts it from the wall clock. Same machine, same clock.
//
//   node bench/player-ttff.mjs
//   BENCH_RUNS=5 BENCH_THROTTLE=6 node bench/player-ttff.mjs
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchChromium } from '../scripts/chromium.mjs'
import { startBroadcast } from './player/broadcast.mjs'
import { bundlePages, servePages } from './player/pages.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const RUNS = Number(process.env.BENCH_RUNS ?? 10)
const THROTTLE = Number(process.env.BENCH_THROTTLE ?? 4)
const VOD = 1
const CHANNEL = 'airwave'
const LATENCY_SAMPLES = 6
const PAGES = ['airwave', 'airwave-connected', 'airwave-preload', 'bare']

function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function until(what, probe, ms = 180_000) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`timed out waiting for ${what}`)
}

async function okAt(url) {
  const response = await fetch(url)
  await response.arrayBuffer()
  return response.ok
}

async function startServer() {
  const [port, rtmpPort] = [await freePort(), await freePort()]
  const dataDir = mkdtempSync(join(tmpdir(), 'airwave-ttff-'))
  const child = spawn(
    process.execPath,
    ['--conditions=@airwave/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: join(root, 'apps/server'),
      env: {
        ...process.env,
        PORT: String(port),
        RTMP_PORT: String(rtmpPort),
        AIRWAVE_DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
      if (child.exitCode === null) child.kill('SIGKILL')
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await until('the server', () => okAt(`${url}/healthz`))
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}

async function rtmpTarget(url) {
  const signIn = await fetch(`${url}/member/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'streamer@airwave.test', password: 'Airwave!2026' }),
  })
  const { accessToken } = (await signIn.json()).data
  const key = await fetch(`${url}/v2/stream/key`, {
    headers: { authorization: `Bearer ${accessToken}` },
  })
  const { streamKey, ingestUrl } = (await key.json()).data
  return `${ingestUrl}/${streamKey}`
}

/** One cold start: first-frame time, and for live the glass and hls.js latencies after it. */
async function measureOnce(browser, pages, { page: which, src, live, throttle }) {
  const context = await browser.newContext({ viewport: { width: 800, height: 480 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const connected = which === 'airwave-connected'
    await page.goto(`${pages.url}/${connected ? 'airwave' : which}/`)
    await page.waitForFunction(() => 'aw' in window)
    // The element in the page from its load, the source set at the clock's start.
    if (connected) await page.evaluate(() => window.aw.connect())
    if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
    await page.evaluate((options) => window.aw.mount(options), { src, live, readClock: live })
    await page.waitForFunction(() => window.aw.firstFrameAt !== undefined, null, {
      timeout: 60_000,
    })
    const ttff = await page.evaluate(() => window.aw.firstFrameAt - window.aw.mountAt)
    if (!live) return { ttff }
    await page.waitForFunction((n) => window.aw.latencies.length >= n, LATENCY_SAMPLES, {
      timeout: 60_000,
    })
    const { glass, hls } = await page.evaluate(() => ({
      glass: window.aw.latencies,
      hls: window.aw.events.filter((e) => e.type === 'latency').map((e) => e.detail.latency),
    }))
    return { ttff, glass: median(glass), hls: median(hls.slice(-3)) * 1000 }
  } finally {
    await context.close()
  }
}

async function measure(browser, pages, scenario) {
  const results = []
  for (let run = 0; run < RUNS; run++) {
    // Alternate the pages run by run, so drift in the machine's load hits both alike.
    for (const page of PAGES) {
      results.push({ page, ...(await measureOnce(browser, pages, { ...scenario, page })) })
    }
  }
  const of = (page, key) => median(results.filter((r) => r.page === page).map((r) => r[key]))
  return ['ttff', 'glass', 'hls'].map((key) => ({
    key,
    airwave: of('airwave', key),
    connected: of('airwave-connected', key),
    preloaded: of('airwave-preload', key),
    bare: of('bare', key),
  }))
}

async function main() {
  const started = Date.now()
  const server = await startServer()
  let broadcast
  let pages
  let browser
  try {
    const files = await bundlePages(root)
    pages = await servePages(server.url, files)
    broadcast = startBroadcast({ target: await rtmpTarget(server.url) })
    browser = await launchChromium()
    await until('the demo VOD', () => okAt(`${server.url}/media/vod/${VOD}/master.m3u8`))
    await until('the live', () => okAt(`${server.url}/media/live/${CHANNEL}/master.m3u8`))
    console.log(`set up in ${((Date.now() - started) / 1000).toFixed(0)} s; ${RUNS} runs each\n`)

    const rows = []
    for (const throttle of [1, THROTTLE]) {
      const cpu = throttle > 1 ? `${throttle}x slower` : 'normal'
      const vod = await measure(browser, pages, {
        src: `/media/vod/${VOD}/master.m3u8`,
        live: false,
        throttle,
      })
      rows.push({ what: 'VOD TTFF', cpu, ...vod[0] })
      const live = await measure(browser, pages, {
        src: `/media/live/${CHANNEL}/master.m3u8`,
        live: true,
        throttle,
      })
      rows.push({ what: 'live TTFF', cpu, ...live[0] })
      rows.push({ what: 'live latency, glass to glass', cpu, ...live[1] })
      rows.push({ what: 'live latency, hls.js', cpu, ...live[2] })
    }
    const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a')
    const ratio = (a, b) => (Number.isFinite(a / b) ? (a / b).toFixed(2) : 'n/a')
    console.log(
      '| measure (median) | CPU | <airwave-player> | player, connected before its source | player, chunks preloaded | bare hls.js | player / bare | connected / bare | preloaded / bare |',
    )
    console.log('|---|---|---|---|---|---|---|---|---|')
    for (const row of rows) {
      console.log(
        `| ${row.what} | ${row.cpu} | ${ms(row.airwave)} | ${ms(row.connected)} | ${ms(row.preloaded)} | ${ms(row.bare)} | ${ratio(row.airwave, row.bare)} | ${ratio(row.connected, row.bare)} | ${ratio(row.preloaded, row.bare)} |`,
      )
    }
  } finally {
    await browser?.close()
    await broadcast?.stop()
    await pages?.close()
    await server.stop()
  }
}

await main()

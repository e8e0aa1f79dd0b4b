#!/usr/bin/env node
// Time to first frame of `<airwave-player>` against a bare hls.js page, in headless Debian
// chromium, on the same streams of the reference server in the same run: a demo VOD and a live
// test broadcast, at normal CPU and with CDP CPU throttling (4x). Not part of the test command.
//
// TTFF is measured two ways, in the page, to the first requestVideoFrameCallback (the first
// frame composited), every run in a fresh browser context (cold HTTP cache):
// - from page load: navigation start to first frame, each page mounting its stream as its
//   script runs. This is what a viewer waits for, and the fair yardstick: the bare page pays
//   for hls.js inside its main bundle, the player for its on-demand import. Columns: the player,
//   the player with its on-demand chunks modulepreloaded, bare hls.js.
// - from source set: the player's `src` (or hls.loadSource + attachMedia) to first frame, the
//   page's own script already loaded. Here the bare page's bundled hls.js is not counted and the
//   player's import is. Columns: the player given its source at once; the player connected
//   from the page's load and given its source once hls.js has arrived (a page that renders the
//   element, then learns its stream from a call: the element starts loading hls.js when
//   connected); bare hls.js.
//
// Live latency is glass to glass: the broadcast burns its wall clock into every frame as a bar
// of bits (bench/player/broadcast.mjs); the page reads it back from the frame on screen
// (e2e/src/player/clockBar.ts) and subtracts it from the wall clock. Same machine, same clock.
// The site's own channel page (`/airwave`, the built site the server serves) is read the same
// way, as a viewer opening it would see it: from its load, after it has played for a while.
//
//   node bench/player-ttff.mjs
//   BENCH_RUNS=5 BENCH_THROTTLE=6 node bench/player-ttff.mjs
import { launchChromium } from '../scripts/chromium.mjs'
import { median, okAt, root, startAirwaveServer, until } from './lib.mjs'
import { startBroadcast } from './player/broadcast.mjs'
import { bundlePages, servePages } from './player/pages.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 10)
const THROTTLE = Number(process.env.BENCH_THROTTLE ?? 4)
const VOD = 1
const CHANNEL = 'airwave'
const LATENCY_SAMPLES = 6

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

// Reads the clock bar of the frame on screen (the same reading as e2e/src/player/clockBar.ts,
// inlined: the site's page runs none of our bench code).
function readSiteLatency() {
  const video = document.querySelector('video')
  if (!video || video.videoWidth === 0 || video.paused) return undefined
  const bits = 24
  const cell = 16
  const canvas = document.createElement('canvas')
  canvas.width = bits * cell
  canvas.height = cell
  const context = canvas.getContext('2d', { willReadFrequently: true })
  const scale = video.videoWidth / 640
  context.drawImage(
    video,
    0,
    0,
    canvas.width * scale,
    canvas.height * scale,
    0,
    0,
    canvas.width,
    canvas.height,
  )
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
  let frame = 0
  for (let bit = 0; bit < bits; bit += 1) {
    const offset = ((cell / 2) * canvas.width + bit * cell + cell / 2) * 4
    if (data[offset] > 128) frame += 2 ** bit
  }
  const wrap = 2 ** bits
  return (((Math.floor(Date.now() / 10) % wrap) - frame + wrap) % wrap) * 10
}

/** The site's channel page, cold: glass-to-glass latency once it has played for `settleMs`. */
async function measureSitePage(browser, url, { throttle, settleMs = 8000 }) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
    await page.goto(`${url}/${CHANNEL}`)
    await page.waitForFunction(readSiteLatency, null, { timeout: 60_000, polling: 100 })
    await page.waitForTimeout(settleMs)
    const samples = []
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      samples.push(await page.evaluate(readSiteLatency))
      await page.waitForTimeout(500)
    }
    return median(samples)
  } finally {
    await context.close()
  }
}

async function measureSite(browser, url, throttle) {
  const values = []
  for (let run = 0; run < RUNS; run++)
    values.push(await measureSitePage(browser, url, { throttle }))
  return median(values)
}

/** One cold start: first-frame time, and for live the glass and hls.js latencies after it. */
async function measureOnce(browser, pages, { mode, page: which, src, live, throttle }) {
  const context = await browser.newContext({ viewport: { width: 800, height: 480 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
    const connected = which === 'airwave-connected'
    const path = connected ? 'airwave' : which
    if (mode === 'load') {
      const query = new URLSearchParams({ src, ...(live && { live: '1', clock: '1' }) })
      await page.goto(`${pages.url}/${path}/?${query}`)
    } else {
      await page.goto(`${pages.url}/${path}/`)
      await page.waitForFunction(() => 'aw' in window)
      if (connected) {
        await page.evaluate(() => window.aw.connect())
        await page.waitForFunction(() =>
          performance.getEntriesByType('resource').some((e) => /\/hls[.-]/.test(e.name)),
        )
      }
      await page.evaluate((options) => window.aw.mount(options), { src, live, readClock: live })
    }
    await page.waitForFunction(() => window.aw?.firstFrameAt !== undefined, null, {
      timeout: 60_000,
    })
    const ttff = await page.evaluate(
      (fromLoad) => window.aw.firstFrameAt - (fromLoad ? 0 : window.aw.mountAt),
      mode === 'load',
    )
    if (!live || mode !== 'load') return { ttff }
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

const PAGES = {
  load: ['airwave', 'airwave-preload', 'bare'],
  source: ['airwave', 'airwave-connected', 'bare'],
}

async function measure(browser, pages, scenario) {
  const results = []
  for (let run = 0; run < RUNS; run++) {
    // Alternate the pages run by run, so drift in the machine's load hits them alike.
    for (const page of PAGES[scenario.mode]) {
      results.push({ page, ...(await measureOnce(browser, pages, { ...scenario, page })) })
    }
  }
  const of = (page, key) => median(results.filter((r) => r.page === page).map((r) => r[key]))
  return Object.fromEntries(
    ['ttff', 'glass', 'hls'].map((key) => [
      key,
      Object.fromEntries(PAGES[scenario.mode].map((page) => [page, of(page, key)])),
    ]),
  )
}

async function main() {
  const started = Date.now()
  const server = await startAirwaveServer({ dataDirPrefix: 'airwave-ttff-' })
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

    const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a')
    const ratio = (a, b) => (Number.isFinite(a / b) ? (a / b).toFixed(2) : 'n/a')
    const tables = { load: [], source: [] }
    const siteRows = []
    for (const throttle of [1, THROTTLE]) {
      const cpu = throttle > 1 ? `${throttle}x slower` : 'normal'
      for (const mode of ['load', 'source']) {
        for (const live of [false, true]) {
          const src = live ? `/media/live/${CHANNEL}/master.m3u8` : `/media/vod/${VOD}/master.m3u8`
          const result = await measure(browser, pages, { mode, src, live, throttle })
          const rows = tables[mode]
          rows.push({ what: `${live ? 'live' : 'VOD'} TTFF`, cpu, ...result.ttff })
          if (live && mode === 'load') {
            rows.push({ what: 'live latency, glass to glass', cpu, ...result.glass })
            rows.push({ what: 'live latency, hls.js', cpu, ...result.hls })
            siteRows.push({ cpu, bare: result.glass.bare })
          }
        }
      }
      siteRows.at(-1).glass = await measureSite(browser, server.url, throttle)
    }
    for (const [mode, title] of [
      ['load', 'from page load'],
      ['source', 'from source set'],
    ]) {
      const [a, b, bare] = PAGES[mode]
      console.log(
        `\n| ${title} (median) | CPU | ${a} | ${b} | bare hls.js | ${a} / bare | ${b} / bare |`,
      )
      console.log('|---|---|---|---|---|---|---|')
      for (const row of tables[mode]) {
        console.log(
          `| ${row.what} | ${row.cpu} | ${ms(row[a])} | ${ms(row[b])} | ${ms(row[bare])} | ${ratio(row[a], row[bare])} | ${ratio(row[b], row[bare])} |`,
        )
      }
    }
    console.log(
      "\n| the site's channel page (median) | CPU | glass to glass, after 8 s of play | bare hls.js | site / bare |",
    )
    console.log('|---|---|---|---|---|')
    for (const row of siteRows) {
      console.log(
        `| /${CHANNEL} | ${row.cpu} | ${ms(row.glass)} | ${ms(row.bare)} | ${ratio(row.glass, row.bare)} |`,
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

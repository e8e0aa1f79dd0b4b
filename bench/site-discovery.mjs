#!/usr/bin/env node
// The site's discovery pages, against the reference server serving the built site
// (`pnpm --filter @airwave/site build` first), in headless Debian chromium. Not part of the
// test command.
//
// - The main pages' Lighthouse scores, mobile (Lighthouse's default: a phone's screen, 4x CPU
//   slowdown, simulated slow 4G), performance and accessibility, median of BENCH_LH_RUNS runs:
//   the home page, a channel page, a video page and a community board (BENCH_LH_PAGES, comma
//   separated paths; the runs alternate page by page, so the machine's drift hits them alike).
//   Lighthouse is pinned at 12.8.2, the last line that runs on Node 20 (13 needs Node 22.19 or
//   later), and fetched by npx on the first run; it drives Debian's chromium (CHROME_PATH).
// - The video page's time to first frame (`/video/1`, the demo VOD): navigation start to the
//   first requestVideoFrameCallback of the page's `<video>`, each run in a fresh context (cold
//   cache), beside the ttff yardstick of bench/player-ttff.mjs, a bare hls.js page playing the
//   same VOD from its load, alternated run by run. Normal CPU and BENCH_THROTTLE x slower.
//
//   pnpm --filter @airwave/site build && node bench/site-discovery.mjs
//   BENCH_RUNS=5 BENCH_LH_RUNS=1 node bench/site-discovery.mjs
//   BENCH_LH_PAGES=/airwave/community BENCH_RUNS=0 node bench/site-discovery.mjs
import { join } from 'node:path'
import { launchChromium } from '../scripts/chromium.mjs'
import { LIGHTHOUSE, lighthouse, median, okAt, root, startAirwaveServer, until } from './lib.mjs'
import { bundlePages, servePages } from './player/pages.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 10)
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3)
const LH_PAGES = (process.env.BENCH_LH_PAGES ?? '/,/airwave,/video/1,/airwave/community').split(',')
const THROTTLE = Number(process.env.BENCH_THROTTLE ?? 4)
const VOD = 1

// Runs in the page before its scripts: the first frame of the first `<video>` the page makes.
function watchFirstFrame() {
  const watch = (video) => {
    video.requestVideoFrameCallback(() => {
      window.__firstFrameAt ??= performance.now()
    })
  }
  new MutationObserver(() => {
    const video = document.querySelector('video')
    if (video && !video.__watched) {
      video.__watched = true
      watch(video)
    }
  }).observe(document, { childList: true, subtree: true })
}

/** Milliseconds from navigation start to the first frame, in a fresh context. */
async function ttff(browser, url, { throttle, site }) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
    if (site) await page.addInitScript(watchFirstFrame)
    await page.goto(url)
    const read = site ? () => window.__firstFrameAt : () => window.aw?.firstFrameAt
    await page.waitForFunction(read, null, { timeout: 60_000 })
    return await page.evaluate(read)
  } finally {
    await context.close()
  }
}

async function main() {
  // Named, so a missing build fails at once rather than as a server answering the API only.
  const server = await startAirwaveServer({
    dataDirPrefix: 'airwave-discovery-',
    // BENCH_SITE_DIR: another build of the site (a copy kept to compare before and after).
    env: { AIRWAVE_SITE_DIR: process.env.BENCH_SITE_DIR ?? join(root, 'apps/site/dist') },
  })
  let pages
  let browser
  try {
    const files = await bundlePages(root)
    pages = await servePages(server.url, files)
    await until('the demo VOD', () => okAt(`${server.url}/media/vod/${VOD}/master.m3u8`))
    await until('the site', async () => {
      const response = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } })
      await response.arrayBuffer()
      return response.ok
    })
    const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a')

    const scores = new Map(LH_PAGES.map((path) => [path, []]))
    for (let run = 0; run < LH_RUNS; run++) {
      for (const path of LH_PAGES) {
        scores.get(path).push(await lighthouse(`${server.url}${path}`, run))
      }
    }
    console.log(
      `\n| page, Lighthouse ${LIGHTHOUSE.split('@')[1]} mobile (median of ${LH_RUNS}) | performance | accessibility | best practices | first paint | largest paint | blocking | layout shift | bytes |`,
    )
    console.log('|---|---|---|---|---|---|---|---|---|')
    for (const [path, runs] of scores) {
      const of = (key) => median(runs.map((score) => score[key]))
      console.log(
        `| ${path} | ${of('performance')} | ${of('accessibility')} | ${of('bestPractices')} | ${ms(of('fcp'))} | ${ms(of('lcp'))} | ${ms(of('tbt'))} | ${of('cls').toFixed(3)} | ${Math.round(of('bytes') / 1000)} kB |`,
      )
    }
    if (RUNS === 0) return

    browser = await launchChromium({ args: ['--autoplay-policy=no-user-gesture-required'] })
    const src = `/media/vod/${VOD}/master.m3u8`
    console.log(
      `\n| video page TTFF from page load (median of ${RUNS}) | CPU | /video/${VOD} | bare hls.js | site / bare |`,
    )
    console.log('|---|---|---|---|---|')
    for (const throttle of [1, THROTTLE]) {
      const site = []
      const bare = []
      // Alternate the pages run by run, so drift in the machine's load hits them alike.
      for (let run = 0; run < RUNS; run++) {
        site.push(await ttff(browser, `${server.url}/video/${VOD}`, { throttle, site: true }))
        bare.push(
          await ttff(browser, `${pages.url}/bare/?${new URLSearchParams({ src })}`, {
            throttle,
            site: false,
          }),
        )
      }
      const [a, b] = [median(site), median(bare)]
      console.log(
        `| /video/${VOD} | ${throttle > 1 ? `${throttle}x slower` : 'normal'} | ${ms(a)} | ${ms(b)} | ${(a / b).toFixed(2)} |`,
      )
    }
  } finally {
    await browser?.close()
    await pages?.close()
    await server.stop()
  }
}

await main()

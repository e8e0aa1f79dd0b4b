#!/usr/bin/env node
import { join } from 'node:path'
// The chat under load in headless Debian chromium: the kit's <Chat> (React's production build)
// given 1,000 messages a second for 10 s (bench/chat/page.tsx plays its socket; every message
// is parsed by the contract and batched by the SDK's chat room machine as a real one is), with
// the CPU throttled 4x as on a slow phone. Its calls go to the real server. Not part of the
// test command.
//
// Measured in the page over the 10 s: long tasks (PerformanceObserver), and frame times (the
// gaps between requestAnimationFrame callbacks). The yardstick, measured in the same run, is
// the same page with the chat open and no messages arriving: what the throttled browser does
// with nothing to do. Goal: no long task over 50 ms, and a p95 frame of at most 20 ms.
//
//   node bench/chat-render.mjs
//   BENCH_RUNS=5 BENCH_RATE=1000 BENCH_SECONDS=10 BENCH_THROTTLE=4 BENCH_SCALE=2 node bench/chat-render.mjs
import { build } from 'esbuild'
import { launchChromium } from '../scripts/chromium.mjs'
import { median, root, startAirwaveServer } from './lib.mjs'
import { servePages } from './player/pages.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const RATE = Number(process.env.BENCH_RATE ?? 1000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const THROTTLE = Number(process.env.BENCH_THROTTLE ?? 4)
const SCALE = Number(process.env.BENCH_SCALE ?? 2)

async function bundlePage() {
  const result = await build({
    entryPoints: { page: join(root, 'bench/chat/page.tsx') },
    bundle: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: 'chrome120',
    jsx: 'automatic',
    conditions: ['@airwave/source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    minify: true,
    write: false,
    outdir: '/chat',
    logLevel: 'error',
    // The site's dependencies: the kit's packages, React and react-dom, as an app has them.
    nodePaths: [join(root, 'apps/site/node_modules'), join(root, 'packages/react/node_modules')],
  })
  const files = new Map()
  for (const file of result.outputFiles) {
    files.set(`/chat/${file.path.split('/').pop()}`, {
      type: 'text/javascript',
      body: file.contents,
    })
  }
  files.set('/chat/', {
    type: 'text/html',
    body: '<!doctype html><html lang="en"><title>chat bench</title><body style="margin:0"><script type="module" src="/chat/page.js"></script></body></html>',
  })
  return files
}

/** One page: long tasks and frame gaps over `seconds`, fed at `rate` (0: the yardstick). */
async function measureOnce(browser, url, rate) {
  // A phone's screen: its pixel density (2) makes chromium scroll the chat on the compositor, as
  // on a phone; at 1, as on an old desktop screen, it repaints the whole log on every scroll.
  const context = await browser.newContext({
    viewport: { width: 400, height: 760 },
    deviceScaleFactor: SCALE,
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await page.goto(`${url}/chat/`)
    await page.waitForFunction(() => window.bench?.ready)
    await page.locator('.aw-chat[data-state="connected"]').waitFor({ timeout: 30_000 })
    await page.locator('.aw-chat-input').waitFor({ timeout: 30_000 })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
    const result = await page.evaluate(
      async ({ rate, seconds }) => {
        const longTasks = []
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) longTasks.push(entry.duration)
        })
        observer.observe({ type: 'longtask' })
        const frames = []
        let last = performance.now()
        let running = true
        const tick = (now) => {
          frames.push(now - last)
          last = now
          if (running) requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
        const sent = rate > 0 ? await window.bench.feed(rate, seconds) : 0
        if (rate === 0) await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
        // The last batch's flush and render fall inside the measure.
        await new Promise((resolve) => setTimeout(resolve, 500))
        running = false
        observer.disconnect()
        return { longTasks, frames: frames.slice(1), sent, rendered: window.bench.rendered() }
      },
      { rate, seconds: SECONDS },
    )
    const sorted = [...result.frames].sort((a, b) => a - b)
    const pick = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
    return {
      longest: Math.max(0, ...result.longTasks),
      longTasks: result.longTasks.length,
      p50: pick(0.5),
      p95: pick(0.95),
      p99: pick(0.99),
      frames: result.frames.length,
      sent: result.sent,
      rendered: result.rendered,
    }
  } finally {
    await context.close()
  }
}

async function main() {
  const server = await startAirwaveServer({ dataDirPrefix: 'airwave-chat-bench-' })
  let pages
  let browser
  try {
    pages = await servePages(server.url, await bundlePage())
    browser = await launchChromium()
    const results = { busy: [], idle: [] }
    for (let run = 0; run < RUNS; run++) {
      results.idle.push(await measureOnce(browser, pages.url, 0))
      results.busy.push(await measureOnce(browser, pages.url, RATE))
    }
    const of = (kind, key) => median(results[kind].map((r) => r[key]))
    const ms = (value) => `${value.toFixed(1)} ms`
    console.log(
      `<Chat> at ${RATE} messages/s for ${SECONDS} s, CPU ${THROTTLE}x slower, ${SCALE} device pixels a pixel, median of ${RUNS} runs\n`,
    )
    console.log(
      '| page | longest task | long tasks | frame p50 | frame p95 | frame p99 | frames | messages sent | entries on screen |',
    )
    console.log('|---|---|---|---|---|---|---|---|---|')
    for (const [kind, label] of [
      ['busy', `${RATE} messages/s`],
      ['idle', 'no messages (yardstick)'],
    ]) {
      console.log(
        `| ${label} | ${ms(of(kind, 'longest'))} | ${of(kind, 'longTasks')} | ${ms(of(kind, 'p50'))} | ${ms(of(kind, 'p95'))} | ${ms(of(kind, 'p99'))} | ${of(kind, 'frames')} | ${of(kind, 'sent')} | ${of(kind, 'rendered')} |`,
      )
    }
    console.log(
      `\np95 frame busy / idle: ${(of('busy', 'p95') / of('idle', 'p95')).toFixed(2)}; goal: no long task over 50 ms, p95 frame at most 20 ms`,
    )
  } finally {
    await browser?.close()
    await pages?.close()
    await server.stop()
  }
}

await main()

#!/usr/bin/env node
// A post with 5,000 comments, read to the end in headless Debian chromium: the built site
// (apps/site/dist) on the real server, the comment list loaded 10 at a time by its infinite
// scroll. Not part of the test command. Build the site first: pnpm --filter @airwave/site build
// The server is the server's own bench script (apps/server/scripts/commentsBenchServer.ts).
//
// Measured per run, in a fresh browser context:
//   - time to first comment: navigation start to the first comment row in the DOM;
//   - per page appended: the CPU the renderer spent in script, layout and style recalculation
//     between one append and the next (CDP Performance.getMetrics deltas), and the wall time
//     from the scroll that asks for the page to the page in the list;
//   - at the end: DOM nodes, comment rows in the DOM and used JS heap (after a garbage
//     collection).
// Figures are medians over the runs, per band of 50 pages (BENCH_BAND): if script or layout
// time per page grows with the rows already loaded, rendering only the visible rows pays.
// BENCH_SITE_DIR serves another build of the site, to compare with the code before a change.
//
// A page has arrived when the list's loaded count grows: its `data-loaded` attribute, or its
// number of rows for a list that renders every row (before windowing had the attribute). A
// windowed list keeps about the same number of rows in the DOM whatever it has loaded.
//
//   node bench/comments-scroll.mjs
//   BENCH_RUNS=5 BENCH_COMMENTS=2000 node bench/comments-scroll.mjs
//   BENCH_BAND=10 BENCH_SITE_DIR=/tmp/site-before node bench/comments-scroll.mjs
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchChromium } from '../scripts/chromium.mjs'

const here = fileURLToPath(import.meta.url)
const root = join(dirname(here), '..')

function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-')

/**
 * The server's own bench script (apps/server/scripts/commentsBenchServer.ts), run from the
 * server's folder under tsx: the demo data and a post with `total` comments. Answers its URL,
 * the post and how to stop it.
 */
async function startServer(total, siteDir) {
  const child = spawn(
    process.execPath,
    ['--conditions=@airwave/source', '--import', 'tsx', 'scripts/commentsBenchServer.ts'],
    {
      cwd: join(root, 'apps/server'),
      env: { ...process.env, COMMENTS: String(total), SITE_DIR: siteDir },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  )
  const ready = await new Promise((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
      const line = out.split('\n').find((l) => l.startsWith('{'))
      if (line) resolve(JSON.parse(line))
    })
    child.on('exit', (code) => reject(new Error(`the bench server exited (${code})`)))
  })
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve)
      child.stdin.end()
    })
  return { ...ready, stop }
}

/** Renderer CPU counters of the page, in ms, and its size. */
async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics')
  const value = (name) => list.find((metric) => metric.name === name)?.value ?? 0
  return {
    script: value('ScriptDuration') * 1000,
    layout: value('LayoutDuration') * 1000,
    style: value('RecalcStyleDuration') * 1000,
    nodes: value('Nodes'),
    heap: value('JSHeapUsedSize'),
  }
}

const ROWS = '.aw-comment-list > li'

async function run(browser, url, total) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  await page.goto(url)
  await page.locator(ROWS).first().waitFor({ timeout: 60_000 })
  const firstComment = await page.evaluate(() => performance.now())

  const pages = []
  let shown = await page.evaluate(() => {
    const list = document.querySelector('.aw-comment-list')
    return Number(list?.getAttribute('data-loaded') ?? list?.children.length ?? 0)
  })
  let before = await metrics(cdp)
  while (shown < total) {
    // Scroll to the end, then wait for the list's next page with a mutation observer: polling
    // the DOM would itself cost script time that grows with the list.
    const { wall, loaded } = await page.evaluate(
      (count) =>
        new Promise((resolve, reject) => {
          const list = document.querySelector('.aw-comment-list')
          if (!list) return reject(new Error('no comment list'))
          const loadedNow = () =>
            Number(list.getAttribute('data-loaded') ?? list.querySelectorAll(':scope > li').length)
          const asked = performance.now()
          const timer = setTimeout(() => reject(new Error(`no rows after ${count}`)), 30_000)
          const done = () => {
            clearTimeout(timer)
            observer.disconnect()
            resolve({ wall: performance.now() - asked, loaded: loadedNow() })
          }
          const observer = new MutationObserver(() => {
            if (loadedNow() > count) done()
          })
          observer.observe(list, { childList: true, attributeFilter: ['data-loaded'] })
          window.scrollTo(0, document.documentElement.scrollHeight)
        }),
      shown,
    )
    const after = await metrics(cdp)
    shown = loaded
    pages.push({
      shown,
      wall,
      script: after.script - before.script,
      layout: after.layout - before.layout,
      style: after.style - before.style,
    })
    before = after
  }
  const rows = await page.locator(ROWS).count()
  await cdp.send('HeapProfiler.collectGarbage')
  const end = await metrics(cdp)
  await context.close()
  return { firstComment, pages, rows, nodes: end.nodes, heapMb: end.heap / 2 ** 20 }
}

async function main() {
  const RUNS = Number(process.env.BENCH_RUNS ?? 3)
  const TOTAL = Number(process.env.BENCH_COMMENTS ?? 5000)
  const BAND = Number(process.env.BENCH_BAND ?? 50)
  const siteDir = process.env.BENCH_SITE_DIR ?? join(root, 'apps/site/dist')
  const started = Date.now()
  const server = await startServer(TOTAL, siteDir)
  console.log(`server with ${TOTAL} comments ready in ${Date.now() - started} ms`)
  const browser = await launchChromium()
  try {
    const url = `${server.url}/airwave/community/${server.postIdx}`
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      const result = await run(browser, url, TOTAL)
      const totalScript = result.pages.reduce((sum, p) => sum + p.script, 0)
      console.log(
        `run ${i + 1}: first comment ${ms(result.firstComment)} ms, ${result.pages.length} pages appended, ` +
          `script ${ms(totalScript)} ms in all, ${result.rows} rows and ${result.nodes} nodes in the DOM, ` +
          `${result.heapMb.toFixed(1)} MB heap`,
      )
      runs.push(result)
    }

    console.log(
      `\nComments scroll, ${TOTAL} comments, median of ${RUNS} runs (ms per page appended)`,
    )
    console.log(`time to first comment: ${ms(median(runs.map((r) => r.firstComment)))} ms`)
    console.log('| pages | rows loaded | script | layout | style | wall (scroll to page) |')
    console.log('|---|---|---|---|---|---|')
    const count = Math.max(...runs.map((r) => r.pages.length))
    for (let from = 0; from < count; from += BAND) {
      const band = (key) =>
        median(runs.map((r) => median(r.pages.slice(from, from + BAND).map((p) => p[key]))))
      const last = runs[0].pages[Math.min(count, from + BAND) - 1]?.shown ?? '-'
      console.log(
        `| ${from + 2}-${Math.min(count, from + BAND) + 1} | up to ${last} | ${ms(band('script'))} | ${ms(band('layout'))} | ${ms(band('style'))} | ${ms(band('wall'))} |`,
      )
    }
    console.log(`comment rows in the DOM at the end: ${median(runs.map((r) => r.rows))}`)
    console.log(`DOM nodes at the end: ${median(runs.map((r) => r.nodes))}`)
    console.log(`JS heap at the end (after GC): ${median(runs.map((r) => r.heapMb)).toFixed(1)} MB`)
  } finally {
    await browser.close()
    await server.stop()
  }
}

await main()

import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import axe from 'axe-core'
import { build } from 'esbuild'
import type { Browser, CDPSession, Page } from 'playwright-core'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { type FaultProxy, type LocalFile, startFaultProxy } from './faultProxy'
import type { HarnessApi, MountOptions } from './page'

const here = dirname(fileURLToPath(import.meta.url))

/**
 * Bundles the harness pages for the browser: `page.ts` (`<airwave-player>`, the player from its
 * workspace source) at `/`, and `reactPage.tsx` (the React component under StrictMode, on
 * React's development build) at `/react/`. hls.js and the provider stay separate chunks,
 * loaded on demand as in a real site.
 *
 * @example const files = await bundlePage() // '/', '/page.js', '/chunk-….js', '/react/'
 */
async function bundlePage(): Promise<Map<string, LocalFile>> {
  const bundle = (entry: string, mode: string) =>
    build({
      entryPoints: { page: join(here, entry) },
      bundle: true,
      format: 'esm',
      splitting: true,
      platform: 'browser',
      target: 'chrome120',
      conditions: ['@airwave/source'],
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
      outdir: '/page',
      write: false,
      logLevel: 'error',
    })
  const [plain, react] = await Promise.all([
    bundle('page.ts', 'production'),
    bundle('reactPage.tsx', 'development'),
  ])
  const files = new Map<string, LocalFile>()
  const html = (script: string) => ({
    type: 'text/html',
    body: `<!doctype html><html lang="en"><title>player e2e</title><body><script type="module" src="${script}"></script></body></html>`,
  })
  for (const file of plain.outputFiles) {
    files.set(`/${basename(file.path)}`, { type: 'text/javascript', body: file.contents })
  }
  for (const file of react.outputFiles) {
    files.set(`/react/${basename(file.path)}`, { type: 'text/javascript', body: file.contents })
  }
  files.set('/', html('/page.js'))
  files.set('/react/', html('/react/page.js'))
  return files
}

export interface Harness {
  browser: Browser
  proxy: FaultProxy
  close(): Promise<void>
}

/**
 * The page and the media on one origin: a fault proxy in front of the real server that also
 * serves the bundled page; and Debian's chromium.
 *
 * @example const harness = await startHarness(server.url)
 */
export async function startHarness(serverUrl: string): Promise<Harness> {
  const [files, browser] = await Promise.all([bundlePage(), launchChromium()])
  const proxy = await startFaultProxy(serverUrl, (path) => files.get(path))
  return {
    browser,
    proxy,
    close: async () => {
      await browser.close()
      await proxy.close()
    },
  }
}

export interface PlayerPage {
  page: Page
  cdp: CDPSession
  /** Main-frame navigations after the first load: a recovery must never reload the page. */
  navigations: () => number
  /** Uncaught errors of the page. */
  errors: string[]
  /** The page's `window.aw` at this moment (plain data). */
  read<T>(pick: (aw: HarnessApi) => T): Promise<T>
}

/**
 * Opens the harness page in a fresh context and mounts the player on `src` (a path on the proxy).
 *
 * @example const { page } = await openPlayer(harness, { src: '/media/vod/1/master.m3u8' })
 */
export async function openPlayer(harness: Harness, options: MountOptions): Promise<PlayerPage> {
  const context = await harness.browser.newContext({ viewport: { width: 800, height: 480 } })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const cdp = await context.newCDPSession(page)
  await page.goto(`${harness.proxy.url}/`)
  await page.waitForFunction(() => 'aw' in window)
  let navigations = 0
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1
  })
  await page.evaluate((mount) => window.aw.mount(mount), options)
  return {
    page,
    cdp,
    navigations: () => navigations,
    errors,
    read: (pick) => page.evaluate(`(${pick.toString()})(window.aw)`),
  }
}

/** Resolves once the video's playhead is past `seconds` (polled on animation frames). */
export async function playedPast(page: Page, seconds: number, timeout = 30_000): Promise<number> {
  const handle = await page.waitForFunction(
    (s) => window.aw.video().currentTime > s && window.aw.video().currentTime,
    seconds,
    { timeout },
  )
  return (await handle.jsonValue()) as number
}

/** Serious and critical axe violations of the page as it is now (shadow roots included). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source)
  // The page's own axe (the script just added), not this file's import.
  return page.evaluate(async () => {
    const { axe: pageAxe } = window as unknown as { axe: typeof axe }
    const result = await pageAxe.run()
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id)
  })
}

// What the benchmarks share: medians, free ports, waiting for a condition, the reference server
// started as `npm start` starts it, from source, over a fresh data directory, and Lighthouse.
import { execFile, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { CHROMIUM_PATH } from '../scripts/chromium.mjs'

/** The repository's root. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * The median of the finite values (NaN when there are none).
 *
 * @param {number[]} values
 * @example median([3, 1, 2]) // 2
 */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * A port free on 127.0.0.1 now.
 *
 * @returns {Promise<number>}
 * @example const port = await freePort()
 */
export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/**
 * Resolves once `probe` answers truthy, asking every 250 ms; throws after `ms`.
 *
 * @param {string} what named in the error
 * @param {() => Promise<unknown>} probe
 * @example await until('the server', async () => (await fetch(url)).ok)
 */
export async function until(what, probe, ms = 180_000) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`timed out waiting for ${what}`)
}

/** Whether `url` answers 2xx (its body read, so the connection is free again). */
export async function okAt(url) {
  const response = await fetch(url)
  await response.arrayBuffer()
  return response.ok
}

/**
 * Stops a child process: SIGTERM, then SIGKILL after 10 s.
 *
 * @param {import('node:child_process').ChildProcess} child
 */
export async function stopProcess(child) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
  if (child.exitCode === null) child.kill('SIGKILL')
}

/**
 * The reference server from source on free ports (HTTP and RTMP) over a fresh data directory
 * with the demo data, ready (`/healthz` answers). `command` prefixes the node command (e.g.
 * `['taskset', '-c', '0']`: exec'd, so the child's pid is the server's).
 *
 * @param {{ env?: Record<string, string>, command?: string[], dataDirPrefix?: string }} [options]
 * @returns {Promise<{ url: string, pid: number, stop(): Promise<void> }>}
 * @example const server = await startAirwaveServer({ env: { AIRWAVE_WRITE_RATE_LIMITS: '0' } })
 */
export async function startAirwaveServer(options = {}) {
  const [port, rtmpPort] = [await freePort(), await freePort()]
  const dataDir = mkdtempSync(join(tmpdir(), options.dataDirPrefix ?? 'airwave-bench-'))
  const [program, ...prefix] = [...(options.command ?? []), process.execPath]
  const child = spawn(
    program,
    [...prefix, '--conditions=@airwave/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: join(root, 'apps/server'),
      env: {
        ...process.env,
        PORT: String(port),
        RTMP_PORT: String(rtmpPort),
        AIRWAVE_DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    await stopProcess(child)
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await until('the server', () => okAt(`${url}/healthz`))
  } catch (error) {
    await stop()
    throw error
  }
  return { url, pid: child.pid, stop }
}

/** Lighthouse's last line that runs on Node 20 (13 needs Node 22.19 or later), fetched by npx. */
export const LIGHTHOUSE = 'lighthouse@12.8.2'

/**
 * One Lighthouse run of `url`, mobile (its default: a phone's screen, 4x CPU slowdown, simulated
 * slow 4G), in Debian's chromium: the category scores out of 100 and the main metrics.
 *
 * @param {string} url
 * @param {number} run the run's number, for the report's file and messages
 * @example const { performance, lcp } = await lighthouse('http://127.0.0.1:4000/', 1)
 */
export async function lighthouse(url, run) {
  const output = join(tmpdir(), `airwave-lighthouse-${process.pid}-${run}.json`)
  try {
    // Lighthouse exits non-zero on a page load error, with the report written: read it anyway.
    await promisify(execFile)(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        url,
        '--quiet',
        '--only-categories=performance,accessibility,best-practices',
        '--output=json',
        `--output-path=${output}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 1 << 26 },
    ).catch(() => undefined)
    const report = JSON.parse(readFileSync(output, 'utf8'))
    if (report.runtimeError) console.log(`Lighthouse run ${run}: ${report.runtimeError.code}`)
    const score = (id) => Math.round((report.categories[id]?.score ?? Number.NaN) * 100)
    const metric = (id) => report.audits[id]?.numericValue ?? Number.NaN
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      bytes: metric('total-byte-weight'),
    }
  } finally {
    rmSync(output, { force: true })
  }
}

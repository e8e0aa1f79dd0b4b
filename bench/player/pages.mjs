// The two pages the TTFF benchmark compares, on the media's origin: the player e2e harness page
// (`<airwave-player>`, hls.js loaded on demand) and a bare hls.js page (hls.js in the bundle, its
// default config), both recording the same marks.
import http from 'node:http'
import { join } from 'node:path'
import { build } from 'esbuild'

const BARE_PAGE = `
import Hls from 'hls.js'
import { clockLatency } from './clockBar'

const state = { loadId: 'bare', frames: 0, events: [], faults: [], calls: [], latencies: [] }
let video
const countFrames = (readClock) => {
  video.requestVideoFrameCallback(() => {
    state.firstFrameAt ??= performance.now()
    state.frames += 1
    if (readClock && state.frames % 10 === 1) {
      const latency = clockLatency(video)
      if (latency !== undefined) state.latencies.push(latency)
    }
    countFrames(readClock)
  })
}
window.aw = Object.assign(state, {
  mount(options) {
    video = document.createElement('video')
    video.muted = true
    video.playsInline = true
    video.style.cssText = 'display:block;width:640px;height:360px'
    document.body.append(video)
    const hls = new Hls()
    hls.on(Hls.Events.FRAG_LOADED, () => {
      if (options.live) state.events.push({ type: 'latency', detail: { latency: hls.latency }, at: performance.now() })
    })
    state.mountAt = performance.now()
    hls.loadSource(options.src)
    hls.attachMedia(video)
    video.play().catch(() => {})
    countFrames(options.readClock ?? false)
  },
  video: () => video,
})
const auto = new URLSearchParams(location.search)
if (auto.get('src')) window.aw.mount({ src: auto.get('src'), live: auto.has('live'), readClock: auto.has('clock') })
`

/**
 * Bundles both pages. Returns the files to serve by path: `/airwave/…`, `/airwave-preload/`
 * and `/bare/…`.
 *
 * @param {string} root the repository root
 */
export async function bundlePages(root) {
  const harness = join(root, 'e2e/src/player')
  const common = {
    bundle: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: 'chrome120',
    conditions: ['@airwave/source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    minify: true,
    write: false,
    logLevel: 'error',
    // hls.js is the player's dependency; the bare page takes the very same copy.
    nodePaths: [join(root, 'packages/player/node_modules')],
  }
  const [airwave, bare] = await Promise.all([
    build({ ...common, entryPoints: { page: join(harness, 'page.ts') }, outdir: '/airwave' }),
    build({
      ...common,
      stdin: { contents: BARE_PAGE, resolveDir: harness, loader: 'ts', sourcefile: 'bare.ts' },
      outdir: '/bare',
    }),
  ])
  const files = new Map()
  for (const [name, result, entry] of [
    ['airwave', airwave, 'page.js'],
    ['bare', bare, 'stdin.js'],
  ]) {
    for (const file of result.outputFiles) {
      const base = file.path.split('/').pop()
      files.set(`/${name}/${base}`, { type: 'text/javascript', body: file.contents })
    }
    files.set(`/${name}/`, {
      type: 'text/html',
      body: `<!doctype html><html lang="en"><title>${name}</title><body><script type="module" src="/${name}/${entry}"></script></body></html>`,
    })
  }
  // The player with the chunks it imports on demand (provider, light hls.js) preloaded: what is
  // left of its TTFF gap once the on-demand loading is out of it.
  const preload = airwave.outputFiles
    .map((file) => file.path.split('/').pop())
    .filter((base) => base !== 'page.js' && !/^hls-/.test(base))
    .map((base) => `<link rel="modulepreload" href="/airwave/${base}">`)
    .join('')
  files.set('/airwave-preload/', {
    type: 'text/html',
    body: `<!doctype html><html lang="en"><title>airwave, preloaded</title>${preload}<body><script type="module" src="/airwave/page.js"></script></body></html>`,
  })
  return files
}

/**
 * Serves `files` and forwards everything else to `target`, so pages and media share an origin.
 *
 * @param {string} target
 * @param {Map<string, { type: string, body: string | Uint8Array }>} files
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function servePages(target, files) {
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/'
    const file = files.get(path.split('?')[0])
    if (file) {
      response.writeHead(200, { 'content-type': file.type }).end(file.body)
      return
    }
    const upstream = http.request(`${target}${path}`, { headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(response)
    })
    upstream.on('error', () => response.writeHead(502).end())
    upstream.end()
  })
  server.keepAliveTimeout = 1000
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

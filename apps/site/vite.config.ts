import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin, type ProxyOptions } from 'vite'
import { API_SEGMENTS } from './src/app/apiSegments'

/** Text files worth compressing; smaller ones gain less than a header costs. */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/
const MIN_BYTES = 1024

/**
 * Writes each built text file's brotli (`.br`) and gzip (`.gz`) twin, at their best levels, once
 * at build time: the reference server sends them to browsers that accept them (about a third of
 * the bytes), without compressing on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'airwave-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    writeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
      for (const name of files.filter((file) => COMPRESSIBLE.test(file))) {
        const path = join(outDir, name)
        const content = readFileSync(path)
        if (content.length < MIN_BYTES) continue
        const brotli = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY }
        writeFileSync(`${path}.br`, brotliCompressSync(content, { params: brotli }))
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }))
      }
    },
  }
}

const server = process.env.AIRWAVE_API_URL ?? 'http://127.0.0.1:4000'

/**
 * The dev server is the site: its own calls reach the API as the built site's do, from the
 * server's origin. Without this the server reads the dev origin as a partner's page and keeps
 * the session in an embed's partitioned cookie, which a reload then doesn't read: signed out.
 * A call from any other origin goes on with its own Origin, judged as the server judges it.
 */
const api: ProxyOptions = {
  target: server,
  changeOrigin: true,
  configure(proxy) {
    proxy.on('proxyReq', (proxied, incoming) => {
      if (incoming.headers.origin === `http://${incoming.headers.host}`) {
        proxied.setHeader('origin', new URL(server).origin)
      }
    })
  },
}

export default defineConfig({
  plugins: [react(), precompress()],
  // The kit's packages resolve to their TypeScript source (the workspace's `@airwave/source`
  // condition), so the site builds without building the libraries first.
  resolve: { conditions: ['@airwave/source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The SDK's contract and core in one chunk. Chosen: left to the automatic split,
            // every set of routes sharing some schemas made a chunk of its own, and the home
            // page's script asked for 53 chunks of about 1.5 kB before it could render, a
            // round trip each on a phone's network. Together, the home page loads 22 scripts
            // instead of 75 and fewer bytes (187 kB against 207 kB), every main page likewise.
            // The SDK declares no side effects, so its modules' order in a chunk is free.
            { name: 'sdk-contract', test: /packages[\\/]sdk[\\/]src[\\/](contract|core)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // Everything the reference server answers (npm start, port 4000). Whole first segments
      // only: a channel called `members` is a page, not `/member`.
      [`^/(${API_SEGMENTS.join('|')})(/|\\?|$)`]: api,
      // The real-time socket (chat, live status) upgrades to a WebSocket on the server's port.
      '/socket.io/': { target: server, ws: true },
    },
  },
})

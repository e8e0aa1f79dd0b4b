import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'

const WORKER = 'mockServiceWorker.js'

/**
 * Serves MSW's service worker at `/mockServiceWorker.js` (dev server, Vitest's browser server)
 * and emits it into the build, straight from the installed `msw`: no generated copy to commit,
 * and the worker always matches the library's version.
 */
export function mswWorker(): Plugin {
  const file = createRequire(import.meta.url).resolve(`msw/${WORKER}`)
  return {
    name: 'airwave:msw-worker',
    configureServer(server) {
      server.middlewares.use(`/${WORKER}`, (_request, response, next) => {
        readFile(file).then((source) => {
          response.setHeader('content-type', 'text/javascript')
          response.end(source)
        }, next)
      })
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER, source: await readFile(file) })
    },
  }
}

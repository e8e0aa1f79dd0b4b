import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createClient } from '@airwave/sdk'
import { accountEndpoints } from '@airwave/sdk/account'
import { embedEndpoints } from '@airwave/sdk/embed'

// What the embed's browser flows share: third-party pages on origins of their own (a partner
// the channel lists, a stranger it does not).

const PASSWORD = 'Airwave!2026'

/** A page server of the test's own, on 127.0.0.1 at a random port, reached as `localhost`. */
export interface PageServer {
  /** `http://localhost:{port}`: another site than the platform's `127.0.0.1`. */
  url: string
  /** `localhost:{port}`, what the allow-list names. */
  host: string
  close(): void
}

/** Serves `pages[path]` as HTML; anything else is a 404. */
export async function servePages(pages: Record<string, string>): Promise<PageServer> {
  const server: Server = createServer((request, response) => {
    const page = pages[(request.url ?? '/').split('?')[0] ?? '/']
    if (page === undefined) {
      response.statusCode = 404
      return response.end()
    }
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.end(page)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://localhost:${port}`, host: `localhost:${port}`, close: () => server.close() }
}

/** A partner's article with the embed's two lines (and more elements), and a listener. */
export function partnerPage(site: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner news</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:16px/1.5 system-ui;margin:24px auto;max-width:720px;padding:0 16px}airwave-player,airwave-community{margin:16px 0}</style>
<script src="${site}/embed.js" async></script>
</head><body><main><h1>Partner news</h1><p>Our article, with the stream below.</p>
${body}
</main>
<script>
window.events = []
window.foreignDone = false
addEventListener('message', (e) => {
  if (e.data && e.data.foreignDone) window.foreignDone = true
  if (e.data && e.data.source === 'airwave-embed' && e.data.event) {
    window.events.push({ origin: e.origin, event: e.data.event, target: e.data.target, detail: e.data.detail })
  }
})
</script></body></html>`
}

/**
 * A stranger's frame inside the partner's page: told `go`, it sends the embed's commands to its
 * parent and to every other frame of it, then says it is done.
 */
export const attackPage = `<!doctype html><title>stranger</title><script>
addEventListener('message', (e) => {
  if (e.data !== 'go') return
  const pause = { source: 'airwave-embed', command: 'pause', target: 'vod' }
  parent.postMessage(pause, '*')
  for (let i = 0; i < parent.frames.length; i++) {
    if (parent.frames[i] !== window) parent.frames[i].postMessage(pause, '*')
  }
  parent.postMessage({ foreignDone: true }, '*')
})
</script>`

/**
 * The embed calls of a demo account, signed in over the API.
 *
 * @example const streamer = await embedClientAs(site.url, 'streamer@airwave.test')
 */
export async function embedClientAs(baseUrl: string, email: string) {
  const anonymous = createClient({ baseUrl, endpoints: { account: accountEndpoints } })
  const { accessToken } = await anonymous.account.signIn({ email, password: PASSWORD })
  const signed: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set('authorization', `Bearer ${accessToken}`)
    return fetch(input, { ...init, headers })
  }
  return {
    token: accessToken,
    client: createClient({ baseUrl, endpoints: { embed: embedEndpoints }, fetch: signed }),
  }
}

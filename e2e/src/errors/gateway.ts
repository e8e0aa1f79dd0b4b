import { existsSync, readFileSync, statSync } from 'node:fs'
import http from 'node:http'
import { connect, type Socket } from 'node:net'
import { extname, join, normalize } from 'node:path'

/** A gateway in front of the server, as a host or a CDN puts one: `url` is the page's origin. */
export interface Gateway {
  url: string
  close(): Promise<void>
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
}

// The built site's own file for a path, if it has one (the assets a CDN keeps serving).
function siteFile(siteDir: string, pathname: string): string | undefined {
  const path = join(siteDir, normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, ''))
  return path.startsWith(siteDir) && existsSync(path) && statSync(path).isFile() ? path : undefined
}

/**
 * Forwards every request and websocket to the server at `target`. While nothing answers there,
 * it does what a gateway in front of a down server does: the site's pages and assets still load
 * (from `siteDir`, as from a CDN) and every other call is answered 502 Bad Gateway; a websocket
 * is refused.
 *
 * @example
 * const gateway = await startGateway(server.url, SITE_DIST)
 * await page.goto(`${gateway.url}/airwave/community`)
 */
export async function startGateway(target: string, siteDir: string): Promise<Gateway> {
  const { hostname, port } = new URL(target)
  const open = new Set<Socket>()
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      { host: hostname, port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    upstream.on('error', () => {
      if (response.headersSent) {
        response.destroy()
        return
      }
      const pathname = new URL(request.url ?? '/', 'http://gateway').pathname
      const file = request.method === 'GET' ? siteFile(siteDir, pathname) : undefined
      const page = request.headers.accept?.includes('text/html') ? join(siteDir, 'index.html') : ''
      const served = file ?? page
      if (served) {
        response.writeHead(200, { 'content-type': TYPES[extname(served)] ?? 'text/plain' })
        response.end(readFileSync(served))
      } else {
        response.writeHead(502, { 'content-type': 'text/html' })
        response.end('<html><body>502 Bad Gateway</body></html>')
      }
    })
    request.pipe(upstream)
  })
  server.on('upgrade', (request, client: Socket, head) => {
    const upstream = connect(Number(port), hostname)
    open.add(client)
    open.add(upstream)
    const drop = () => {
      client.destroy()
      upstream.destroy()
      open.delete(client)
      open.delete(upstream)
    }
    upstream.on('connect', () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`]
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`)
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`)
      if (head.length > 0) upstream.write(head)
      upstream.pipe(client)
      client.pipe(upstream)
    })
    upstream.on('error', drop)
    upstream.on('close', drop)
    client.on('error', drop)
    client.on('close', drop)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const gatewayPort = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${gatewayPort}`,
    async close() {
      for (const socket of open) socket.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

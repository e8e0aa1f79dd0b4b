import { EventEmitter } from 'node:events'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import net, { type Socket } from 'node:net'

/** What a rule does to a request it matches. */
type Fault =
  | { kind: 'status'; status: number }
  /** Holds the response for `ms` (or until {@link FaultProxy.release}), then forwards it. */
  | { kind: 'stall'; ms?: number }
  /** Answers 200 with bytes no demuxer understands. */
  | { kind: 'garbage' }

interface FaultRule {
  /** Matched against the path and query of the request. */
  match: RegExp
  fault: Fault
  /** How many matching requests it applies to; unlimited when absent. */
  times?: number
}

/** One request that went through the proxy, as the browser saw it answered. */
interface ProxiedRequest {
  path: string
  status: number
  /** The rule's fault, when one applied. */
  fault?: Fault['kind']
  at: number
}

/** Bytes served by the proxy itself (the harness page and its scripts). */
export type LocalFile = { type: string; body: string | Uint8Array }

export interface FaultProxy {
  url: string
  /** Adds a rule; the newest rule that matches wins. */
  add(rule: FaultRule): void
  /** Drops every rule (requests in a stall stay held until released). */
  clear(): void
  /** Lets every held response go on. */
  release(): void
  /** Refuses connections and cuts the open ones, like a network that went away. */
  cut(): void
  restore(): void
  readonly log: readonly ProxiedRequest[]
  /** Resolves with the first logged request (past or future) that satisfies `test`. */
  waitFor(test: (request: ProxiedRequest) => boolean, ms?: number): Promise<ProxiedRequest>
  close(): Promise<void>
}

const GARBAGE = new Uint8Array(188 * 64).fill(0x5a)

/**
 * An HTTP proxy in front of the media server that injects faults per request: error statuses,
 * held responses and undecodable bodies, by path, a given number of times; and a network cut
 * (connections refused and the open ones reset). `local` answers some paths itself, so the page
 * and its media share one origin.
 *
 * @example
 * const proxy = await startFaultProxy(server.url)
 * proxy.add({ match: /seg_00003\.ts$/, fault: { kind: 'status', status: 500 }, times: 2 })
 */
export async function startFaultProxy(
  target: string,
  local: (path: string) => LocalFile | undefined = () => undefined,
): Promise<FaultProxy> {
  const rules: { rule: FaultRule; left: number }[] = []
  const log: ProxiedRequest[] = []
  const logged = new EventEmitter()
  const held = new Set<(drop?: boolean) => void>()
  const sockets = new Set<Socket>()
  let cut = false

  const record = (entry: ProxiedRequest) => {
    log.push(entry)
    logged.emit('request', entry)
  }

  const forward = (request: IncomingMessage, response: ServerResponse, path: string) => {
    const upstream = http.request(
      `${target}${path}`,
      { method: request.method, headers: { ...request.headers, host: new URL(target).host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
        record({ path, status: answer.statusCode ?? 502, at: Date.now() })
      },
    )
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502).end()
      record({ path, status: 502, at: Date.now() })
    })
    request.pipe(upstream)
  }

  const server = http.createServer((request, response) => {
    const path = request.url ?? '/'
    const file = local(path.split('?')[0] ?? path)
    if (file) {
      response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' })
      response.end(file.body)
      return
    }
    const found = [...rules].reverse().find(({ rule, left }) => left > 0 && rule.match.test(path))
    if (!found) return forward(request, response, path)
    found.left -= 1
    const { fault } = found.rule
    if (fault.kind === 'status') {
      response.writeHead(fault.status, { 'content-type': 'text/plain' }).end('injected fault')
      record({ path, status: fault.status, fault: 'status', at: Date.now() })
    } else if (fault.kind === 'garbage') {
      response.writeHead(200, { 'content-type': 'video/mp2t' }).end(GARBAGE)
      record({ path, status: 200, fault: 'garbage', at: Date.now() })
    } else {
      record({ path, status: 0, fault: 'stall', at: Date.now() })
      const timer = fault.ms === undefined ? undefined : setTimeout(() => go(), fault.ms)
      const go = (drop = false) => {
        held.delete(go)
        clearTimeout(timer)
        if (!drop && !response.destroyed) forward(request, response, path)
      }
      held.add(go)
    }
  })
  // The socket's WebSocket upgrade goes straight through (its TCP socket is cut with the rest).
  server.on('upgrade', (request, socket, head) => {
    const { hostname, port: targetPort } = new URL(target)
    const upstream = net.connect(Number(targetPort), hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`]
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`)
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`)
      upstream.write(head)
      upstream.pipe(socket).pipe(upstream)
    })
    upstream.on('error', () => socket.destroy())
    socket.on('error', () => upstream.destroy())
    socket.on('close', () => upstream.destroy())
  })
  server.on('connection', (socket) => {
    if (cut) {
      socket.destroy()
      return
    }
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0

  return {
    url: `http://127.0.0.1:${port}`,
    log,
    add: (rule) => {
      rules.push({ rule, left: rule.times ?? Number.POSITIVE_INFINITY })
    },
    clear: () => {
      rules.length = 0
    },
    release: () => {
      for (const go of [...held]) go()
    },
    cut: () => {
      cut = true
      for (const socket of sockets) socket.destroy()
    },
    restore: () => {
      cut = false
    },
    waitFor: (test, ms = 30_000) => {
      const seen = log.find(test)
      if (seen) return Promise.resolve(seen)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          logged.off('request', listener)
          reject(new Error(`no matching request through the proxy within ${ms} ms`))
        }, ms)
        const listener = (entry: ProxiedRequest) => {
          if (!test(entry)) return
          clearTimeout(timer)
          logged.off('request', listener)
          resolve(entry)
        }
        logged.on('request', listener)
      })
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const go of [...held]) go(true)
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

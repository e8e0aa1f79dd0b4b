import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../logger'
import { startTestServer } from '../testing/testServer'

interface LogLine {
  level: number
  msg: string
}

function memoryLog() {
  const lines: LogLine[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n')) if (text) lines.push(JSON.parse(text))
      done()
    },
  })
  return { lines, logger: createLogger('info', sink) }
}

const INFO = 30
const ERROR = 50

async function requestTwice(production: boolean) {
  const { lines, logger } = memoryLog()
  const server = await startTestServer({
    logger,
    config: { production },
    extend(app) {
      app.get('/test/broken', async () => {
        throw new Error('boom')
      })
      app.get('/test/later', async (_request, reply) =>
        reply.code(503).header('retry-after', 1).send({ status: 'starting' }),
      )
    },
  })
  try {
    expect((await fetch(`${server.url}/member/unregister/reason`)).status).toBe(200)
    expect((await fetch(`${server.url}/test/broken`)).status).toBe(500)
    expect((await fetch(`${server.url}/test/later`)).status).toBe(503)
  } finally {
    await server.stop()
  }
  return lines
}

describe('request logs', () => {
  it('leave successful requests and announced 503s out of the info log in development, and keep failures', async () => {
    const lines = await requestTwice(false)
    expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([])
    expect(lines.filter((l) => l.msg === 'request completed')).toEqual([])
    const failures = lines.filter((l) => l.level >= ERROR)
    // The thrown error (its own line, with the stack) and the failed request; not the 503.
    expect(failures.map((l) => l.msg)).toEqual(['unexpected error', 'request failed'])
  })

  it('keep request lines at info in production, for access logs', async () => {
    const lines = await requestTwice(true)
    expect(lines.filter((l) => l.msg === 'request completed' && l.level === INFO)).toHaveLength(3)
    expect(lines.filter((l) => l.msg === 'incoming request' && l.level === INFO)).toHaveLength(3)
  })
})

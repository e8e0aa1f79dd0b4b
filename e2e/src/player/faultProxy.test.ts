import http from 'node:http'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type FaultProxy, startFaultProxy } from './faultProxy'

let upstream: http.Server
let proxy: FaultProxy

beforeEach(async () => {
  upstream = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' }).end(`upstream ${request.url}`)
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const address = upstream.address()
  const port = typeof address === 'object' && address ? address.port : 0
  proxy = await startFaultProxy(`http://127.0.0.1:${port}`, (path) =>
    path === '/' ? { type: 'text/html', body: '<p>page</p>' } : undefined,
  )
})

afterEach(async () => {
  await proxy.close()
  await new Promise((resolve) => upstream.close(resolve))
})

const get = async (path: string) => {
  const response = await fetch(`${proxy.url}${path}`)
  return { status: response.status, body: await response.text() }
}

describe('startFaultProxy', () => {
  it('forwards requests no rule matches, and serves local files itself', async () => {
    expect(await get('/media/a.ts?x=1')).toEqual({ status: 200, body: 'upstream /media/a.ts?x=1' })
    expect(await get('/')).toEqual({ status: 200, body: '<p>page</p>' })
    expect(proxy.log.map((entry) => [entry.path, entry.status])).toEqual([['/media/a.ts?x=1', 200]])
  })

  it('answers a status the given number of times, then forwards again', async () => {
    proxy.add({ match: /seg_00002\.ts$/, fault: { kind: 'status', status: 500 }, times: 2 })
    expect((await get('/seg_00002.ts')).status).toBe(500)
    expect((await get('/seg_00001.ts')).status).toBe(200)
    expect((await get('/seg_00002.ts')).status).toBe(500)
    expect(await get('/seg_00002.ts')).toEqual({ status: 200, body: 'upstream /seg_00002.ts' })
    expect(proxy.log.filter((entry) => entry.fault === 'status')).toHaveLength(2)
  })

  it('lets the newest matching rule win, and clear() drops them all', async () => {
    proxy.add({ match: /\.ts$/, fault: { kind: 'status', status: 500 } })
    proxy.add({ match: /seg_00003\.ts$/, fault: { kind: 'status', status: 404 } })
    expect((await get('/seg_00003.ts')).status).toBe(404)
    expect((await get('/seg_00004.ts')).status).toBe(500)
    proxy.clear()
    expect((await get('/seg_00003.ts')).status).toBe(200)
  })

  it('answers undecodable bytes with 200', async () => {
    proxy.add({ match: /seg/, fault: { kind: 'garbage' } })
    const response = await fetch(`${proxy.url}/seg_00001.ts`)
    expect(response.status).toBe(200)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(bytes.length).toBeGreaterThan(0)
    expect(bytes[0]).not.toBe(0x47)
  })

  it('holds a stalled response until released', async () => {
    proxy.add({ match: /seg/, fault: { kind: 'stall' }, times: 1 })
    let answered = false
    const pending = get('/seg_00001.ts').then((answer) => {
      answered = true
      return answer
    })
    await proxy.waitFor((entry) => entry.fault === 'stall')
    // A forwarded request completes well within the time the stalled one stays held.
    expect((await get('/other')).status).toBe(200)
    expect(answered).toBe(false)
    proxy.release()
    expect(await pending).toEqual({ status: 200, body: 'upstream /seg_00001.ts' })
  })

  it('releases a timed stall by itself', async () => {
    proxy.add({ match: /seg/, fault: { kind: 'stall', ms: 200 } })
    const started = Date.now()
    expect((await get('/seg_00001.ts')).status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
  })

  it('refuses connections while cut, and forwards again once restored', async () => {
    proxy.cut()
    await expect(fetch(`${proxy.url}/seg_00001.ts`)).rejects.toThrow()
    proxy.restore()
    expect((await get('/seg_00001.ts')).status).toBe(200)
  })

  it('waitFor resolves with a request logged later', async () => {
    const waiting = proxy.waitFor((entry) => entry.path === '/late')
    await get('/late')
    await expect(waiting).resolves.toMatchObject({ path: '/late', status: 200 })
    await expect(proxy.waitFor((entry) => entry.path === '/never', 50)).rejects.toThrow(
      /no matching request/,
    )
  })
})

// @vitest-environment jsdom
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import type { UploadProgress } from './request'
import { createTransport } from './transport'

// A real server on 127.0.0.1 that counts the bytes it receives, so that the progress the
// browser's XMLHttpRequest (jsdom's here) reports is checked against what was really sent.
let server: Server
let base = ''
const received: number[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    let bytes = 0
    request.on('data', (chunk: Buffer) => {
      bytes += chunk.length
    })
    request.on('end', () => {
      received.push(bytes)
      response.setHeader('access-control-allow-origin', '*')
      response.setHeader('access-control-allow-headers', '*')
      if (request.method === 'OPTIONS') return response.end()
      const fail = request.url?.includes('fail')
      response.statusCode = fail ? 400 : 200
      response.setHeader('content-type', 'application/json')
      response.end(
        JSON.stringify(
          fail
            ? { statusCode: 400, code: 'FILE_TYPE_NOT_ALLOWED', message: 'Only images' }
            : { statusCode: 200, message: 'OK', data: { bytes } },
        ),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const form = (size: number) => {
  const data = new FormData()
  data.append('files', new Blob([new Uint8Array(size)], { type: 'image/png' }), 'a.png')
  return data
}

const upload = (path: string, body: FormData, onUploadProgress: (p: UploadProgress) => void) =>
  createTransport({ baseUrl: base }).request<{ bytes: number }>({
    method: 'POST',
    path,
    body,
    answer: z.object({ bytes: z.number() }),
    auth: 'none',
    options: { onUploadProgress },
  })

// jsdom reports no upload progress for a FormData body (it knows no length); the browser flow
// of the post composer (e2e) checks the progress itself, on a throttled connection.
describe('an upload with progress (XMLHttpRequest)', () => {
  it('sends the whole body and answers as fetch does', async () => {
    const seen: UploadProgress[] = []
    const answer = await upload('/upload', form(256 * 1024), (progress) => seen.push(progress))
    expect(answer.bytes).toBeGreaterThan(256 * 1024)
    expect(received.at(-1)).toBe(answer.bytes)
    for (const progress of seen) expect(progress.loaded).toBeLessThanOrEqual(progress.total)
  })

  it('turns a refusal into the ApiError with its code', async () => {
    await expect(upload('/fail', form(10), () => {})).rejects.toMatchObject({
      status: 400,
      code: 'FILE_TYPE_NOT_ALLOWED',
    })
  })

  it('rejects with the reason of an abort', async () => {
    const controller = new AbortController()
    const reason = new Error('cancelled')
    const call = createTransport({ baseUrl: base }).request({
      method: 'POST',
      path: '/upload',
      body: form(10),
      answer: z.unknown(),
      auth: 'none',
      options: { signal: controller.signal, onUploadProgress: () => {} },
    })
    controller.abort(reason)
    await expect(call).rejects.toBe(reason)
  })
})

describe('an upload with progress where there is no XMLHttpRequest', () => {
  it('is told once, when the answer arrives', async () => {
    const seen: UploadProgress[] = []
    const transport = createTransport({
      baseUrl: 'http://api.test',
      fetch: async () =>
        new Response(JSON.stringify({ statusCode: 200, data: { bytes: 1 } }), { status: 200 }),
    })
    const original = globalThis.XMLHttpRequest
    // @ts-expect-error: a runtime without XMLHttpRequest (Node, a worker of some hosts)
    delete globalThis.XMLHttpRequest
    try {
      await transport.request({
        method: 'POST',
        path: '/upload',
        body: form(10),
        answer: z.object({ bytes: z.number() }),
        auth: 'none',
        options: { onUploadProgress: (progress) => seen.push(progress) },
      })
    } finally {
      globalThis.XMLHttpRequest = original
    }
    expect(seen).toEqual([{ loaded: 1, total: 1 }])
  })
})

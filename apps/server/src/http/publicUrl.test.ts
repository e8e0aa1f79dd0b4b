import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember } from '../community/testKit'
import { gradientPng } from '../community/uploads/demoImages'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'

// The absolute URLs of answers come from the configured public URL (AIRWAVE_PUBLIC_URL), or
// the address the server listens at, never from the Host header a client sends.

const FORGED = 'evil.example'

function imageForm() {
  const png = new Uint8Array(gradientPng(4, 3, [0, 0, 0], [255, 255, 255]))
  const form = new FormData()
  form.append('file', new Blob([png], { type: 'image/png' }), 'a.png')
  return form
}

/**
 * Sends with a forged Host header, as any client but a browser can (fetch sets its own, so
 * this goes through node:http).
 */
async function forged(
  url: string,
  init: { method?: string; headers?: object; body?: FormData } = {},
) {
  // A FormData's bytes and boundary, as fetch would send them.
  const encoded = init.body ? new Response(init.body) : undefined
  const body = encoded ? Buffer.from(await encoded.arrayBuffer()) : undefined
  const headers = {
    ...init.headers,
    ...(encoded ? { 'content-type': encoded.headers.get('content-type') ?? '' } : {}),
    host: FORGED,
  }
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const sent = request(url, { method: init.method ?? 'GET', headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
      )
    })
    sent.on('error', reject)
    sent.end(body)
  })
}

async function uploadedUrl(server: RunningServer, token: string): Promise<string> {
  const response = await forged(`${server.url}/v2/channel/post/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: imageForm(),
  })
  expect(response.status).toBe(200)
  const [image] = (JSON.parse(response.text) as { data: { url: string }[] }).data
  return image?.url ?? ''
}

async function emoticonUrl(server: RunningServer): Promise<string> {
  const { text } = await forged(`${server.url}/v2/emoticon/list`)
  return /"emoticonImgUrl":"([^"]+)"/.exec(text)?.[1] ?? text
}

describe('the public URL of answers', () => {
  let configured: RunningServer
  let plain: RunningServer

  beforeAll(async () => {
    configured = await startTestServer({ config: { publicUrl: 'https://airwave.example' } })
    plain = await startTestServer()
  })
  afterAll(async () => {
    await configured?.stop()
    await plain?.stop()
  })

  it('builds upload and emoticon URLs from AIRWAVE_PUBLIC_URL, whatever the Host header', async () => {
    const { token } = await addMember(configured, 'hosted')
    const url = await uploadedUrl(configured, token)
    expect(url).toMatch(/^https:\/\/airwave\.example\/uploads\/[^/]+\.png$/)
    expect(await emoticonUrl(configured)).toMatch(/^https:\/\/airwave\.example\/media\/emoticons\//)
    // A post keeps the image as its own upload, and answers it under the public URL too.
    const post = await fetch(`${configured.url}/v2/channel/post`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: '', attachImgLink: [url] }),
    })
    const created = (await post.json()) as { data: { attachImgLink: string[] } }
    expect(created.data.attachImgLink).toEqual([url])
  })

  it('uses the address it listens at when none is configured, not the Host header', async () => {
    const { token } = await addMember(plain, 'local')
    const url = await uploadedUrl(plain, token)
    expect(url.startsWith(`${plain.url}/uploads/`)).toBe(true)
    expect(url).not.toContain(FORGED)
    expect((await emoticonUrl(plain)).startsWith(`${plain.url}/media/emoticons/`)).toBe(true)
    // The image is really there.
    expect((await fetch(url)).status).toBe(200)
  })
})

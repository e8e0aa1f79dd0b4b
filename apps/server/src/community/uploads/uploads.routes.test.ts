import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../../server'
import { startTestServer } from '../../testing/testServer'
import { addMember, apiError, type TestMember } from '../testKit'
import { gradientPng } from './demoImages'
import { s3ConfigFromEnv, signPut } from './s3'
import { s3Storage } from './storage'

let server: RunningServer
let member: TestMember

beforeAll(async () => {
  server = await startTestServer()
  member = await addMember(server, 'uploader')
})
afterAll(() => server.stop())

function form(...files: [bytes: Uint8Array<ArrayBuffer>, name: string, type: string][]) {
  const data = new FormData()
  for (const [bytes, name, type] of files) data.append('file', new Blob([bytes], { type }), name)
  return data
}

const png = (w: number, h: number) =>
  new Uint8Array(gradientPng(w, h, [0, 0, 0], [255, 255, 255])) as Uint8Array<ArrayBuffer>

describe('image upload', () => {
  it('stores png images on disk and serves them back', async () => {
    const bytes = png(40, 30)
    const [image, second] = await member.client.community.uploadImages(
      form([bytes, 'a.png', 'image/png'], [png(2, 3), 'b.png', 'image/png']),
    )
    expect(image).toMatchObject({ width: 40, height: 30 })
    expect(second).toMatchObject({ width: 2, height: 3 })
    const response = await fetch(image?.url ?? '')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes)
    const post = await member.client.community.createPost({
      content: '',
      attachImgLink: [image?.url ?? ''],
    })
    expect(post.attachImgLink).toEqual([image?.url])
  })

  it('checks the bytes, not the claimed type (FILE_TYPE_NOT_ALLOWED)', async () => {
    const text = new TextEncoder().encode('<svg onload=alert(1)>')
    const error = await apiError(
      member.client.community.uploadImages(form([text, 'x.png', 'image/png'])),
    )
    expect([error.status, error.code]).toEqual([400, 'FILE_TYPE_NOT_ALLOWED'])
    // One bad file refuses the whole upload.
    const mixed = await apiError(
      member.client.community.uploadImages(
        form([png(2, 2), 'a.png', 'image/png'], [text, 'b.gif', 'image/gif']),
      ),
    )
    expect(mixed.code).toBe('FILE_TYPE_NOT_ALLOWED')
  })

  it('refuses absurd dimensions (IMAGE_DIMENSIONS_NOT_ALLOWED)', async () => {
    for (const [w, h] of [
      [8001, 1],
      [1, 9000],
      [0, 10],
    ] as const) {
      const error = await apiError(
        member.client.community.uploadImages(form([png(w, h), 'a.png', 'image/png'])),
      )
      expect([error.status, error.code]).toEqual([400, 'IMAGE_DIMENSIONS_NOT_ALLOWED'])
    }
  })

  it('refuses files above 20 MB (FILE_SIZE_EXCEEDS)', async () => {
    const big = new Uint8Array(20 * 1024 * 1024 + 1)
    big.set(png(1, 1))
    const error = await apiError(
      member.client.community.uploadImages(form([big, 'a.png', 'image/png'])),
    )
    expect([error.status, error.code]).toEqual([413, 'FILE_SIZE_EXCEEDS'])
  })

  it('serves only names it gives', async () => {
    for (const path of [
      '/uploads/..%2Fjwt-secret',
      '/uploads/nope.png',
      '/uploads/demo/../../x.png',
    ]) {
      expect((await fetch(server.url + path)).status).toBe(404)
    }
  })

  it('serves the demo images', async () => {
    const response = await fetch(`${server.url}/uploads/demo/sunset.png`)
    expect(response.status).toBe(200)
  })
})

describe('S3 storage (against a fake endpoint: no real S3 here)', () => {
  const config = s3ConfigFromEnv({
    S3_ENDPOINT: 'http://127.0.0.1:9000/',
    S3_BUCKET: 'media',
    S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  })

  it('is configured only when the four variables are set', () => {
    expect(config).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'us-east-1' })
    expect(s3ConfigFromEnv({ S3_ENDPOINT: 'http://x' })).toBeUndefined()
  })

  it('signs a path-style PUT with SigV4 and answers the public URL', async () => {
    if (!config) throw new Error('no config')
    const sent: { url: string; init: RequestInit }[] = []
    const storage = s3Storage(config, async (url, init) => {
      sent.push({ url: String(url), init: init ?? {} })
      return new Response(null, { status: 200 })
    })
    const link = await storage.put(Buffer.from('abc'), 'png', 'image/png')
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:9000\/media\/uploads\/[0-9a-f-]+\.png$/)
    const headers = sent[0]?.init.headers as Record<string, string>
    expect(sent[0]?.url).toBe(link)
    expect(headers['x-amz-content-sha256']).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    )
  })

  it('is deterministic for a given time and changes with the secret', () => {
    if (!config) throw new Error('no config')
    const at = new Date('2026-01-15T10:15:00Z')
    const a = signPut(config, 'k.png', Buffer.from('x'), 'image/png', at)
    expect(signPut(config, 'k.png', Buffer.from('x'), 'image/png', at)).toEqual(a)
    expect(a.headers['x-amz-date']).toBe('20260115T101500Z')
    const other = signPut(
      { ...config, secretAccessKey: 'other' },
      'k.png',
      Buffer.from('x'),
      'image/png',
      at,
    )
    expect(other.headers.authorization).not.toBe(a.headers.authorization)
  })

  it('reports a refused PUT', async () => {
    if (!config) throw new Error('no config')
    const storage = s3Storage(config, async () => new Response('denied', { status: 403 }))
    await expect(storage.put(Buffer.from('x'), 'png', 'image/png')).rejects.toMatchObject({
      statusCode: 502,
    })
  })
})

import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, type TestMember } from '../community/testKit'
import { liveStreamSettings, mediaVods } from '../db/schema'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'

// Multipart bodies that are not what their header says: each of the four multipart calls
// answers 400 INVALID_REQUEST with the failure envelope (the parser's errors were 500s), and
// nothing is stored. A NUL in a form's field is refused as in every JSON body.

let server: RunningServer
let owner: TestMember
let vodNo: number

beforeAll(async () => {
  server = await startTestServer()
  owner = await addMember(server, 'former')
  const [row] = await server.deps.db
    .insert(mediaVods)
    .values({ channelId: owner.channelIdx ?? 0, title: 'Kept', status: 'ready', duration: 4 })
    .returning({ id: mediaVods.id })
  vodNo = row?.id ?? 0
})
afterAll(() => server.stop())

const part = (name: string, value: string) =>
  `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
const filePart = (name: string, filename: string, bytes: string) =>
  `--x\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
  `Content-Type: application/octet-stream\r\n\r\n${bytes}\r\n`

const malformed: { name: string; type: string; body: string }[] = [
  { name: 'no boundary', type: 'multipart/form-data', body: 'garbage' },
  { name: 'no part at all', type: 'multipart/form-data; boundary=x', body: 'garbage' },
  {
    name: 'a field cut short',
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nabc',
  },
  {
    name: 'a file cut short',
    type: 'multipart/form-data; boundary=x',
    body: `${part('title', 'Cut')}--x\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\n\r\nabc`,
  },
  {
    name: 'a boundary past 256 characters',
    type: `multipart/form-data; boundary=${'b'.repeat(300)}`,
    body: 'garbage',
  },
]

const calls = () => [
  { method: 'POST', path: '/v2/channel/post/upload' },
  { method: 'POST', path: '/v2/vod/upload' },
  { method: 'PATCH', path: '/v2/stream/info' },
  { method: 'PATCH', path: `/vod/update/${vodNo}` },
]

const send = (method: string, path: string, type: string, body: string) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': type },
    body,
  })

const files = async (dir: string) =>
  (
    await readdir(join(server.deps.config.dataDir, dir), {
      recursive: true,
      withFileTypes: true,
    }).catch(() => [])
  ).filter((entry) => entry.isFile()).length

const stored = async () => ({
  vods: JSON.stringify(await server.deps.db.select().from(mediaVods)),
  settings: JSON.stringify(await server.deps.db.select().from(liveStreamSettings)),
  uploads: await files('uploads'),
  media: await files('media'),
})

describe('malformed multipart bodies', () => {
  it('answer 400 INVALID_REQUEST on every multipart call, and store nothing', async () => {
    const before = await stored()
    const answers: string[] = []
    for (const { method, path } of calls()) {
      for (const { name, type, body } of malformed) {
        const response = await send(method, path, type, body)
        const answer = (await response.json()) as { statusCode?: number; code?: string }
        answers.push(`${method} ${path} ${name}: ${response.status} ${answer.code}`)
        expect(answer.statusCode).toBe(response.status)
      }
    }
    expect(answers).toEqual(
      calls().flatMap(({ method, path }) =>
        malformed.map(({ name }) => `${method} ${path} ${name}: 400 INVALID_REQUEST`),
      ),
    )
    expect(await stored()).toEqual(before)
  })

  it('refuses a NUL in a form field as every JSON body does; a clean form still saves', async () => {
    const before = await stored()
    const type = 'multipart/form-data; boundary=x'
    for (const path of ['/v2/stream/info', `/vod/update/${vodNo}`]) {
      const response = await send('PATCH', path, type, `${part('title', 'a\u0000b')}--x--\r\n`)
      expect(response.status).toBe(400)
      expect(((await response.json()) as { code: string }).code).toBe('INVALID_REQUEST')
    }
    expect(await stored()).toEqual(before)
    const saved = await send(
      'PATCH',
      `/vod/update/${vodNo}`,
      type,
      `${part('title', 'Renamed')}${filePart('file', 'a.jpg', 'ignored')}--x--\r\n`,
    )
    expect(saved.status).toBe(200)
  })
})

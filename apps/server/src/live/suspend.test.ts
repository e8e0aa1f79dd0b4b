import { ApiError, createClient } from '@airwave/sdk'
import { channelEndpoints } from '@airwave/sdk/channel'
import { liveEndpoints } from '@airwave/sdk/live'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, apiError, type TestMember } from '../community/testKit'
import type { RunningServer } from '../server'
import { startIngestServer } from '../testing/ingestServer'
import { openSocket, type TestSocket } from '../testing/socketClient'
import { publishTestPattern } from '../testing/testPublisher'
import { TEST_ADMIN_TOKEN } from '../testing/testServer'
import { findMediaTools } from '../video/ffmpeg'

// The admin's suspension of a channel during a real broadcast: the broadcast ends with
// endedReason 2 (to the room and to the streamer's own sockets), the publisher is cut, the
// channel answers CHA30068 everywhere and refuses publishes until the suspension is lifted.

const tools = findMediaTools(process.env)
let server: RunningServer
let rtmpPort: number
let streamer: TestMember
const sockets: TestSocket[] = []

type Status = { channelId: string; status: boolean; endedReason?: number }

const publish = (key: string, seconds: number) =>
  publishTestPattern(tools.ffmpeg, `rtmp://127.0.0.1:${rtmpPort}/live/${key}`, seconds)

function client(token?: string) {
  const signed: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers)
    if (token) headers.set('authorization', `Bearer ${token}`)
    return fetch(input, { ...init, headers })
  }
  return createClient({
    baseUrl: server.url,
    endpoints: { live: liveEndpoints, channel: channelEndpoints },
    fetch: signed,
  })
}

const admin = (method: 'POST' | 'DELETE', channelId: string, token = TEST_ADMIN_TOKEN) =>
  fetch(`${server.url}/admin/channel/${channelId}/suspend`, {
    method,
    headers: { authorization: `Bearer ${token}` },
  })

beforeAll(async () => {
  expect(tools.available).toBe(true)
  ;({ server, rtmpPort } = await startIngestServer())
  streamer = await addMember(server, 'suspendcaster')
})

afterAll(async () => {
  for (const socket of sockets) socket.close()
  await server?.stop()
})

describe('POST /admin/channel/{channelId}/suspend', () => {
  it('needs the admin token', async () => {
    expect((await admin('POST', 'suspendcaster', 'wrong')).status).toBe(401)
    expect((await admin('DELETE', 'suspendcaster', 'wrong')).status).toBe(401)
    const missing = await admin('POST', 'nobodyhere')
    expect([missing.status, ((await missing.json()) as { code: string }).code]).toEqual([
      404,
      'CHA30023',
    ])
    expect(await client().live.getStreamInfo('suspendcaster')).toMatchObject({ isStream: false })
  })

  it('ends the live with endedReason 2, cuts the publisher, and locks the channel', async () => {
    const room = await openSocket(server.url, { clientId: 'suspend-room' })
    // The streamer's dashboard: signed in, in no channel's room.
    const dashboard = await openSocket(server.url, {
      clientId: 'suspend-dashboard',
      token: streamer.token,
    })
    sockets.push(room, dashboard)
    expect(await room.command('ENTER_CHANNEL', { channelId: 'suspendcaster' })).toEqual({
      ok: true,
    })
    const keyAnswer = await fetch(`${server.url}/v2/stream/key`, {
      headers: { authorization: `Bearer ${streamer.token}` },
    })
    const { streamKey } = ((await keyAnswer.json()) as { data: { streamKey: string } }).data
    const run = publish(streamKey, 120)
    try {
      await room.next<Status>('LIVE_STATUS', (e) => e.status)
      const answer = await admin('POST', 'suspendcaster')
      expect(answer.status).toBe(200)
      expect(await room.next<Status>('LIVE_STATUS', (e) => !e.status)).toEqual({
        channelId: 'suspendcaster',
        status: false,
        endedReason: 2,
      })
      expect(await dashboard.next<Status>('LIVE_STATUS')).toEqual({
        channelId: 'suspendcaster',
        status: false,
        endedReason: 2,
      })
      // The publisher is cut.
      expect(await run.exit).not.toBe(0)
    } finally {
      run.child.kill('SIGKILL')
    }
    // One call at a time: a refusal nobody awaits yet is an unhandled rejection.
    for (const call of [
      () => client().live.getStreamInfo('suspendcaster'),
      () => client().channel.getChannelInfo('suspendcaster'),
      () => client(streamer.token).live.getMyStreamInfo(),
    ]) {
      const error = await apiError(call())
      expect([error.status, error.code]).toEqual([403, 'CHA30068'])
    }
    expect(room.all<Status>('LIVE_STATUS')).toHaveLength(2)

    // Suspending again says so again, to a room where nothing is on air.
    expect((await admin('POST', 'suspendcaster')).status).toBe(200)
    await room.next<Status>('LIVE_STATUS', () => room.all('LIVE_STATUS').length >= 3)
    expect(room.all<Status>('LIVE_STATUS').at(-1)).toEqual({
      channelId: 'suspendcaster',
      status: false,
      endedReason: 2,
    })

    // Lifted: watched and broadcast again.
    expect((await admin('DELETE', 'suspendcaster')).status).toBe(200)
    expect(await client().live.getStreamInfo('suspendcaster')).toMatchObject({
      isStream: false,
    })
    // The cut publisher's files are cleared before the channel takes a new one: retried.
    let again: ReturnType<typeof publish> | undefined
    for (let attempt = 0; attempt < 10 && !again; attempt++) {
      const tried = publish(streamKey, 120)
      const accepted = await Promise.race([
        room.next<Status>('LIVE_STATUS', () => room.all('LIVE_STATUS').length >= 4),
        tried.exit.then(() => undefined),
      ])
      if (accepted) again = tried
    }
    expect(room.all<Status>('LIVE_STATUS').at(-1)).toEqual({
      channelId: 'suspendcaster',
      status: true,
    })
    again?.child.kill('SIGKILL')
    await again?.exit
  }, 60_000)

  it('suspends a channel that is not on air, telling its room; its key is refused', async () => {
    const quiet = await addMember(server, 'quietcaster')
    const keyAnswer = await fetch(`${server.url}/v2/stream/key`, {
      headers: { authorization: `Bearer ${quiet.token}` },
    })
    const { streamKey } = ((await keyAnswer.json()) as { data: { streamKey: string } }).data
    const room = await openSocket(server.url, { clientId: 'quiet-room' })
    sockets.push(room)
    await room.command('ENTER_CHANNEL', { channelId: 'quietcaster' })
    expect((await admin('POST', 'quietcaster')).status).toBe(200)
    expect(await room.next<Status>('LIVE_STATUS')).toEqual({
      channelId: 'quietcaster',
      status: false,
      endedReason: 2,
    })
    const error = await apiError(client(quiet.token).live.getMyStreamInfo())
    expect(error).toBeInstanceOf(ApiError)
    expect(error.code).toBe('CHA30068')
    // Nothing holds the channel: the publish is refused because it is suspended.
    expect(await publish(streamKey, 2).exit).not.toBe(0)
    expect(room.all('LIVE_STATUS')).toHaveLength(1)
    expect((await admin('DELETE', 'quietcaster')).status).toBe(200)
    const run = publish(streamKey, 120)
    try {
      expect(await room.next<Status>('LIVE_STATUS', (e) => e.status)).toEqual({
        channelId: 'quietcaster',
        status: true,
      })
    } finally {
      run.child.kill('SIGKILL')
      await run.exit
    }
  }, 30_000)
})

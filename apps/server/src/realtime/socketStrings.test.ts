import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, type TestMember } from '../community/testKit'
import type { RunningServer } from '../server'
import { openSocket, type TestSocket } from '../testing/socketClient'
import { startTestServer } from '../testing/testServer'

// The socket's commands and handshake carry strings as REST calls do: the same strings are
// refused with the same code (a NUL, a lone surrogate, more than MAX_STRING_UNITS), never an
// INTERNAL failure.

let server: RunningServer
let member: TestMember
const sockets: TestSocket[] = []
type Ack = { ok: boolean; code?: string }

const open = async (clientId: string, token?: string) => {
  const socket = await openSocket(server.url, { clientId, ...(token ? { token } : {}) })
  sockets.push(socket)
  return socket
}

beforeAll(async () => {
  server = await startTestServer()
  member = await addMember(server, 'talker')
})
afterAll(async () => {
  for (const socket of sockets) socket.close()
  await server?.stop()
})

const restCode = async (path: string, init: RequestInit = {}) =>
  ((await (await fetch(`${server.url}${path}`, init)).json()) as { code: string }).code

describe('strings on the socket', () => {
  it('refuses a NUL in ENTER_CHANNEL and SEND_CHAT with the code REST gives it', async () => {
    const rest = await restCode('/v2/chat/message/talk%00er')
    expect(rest).toBe('INVALID_REQUEST')
    const socket = await open('s-nul', member.token)
    const bad = ['talk\u0000er', 'talk\uD800er']
    for (const channelId of bad) {
      expect(await socket.command<Ack>('ENTER_CHANNEL', { channelId })).toMatchObject({
        ok: false,
        code: rest,
      })
      expect(await socket.command<Ack>('SEND_CHAT', { channelId, message: 'hi' })).toMatchObject({
        ok: false,
        code: rest,
      })
      expect(
        await socket.command<Ack>('SEND_CHAT', { channelId: 'talker', message: channelId }),
      ).toMatchObject({ ok: false, code: rest })
    }
    expect(socket.all('SOCKET_ERROR').filter((e) => e.code === 'INTERNAL')).toEqual([])
    // The same socket still works with clean strings.
    expect(await socket.command<Ack>('ENTER_CHANNEL', { channelId: 'talker' })).toEqual({
      ok: true,
    })
  })

  it('refuses a NUL in the handshake client id as a malformed handshake', async () => {
    const error = await openSocket(server.url, { clientId: 'client\u0000id' }).then(
      () => undefined,
      (reason: Error & { data?: { code?: string } }) => reason,
    )
    expect(error?.data?.code).toBe('INVALID_REQUEST')
  })
})

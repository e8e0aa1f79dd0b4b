import { describe, expect, it, vi } from 'vitest'
import { fromCallback } from 'xstate'
import { ApiError } from '../core/apiError'
import { createRealtime, type RealtimeOptions } from './createRealtime'
import { fakeSocketTransport } from './fakeSocketTransport.fixture'
import type { RealtimeStatus } from './socketConnection.machine'

const quietNetwork = fromCallback(() => undefined)
const entry = { type: 'CHAT_MESSAGE', logIdentity: 'l1', channelId: 'airwave', message: 'hi' }

function start(extra: Partial<RealtimeOptions> = {}) {
  const transport = fakeSocketTransport()
  const realtime = createRealtime({
    baseUrl: 'http://127.0.0.1:1',
    clientId: 'web',
    transport,
    provide: { actors: { network: quietNetwork } },
    random: () => 0,
    ...extra,
  })
  return { realtime, transport }
}

describe('createRealtime', () => {
  it('reports its status, and tells listeners only when it changes', () => {
    const { realtime, transport } = start()
    const seen: RealtimeStatus[] = []
    realtime.subscribe((status) => seen.push(status))
    expect(realtime.status()).toBe('connecting')
    realtime.enter('airwave')
    transport.signal({ type: 'connected', recovered: false })
    transport.signal({ type: 'disconnected', reason: 'transport close' })
    expect(seen).toEqual(['connected', 'reconnecting'])
  })

  it('logs its connects and disconnects to the statistics (sckact)', () => {
    const log = vi.fn()
    const { realtime, transport } = start({ log: { log } })
    realtime.enter('airwave')
    transport.signal({ type: 'connected', recovered: false })
    transport.signal({ type: 'disconnected', reason: 'transport close' })
    expect(log.mock.calls).toEqual([
      ['sckact', { action: 'connect' }],
      ['sckact', { action: 'disconnect' }],
    ])
  })

  it('shares one entry per user: a feature leaving does not take the channel from another', () => {
    const { realtime, transport } = start()
    transport.signal({ type: 'connected', recovered: false })
    const leaveChat = realtime.enter('airwave')
    const leaveLive = realtime.enter('airwave')
    leaveChat()
    leaveChat()
    expect(transport.sent).toEqual([{ name: 'ENTER_CHANNEL', payload: { channelId: 'airwave' } }])
    leaveLive()
    expect(transport.sent.at(-1)).toEqual({ name: 'LEAVE_ALL_CHANNEL', payload: undefined })
  })

  it('hands parsed events to the listeners of their name', () => {
    const { realtime, transport } = start()
    const messages: unknown[] = []
    const off = realtime.on('CHAT_MESSAGE', (message) => messages.push(message.logIdentity))
    const statuses: unknown[] = []
    realtime.on('LIVE_STATUS', (event) => statuses.push(event.status))
    transport.signal({ type: 'connected', recovered: false })
    transport.signal({ type: 'event', name: 'CHAT_MESSAGE', payload: entry })
    transport.signal({
      type: 'event',
      name: 'LIVE_STATUS',
      payload: { channelId: 'a', status: true },
    })
    off()
    transport.signal({
      type: 'event',
      name: 'CHAT_MESSAGE',
      payload: { ...entry, logIdentity: 'l2' },
    })
    expect(messages).toEqual(['l1'])
    expect(statuses).toEqual([true])
  })

  it('sends a command and resolves with its checked acknowledgement', async () => {
    const { realtime, transport } = start()
    transport.answer = () => ({ ok: true, entry })
    transport.signal({ type: 'connected', recovered: false })
    const ack = await realtime.send('SEND_CHAT', { channelId: 'airwave', message: '  hi ' })
    expect(ack).toEqual({ ok: true, entry })
    // The payload went out as the contract reads it: trimmed.
    expect(transport.sent).toEqual([
      { name: 'SEND_CHAT', payload: { channelId: 'airwave', message: 'hi' } },
    ])
  })

  it('resolves with a refusal, which is an answer', async () => {
    const { realtime, transport } = start()
    transport.answer = () => ({
      ok: false,
      code: 'CHT10003',
      message: 'slow',
      retryAfterSeconds: 4,
    })
    transport.signal({ type: 'connected', recovered: false })
    const ack = await realtime.send('SEND_CHAT', { channelId: 'airwave', message: 'hi' })
    expect(ack).toEqual({ ok: false, code: 'CHT10003', message: 'slow', retryAfterSeconds: 4 })
  })

  it('rejects a send while not connected, a payload the contract refuses, and a bad answer', async () => {
    const { realtime, transport } = start()
    const offline = realtime.send('SEND_CHAT', { channelId: 'airwave', message: 'hi' })
    await expect(offline).rejects.toMatchObject({ code: 'NETWORK_ERROR', kind: 'network' })
    transport.signal({ type: 'connected', recovered: false })
    const blank = realtime.send('SEND_CHAT', { channelId: 'airwave', message: '   ' })
    await expect(blank).rejects.toBeInstanceOf(ApiError)
    await expect(blank).rejects.toMatchObject({ code: 'INVALID_REQUEST' })
    expect(transport.sent).toEqual([])
    transport.answer = () => ({ ok: true })
    const odd = realtime.send('SEND_CHAT', { channelId: 'airwave', message: 'hi' })
    await expect(odd).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
  })

  it('rejects with TIMEOUT when the server does not answer in time', async () => {
    const { realtime, transport } = start()
    transport.signal({ type: 'connected', recovered: false })
    transport.emitWithAck = () => Promise.reject(new Error('operation has timed out'))
    const late = realtime.send('SEND_CHAT', { channelId: 'airwave', message: 'hi' })
    await expect(late).rejects.toMatchObject({ code: 'TIMEOUT', kind: 'timeout' })
  })

  it("follows the session's token: the handshake, then AUTH on each change", async () => {
    let token: string | undefined = 'tok-1'
    const listeners = new Set<() => void>()
    const session = {
      getAccessToken: async () => token,
      subscribe(listener: () => void) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    }
    const { realtime, transport } = start({ session })
    await vi.waitFor(() =>
      expect(transport.handshakes).toEqual([{ clientId: 'web', token: 'tok-1' }]),
    )
    transport.signal({ type: 'connected', recovered: false })
    token = 'tok-2'
    for (const listener of listeners) listener()
    await vi.waitFor(() =>
      expect(transport.sent).toEqual([{ name: 'AUTH', payload: { token: 'tok-2' } }]),
    )
    token = undefined
    for (const listener of listeners) listener()
    await vi.waitFor(() => expect(transport.sent.at(-1)).toEqual({ name: 'AUTH', payload: {} }))
    realtime.stop()
    expect(listeners.size).toBe(0)
  })

  it('closes the socket on stop, and sends nothing after', async () => {
    const { realtime, transport } = start()
    transport.signal({ type: 'connected', recovered: false })
    realtime.stop()
    expect(transport.closed).toBe(true)
    const after = realtime.send('SEND_CHAT', { channelId: 'airwave', message: 'hi' })
    await expect(after).rejects.toMatchObject({ code: 'NETWORK_ERROR' })
  })
})

import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, SimulatedClock, waitFor } from 'xstate'
import { fakeSocketTransport } from './fakeSocketTransport.fixture'
import { socketLink } from './socketConnection.actors'
import { type SocketConnectionEmitted, socketConnectionMachine } from './socketConnection.machine'

const entry = { type: 'CHAT_MESSAGE', logIdentity: 'l1', channelId: 'airwave', message: 'hi' }

// The network source of a Node test: it never says anything unless the test sends through it.
const quietNetwork = fromCallback(() => undefined)

function start(options: { token?: string; random?: () => number; tokenLater?: boolean } = {}) {
  const transport = fakeSocketTransport()
  const clock = new SimulatedClock()
  const logged: string[] = []
  const machine = socketConnectionMachine.provide({
    actors: {
      link: socketLink(transport),
      network: quietNetwork,
      tokens: fromCallback(({ sendBack }) => {
        if (!options.tokenLater) sendBack({ type: 'TOKEN', token: options.token })
      }),
    },
  })
  const actor = createActor(machine, {
    clock,
    input: {
      clientId: 'web',
      random: options.random ?? (() => 0.5),
      logger: (message) => logged.push(message),
    },
  })
  const emitted: SocketConnectionEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, transport, clock, logged, emitted }
}

const topState = (actor: { getSnapshot(): { value: unknown } }) => {
  const value = actor.getSnapshot().value
  return typeof value === 'string' ? value : Object.keys(value as object)[0]
}

describe('socketConnectionMachine', () => {
  it('connects with the client id and the token, then is connected', () => {
    const { actor, transport } = start({ token: 'tok-1' })
    expect(topState(actor)).toBe('connecting')
    expect(transport.handshakes).toEqual([{ clientId: 'web', token: 'tok-1' }])
    transport.signal({ type: 'connected', recovered: false })
    expect(topState(actor)).toBe('connected')
  })

  it('waits for the session to say who connects before the first connection', () => {
    const { actor, transport } = start({ tokenLater: true })
    expect(transport.handshakes).toEqual([])
    actor.send({ type: 'TOKEN', token: undefined })
    expect(transport.handshakes).toEqual([{ clientId: 'web' }])
  })

  it('enters the channels entered before it connected, once each', () => {
    const { actor, transport } = start()
    actor.send({ type: 'ENTER', channelId: 'airwave' })
    actor.send({ type: 'ENTER', channelId: 'airwave' })
    actor.send({ type: 'ENTER', channelId: 'viewer1' })
    expect(transport.sent).toEqual([])
    transport.signal({ type: 'connected', recovered: false })
    expect(transport.sent).toEqual([
      { name: 'ENTER_CHANNEL', payload: { channelId: 'airwave' } },
      { name: 'ENTER_CHANNEL', payload: { channelId: 'viewer1' } },
    ])
  })

  it('counts the users of a channel: the socket leaves only when the last one leaves', () => {
    const { actor, transport } = start()
    transport.signal({ type: 'connected', recovered: false })
    actor.send({ type: 'ENTER', channelId: 'airwave' })
    actor.send({ type: 'ENTER', channelId: 'airwave' })
    actor.send({ type: 'ENTER', channelId: 'viewer1' })
    transport.sent.length = 0
    actor.send({ type: 'LEAVE', channelId: 'airwave' })
    expect(transport.sent).toEqual([])
    actor.send({ type: 'LEAVE', channelId: 'airwave' })
    // Only LEAVE_ALL_CHANNEL exists: the channel still wanted is entered again.
    expect(transport.sent).toEqual([
      { name: 'LEAVE_ALL_CHANNEL', payload: undefined },
      { name: 'ENTER_CHANNEL', payload: { channelId: 'viewer1' } },
    ])
    expect(actor.getSnapshot().context.channels).toEqual({ viewer1: 1 })
  })

  it('reconnects after a loss with full-jitter backoff, doubling to a 30 s cap', () => {
    const { actor, transport, clock } = start({ random: () => 0.5 })
    transport.signal({ type: 'connected', recovered: false })
    transport.signal({ type: 'disconnected', reason: 'transport close' })
    expect(topState(actor)).toBe('reconnecting')
    // Attempt 0: half of 500 ms.
    clock.increment(249)
    expect(transport.handshakes).toHaveLength(1)
    clock.increment(1)
    expect(transport.handshakes).toHaveLength(2)
    expect(topState(actor)).toBe('connecting')
    // Each failure doubles the window: 500, 1000, 2000... ms at a draw of 0.5.
    const waits: number[] = []
    for (let attempt = 1; attempt <= 9; attempt++) {
      transport.signal({ type: 'connect-error', message: 'refused' })
      const before = transport.handshakes.length
      let waited = 0
      while (transport.handshakes.length === before && waited < 60_000) {
        clock.increment(50)
        waited += 50
      }
      waits.push(waited)
    }
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000, 15_000])
    // Connected again: the next loss starts from the smallest window.
    transport.signal({ type: 'connected', recovered: false })
    expect(actor.getSnapshot().context.attempt).toBe(0)
    transport.signal({ type: 'disconnected', reason: 'ping timeout' })
    clock.increment(250)
    expect(transport.handshakes).toHaveLength(12)
  })

  it('draws the jitter from the injected source, so viewers do not come back together', () => {
    const { transport, clock } = start({ random: () => 0.1 })
    transport.signal({ type: 'connect-error', message: 'refused' })
    clock.increment(49)
    expect(transport.handshakes).toHaveLength(1)
    clock.increment(1)
    expect(transport.handshakes).toHaveLength(2)
  })

  it('enters its channels again after a connection the server did not recover', () => {
    const { actor, transport, clock } = start()
    actor.send({ type: 'ENTER', channelId: 'airwave' })
    transport.signal({ type: 'connected', recovered: false })
    transport.signal({ type: 'disconnected', reason: 'transport close' })
    clock.increment(250)
    transport.sent.length = 0
    transport.signal({ type: 'connected', recovered: false })
    expect(transport.sent).toEqual([{ name: 'ENTER_CHANNEL', payload: { channelId: 'airwave' } }])
  })

  it('does not enter again after a recovered connection: the server kept its rooms', () => {
    const { actor, transport, clock } = start()
    actor.send({ type: 'ENTER', channelId: 'airwave' })
    transport.signal({ type: 'connected', recovered: false })
    transport.signal({ type: 'disconnected', reason: 'transport close' })
    clock.increment(250)
    transport.sent.length = 0
    transport.signal({ type: 'connected', recovered: true })
    expect(transport.sent).toEqual([])
    expect(actor.getSnapshot().context.recovered).toBe(true)
  })

  it('after a recovered connection, catches up with entries and leaves made while away', () => {
    const { actor, transport, clock } = start()
    actor.send({ type: 'ENTER', channelId: 'airwave' })
    actor.send({ type: 'ENTER', channelId: 'viewer1' })
    transport.signal({ type: 'connected', recovered: false })
    transport.signal({ type: 'disconnected', reason: 'transport close' })
    actor.send({ type: 'ENTER', channelId: 'viewer2' })
    clock.increment(250)
    transport.sent.length = 0
    transport.signal({ type: 'connected', recovered: true })
    expect(transport.sent).toEqual([{ name: 'ENTER_CHANNEL', payload: { channelId: 'viewer2' } }])
    transport.signal({ type: 'disconnected', reason: 'transport close' })
    actor.send({ type: 'LEAVE', channelId: 'viewer1' })
    clock.increment(250)
    transport.sent.length = 0
    transport.signal({ type: 'connected', recovered: true })
    expect(transport.sent).toEqual([
      { name: 'LEAVE_ALL_CHANNEL', payload: undefined },
      { name: 'ENTER_CHANNEL', payload: { channelId: 'airwave' } },
      { name: 'ENTER_CHANNEL', payload: { channelId: 'viewer2' } },
    ])
  })

  it('leaves pushed events to createRealtime: they are no step of the machine', () => {
    const { actor, transport, emitted } = start()
    transport.signal({ type: 'connected', recovered: false })
    const before = actor.getSnapshot()
    transport.signal({ type: 'event', name: 'CHAT_MESSAGE', payload: entry })
    expect(actor.getSnapshot()).toBe(before)
    expect(emitted).toEqual([])
  })

  it('goes offline when the browser says so, and waits for online without retrying', () => {
    const { actor, transport, clock } = start()
    transport.signal({ type: 'connected', recovered: false })
    actor.send({ type: 'OFFLINE' })
    expect(topState(actor)).toBe('offline')
    expect(transport.drops).toBe(1)
    transport.signal({ type: 'disconnected', reason: 'forced close' })
    clock.increment(120_000)
    expect(topState(actor)).toBe('offline')
    expect(transport.handshakes).toHaveLength(1)
    actor.send({ type: 'ONLINE' })
    expect(topState(actor)).toBe('connecting')
    expect(transport.handshakes).toHaveLength(2)
  })

  it('goes offline from reconnecting too, and stops the pending attempt', () => {
    const { actor, transport, clock } = start()
    transport.signal({ type: 'connect-error', message: 'unreachable' })
    actor.send({ type: 'OFFLINE' })
    clock.increment(60_000)
    expect(transport.handshakes).toHaveLength(1)
    actor.send({ type: 'ONLINE' })
    expect(transport.handshakes).toHaveLength(2)
  })

  it('sends AUTH when the token changes, and an empty AUTH on sign-out', () => {
    const { actor, transport } = start({ token: 'tok-1' })
    transport.signal({ type: 'connected', recovered: false })
    actor.send({ type: 'TOKEN', token: 'tok-1' })
    expect(transport.sent).toEqual([])
    actor.send({ type: 'TOKEN', token: 'tok-2' })
    actor.send({ type: 'TOKEN', token: undefined })
    expect(transport.sent).toEqual([
      { name: 'AUTH', payload: { token: 'tok-2' } },
      { name: 'AUTH', payload: {} },
    ])
  })

  it('connects again with the fresh token, and sends AUTH for one that changed meanwhile', () => {
    const { actor, transport, clock } = start({ token: 'tok-1' })
    transport.signal({ type: 'connected', recovered: false })
    transport.signal({ type: 'disconnected', reason: 'transport close' })
    actor.send({ type: 'TOKEN', token: 'tok-2' })
    clock.increment(250)
    expect(transport.handshakes.at(-1)).toEqual({ clientId: 'web', token: 'tok-2' })
    actor.send({ type: 'TOKEN', token: 'tok-3' })
    transport.signal({ type: 'connected', recovered: false })
    expect(transport.sent).toEqual([{ name: 'AUTH', payload: { token: 'tok-3' } }])
  })

  it('sends AUTH after a recovered connection if the token changed while away', () => {
    const { actor, transport, clock } = start({ token: 'tok-1' })
    transport.signal({ type: 'connected', recovered: false })
    transport.signal({ type: 'disconnected', reason: 'transport close' })
    actor.send({ type: 'TOKEN', token: 'tok-2' })
    clock.increment(250)
    transport.signal({ type: 'connected', recovered: true })
    expect(transport.sent).toEqual([{ name: 'AUTH', payload: { token: 'tok-2' } }])
  })

  it('tells when the server refuses a channel or a token', async () => {
    const { actor, transport, emitted } = start({ token: 'tok-1' })
    transport.answer = (name) =>
      name === 'ENTER_CHANNEL'
        ? { ok: false, code: 'CHA30016', message: 'blacklisted' }
        : { ok: false, code: 'UNAUTHORIZED', message: 'expired' }
    transport.signal({ type: 'connected', recovered: false })
    actor.send({ type: 'ENTER', channelId: 'airwave' })
    actor.send({ type: 'TOKEN', token: 'tok-2' })
    await waitFor(actor, () => emitted.length === 2, { timeout: 5000 })
    expect(emitted).toEqual([
      {
        type: 'enter-refused',
        payload: { channelId: 'airwave', code: 'CHA30016', message: 'blacklisted' },
      },
      { type: 'auth-refused', payload: { code: 'UNAUTHORIZED', message: 'expired' } },
    ])
    expect(actor.getSnapshot().context.joined).toEqual([])
  })

  it('logs a command that got no answer', async () => {
    const { actor, transport, logged } = start()
    transport.signal({ type: 'connected', recovered: false })
    transport.answer = () => ({ nonsense: true })
    actor.send({ type: 'ENTER', channelId: 'airwave' })
    await vi.waitFor(() => expect(logged).toEqual(['Realtime: ENTER_CHANNEL got no answer']))
  })

  it('closes the transport when stopped', () => {
    const { actor, transport } = start()
    actor.stop()
    expect(transport.closed).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { StreamInfo } from '../contract/live/live.schemas'
import { createRealtime } from '../realtime/createRealtime'
import { fakeSocketTransport } from '../realtime/fakeSocketTransport.fixture'
import { liveStatusActors } from './liveStatus.actors'
import {
  LIVE_POLL_MS,
  type LiveStatusEmitted,
  liveStateOf,
  liveStatusMachine,
} from './liveStatus.machine'

const on: StreamInfo = { channelId: 'airwave', isStream: true, title: 'Live', totalViewer: 3 }
const off: StreamInfo = { channelId: 'airwave', isStream: false }
const pending: StreamInfo = { channelId: 'airwave', isStream: false, isStreamPendingEnd: true }

function start(answers: (StreamInfo | Error)[]) {
  const clock = new SimulatedClock()
  let calls = 0
  const machine = liveStatusMachine.provide({
    actors: {
      liveFeed: fromCallback(() => undefined),
      getStreamInfo: fromPromise(async () => {
        const answer = answers[Math.min(calls, answers.length - 1)]
        calls++
        if (answer instanceof Error || answer === undefined) throw answer ?? new Error('none')
        return answer
      }),
    },
  })
  const actor = createActor(machine, { clock, input: { channelId: 'airwave' } })
  const emitted: LiveStatusEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, clock, emitted, calls: () => calls }
}

type Started = ReturnType<typeof start>
const state = ({ actor }: Started) => liveStateOf(actor.getSnapshot())
const loaded = ({ actor }: Started) =>
  waitFor(
    actor,
    (s) => liveStateOf(s) !== 'loading' && !s.matches({ status: { ON: 'refreshing' } }),
    {
      timeout: 5000,
    },
  )

describe('liveStatusMachine', () => {
  it('starts from the stream info: ON, OFF_WAITING (pending end) or OFF', async () => {
    const live = start([on])
    expect(state(live)).toBe('loading')
    await loaded(live)
    expect(state(live)).toBe('ON')
    expect(live.emitted).toEqual([{ type: 'stream-info', streamInfo: on }])
    const waiting = start([pending])
    await loaded(waiting)
    expect(state(waiting)).toBe('OFF_WAITING')
    const ended = start([off])
    await loaded(ended)
    expect(state(ended)).toBe('OFF')
    const failed = start([new Error('down')])
    await loaded(failed)
    expect(state(failed)).toBe('OFF')
  })

  it("follows the socket's live status and passes each event on for the player", async () => {
    const live = start([on, on])
    await loaded(live)
    live.actor.send({ type: 'FEED.STATUS', status: false, endedReason: 3 })
    expect(state(live)).toBe('OFF_WAITING')
    expect(live.actor.getSnapshot().context.streamInfo).toMatchObject({
      isStream: false,
      isStreamPendingEnd: true,
    })
    live.actor.send({ type: 'FEED.STATUS', status: false, endedReason: 1 })
    expect(state(live)).toBe('OFF')
    expect(live.actor.getSnapshot().context.endedReason).toBe(1)
    expect(live.emitted.slice(1)).toEqual([
      { type: 'live-status', event: { status: false, endedReason: 3 } },
      { type: 'live-status', event: { status: false, endedReason: 1 } },
    ])
  })

  it('fetches the stream info again when the live starts', async () => {
    const restarted = { ...on, title: 'Second live' }
    const live = start([off, restarted])
    await loaded(live)
    live.actor.send({ type: 'FEED.STATUS', status: true })
    expect(state(live)).toBe('ON')
    await loaded(live)
    expect(live.calls()).toBe(2)
    expect(live.actor.getSnapshot().context.streamInfo?.title).toBe('Second live')
    expect(live.emitted.slice(1)).toEqual([
      { type: 'live-status', event: { status: true } },
      { type: 'stream-info', streamInfo: restarted },
    ])
    // Still live: no new fetch.
    live.actor.send({ type: 'FEED.STATUS', status: true })
    expect(live.calls()).toBe(2)
  })

  it('polls the stream info only while the socket is down, and reads it once when it is up', async () => {
    const live = start([off])
    await loaded(live)
    const synced = () =>
      waitFor(live.actor, (s) => s.matches({ link: { up: 'synced' } }), { timeout: 5000 })
    live.actor.send({ type: 'FEED.LINK', connected: true })
    await synced()
    for (let i = 0; i < 4; i++) live.clock.increment(LIVE_POLL_MS)
    expect(live.calls()).toBe(2)
    live.actor.send({ type: 'FEED.LINK', connected: false })
    live.clock.increment(LIVE_POLL_MS - 1)
    expect(live.calls()).toBe(2)
    live.clock.increment(1)
    expect(live.calls()).toBe(3)
    await waitFor(live.actor, (s) => s.matches({ link: { down: 'waiting' } }), { timeout: 5000 })
    live.clock.increment(LIVE_POLL_MS)
    expect(live.calls()).toBe(4)
    await waitFor(live.actor, (s) => s.matches({ link: { down: 'waiting' } }), { timeout: 5000 })
    // Back: one read of what the socket missed, then the polling stops.
    live.actor.send({ type: 'FEED.LINK', connected: true })
    await synced()
    for (let i = 0; i < 4; i++) live.clock.increment(LIVE_POLL_MS)
    expect(live.calls()).toBe(5)
    expect(live.actor.getSnapshot().context.connected).toBe(true)
  })

  it('goes live when the socket comes back and the live started while it was down', async () => {
    // Issue 24 point 26: a server restart; the broadcast was back before the page's socket, so
    // no LIVE_STATUS ever came and the page stayed ended.
    const live = start([on, off, on])
    await loaded(live)
    live.actor.send({ type: 'FEED.LINK', connected: true })
    await waitFor(live.actor, (s) => s.matches({ link: { up: 'synced' } }), { timeout: 5000 })
    live.actor.send({ type: 'FEED.STATUS', status: false, endedReason: 0 })
    expect(state(live)).toBe('OFF')
    live.actor.send({ type: 'FEED.LINK', connected: false })
    live.actor.send({ type: 'FEED.LINK', connected: true })
    await waitFor(live.actor, () => liveStateOf(live.actor.getSnapshot()) === 'ON', {
      timeout: 5000,
    })
    const statuses = live.emitted.filter((e) => e.type === 'live-status')
    expect(statuses.at(-1)).toEqual({ type: 'live-status', event: { status: true } })
  })

  it('tells the player of a change found by polling, once', async () => {
    const live = start([off, off, on, on])
    await loaded(live)
    live.clock.increment(LIVE_POLL_MS)
    await waitFor(live.actor, (s) => s.matches({ link: { down: 'waiting' } }), { timeout: 5000 })
    expect(state(live)).toBe('OFF')
    live.clock.increment(LIVE_POLL_MS)
    await waitFor(
      live.actor,
      () => live.calls() === 3 && liveStateOf(live.actor.getSnapshot()) === 'ON',
      {
        timeout: 5000,
      },
    )
    await waitFor(live.actor, (s) => s.matches({ link: { down: 'waiting' } }), { timeout: 5000 })
    live.clock.increment(LIVE_POLL_MS)
    await waitFor(live.actor, () => live.calls() === 4, { timeout: 5000 })
    await waitFor(live.actor, (s) => s.matches({ link: { down: 'waiting' } }), { timeout: 5000 })
    const statuses = live.emitted.filter((e) => e.type === 'live-status')
    expect(statuses).toEqual([{ type: 'live-status', event: { status: true } }])
    // The poll fetched it: no refetch for this start.
    expect(live.actor.getSnapshot().matches({ status: { ON: 'steady' } })).toBe(true)
    expect(live.calls()).toBe(4)
  })

  it('merges the pushed counters into the stream info', async () => {
    const live = start([on])
    live.actor.send({ type: 'FEED.COUNTERS', counters: { totalFollowerCount: 10 } })
    await loaded(live)
    live.actor.send({ type: 'FEED.COUNTERS', counters: { totalViewer: 42, likeCnt: 7 } })
    const { streamInfo, counters } = live.actor.getSnapshot().context
    expect(streamInfo).toMatchObject({ title: 'Live', totalViewer: 42, likeCnt: 7 })
    expect(counters).toEqual({ totalFollowerCount: 10, totalViewer: 42, likeCnt: 7 })
  })
})

describe('liveStatusActors', () => {
  it("enters the channel and passes on its own events only, with the socket's state", async () => {
    const transport = fakeSocketTransport()
    const realtime = createRealtime({
      baseUrl: 'http://127.0.0.1:1',
      clientId: 'web',
      transport,
      provide: { actors: { network: fromCallback(() => undefined) } },
    })
    const client = { live: { getStreamInfo: async () => off } }
    const live = createActor(
      liveStatusMachine.provide({ actors: liveStatusActors({ realtime, client }) }),
      { input: { channelId: 'airwave' } },
    ).start()
    await waitFor(live, (s) => liveStateOf(s) === 'OFF', { timeout: 5000 })
    transport.signal({ type: 'connected', recovered: false })
    expect(transport.sent).toEqual([{ name: 'ENTER_CHANNEL', payload: { channelId: 'airwave' } }])
    expect(live.getSnapshot().context.connected).toBe(true)
    transport.signal({
      type: 'event',
      name: 'LIVE_STATUS',
      payload: { channelId: 'other', status: true },
    })
    transport.signal({
      type: 'event',
      name: 'LIVE_INFO',
      payload: { channelId: 'other', totalViewer: 9 },
    })
    expect(liveStateOf(live.getSnapshot())).toBe('OFF')
    transport.signal({
      type: 'event',
      name: 'LIVE_INFO',
      payload: { channelId: 'airwave', totalViewer: 4 },
    })
    transport.signal({
      type: 'event',
      name: 'LIVE_STATUS',
      payload: { channelId: 'airwave', status: false, endedReason: 3 },
    })
    expect(liveStateOf(live.getSnapshot())).toBe('OFF_WAITING')
    expect(live.getSnapshot().context.counters).toEqual({ totalViewer: 4 })
    transport.signal({ type: 'disconnected', reason: 'transport close' })
    expect(live.getSnapshot().context.connected).toBe(false)
    live.stop()
    realtime.stop()
    expect(transport.closed).toBe(true)
  })
})

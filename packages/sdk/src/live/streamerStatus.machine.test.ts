import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import type { StreamInfo } from '../contract/live/live.schemas'
import { ApiError } from '../core/apiError'
import { createRealtime } from '../realtime/createRealtime'
import { fakeSocketTransport } from '../realtime/fakeSocketTransport.fixture'
import { streamerStatusActors } from './streamerStatus.actors'
import {
  type StreamerFeedEvent,
  type StreamerStatusEmitted,
  streamerStatusMachine,
  streamerStatusOf,
} from './streamerStatus.machine'

function start(answer: StreamInfo | Error) {
  let feed: ((event: StreamerFeedEvent) => void) | undefined
  const machine = streamerStatusMachine.provide({
    actors: {
      streamerFeed: fromCallback(({ sendBack }) => {
        feed = sendBack
      }),
      getMyStreamInfo: fromPromise(async () => {
        if (answer instanceof Error) throw answer
        return answer
      }),
    },
  })
  const actor = createActor(machine, { input: { channelId: 'airwave' } })
  const emitted: StreamerStatusEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, emitted, feed: (event: StreamerFeedEvent) => feed?.(event) }
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => streamerStatusOf(s) !== 'loading', { timeout: 2000 })

describe('streamerStatusMachine', () => {
  it('is active with the own stream, and suspended by a LIVE_STATUS with endedReason 2', async () => {
    const status = start({ channelId: 'airwave', isStream: true })
    await settled(status.actor)
    expect(streamerStatusOf(status.actor.getSnapshot())).toBe('active')
    expect(status.actor.getSnapshot().context.streamInfo?.isStream).toBe(true)
    // Other ends do not suspend.
    status.feed({ type: 'FEED.STATUS', status: false, endedReason: 1 })
    status.feed({ type: 'FEED.STATUS', status: false, endedReason: 3 })
    expect(streamerStatusOf(status.actor.getSnapshot())).toBe('active')
    status.feed({ type: 'FEED.STATUS', status: false, endedReason: 2 })
    expect(streamerStatusOf(status.actor.getSnapshot())).toBe('suspended')
    status.feed({ type: 'FEED.STATUS', status: false, endedReason: 2 })
    expect(status.emitted).toEqual([{ type: 'suspended' }])
  })

  it('asks again when the socket connects, so a suspension pushed before it is not missed', async () => {
    const answers: (StreamInfo | Error)[] = [
      { channelId: 'airwave', isStream: false },
      new ApiError(403, 'CHA30068', 'suspended'),
    ]
    let feed: ((event: StreamerFeedEvent) => void) | undefined
    let calls = 0
    const machine = streamerStatusMachine.provide({
      actors: {
        streamerFeed: fromCallback(({ sendBack }) => {
          feed = sendBack
        }),
        getMyStreamInfo: fromPromise(async () => {
          const answer = answers[Math.min(calls++, answers.length - 1)]
          if (answer instanceof Error) throw answer
          return answer as StreamInfo
        }),
      },
    })
    const actor = createActor(machine, { input: { channelId: 'airwave' } }).start()
    await waitFor(actor, (s) => streamerStatusOf(s) === 'active', { timeout: 2000 })
    feed?.({ type: 'FEED.CONNECTED' })
    await waitFor(actor, (s) => streamerStatusOf(s) === 'suspended', { timeout: 2000 })
    expect(calls).toBe(2)
  })

  it('is suspended when the own stream info answers CHA30068', async () => {
    const status = start(new ApiError(403, 'CHA30068', 'suspended'))
    await settled(status.actor)
    expect(streamerStatusOf(status.actor.getSnapshot())).toBe('suspended')
    expect(status.emitted).toEqual([{ type: 'suspended' }])
  })

  it('stays active on other failures', async () => {
    const status = start(new ApiError(0, 'NETWORK_ERROR', 'offline'))
    await settled(status.actor)
    expect(streamerStatusOf(status.actor.getSnapshot())).toBe('active')
    expect(status.emitted).toEqual([])
  })

  it("hears the own channel's LIVE_STATUS on the page's socket, in no room", async () => {
    const transport = fakeSocketTransport()
    const realtime = createRealtime({
      baseUrl: 'http://127.0.0.1:1',
      clientId: 'dash',
      transport,
      provide: { actors: { network: fromCallback(() => undefined) } },
    })
    const actor = createActor(
      streamerStatusMachine.provide({
        actors: streamerStatusActors({
          realtime,
          client: { live: { getMyStreamInfo: async () => ({ channelId: 'Airwave' }) } },
        }),
      }),
      { input: { channelId: 'airwave' } },
    ).start()
    await settled(actor)
    transport.signal({ type: 'connected', recovered: false })
    // The connection asks for the own stream again (a push before it would have been missed).
    await settled(actor)
    const push = (channelId: string, endedReason: number) =>
      transport.signal({
        type: 'event',
        name: 'LIVE_STATUS',
        payload: { channelId, status: false, endedReason },
      })
    push('other', 2)
    push('airwave', 1)
    expect(streamerStatusOf(actor.getSnapshot())).toBe('active')
    push('Airwave', 2)
    expect(streamerStatusOf(actor.getSnapshot())).toBe('suspended')
    expect(transport.sent.filter((sent) => sent.name === 'ENTER_CHANNEL')).toEqual([])
    realtime.stop()
  })
})

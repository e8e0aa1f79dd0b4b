import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { StreamInfo } from '../contract/live/live.schemas'
import type { AutoplayVod } from '../contract/video/video.schemas'
import { liveEndActors } from './liveEnd.actors'
import { followLiveStatus } from './liveEnd.follow'
import {
  LIVE_END_LIST_LIMIT,
  LIVE_END_LIST_RETRIES,
  LIVE_END_RETRY_MS,
  type LiveEndPlay,
  liveEndMachine,
  liveEndScreenOf,
  type RecommendQuery,
} from './liveEnd.machine'
import { liveStatusMachine } from './liveStatus.machine'

const vod = (idx: number): AutoplayVod => ({ idx, titleName: `Video ${idx}`, type: 'upload' })
const twelve = Array.from({ length: 12 }, (_, i) => vod(i + 1))

type Answer<T> = T | Error

function start(
  single: Answer<AutoplayVod | null | undefined>[],
  lists: Answer<AutoplayVod[]>[] = [],
) {
  const clock = new SimulatedClock()
  const calls: { name: string; query: RecommendQuery }[] = []
  const next = <T>(answers: Answer<T>[], name: string) =>
    fromPromise<T, RecommendQuery>(async ({ input }) => {
      const made = calls.filter((c) => c.name === name).length
      calls.push({ name, query: input })
      const answer = answers[Math.min(made, answers.length - 1)]
      if (answer instanceof Error || answer === undefined) throw answer ?? new Error('none')
      return answer as T
    })
  const machine = liveEndMachine.provide({
    actors: {
      recommendLiveEnd: next<AutoplayVod | null | undefined>(single, 'single'),
      recommendLiveEndList: next(lists, 'list'),
    },
  })
  const actor = createActor(machine, { clock, input: { channelId: 'airwave' } })
  const plays: LiveEndPlay[] = []
  actor.on('play', (event) => plays.push(event))
  actor.start()
  // The page saw the live on: its end is what the tests end.
  actor.send({ type: 'LIVE', state: 'ON' })
  const screen = () => liveEndScreenOf(actor.getSnapshot())
  const settled = () =>
    waitFor(actor, (s) => !['loading'].includes(liveEndScreenOf(s)) || s.matches('retrying'), {
      timeout: 5000,
    })
  return { actor, clock, calls, plays, screen, settled }
}

describe('liveEndMachine', () => {
  it('shows no end for a channel already off when the page opens, or that never streamed', () => {
    const clock = new SimulatedClock()
    const actors = {
      recommendLiveEnd: fromPromise<AutoplayVod | null | undefined, RecommendQuery>(async () => {
        throw new Error('not asked')
      }),
      recommendLiveEndList: fromPromise<AutoplayVod[], RecommendQuery>(async () => []),
    }
    const end = createActor(liveEndMachine.provide({ actors }), {
      clock,
      input: { channelId: 'quiet' },
    }).start()
    end.send({ type: 'LIVE', state: 'OFF' })
    expect(liveEndScreenOf(end.getSnapshot())).toBe('hidden')
    expect(end.getSnapshot().matches('watching')).toBe(true)
    // Once it goes live on the page, its end is an end.
    end.send({ type: 'LIVE', state: 'ON' })
    end.send({ type: 'LIVE', state: 'OFF' })
    expect(liveEndScreenOf(end.getSnapshot())).toBe('loading')
  })

  it('fetches one recommendation when the stream stops, and shows it', async () => {
    const end = start([vod(4)])
    end.actor.send({ type: 'LIVE', state: 'ON', categoryIdx: 7 })
    expect(end.screen()).toBe('hidden')
    expect(end.calls).toEqual([])
    end.actor.send({ type: 'LIVE', state: 'OFF' })
    expect(end.screen()).toBe('loading')
    await end.settled()
    expect(end.screen()).toBe('shown')
    expect(end.actor.getSnapshot().context.recommendations).toEqual([vod(4)])
    expect(end.calls).toEqual([{ name: 'single', query: { channelId: 'airwave', categoryIdx: 7 } }])
  })

  it('falls back on the list when the first call fails, and uses its first 8', async () => {
    const end = start([new Error('500')], [twelve])
    end.actor.send({ type: 'LIVE', state: 'OFF' })
    await end.settled()
    expect(end.screen()).toBe('shown')
    const { recommendations } = end.actor.getSnapshot().context
    expect(recommendations).toHaveLength(LIVE_END_LIST_LIMIT)
    expect(recommendations.map((v) => v.idx)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(end.calls.map((c) => c.name)).toEqual(['single', 'list'])
    expect(end.calls[1]?.query).toEqual({ channelId: 'airwave' })
  })

  it('falls back on the list when the first call answers none (chosen)', async () => {
    const end = start([null], [[vod(9)]])
    end.actor.send({ type: 'LIVE', state: 'OFF' })
    await end.settled()
    expect(end.actor.getSnapshot().context.recommendations).toEqual([vod(9)])
  })

  it('retries the list 3 times, 3 s apart, then shows nothing', async () => {
    const end = start([new Error('500')], [new Error('503')])
    end.actor.send({ type: 'LIVE', state: 'OFF' })
    for (let retry = 1; retry <= LIVE_END_LIST_RETRIES; retry++) {
      await waitFor(end.actor, (s) => s.matches('retrying'), { timeout: 5000 })
      end.clock.increment(LIVE_END_RETRY_MS - 1)
      expect(end.calls.filter((c) => c.name === 'list')).toHaveLength(retry)
      end.clock.increment(1)
    }
    await waitFor(end.actor, (s) => s.matches('empty'), { timeout: 5000 })
    expect(end.calls.filter((c) => c.name === 'list')).toHaveLength(1 + LIVE_END_LIST_RETRIES)
    expect(end.screen()).toBe('empty')
  })

  it('shows nothing when nothing is recommended', async () => {
    const end = start([null], [[]])
    end.actor.send({ type: 'LIVE', state: 'OFF' })
    await end.settled()
    expect(end.screen()).toBe('empty')
  })

  it('closing the notice hides it; the live resuming resets it', async () => {
    const end = start([vod(4), vod(5)])
    end.actor.send({ type: 'LIVE', state: 'OFF' })
    await end.settled()
    end.actor.send({ type: 'CLOSE' })
    expect(end.screen()).toBe('closed')
    // A repeated OFF changes nothing: closed stays closed, nothing is fetched.
    end.actor.send({ type: 'LIVE', state: 'OFF' })
    expect(end.screen()).toBe('closed')
    end.actor.send({ type: 'LIVE', state: 'ON' })
    expect(end.screen()).toBe('hidden')
    expect(end.actor.getSnapshot().context).toMatchObject({ recommendations: [], closed: false })
    end.actor.send({ type: 'LIVE', state: 'OFF' })
    await end.settled()
    expect(end.screen()).toBe('shown')
    expect(end.actor.getSnapshot().context.recommendations).toEqual([vod(5)])
    expect(end.calls).toHaveLength(2)
  })

  it('does not fetch again while a recommendation is held (a pending end between)', async () => {
    const end = start([vod(4)])
    end.actor.send({ type: 'LIVE', state: 'OFF' })
    await end.settled()
    end.actor.send({ type: 'LIVE', state: 'OFF_WAITING' })
    expect(end.screen()).toBe('hidden')
    end.actor.send({ type: 'LIVE', state: 'OFF' })
    expect(end.screen()).toBe('shown')
    expect(end.calls).toHaveLength(1)
    // Closed, then a pending end and the end again: still closed.
    end.actor.send({ type: 'CLOSE' })
    end.actor.send({ type: 'LIVE', state: 'OFF_WAITING' })
    end.actor.send({ type: 'LIVE', state: 'OFF' })
    expect(end.screen()).toBe('closed')
  })

  it('a pending end is not an end: nothing is fetched', () => {
    const end = start([vod(4)])
    end.actor.send({ type: 'LIVE', state: 'OFF_WAITING' })
    expect(end.screen()).toBe('hidden')
    expect(end.calls).toEqual([])
  })

  it('leaving (another channel in place) resets it', async () => {
    const end = start([vod(4)])
    end.actor.send({ type: 'LIVE', state: 'OFF' })
    await end.settled()
    end.actor.send({ type: 'CHANNEL', channelId: 'viewer1' })
    expect(end.screen()).toBe('hidden')
    expect(end.actor.getSnapshot().context).toMatchObject({
      channelId: 'viewer1',
      recommendations: [],
    })
  })

  it('emits play for a recommended video only', async () => {
    const end = start([new Error('x')], [[vod(3), vod(8)]])
    end.actor.send({ type: 'LIVE', state: 'OFF' })
    await end.settled()
    end.actor.send({ type: 'PLAY', idx: 8 })
    end.actor.send({ type: 'PLAY', idx: 99 })
    expect(end.plays).toEqual([{ type: 'play', vod: vod(8), path: '/video/8' }])
  })
})

describe('followLiveStatus', () => {
  it('tells the raid and live-end machines the live state and category as they change', async () => {
    let answer: StreamInfo = { channelId: 'airwave', isStream: true, categoryIdx: 3 }
    const live = createActor(
      liveStatusMachine.provide({
        actors: {
          liveFeed: fromCallback(() => undefined),
          getStreamInfo: fromPromise(async () => answer),
        },
      }),
      { input: { channelId: 'airwave' } },
    ).start()
    const told: unknown[] = []
    const stop = followLiveStatus(live, { send: (event) => told.push(event) })
    await waitFor(live, (s) => s.matches({ status: { ON: 'steady' } }), { timeout: 5000 })
    answer = { channelId: 'airwave', isStream: false, categoryIdx: 3 }
    live.send({ type: 'FEED.STATUS', status: false })
    stop()
    live.send({ type: 'FEED.STATUS', status: true })
    expect(told).toEqual([
      { type: 'LIVE', state: 'loading' },
      { type: 'LIVE', state: 'ON', categoryIdx: 3 },
      { type: 'LIVE', state: 'OFF', categoryIdx: 3 },
    ])
  })
})

describe('liveEndActors', () => {
  it('calls the two recommendation endpoints with the query', async () => {
    const asked: unknown[] = []
    const client = {
      video: {
        recommendLiveEnd: async (query: unknown) => {
          asked.push(['single', query])
          throw new Error('down')
        },
        recommendLiveEndList: async (query: unknown) => {
          asked.push(['list', query])
          return [vod(1)]
        },
      },
    }
    const end = createActor(liveEndMachine.provide({ actors: liveEndActors({ client }) }), {
      input: { channelId: 'airwave', categoryIdx: 2 },
    }).start()
    end.send({ type: 'LIVE', state: 'ON' })
    end.send({ type: 'LIVE', state: 'OFF' })
    await waitFor(end, (s) => liveEndScreenOf(s) === 'shown', { timeout: 5000 })
    expect(asked).toEqual([
      ['single', { channelId: 'airwave', categoryIdx: 2 }],
      ['list', { channelId: 'airwave', categoryIdx: 2 }],
    ])
  })
})

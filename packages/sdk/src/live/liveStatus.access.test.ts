import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { StreamInfo } from '../contract/live/live.schemas'
import { ApiError } from '../core/apiError'
import { LIVE_POLL_MS, liveStateOf, liveStatusMachine } from './liveStatus.machine'

// The stream info a viewer may not have: the refusal's access facts are kept for the player
// (its alerts), other failures leave nothing, and an answered stream info clears them.

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
  actor.start()
  return { actor, clock, calls: () => calls }
}

describe('liveStatusMachine access', () => {
  it.each([
    ['CHA30016', { errorCode: 'CHA30016' }],
    ['CHA30068', { errorCode: 'CHA30068' }],
    ['CHA43005', { errorCode: 'CHA43005' }],
    ['VIEWER_SUSPENDED', { viewerSuspended: true }],
  ])('keeps %s as the access facts, the live shown off', async (code, access) => {
    const live = start([new ApiError(403, code, 'no')])
    await waitFor(live.actor, (s) => liveStateOf(s) === 'OFF', { timeout: 2000 })
    expect(live.actor.getSnapshot().context.access).toEqual(access)
  })

  it('keeps nothing for a failure that is not about access', async () => {
    const live = start([new ApiError(0, 'NETWORK_ERROR', 'offline')])
    await waitFor(live.actor, (s) => liveStateOf(s) === 'OFF', { timeout: 2000 })
    expect(live.actor.getSnapshot().context.access).toBeUndefined()
  })

  it('clears them when a poll answers', async () => {
    const live = start([
      new ApiError(403, 'CHA30016', 'blocked'),
      { channelId: 'airwave', isStream: true },
    ])
    await waitFor(live.actor, (s) => liveStateOf(s) === 'OFF', { timeout: 2000 })
    expect(live.actor.getSnapshot().context.access).toEqual({ errorCode: 'CHA30016' })
    // The socket is down (the feed never said otherwise): the stream info is polled.
    live.clock.increment(LIVE_POLL_MS)
    await waitFor(live.actor, (s) => liveStateOf(s) === 'ON', { timeout: 2000 })
    expect(live.actor.getSnapshot().context.access).toBeUndefined()
  })
})

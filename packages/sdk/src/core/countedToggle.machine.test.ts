import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { followActors } from '../channel/follow.actors'
import { videoLikeActors } from '../video/videoLike.actors'
import { ApiError } from './apiError'
import {
  type CountedToggleEmitted,
  type CountedToggleInput,
  countedToggleMachine,
  countedToggleStateOf,
} from './countedToggle.machine'

function manual() {
  const pending: {
    name: string
    target: string | number
    resolve: (v: unknown) => void
    reject: (e: unknown) => void
  }[] = []
  const call = (name: string) =>
    fromPromise<unknown, { target: string | number }>(
      ({ input }) =>
        new Promise((resolve, reject) =>
          pending.push({ name, target: input.target, resolve, reject }),
        ),
    )
  return { pending, actors: { turnOn: call('turnOn'), turnOff: call('turnOff') } }
}

function start(input: CountedToggleInput) {
  const calls = manual()
  const actor = createActor(countedToggleMachine.provide({ actors: calls.actors }), { input })
  const emitted: CountedToggleEmitted[] = []
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  const view = () => {
    const { on, count } = actor.getSnapshot().context
    return { on, count, state: countedToggleStateOf(actor.getSnapshot()) }
  }
  const idle = () => waitFor(actor, (s) => s.matches('idle'), { timeout: 2000 })
  return { actor, calls: calls.pending, emitted, view, idle }
}

describe('countedToggleMachine', () => {
  it('turns on at once with the count +1, and keeps a stated answer', async () => {
    const t = start({ target: 12, on: false, count: 4, signedIn: true })
    t.actor.send({ type: 'TOGGLE' })
    expect(t.view()).toEqual({ on: true, count: 5, state: 'pending' })
    t.actor.send({ type: 'TOGGLE' })
    expect(t.calls).toHaveLength(1)
    t.calls[0]?.resolve({ on: true, count: 7 })
    await t.idle()
    expect(t.view()).toEqual({ on: true, count: 7, state: 'idle' })
  })

  it('keeps the optimistic state when the answer says nothing', async () => {
    const t = start({ target: 'kim', on: true, count: 1, signedIn: true })
    t.actor.send({ type: 'TOGGLE' })
    t.calls[0]?.resolve(null)
    await t.idle()
    expect(t.view()).toEqual({ on: false, count: 0, state: 'idle' })
  })

  it('undoes a refused change and says so', async () => {
    const t = start({ target: 12, on: false, count: 0, signedIn: true })
    t.actor.send({ type: 'TOGGLE' })
    const error = new Error('no')
    t.calls[0]?.reject(error)
    await t.idle()
    expect(t.view()).toEqual({ on: false, count: 0, state: 'idle' })
    expect(t.emitted).toEqual([{ type: 'failed', error, on: true }])
  })

  it('asks a guest to log in and changes nothing', () => {
    const t = start({ target: 12, on: false, count: 3 })
    t.actor.send({ type: 'TOGGLE' })
    expect(t.view()).toEqual({ on: false, count: 3, state: 'idle' })
    expect(t.emitted).toEqual([{ type: 'login-required' }])
    expect(t.calls).toHaveLength(0)
  })

  it('starts over for another target, and takes new counts for the same one', () => {
    const t = start({ target: 12, on: true, count: 3, signedIn: true })
    t.actor.send({ type: 'DATA', target: 12, count: 9 })
    expect(t.view()).toMatchObject({ on: true, count: 9 })
    t.actor.send({ type: 'DATA', target: 13 })
    expect(t.view()).toMatchObject({ on: false, count: 0 })
  })
})

describe('videoLikeActors and followActors', () => {
  it('like the video by its number; VOD1003 counts as liked; the info answered wins', async () => {
    const asked: unknown[] = []
    const client = {
      video: {
        like: (vodNo: number) => {
          asked.push(['like', vodNo])
          return Promise.reject(new ApiError(409, 'VOD1003', 'already liked'))
        },
        unlike: (vodNo: number) => {
          asked.push(['unlike', vodNo])
          return Promise.resolve({ isLike: false, likeCnt: 41 })
        },
      },
    } as unknown as Parameters<typeof videoLikeActors>[0]
    const actor = createActor(countedToggleMachine.provide({ actors: videoLikeActors(client) }), {
      input: { target: 12, on: false, count: 40, signedIn: true },
    }).start()
    actor.send({ type: 'TOGGLE' })
    await waitFor(actor, (s) => s.matches('idle'), { timeout: 2000 })
    expect(actor.getSnapshot().context).toMatchObject({ on: true, count: 41 })
    actor.send({ type: 'TOGGLE' })
    await waitFor(actor, (s) => s.matches('idle'), { timeout: 2000 })
    expect(actor.getSnapshot().context).toMatchObject({ on: false, count: 41 })
    expect(asked).toEqual([
      ['like', 12],
      ['unlike', 12],
    ])
  })

  it('follow the channel by its id', async () => {
    const asked: unknown[] = []
    const client = {
      channel: {
        follow: (body: unknown) => {
          asked.push(['follow', body])
          return Promise.resolve(null)
        },
      },
    } as unknown as Parameters<typeof followActors>[0]
    const actor = createActor(countedToggleMachine.provide({ actors: followActors(client) }), {
      input: { target: 'kim', on: false, count: 10, signedIn: true },
    }).start()
    actor.send({ type: 'TOGGLE' })
    await waitFor(actor, (s) => s.matches('idle'), { timeout: 2000 })
    expect(actor.getSnapshot().context).toMatchObject({ on: true, count: 11 })
    expect(asked).toEqual([['follow', { channelId: 'kim' }]])
  })
})

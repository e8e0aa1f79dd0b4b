import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { StreamLike } from '../contract/live/live.schemas'
import { ApiError } from '../core/apiError'
import {
  type StreamLikeEmitted,
  type StreamLikeInput,
  streamLikeMachine,
  streamLikeStateOf,
} from './streamLike.machine'

/** A call the test answers by hand: each call waits until the test settles it. */
function manualCalls() {
  const pending: {
    name: 'like' | 'unlike'
    streamIdx: number
    resolve: (answer: StreamLike) => void
    reject: (error: unknown) => void
  }[] = []
  const call = (name: 'like' | 'unlike') =>
    fromPromise<StreamLike, { streamIdx: number }>(
      ({ input }) =>
        new Promise((resolve, reject) => {
          pending.push({ name, streamIdx: input.streamIdx, resolve, reject })
        }),
    )
  return { pending, actors: { like: call('like'), unlike: call('unlike') } }
}

function start(input: StreamLikeInput) {
  const calls = manualCalls()
  const actor = createActor(streamLikeMachine.provide({ actors: calls.actors }), { input })
  const emitted: StreamLikeEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  const view = () => {
    const { isLike, likeCnt } = actor.getSnapshot().context
    return { isLike, likeCnt, state: streamLikeStateOf(actor.getSnapshot()) }
  }
  const idle = () => waitFor(actor, (s) => s.matches('idle'), { timeout: 2000 })
  return { actor, calls: calls.pending, emitted, view, idle }
}

const stream = { streamIdx: 7, isLike: false, likeCnt: 4 }

describe('streamLikeMachine', () => {
  it('likes at once and keeps what the server answers', async () => {
    const like = start({ streamInfo: stream, signedIn: true })
    like.actor.send({ type: 'TOGGLE' })
    expect(like.view()).toEqual({ isLike: true, likeCnt: 5, state: 'pending' })
    expect(like.calls.map(({ name, streamIdx }) => [name, streamIdx])).toEqual([['like', 7]])
    // Someone else liked meanwhile: the server's count wins.
    like.calls[0]?.resolve({ isLike: true, likeCnt: 6 })
    await like.idle()
    expect(like.view()).toEqual({ isLike: true, likeCnt: 6, state: 'idle' })
    expect(like.emitted).toEqual([])
  })

  it('unlikes a liked stream: count -1, never below 0', async () => {
    const like = start({ streamInfo: { streamIdx: 7, isLike: true, likeCnt: 0 }, signedIn: true })
    like.actor.send({ type: 'TOGGLE' })
    expect(like.view()).toEqual({ isLike: false, likeCnt: 0, state: 'pending' })
    expect(like.calls[0]?.name).toBe('unlike')
    like.calls[0]?.resolve({ isLike: false, likeCnt: 0 })
    await like.idle()
    expect(like.view()).toEqual({ isLike: false, likeCnt: 0, state: 'idle' })
  })

  it('undoes a refused like and says so', async () => {
    const like = start({ streamInfo: stream, signedIn: true })
    like.actor.send({ type: 'TOGGLE' })
    const refusal = new ApiError(409, 'ALREADY_OFF', 'This live has ended')
    like.calls[0]?.reject(refusal)
    await like.idle()
    expect(like.view()).toEqual({ isLike: false, likeCnt: 4, state: 'idle' })
    expect(like.emitted).toEqual([{ type: 'failed', error: refusal, like: true }])
  })

  it('undoes a refused unlike', async () => {
    const like = start({ streamInfo: { streamIdx: 7, isLike: true, likeCnt: 4 }, signedIn: true })
    like.actor.send({ type: 'TOGGLE' })
    like.calls[0]?.reject(new Error('offline'))
    await like.idle()
    expect(like.view()).toEqual({ isLike: true, likeCnt: 4, state: 'idle' })
    expect(like.emitted).toMatchObject([{ type: 'failed', like: false }])
  })

  it('asks a guest to sign in and changes nothing', () => {
    const like = start({ streamInfo: stream, signedIn: false })
    like.actor.send({ type: 'TOGGLE' })
    expect(like.emitted).toEqual([{ type: 'login-required' }])
    expect(like.view()).toEqual({ isLike: false, likeCnt: 4, state: 'idle' })
    expect(like.calls).toEqual([])
    // Signed in since: the press likes.
    like.actor.send({ type: 'SIGNED_IN', signedIn: true })
    like.actor.send({ type: 'TOGGLE' })
    expect(like.calls.map((call) => call.name)).toEqual(['like'])
  })

  it('does nothing before the stream info names a broadcast', () => {
    const like = start({ signedIn: true })
    like.actor.send({ type: 'TOGGLE' })
    expect(like.calls).toEqual([])
    expect(like.view()).toEqual({ isLike: false, likeCnt: 0, state: 'idle' })
  })

  it('ignores presses while a call is on its way', async () => {
    const like = start({ streamInfo: stream, signedIn: true })
    like.actor.send({ type: 'TOGGLE' })
    like.actor.send({ type: 'TOGGLE' })
    like.actor.send({ type: 'TOGGLE' })
    expect(like.calls).toHaveLength(1)
    expect(like.view().likeCnt).toBe(5)
    like.calls[0]?.resolve({ isLike: true, likeCnt: 5 })
    await like.idle()
    like.actor.send({ type: 'TOGGLE' })
    expect(like.calls.map((call) => call.name)).toEqual(['like', 'unlike'])
  })

  it('follows the live count, but not while a call is on its way', async () => {
    const like = start({ streamInfo: stream, signedIn: true })
    like.actor.send({ type: 'STREAM', streamInfo: { ...stream, likeCnt: 9 } })
    expect(like.view().likeCnt).toBe(9)
    like.actor.send({ type: 'TOGGLE' })
    // A count pushed before the server counted this like: the press still shows.
    like.actor.send({ type: 'STREAM', streamInfo: { ...stream, likeCnt: 9 } })
    expect(like.view()).toEqual({ isLike: true, likeCnt: 10, state: 'pending' })
    like.calls[0]?.resolve({ isLike: true, likeCnt: 10 })
    await like.idle()
    like.actor.send({ type: 'STREAM', streamInfo: { ...stream, likeCnt: 11 } })
    expect(like.view().likeCnt).toBe(11)
  })

  it("keeps the member's own like against the page's older stream info", async () => {
    const like = start({ streamInfo: stream, signedIn: true })
    like.actor.send({ type: 'TOGGLE' })
    like.calls[0]?.resolve({ isLike: true, likeCnt: 5 })
    await like.idle()
    // LIVE_INFO merged into the info fetched before the like: isLike there is stale.
    like.actor.send({ type: 'STREAM', streamInfo: { streamIdx: 7, isLike: false, likeCnt: 5 } })
    expect(like.view()).toEqual({ isLike: true, likeCnt: 5, state: 'idle' })
  })

  it('takes a new broadcast as it comes, dropping a call for the last one', async () => {
    const like = start({ streamInfo: stream, signedIn: true })
    like.actor.send({ type: 'TOGGLE' })
    like.actor.send({ type: 'STREAM', streamInfo: { streamIdx: 8, isLike: false, likeCnt: 0 } })
    expect(like.view()).toEqual({ isLike: false, likeCnt: 0, state: 'idle' })
    // The old call's answer lands on nobody.
    like.calls[0]?.resolve({ isLike: true, likeCnt: 5 })
    await Promise.resolve()
    expect(like.view()).toEqual({ isLike: false, likeCnt: 0, state: 'idle' })
    like.actor.send({ type: 'TOGGLE' })
    expect(like.calls.map(({ name, streamIdx }) => [name, streamIdx])).toEqual([
      ['like', 7],
      ['like', 8],
    ])
    // A new broadcast seen while idle brings its own like.
    like.calls[1]?.resolve({ isLike: true, likeCnt: 1 })
    await like.idle()
    like.actor.send({ type: 'STREAM', streamInfo: { streamIdx: 9, isLike: true, likeCnt: 3 } })
    expect(like.view()).toEqual({ isLike: true, likeCnt: 3, state: 'idle' })
  })
})

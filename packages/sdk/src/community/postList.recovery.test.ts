import { focusManager, onlineManager } from '@tanstack/query-core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { LikeState, Post, PostPage } from '../contract/community/community.schemas'
import { ApiError } from '../core/apiError'
import type { BoardEmitted } from '../core/feedback'
import { AUTO_RETRY } from '../core/serverReach'
import type { Viewer } from '../core/viewer'
import { postListMachine } from './postList.machine'

// A board opened while the server is down tries again by itself, with backoff and a bound, and
// when the browser comes back online or the window regains focus.

const member: Viewer = { status: 'member', channelId: 'me', nickname: 'Me' }
const post: Post = {
  idx: 1,
  channelId: 'kim',
  content: 'post 1',
  likeCnt: 0,
  commentCnt: 0,
  attachImgLink: [],
  createDate: '2024-05-01T10:00:00Z',
}
const page: PostPage = { list: [post], page: 1, total: 1 }
const down = () => new ApiError(502, 'BAD_GATEWAY', 'HTTP 502')

/**
 * Lets the machine take in a settled call without moving the fake clock (`vi.waitFor` moves it
 * at each check, and on a busy machine it could move it past the first retry's delay).
 */
async function settle() {
  for (let turn = 0; turn < 50; turn++) await Promise.resolve()
}

afterEach(() => {
  vi.useRealTimers()
  onlineManager.setOnline(true)
  focusManager.setFocused(undefined)
})

describe('postListMachine recovery', () => {
  it('loads again by itself once the server is back, and reports each failure', async () => {
    vi.useFakeTimers()
    let calls = 0
    const machine = postListMachine.provide({
      actors: {
        listPosts: fromPromise(async () => {
          calls++
          if (calls <= 2) throw down()
          return page
        }),
      },
    })
    const actor = createActor(machine, { input: { channelId: 'kim', viewer: member } })
    const emitted: BoardEmitted[] = []
    actor.on('*', (event) => emitted.push(event))
    actor.start()
    await settle()
    expect(actor.getSnapshot().value).toBe('error')
    expect(emitted).toEqual([{ type: 'failed', error: expect.any(ApiError) }])
    await vi.advanceTimersByTimeAsync(AUTO_RETRY.baseMs)
    await vi.advanceTimersByTimeAsync(AUTO_RETRY.baseMs * 2)
    expect(actor.getSnapshot().value).toBe('ready')
    expect(calls).toBe(3)
    expect(actor.getSnapshot().context.retries).toBe(0)
  })

  it('stops trying by itself after AUTO_RETRY.attempts, and leaves refusals to RETRY', async () => {
    vi.useFakeTimers()
    let calls = 0
    const machine = postListMachine.provide({
      actors: {
        listPosts: fromPromise(async (): Promise<PostPage> => {
          calls++
          throw calls === 1 ? new ApiError(403, 'FORBIDDEN', 'no') : down()
        }),
      },
    })
    const actor = createActor(machine, { input: { channelId: 'kim', viewer: member } }).start()
    await settle()
    expect(actor.getSnapshot().value).toBe('error')
    await vi.advanceTimersByTimeAsync(AUTO_RETRY.maxMs * 2)
    expect(calls).toBe(1)
    actor.send({ type: 'RETRY' })
    await vi.advanceTimersByTimeAsync(AUTO_RETRY.maxMs * (AUTO_RETRY.attempts + 2))
    expect(calls).toBe(2 + AUTO_RETRY.attempts)
    expect(actor.getSnapshot().value).toBe('error')
  })

  it('loads again when the browser comes back online or the window regains focus', async () => {
    let fail = true
    const machine = postListMachine.provide({
      actors: {
        listPosts: fromPromise(async () => {
          if (fail) throw down()
          return page
        }),
      },
      // No timer: only the cues bring it back here.
      delays: { autoRetry: 3_600_000 },
    })
    const actor = createActor(machine, { input: { channelId: 'kim', viewer: member } }).start()
    await waitFor(actor, (s) => s.matches('error'))
    onlineManager.setOnline(false)
    onlineManager.setOnline(true)
    await waitFor(actor, (s) => s.matches('error'))
    fail = false
    focusManager.setFocused(false)
    focusManager.setFocused(true)
    await waitFor(actor, (s) => s.matches('ready'))
  })
})

describe('postListMachine failures', () => {
  it('reports a failed like with its error, then "can\'t reach the server"', async () => {
    const error = down()
    const machine = postListMachine.provide({
      actors: {
        listPosts: fromPromise(async () => page),
        likePost: fromPromise(async (): Promise<LikeState> => {
          throw error
        }),
      },
    })
    const actor = createActor(machine, { input: { channelId: 'kim', viewer: member } })
    const emitted: BoardEmitted[] = []
    actor.on('*', (event) => emitted.push(event))
    actor.start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'LIKE', postIdx: 1 })
    await waitFor(actor, () => emitted.length === 2)
    expect(emitted).toEqual([{ type: 'failed', error }, { type: 'unreachable' }])
    expect(actor.getSnapshot().context.pages[0]?.items[0]?.isLikePost).not.toBe(true)
  })
})

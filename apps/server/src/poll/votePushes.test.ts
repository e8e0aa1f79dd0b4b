import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createVotePushes } from './votePushes'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createVotePushes', () => {
  it('pushes the first vote at once and a burst once per interval, per poll', async () => {
    const pushed: [number, number][] = []
    const start = Date.now()
    const pushes = createVotePushes({
      intervalMs: 1000,
      push: async (pollId) => {
        pushed.push([pollId, Date.now() - start])
      },
    })
    pushes.changed(1)
    await vi.advanceTimersByTimeAsync(0)
    expect(pushed).toEqual([[1, 0]])
    for (let i = 0; i < 50; i++) {
      pushes.changed(1)
      await vi.advanceTimersByTimeAsync(10)
    }
    // 500 ms of votes: one more push, a second after the first.
    await vi.advanceTimersByTimeAsync(1000)
    expect(pushed).toEqual([
      [1, 0],
      [1, 1000],
    ])
    // Another poll is not held back by the first one's interval.
    pushes.changed(2)
    await vi.advanceTimersByTimeAsync(0)
    expect(pushed.at(-1)).toEqual([2, 1500])
    pushes.changed(1)
    pushes.close()
    await vi.advanceTimersByTimeAsync(5000)
    expect(pushed).toHaveLength(3)
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLikeCountPusher } from './streamLikes'

// The coalescing of like counts, on a fake clock: when each push goes out and with what.

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function pusher(counts: Map<number, number>) {
  const pushed: [string, number][] = []
  const likes = createLikeCountPusher({
    count: async (streamIdx) => counts.get(streamIdx) ?? 0,
    push: (channelId, likeCnt) => pushed.push([channelId, likeCnt]),
    intervalMs: 1000,
  })
  return { likes, pushed }
}

describe('createLikeCountPusher', () => {
  it('pushes the first change at once and a burst within the second as one push', async () => {
    const counts = new Map([[7, 1]])
    const { likes, pushed } = pusher(counts)
    likes.changed('airwave', 7)
    await vi.advanceTimersByTimeAsync(0)
    expect(pushed).toEqual([['airwave', 1]])
    for (let n = 2; n <= 50; n++) {
      counts.set(7, n)
      likes.changed('airwave', 7)
    }
    await vi.advanceTimersByTimeAsync(999)
    expect(pushed).toEqual([['airwave', 1]])
    await vi.advanceTimersByTimeAsync(1)
    expect(pushed).toEqual([
      ['airwave', 1],
      ['airwave', 50],
    ])
  })

  it('keeps channels apart, and pushes no count twice', async () => {
    const counts = new Map([
      [7, 3],
      [8, 5],
    ])
    const { likes, pushed } = pusher(counts)
    likes.changed('airwave', 7)
    likes.changed('other', 8)
    await vi.advanceTimersByTimeAsync(0)
    expect(pushed).toEqual([
      ['airwave', 3],
      ['other', 5],
    ])
    // A like and its unlike within the second: the count did not change, nothing goes out.
    likes.changed('airwave', 7)
    await vi.advanceTimersByTimeAsync(1000)
    expect(pushed).toHaveLength(2)
    // The channel's next broadcast starting at the same count is still pushed.
    counts.set(9, 3)
    likes.changed('airwave', 9)
    await vi.advanceTimersByTimeAsync(1000)
    expect(pushed.at(-1)).toEqual(['airwave', 3])
  })

  it('stops pushing once closed', async () => {
    const { likes, pushed } = pusher(new Map([[7, 1]]))
    likes.changed('airwave', 7)
    likes.close()
    await vi.advanceTimersByTimeAsync(5000)
    expect(pushed).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { createLiveInfoPusher } from './liveInfo'

describe('live info pusher', () => {
  it('coalesces a burst of changes into one push, then waits the interval for the next', async () => {
    let viewers = 0
    const pushes: { at: number; totalViewer: number }[] = []
    let pushed: () => void = () => {}
    const pusher = createLiveInfoPusher({
      count: async () => viewers,
      push: (_handle, totalViewer) => {
        pushes.push({ at: Date.now(), totalViewer })
        pushed()
      },
      intervalMs: 200,
    })
    const nextPush = () =>
      new Promise<void>((resolve) => {
        pushed = resolve
      })
    let waiting = nextPush()
    for (let i = 0; i < 100; i++) {
      viewers++
      pusher.changed('airwave')
    }
    await waiting
    expect(pushes.map((push) => push.totalViewer)).toEqual([100])
    waiting = nextPush()
    for (let i = 0; i < 50; i++) {
      viewers--
      pusher.changed('airwave')
    }
    await waiting
    expect(pushes.map((push) => push.totalViewer)).toEqual([100, 50])
    expect((pushes[1]?.at ?? 0) - (pushes[0]?.at ?? 0)).toBeGreaterThanOrEqual(190)
    pusher.close()
  })

  it('does not push a count equal to the last one', async () => {
    const pushes: number[] = []
    let counted = 0
    let onCount: () => void = () => {}
    const pusher = createLiveInfoPusher({
      count: async () => {
        counted++
        onCount()
        return 3
      },
      push: (_handle, totalViewer) => void pushes.push(totalViewer),
      intervalMs: 0,
    })
    for (const expected of [1, 2]) {
      const done = new Promise<void>((resolve) => {
        onCount = resolve
      })
      pusher.changed('airwave')
      await done
      // The push, when there is one, runs right after the count.
      await Promise.resolve()
      expect(counted).toBe(expected)
    }
    expect(pushes).toEqual([3])
    pusher.close()
  })
})

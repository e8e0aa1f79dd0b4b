import { describe, expect, it } from 'vitest'
import { createPollScheduler } from './pollScheduler'

// A clock and timers the test moves by hand.
function fakeTime() {
  let now = 0
  let next = 1
  const pending = new Map<number, { at: number; run: () => void }>()
  return {
    now: () => now,
    timers: {
      set(run: () => void, ms: number) {
        const id = next++
        pending.set(id, { at: now + ms, run })
        return id
      },
      clear: (id: unknown) => void pending.delete(id as number),
    },
    /** Moves the clock, running each timer that comes due. */
    advance(ms: number) {
      now += ms
      for (const [id, timer] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
        if (timer.at > now) continue
        pending.delete(id)
        timer.run()
      }
    },
    waits: () => [...pending.values()].map((timer) => timer.at - now),
  }
}

// Lets the scheduler's promise chain run.
const settledDown = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

describe('createPollScheduler', () => {
  it('ends polls at their time, read from the database, and looks for the next one after', async () => {
    const time = fakeTime()
    const dues = [new Date(90_000), new Date(150_000), undefined]
    let settled = 0
    const scheduler = createPollScheduler({
      nextDue: async () => dues[settled],
      settle: async () => {
        settled++
      },
      now: time.now,
      timers: time.timers,
    })
    scheduler.start()
    await settledDown()
    // The start looks once (a restart ends what ran out while it was down), then waits.
    expect(settled).toBe(1)
    expect(time.waits()).toEqual([60_000])
    time.advance(59_999)
    await settledDown()
    expect(settled).toBe(1)
    time.advance(1)
    await settledDown()
    expect(settled).toBe(2)
    // Nothing left to end: it sleeps a sweep and looks again.
    expect(time.waits()).toEqual([60_000])
    scheduler.close()
    expect(time.waits()).toEqual([])
  })

  it('waits at most a sweep, and a rearm takes a poll started meanwhile', async () => {
    const time = fakeTime()
    let due: Date | undefined = new Date(10 * 60_000)
    const scheduler = createPollScheduler({
      nextDue: async () => due,
      settle: async () => {},
      now: time.now,
      timers: time.timers,
    })
    scheduler.start()
    await settledDown()
    expect(time.waits()).toEqual([60_000])
    due = new Date(5_000)
    scheduler.rearm()
    await settledDown()
    expect(time.waits()).toEqual([5_000])
    // A due time already past is ended at once.
    due = new Date(-1)
    scheduler.rearm()
    await settledDown()
    expect(time.waits()).toEqual([0])
  })

  it('keeps looking when the database fails', async () => {
    const time = fakeTime()
    const errors: unknown[] = []
    let fail = true
    let settled = 0
    const scheduler = createPollScheduler({
      nextDue: async () => {
        if (fail) throw new Error('down')
        return undefined
      },
      settle: async () => {
        settled++
        if (fail) throw new Error('down')
      },
      now: time.now,
      timers: time.timers,
      onError: (error) => errors.push(error),
    })
    scheduler.start()
    await settledDown()
    expect(errors).toHaveLength(2)
    expect(time.waits()).toEqual([60_000])
    fail = false
    time.advance(60_000)
    await settledDown()
    expect(settled).toBe(2)
    expect(time.waits()).toEqual([60_000])
  })
})

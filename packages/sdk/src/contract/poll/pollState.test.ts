import { describe, expect, it } from 'vitest'
import { isPollRunning, pollOptionsLocked, pollTimeLeft } from './pollState'

describe('poll state rules', () => {
  it('runs while in progress, and on the server only until its time is up', () => {
    expect(isPollRunning({ status: 'in-progress' })).toBe(true)
    expect(isPollRunning({ status: 'result' })).toBe(false)
    expect(isPollRunning({ status: 'end' })).toBe(false)
    expect(isPollRunning({ status: 'in-progress' }, 1)).toBe(true)
    // Its time ran out before the scheduler moved it to its result: no vote, no edit.
    expect(isPollRunning({ status: 'in-progress' }, 0)).toBe(false)
    expect(isPollRunning({ status: 'result' }, 60_000)).toBe(false)
  })

  it('counts the time left down to 0, from dates or milliseconds', () => {
    const now = new Date('2025-03-01T12:00:00Z')
    expect(pollTimeLeft(new Date('2025-03-01T12:01:05Z'), now)).toBe(65_000)
    expect(pollTimeLeft(new Date('2025-03-01T11:59:00Z'), now)).toBe(0)
    expect(pollTimeLeft(10_500, 10_000)).toBe(500)
    expect(pollTimeLeft(10_000, 10_000)).toBe(0)
    expect(isPollRunning({ status: 'in-progress' }, pollTimeLeft(now, now))).toBe(false)
  })

  it('locks the options once someone voted', () => {
    expect(pollOptionsLocked(undefined)).toBe(false)
    expect(pollOptionsLocked(0)).toBe(false)
    expect(pollOptionsLocked(1)).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { BACKOFF_MAX_MS, backoffDelay } from './backoff'

describe('backoffDelay', () => {
  it('doubles from 1 s and caps at 30 s', () => {
    const middle = () => 0.5
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => backoffDelay(n, middle))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ])
  })

  it('moves each delay by at most 20 % either way and never to zero', () => {
    expect(backoffDelay(0, () => 0)).toBe(800)
    expect(backoffDelay(0, () => 1)).toBe(1200)
    expect(backoffDelay(20, () => 1)).toBe(BACKOFF_MAX_MS * 1.2)
    expect(backoffDelay(0, () => -5)).toBe(800)
  })
})

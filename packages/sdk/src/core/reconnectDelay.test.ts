import { describe, expect, it } from 'vitest'
import { RECONNECT_BACKOFF, reconnectDelay } from './reconnectDelay'

describe('reconnectDelay', () => {
  it('draws below a ceiling that doubles from 0.5 s', () => {
    const top = () => 0.999999
    expect(reconnectDelay(0, top)).toBe(499)
    expect(reconnectDelay(1, top)).toBe(999)
    expect(reconnectDelay(2, top)).toBe(1999)
    expect(reconnectDelay(5, top)).toBe(15_999)
  })

  it('caps the ceiling at 30 s, however many attempts failed', () => {
    expect(reconnectDelay(6, () => 0.999999)).toBe(29_999)
    expect(reconnectDelay(1_000, () => 0.5)).toBe(15_000)
    expect(RECONNECT_BACKOFF).toEqual({ baseMs: 500, maxMs: 30_000 })
  })

  it('is a full jitter: the draw scales the whole window, down to zero', () => {
    expect(reconnectDelay(3, () => 0)).toBe(0)
    expect(reconnectDelay(3, () => 0.25)).toBe(1000)
    expect(reconnectDelay(3, () => 0.5)).toBe(2000)
  })

  it('keeps a random source that strays out of [0, 1) inside the window', () => {
    expect(reconnectDelay(0, () => -1)).toBe(0)
    expect(reconnectDelay(0, () => 7)).toBe(500)
  })

  it('takes another backoff', () => {
    expect(reconnectDelay(2, () => 0.5, { baseMs: 100, maxMs: 300 })).toBe(150)
  })
})

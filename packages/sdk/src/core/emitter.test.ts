import { describe, expect, it, vi } from 'vitest'
import { createEmitter } from './emitter'

describe('createEmitter', () => {
  it('delivers events to listeners until they unsubscribe', () => {
    const events = createEmitter<{ ping: number; pong: string }>()
    const pings: number[] = []
    const off = events.on('ping', (n) => pings.push(n))
    events.emit('ping', 1)
    events.emit('pong', 'ignored')
    off()
    events.emit('ping', 2)
    expect(pings).toEqual([1])
  })

  it('keeps delivering when a listener throws, reporting the error', () => {
    const events = createEmitter<{ ping: number }>()
    const seen: number[] = []
    const bug = new Error('listener bug')
    events.on('ping', () => {
      throw bug
    })
    events.on('ping', (n) => seen.push(n))
    const report = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => events.emit('ping', 1)).not.toThrow()
    expect(seen).toEqual([1])
    expect(report).toHaveBeenCalledWith(bug)
    report.mockRestore()
  })
})

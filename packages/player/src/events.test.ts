import { describe, expect, it, vi } from 'vitest'
import { createPlayerEvents } from './events'

describe('createPlayerEvents', () => {
  it('delivers typed payloads to the listeners of an event until they unsubscribe', () => {
    const events = createPlayerEvents()
    const latencies: number[] = []
    const off = events.on('latency', ({ latency }) => latencies.push(latency))
    events.on('rate-change', () => latencies.push(-1))
    events.emit('latency', { latency: 2.4, target: 2 })
    off()
    events.emit('latency', { latency: 9 })
    expect(latencies).toEqual([2.4])
  })

  it('keeps calling other listeners when one throws', () => {
    const events = createPlayerEvents()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const seen: string[] = []
    events.on('ended', () => {
      throw new Error('boom')
    })
    events.on('ended', () => seen.push('ended'))
    events.emit('ended', {})
    expect(seen).toEqual(['ended'])
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
  })

  it('drops every listener on clear', () => {
    const events = createPlayerEvents()
    const seen: string[] = []
    events.on('pause', () => seen.push('pause'))
    events.clear()
    events.emit('pause', {})
    expect(seen).toEqual([])
  })
})

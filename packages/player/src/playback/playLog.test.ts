import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPlayerEvents } from '../events'
import { attachPlayLog, type PlayLogger } from './playLog'

function fakeLogger() {
  const logged: { kind: string; fields: Record<string, unknown> }[] = []
  const hides = new Set<() => void>()
  const logger: PlayLogger = {
    log: (kind, fields = {}) => logged.push({ kind, fields }),
    onHide: (listener) => {
      hides.add(listener)
      return () => hides.delete(listener)
    },
  }
  const hide = () => {
    for (const listener of [...hides]) listener()
  }
  return { logger, logged, hide }
}

describe('the play log', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('logs a live play: start, heartbeats with the time watched, quality, end', () => {
    const events = createPlayerEvents()
    const { logger, logged } = fakeLogger()
    let clock = 0
    const end = attachPlayLog(
      events,
      { logger, channelId: 'airwave', now: () => clock, newViewId: () => 'v1' },
      true,
    )
    events.emit('play', { mutedAutoplay: false })
    clock = 30_000
    vi.advanceTimersByTime(30_000)
    events.emit('quality-change', {
      track: { trackId: 1, label: '720p' } as never,
      auto: false,
    })
    clock = 40_000
    events.emit('pause', {})
    clock = 50_000
    end()
    expect(logged).toEqual([
      { kind: 'bin', fields: { viewId: 'v1', streamType: 'live', channelId: 'airwave' } },
      { kind: 'cstatus', fields: expect.objectContaining({ viewId: 'v1', watchMs: 30_000 }) },
      { kind: 'change-quality', fields: expect.objectContaining({ quality: '720p' }) },
      // Paused from 40 s: only the 10 s before it count.
      { kind: 'bout', fields: expect.objectContaining({ viewId: 'v1', watchMs: 10_000 }) },
    ])
  })

  it('ends a VOD play when the page hides, once', () => {
    const events = createPlayerEvents()
    const { logger, logged, hide } = fakeLogger()
    let clock = 0
    const end = attachPlayLog(events, { logger, vodIdx: 7, now: () => clock }, false)
    events.emit('play', { mutedAutoplay: false })
    clock = 5_000
    hide()
    end()
    expect(logged.map((entry) => entry.kind)).toEqual(['vod/vin', 'vod/vout'])
    expect(logged[1]?.fields).toMatchObject({ streamType: 'vod', vodIdx: 7, watchMs: 5_000 })
  })
})

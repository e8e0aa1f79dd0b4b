import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OverlayReport } from '../contract/widget/overlayReport'
import { overlayHealthReporter } from './overlayHealth'

const ready: OverlayReport = { state: 'ready', lastEventAt: null }
const showing: OverlayReport = {
  state: 'showing',
  lastEventAt: '2026-11-20T20:00:00.000Z',
  showing: 3,
}

afterEach(() => {
  vi.useRealTimers()
})

describe('overlayHealthReporter', () => {
  it('sends at once, then at most one a gap with the latest, never the same twice', async () => {
    vi.useFakeTimers()
    const sent: OverlayReport[] = []
    const reporter = overlayHealthReporter(async (report) => void sent.push(report), {
      gapMs: 1000,
      now: () => Date.now(),
    })
    reporter.report(ready)
    reporter.report(showing)
    reporter.report({ ...showing, showing: 4 })
    expect(sent).toEqual([ready])
    await vi.advanceTimersByTimeAsync(1000)
    expect(sent).toEqual([ready, { ...showing, showing: 4 }])
    reporter.report({ ...showing, showing: 4 })
    await vi.advanceTimersByTimeAsync(5000)
    expect(sent).toHaveLength(2)
    // A new connection: the server knows nothing, the same report goes again.
    reporter.again()
    reporter.report({ ...showing, showing: 4 })
    expect(sent).toHaveLength(3)
    reporter.stop()
  })

  it('forgets a report that could not be sent', async () => {
    const sent: OverlayReport[] = []
    let fail = true
    const reporter = overlayHealthReporter(
      async (report) => {
        if (fail) throw new Error('not connected')
        sent.push(report)
      },
      { gapMs: 0 },
    )
    reporter.report(ready)
    await Promise.resolve()
    await Promise.resolve()
    fail = false
    reporter.report(ready)
    expect(sent).toEqual([ready])
  })
})

import type { OverlayReport } from '../contract/widget/overlayReport'

/** The fewest milliseconds between two reports (chosen): a burst of alerts sends one. */
export const OVERLAY_REPORT_GAP_MS = 1000

export interface OverlayHealthReporter {
  /** The overlay's state now: sent at once, or with the next report if one just went. */
  report(report: OverlayReport): void
  /** A new connection: the server knows no report of it, so the next goes even if unchanged. */
  again(): void
  stop(): void
}

/**
 * Sends an overlay's reports of itself (its state, its last event) for its dashboard page,
 * at most one a second: the latest report wins, none is sent twice unchanged. A send that
 * fails (the socket is down) is forgotten: the overlay reports again when it is back.
 *
 * @example
 * const health = overlayHealthReporter((report) => realtime.send('WIDGET_HEALTH', report))
 * health.report({ state: 'ready', lastEventAt: null })
 */
export function overlayHealthReporter(
  send: (report: OverlayReport) => Promise<unknown>,
  options: { gapMs?: number; now?: () => number } = {},
): OverlayHealthReporter {
  const gapMs = options.gapMs ?? OVERLAY_REPORT_GAP_MS
  const now = options.now ?? Date.now
  let lastSentAt = Number.NEGATIVE_INFINITY
  let lastSent = ''
  let pending: OverlayReport | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  const flush = () => {
    timer = undefined
    if (stopped || !pending) return
    const report = pending
    pending = undefined
    lastSentAt = now()
    lastSent = JSON.stringify(report)
    send(report).catch(() => {
      // Not delivered: the same report may go again.
      lastSent = ''
    })
  }

  return {
    report(report) {
      if (stopped || JSON.stringify(report) === lastSent) return
      pending = report
      if (timer !== undefined) return
      const wait = lastSentAt + gapMs - now()
      if (wait <= 0) flush()
      else timer = setTimeout(flush, wait)
    },
    again() {
      lastSent = ''
    },
    stop() {
      stopped = true
      if (timer !== undefined) clearTimeout(timer)
    },
  }
}

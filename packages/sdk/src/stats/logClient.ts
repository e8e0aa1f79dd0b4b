import type { LogEvent, LogKind, LogPayload } from '../contract/stats/log.schemas'
import { LOG_BATCH_MAX } from '../contract/stats/log.schemas'

/** A payload without what the log client fills in itself. */
export type LogFields = Omit<LogPayload, 'clientId' | 'clientType'> &
  Partial<Pick<LogPayload, 'clientType'>>

/** Where a page's hide is heard: `window` in a browser; tests pass an `EventTarget`. */
interface HideTarget {
  addEventListener(type: string, listener: () => void): void
  removeEventListener(type: string, listener: () => void): void
}

export interface LogClientOptions {
  /** The SDK's per-browser client id (`createClient`'s `clientId`). */
  clientId: string
  clientType?: LogPayload['clientType']
  /** Sends a batch with the session (`(events) => client.log.batch({ events })`). */
  send: (events: LogEvent[]) => Promise<unknown>
  /** The absolute URL of `POST /log/batch`, for the beacon at page hide. */
  beaconUrl: string
  /**
   * Sends a body that must outlive the page; by default `navigator.sendBeacon` when the
   * browser has it (a string body goes as text/plain, which the server reads as JSON).
   */
  beacon?: (url: string, body: string) => boolean
  /** Default 10 s. */
  flushEveryMs?: number
  /** A batch is sent at once when this many events wait. Default 20. */
  maxQueued?: number
  /** Where `pagehide` is heard; default `window` when there is one. */
  hideTarget?: HideTarget
  /** Where `visibilitychange` is heard; default `document` when there is one. */
  visibilityTarget?: HideTarget
  /** Whether the page is hidden now (`document.visibilityState === 'hidden'`). */
  isHidden?: () => boolean
}

/** Events kept while the server cannot be reached: older ones are dropped beyond this. */
const MAX_PENDING = 200

/** The log client a page, the player and the socket share. */
export interface LogClient {
  /** Queues one event; sent with the next batch. */
  log(kind: LogKind, fields?: LogFields): void
  /** Runs `listener` when the page hides, before the beacon goes (a play's last watch time). */
  onHide(listener: () => void): () => void
  /** Sends what waits now (with the session). */
  flush(): Promise<void>
  /** Starts the interval and the page-hide beacon; idempotent. */
  start(): void
  /** Stops them and sends what waits as a beacon. */
  stop(): void
}

/**
 * Batches the log service's events: a batch every 10 s or at 20 events, and at page hide
 * everything left as a `sendBeacon` (which outlives the page but carries no token: the server
 * counts those events by client id only). Touches no DOM until `start()`, so it loads in Node.
 *
 * @example
 * const logs = createLogClient({
 *   clientId,
 *   send: (events) => client.log.batch({ events }),
 *   beaconUrl: `${origin}/log/batch`,
 * })
 * logs.start()
 * logs.log('page/view', { path: '/airwave' })
 */
export function createLogClient(options: LogClientOptions): LogClient {
  const { clientId, clientType = 'pc', send, beaconUrl } = options
  const maxQueued = options.maxQueued ?? 20
  let queue: LogEvent[] = []
  let timer: ReturnType<typeof setInterval> | undefined
  let sending: Promise<void> | undefined
  const hideListeners = new Set<() => void>()
  const target =
    options.hideTarget ??
    (typeof window === 'undefined' ? undefined : (window as unknown as HideTarget))
  const visibility =
    options.visibilityTarget ??
    (typeof document === 'undefined' ? undefined : (document as unknown as HideTarget))
  const isHidden =
    options.isHidden ??
    (() => typeof document !== 'undefined' && document.visibilityState === 'hidden')
  const beacon =
    options.beacon ??
    ((url: string, body: string) =>
      typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
        ? navigator.sendBeacon(url, body)
        : false)

  const take = () => {
    const batch = queue.slice(0, LOG_BATCH_MAX)
    queue = queue.slice(batch.length)
    return batch
  }

  const flush = async (): Promise<void> => {
    if (sending) await sending
    if (queue.length === 0) return
    const batch = take()
    sending = send(batch)
      .then(() => undefined)
      .catch(() => {
        // Kept for the next flush, newest kept first when the backlog is full.
        queue = [...batch, ...queue].slice(-MAX_PENDING)
      })
      .finally(() => {
        sending = undefined
      })
    await sending
    if (queue.length >= maxQueued) await flush()
  }

  const beaconQueue = () => {
    while (queue.length > 0) {
      const batch = take()
      if (!beacon(beaconUrl, JSON.stringify({ events: batch }))) {
        // No beacon (or refused): an ordinary send is the best left.
        void send(batch).catch(() => {})
      }
    }
  }
  // The page goes away: the plays end (their listeners log it), and everything goes now.
  const onHide = () => {
    for (const listener of hideListeners) listener()
    beaconQueue()
  }
  // Hidden (another tab, a locked phone) may be the last moment the page runs: what waits goes,
  // the plays go on.
  const onVisibility = () => {
    if (isHidden()) beaconQueue()
  }

  return {
    log(kind, fields = {}) {
      queue.push({ clientType, ...fields, kind, clientId })
      if (queue.length > MAX_PENDING) queue = queue.slice(-MAX_PENDING)
      if (queue.length >= maxQueued) void flush()
    },
    onHide(listener) {
      hideListeners.add(listener)
      return () => hideListeners.delete(listener)
    },
    flush,
    start() {
      if (timer) return
      timer = setInterval(() => void flush(), options.flushEveryMs ?? 10_000)
      ;(timer as { unref?: () => void }).unref?.()
      target?.addEventListener('pagehide', onHide)
      visibility?.addEventListener('visibilitychange', onVisibility)
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = undefined
      target?.removeEventListener('pagehide', onHide)
      visibility?.removeEventListener('visibilitychange', onVisibility)
      onHide()
    },
  }
}

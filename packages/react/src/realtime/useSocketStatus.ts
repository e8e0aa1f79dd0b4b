import type { RealtimeStatus } from '@airwave/sdk/realtime'
import { useSyncExternalStore } from 'react'
import { useRealtime } from './useRealtime'

/** Where the page's socket is, for a status line and `data-state`. */
export type SocketStatus = Exclude<RealtimeStatus, 'stopped'>

/**
 * The state of the page's real-time connection: `connecting`, `connected`, `reconnecting`
 * (lost; trying again with backoff) or `offline` (the browser says so; it waits for the
 * network). A connection stopped for good reads as offline.
 *
 * @example
 * const status = useSocketStatus()
 * return <p data-state={status}>{status === 'reconnecting' ? 'Reconnecting…' : null}</p>
 */
export function useSocketStatus(): SocketStatus {
  const realtime = useRealtime('useSocketStatus')
  const status = useSyncExternalStore(realtime.subscribe, realtime.status, realtime.status)
  return status === 'stopped' ? 'offline' : status
}

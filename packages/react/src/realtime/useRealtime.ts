import { createRealtime, type Realtime } from '@airwave/sdk/realtime'
import { useEffect } from 'react'
import { useAirwave } from '../shared/provider/airwaveContext'

/**
 * The page's real-time connection, from the provider: the one it was given (`realtime`), or
 * the one it makes from its `baseUrl`, session and client id the first time a real-time hook
 * asks. One socket for every real-time hook of the page; the one the provider made closes
 * when the last of them unmounts. `hook` names the caller in the error of a provider that has
 * none.
 *
 * @example
 * const realtime = useRealtime('useChat')
 * useEffect(() => realtime.on('LIVE_INFO', (info) => setViewers(info.totalViewer)), [realtime])
 */
export function useRealtime(hook: string): Realtime {
  const { realtime: slot } = useAirwave()
  const realtime = slot.get(hook, createRealtime)
  useEffect(() => {
    slot.retain()
    return () => slot.release()
  }, [slot])
  return realtime
}

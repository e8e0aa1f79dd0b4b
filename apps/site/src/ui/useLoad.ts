import { useAirwave } from '@airwave/react'
import type { QueryOptions } from '@airwave/sdk'
import { useCallback, useEffect, useState } from 'react'

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: T }

interface Held<T> {
  key: string
  state: LoadState<T>
}

/**
 * Runs an SDK query through the kit's query client (so its cache and retry rules apply) and
 * reports `loading`, `error` or `success`; `everyMs` asks again at that interval, keeping the
 * last answer on screen meanwhile. While `enabled` is false nothing is asked (it stays `loading`).
 *
 * @example
 * const stream = useLoad(streamInfoQuery(client, channelId), { everyMs: 30_000 })
 */
export function useLoad<T, K extends readonly unknown[]>(
  options: QueryOptions<T, K>,
  { everyMs, enabled = true }: { everyMs?: number; enabled?: boolean } = {},
): LoadState<T> & { retry(): void } {
  const { queryClient } = useAirwave()
  const key = JSON.stringify(options.queryKey)
  const [held, setHeld] = useState<Held<T>>(() => {
    const cached = queryClient.getQueryData<T>(options.queryKey)
    return {
      key,
      state: cached === undefined ? { status: 'loading' } : { status: 'success', data: cached },
    }
  })
  const [attempt, setAttempt] = useState(0)

  // The options object is new on every render; the key names what is asked.
  useEffect(() => {
    // Disabled (signed out, say): forget the answer, so enabling again never shows a stale one.
    if (!enabled) {
      setHeld({ key, state: { status: 'loading' } })
      return
    }
    let current = true
    const load = (fresh: boolean) =>
      queryClient.fetchQuery({ ...options, ...(fresh && { staleTime: 0 }) }).then(
        (data) => current && setHeld({ key, state: { status: 'success', data } }),
        (error: unknown) => current && setHeld({ key, state: { status: 'error', error } }),
      )
    load(attempt > 0)
    const timer = everyMs ? setInterval(() => load(true), everyMs) : undefined
    return () => {
      current = false
      clearInterval(timer)
    }
  }, [key, attempt, everyMs, enabled, queryClient])

  const retry = useCallback(() => {
    setHeld({ key, state: { status: 'loading' } })
    setAttempt((n) => n + 1)
  }, [key])
  const state: LoadState<T> = enabled && held.key === key ? held.state : { status: 'loading' }
  return { ...state, retry }
}

import type { Toast, ToastPlace } from '@airwave/sdk'
import { useMemo, useSyncExternalStore } from 'react'
import { useAirwave } from '../provider/airwaveContext'

/**
 * The toasts of one place, oldest first, from the provider's SDK toast queue (which keeps at
 * most two a place and drops a repeated text). Dismiss with `useAirwave().toastQueue.dismiss`.
 *
 * @example
 * const toasts = useToasts()
 * return toasts.map((t) => <p key={t.id} role="status">{t.message}</p>)
 */
export function useToasts(place: ToastPlace = 'default'): readonly Toast[] {
  const { toastQueue } = useAirwave()
  const all = useSyncExternalStore(
    toastQueue.subscribe,
    toastQueue.getSnapshot,
    toastQueue.getSnapshot,
  )
  return useMemo(() => all.filter((t) => t.place === place), [all, place])
}

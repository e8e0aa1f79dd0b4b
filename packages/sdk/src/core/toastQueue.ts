import type { Unsubscribe } from './emitter'

/** Where a toast shows: the page, and the surfaces that keep their own stack. */
export type ToastPlace = 'default' | 'chatroom' | 'giftGemPopup' | 'subscribePopup' | 'widget'

/** Most toasts shown at once in one place; a new one drops the oldest. */
export const TOASTS_PER_PLACE = 2

export interface Toast {
  id: number
  place: ToastPlace
  message: string
}

/**
 * The toasts after adding `toast`: unchanged when its place already shows the same text,
 * otherwise appended, dropping the oldest toasts of that place beyond {@link TOASTS_PER_PLACE}.
 *
 * @example
 * addToast([], { id: 1, place: 'default', message: 'Saved' }) // [{ id: 1, ... }]
 */
export function addToast(toasts: readonly Toast[], toast: Toast): readonly Toast[] {
  const samePlace = toasts.filter((t) => t.place === toast.place)
  if (samePlace.some((t) => t.message === toast.message)) return toasts
  const dropped = new Set(
    samePlace.slice(0, Math.max(0, samePlace.length - TOASTS_PER_PLACE + 1)).map((t) => t.id),
  )
  return [...toasts.filter((t) => !dropped.has(t.id)), toast]
}

export interface ToastQueue {
  /** Shows a toast; undefined when the same text is already shown in that place. */
  show(message: string, place?: ToastPlace): Toast | undefined
  dismiss(id: number): void
  /** Removes every toast, or those of one place. */
  clear(place?: ToastPlace): void
  /** The toasts shown, oldest first; the same array until something changes. */
  getSnapshot(): readonly Toast[]
  subscribe(listener: () => void): Unsubscribe
}

/**
 * The toasts of an app, framework-free: a UI renders `getSnapshot()` filtered by place
 * (`useSyncExternalStore(queue.subscribe, queue.getSnapshot)`) and dismisses them on timeout.
 *
 * @example
 * const toasts = createToastQueue()
 * toasts.show('Comment deleted')
 * toasts.show('Gift sent', 'giftGemPopup')
 */
export function createToastQueue(): ToastQueue {
  let toasts: readonly Toast[] = []
  let nextId = 1
  const listeners = new Set<() => void>()
  const set = (next: readonly Toast[]) => {
    if (next === toasts) return
    toasts = next
    for (const listener of [...listeners]) listener()
  }
  return {
    show(message, place = 'default') {
      const toast = { id: nextId, place, message }
      const next = addToast(toasts, toast)
      if (next === toasts) return undefined
      nextId++
      set(next)
      return toast
    },
    dismiss(id) {
      if (toasts.some((t) => t.id === id)) set(toasts.filter((t) => t.id !== id))
    },
    clear(place) {
      const next = place ? toasts.filter((t) => t.place !== place) : []
      if (next.length !== toasts.length) set(next)
    },
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

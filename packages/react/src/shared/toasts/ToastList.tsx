import type { Toast, ToastPlace } from '@airwave/sdk'
import { useEffect, useRef, useState } from 'react'
import { useAirwave } from '../provider/airwaveContext'
import { useKitStyles } from '../theme/useKitStyles'
import { useToasts } from './useToasts'

/** How long a toast stays, by default. */
export const TOAST_DURATION = 3000

export interface ToastListProps {
  place: ToastPlace
  duration: number
  /** The live region's name ("Notifications"). */
  label: string
  /** Each toast's close button's name ("Close"). */
  closeLabel: string
}

/**
 * The toaster's body, its words given: `Toaster` gives the community's, the chat its own, so
 * a chat page does not carry the board's words for two labels.
 */
export function ToastList({ place, duration, label, closeLabel }: ToastListProps) {
  useKitStyles()
  const toasts = useToasts(place)
  // The live region stays in the page, empty or not, so screen readers hear what is added.
  return (
    <div
      className="aw-toaster"
      role="status"
      aria-live="polite"
      aria-label={label}
      data-place={place}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} duration={duration} closeLabel={closeLabel} />
      ))}
    </div>
  )
}

function ToastItem(props: { toast: Toast; duration: number; closeLabel: string }) {
  const { toast, duration, closeLabel } = props
  const { toastQueue } = useAirwave()
  const ref = useRef<HTMLDivElement>(null)
  const [held, setHeld] = useState(false)
  useEffect(() => {
    if (held) return
    const timer = setTimeout(() => toastQueue.dismiss(toast.id), duration)
    return () => clearTimeout(timer)
  }, [toastQueue, toast.id, duration, held])
  // Native listeners: the toast is no widget, only its close button is.
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const hold = () => setHeld(true)
    const release = (event: Event) => {
      const next = (event as FocusEvent).relatedTarget
      if (!(next instanceof Node && element.contains(next))) setHeld(false)
    }
    const events = [
      ['pointerenter', hold],
      ['focusin', hold],
      ['pointerleave', () => setHeld(element.contains(element.ownerDocument.activeElement))],
      ['focusout', release],
    ] as const
    for (const [name, listener] of events) element.addEventListener(name, listener)
    return () => {
      for (const [name, listener] of events) element.removeEventListener(name, listener)
    }
  }, [])
  return (
    <div ref={ref} className="aw-toast" data-state={held ? 'held' : 'open'}>
      <span>{toast.message}</span>
      <button
        type="button"
        className="aw-icon-button"
        aria-label={closeLabel}
        onClick={() => toastQueue.dismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}

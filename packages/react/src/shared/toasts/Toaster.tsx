import type { Toast, ToastPlace } from '@airwave/sdk'
import { useEffect, useRef, useState } from 'react'
import { useT } from '../i18n/useT'
import { useAirwave } from '../provider/airwaveContext'
import { useKitStyles } from '../theme/useKitStyles'
import { useToasts } from './useToasts'

/** How long a toast stays, by default. */
export const TOAST_DURATION = 3000

export interface ToasterProps {
  /** Default 'default'; the chat room, the gift and subscribe popups, widgets keep their own. */
  place?: ToastPlace
  /** Milliseconds each toast stays; default {@link TOAST_DURATION}. */
  duration?: number
}

/**
 * Shows the toasts of one place from the provider's SDK queue (at most two, no repeated text:
 * the SDK's rules) in a polite live region. Each leaves after `duration` or from its close
 * button; pointing at it or focusing it holds it, and the time starts over when left.
 *
 * @example
 * <AirwaveProvider client={client} onLoginRequired={login}>
 *   <Board />
 *   <Toaster />
 * </AirwaveProvider>
 */
export function Toaster({ place = 'default', duration = TOAST_DURATION }: ToasterProps) {
  useKitStyles()
  const t = useT()
  const toasts = useToasts(place)
  // The live region stays in the page, empty or not, so screen readers hear what is added.
  return (
    <div
      className="aw-toaster"
      role="status"
      aria-live="polite"
      aria-label={t('notifications')}
      data-place={place}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} duration={duration} closeLabel={t('close')} />
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

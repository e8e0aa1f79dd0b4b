import { type KeyboardEvent, type RefObject, useCallback, useEffect } from 'react'
import { tabbables } from './focusable'

/**
 * Keeps keyboard focus inside `ref` while `active`: on activation it remembers the focused
 * element and focuses `initialFocus` (or the first tabbable, or the container); Tab and
 * Shift+Tab wrap around; on deactivation or unmount focus returns where it was. Spread the
 * returned handler as the container's `onKeyDown`.
 *
 * @example
 * const onKeyDown = useFocusTrap(ref, open)
 * return <div ref={ref} tabIndex={-1} onKeyDown={onKeyDown}>...</div>
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  initialFocus?: RefObject<HTMLElement | null>,
): (event: KeyboardEvent) => void {
  useEffect(() => {
    const container = ref.current
    if (!active || !container) return
    const previous = container.ownerDocument.activeElement
    const target = initialFocus?.current ?? tabbables(container)[0] ?? container
    target.focus()
    return () => {
      // The element may have left the page meanwhile (its row deleted); then focus stays.
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus()
    }
  }, [active, ref, initialFocus])

  return useCallback(
    (event: KeyboardEvent) => {
      const container = ref.current
      if (!active || event.key !== 'Tab' || !container) return
      const items = tabbables(container)
      const first = items[0]
      const last = items[items.length - 1]
      const current = container.ownerDocument.activeElement
      if (!first || !last) {
        event.preventDefault()
        return
      }
      if (event.shiftKey && (current === first || current === container)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && current === last) {
        event.preventDefault()
        first.focus()
      }
    },
    [active, ref],
  )
}

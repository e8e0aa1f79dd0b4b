import { useEffect, useRef } from 'react'

type Emitting = {
  on(type: 'invalid', listener: (event: { field: string }) => void): { unsubscribe(): void }
}

/**
 * Fields by name, and the focus moved to the one a machine's `invalid` event names, so a
 * keyboard user lands on the first problem after a submit.
 *
 * @example
 * const fields = useFocusOnInvalid(actor)
 * <input ref={fields('email')} />
 */
export function useFocusOnInvalid(actor: Emitting | undefined) {
  const elements = useRef(new Map<string, HTMLElement | null>())
  useEffect(() => {
    if (!actor) return
    const subscription = actor.on('invalid', ({ field }) => elements.current.get(field)?.focus())
    return () => subscription.unsubscribe()
  }, [actor])
  return (field: string) => (element: HTMLElement | null) => {
    elements.current.set(field, element)
  }
}

import { useCallback, useRef, useState } from 'react'

export interface ControllableStateOptions<T> {
  /** Given: the caller owns the value (controlled). */
  value?: T
  /** The starting value when uncontrolled. */
  defaultValue: T
  /** Told of every change, controlled or not. */
  onChange?: (value: T) => void
}

/**
 * One state for controlled and uncontrolled use, as Radix does: with `value` the caller owns
 * it and `set` only calls `onChange`; without, the hook keeps it. `onChange` runs only when
 * the value really changes.
 *
 * @example
 * const [open, setOpen] = useControllableState({ value: props.open, defaultValue: false, onChange: props.onOpenChange })
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue)
  const controlled = value !== undefined
  const current = controlled ? value : own
  // Refs keep `set` stable while still seeing the latest value and handler.
  const latest = useRef({ current, controlled, onChange })
  latest.current = { current, controlled, onChange }
  const set = useCallback((next: T) => {
    const { current: before, controlled: isControlled, onChange: notify } = latest.current
    if (Object.is(next, before)) return
    if (!isControlled) setOwn(next)
    notify?.(next)
  }, [])
  return [current, set]
}

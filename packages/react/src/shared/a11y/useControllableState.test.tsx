import { act, renderHook } from '@testing-library/react'
import { StrictMode } from 'react'
import { describe, expect, it } from 'vitest'
import { useControllableState } from './useControllableState'

describe('useControllableState', () => {
  it('keeps its own value when uncontrolled and reports changes', () => {
    const changes: boolean[] = []
    const { result } = renderHook(
      () => useControllableState({ defaultValue: false, onChange: (v) => changes.push(v) }),
      { wrapper: StrictMode },
    )
    act(() => result.current[1](true))
    expect(result.current[0]).toBe(true)
    act(() => result.current[1](true))
    expect(changes).toEqual([true])
  })

  it('follows the given value when controlled and only asks for changes', () => {
    const changes: boolean[] = []
    const { result, rerender } = renderHook(
      ({ value }) =>
        useControllableState({ value, defaultValue: false, onChange: (v) => changes.push(v) }),
      { wrapper: StrictMode, initialProps: { value: false } },
    )
    const set = result.current[1]
    act(() => set(true))
    expect(result.current[0]).toBe(false)
    expect(changes).toEqual([true])
    rerender({ value: true })
    expect(result.current[0]).toBe(true)
    expect(result.current[1]).toBe(set)
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONTROLS_HIDE_AFTER_MS, createAutohide } from './autohide'

afterEach(() => {
  vi.useRealTimers()
})

describe('createAutohide', () => {
  it('hides after the quiet period while allowed and shows again on activity', () => {
    vi.useFakeTimers()
    let playing = true
    const changes: boolean[] = []
    const autohide = createAutohide({ canHide: () => playing, onChange: (v) => changes.push(v) })
    autohide.update()
    vi.advanceTimersByTime(CONTROLS_HIDE_AFTER_MS - 1)
    expect(autohide.visible()).toBe(true)
    vi.advanceTimersByTime(1)
    expect(autohide.visible()).toBe(false)

    autohide.poke()
    expect(autohide.visible()).toBe(true)
    playing = false
    autohide.update()
    vi.advanceTimersByTime(CONTROLS_HIDE_AFTER_MS * 2)
    expect(autohide.visible()).toBe(true)
    expect(changes).toEqual([false, true])
    autohide.destroy()
  })

  it('restarts the timer on every activity, not on every state update', () => {
    vi.useFakeTimers()
    const autohide = createAutohide({ canHide: () => true, onChange: () => {}, hideAfterMs: 1000 })
    autohide.poke()
    vi.advanceTimersByTime(800)
    autohide.poke()
    vi.advanceTimersByTime(800)
    expect(autohide.visible()).toBe(true)
    autohide.update()
    vi.advanceTimersByTime(200)
    expect(autohide.visible()).toBe(false)
    autohide.destroy()
  })
})

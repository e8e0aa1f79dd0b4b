import { describe, expect, it } from 'vitest'
import { applyTimerAction, formatTimer, INITIAL_TIMER, timerReading } from './streamTimer'
import type { TimerState } from './widget.schemas'

const T0 = Date.parse('2026-11-20T20:00:00.000Z')

describe('stream timer', () => {
  it('counts a countdown down from its duration, and finishes at zero', () => {
    const set = applyTimerAction(INITIAL_TIMER, { type: 'set', mode: 'countdown', seconds: 90 }, T0)
    expect(timerReading(set, T0 + 5_000)).toEqual({ ms: 90_000, finished: false })
    const running = applyTimerAction(set, { type: 'start' }, T0)
    expect(timerReading(running, T0 + 30_000)).toEqual({ ms: 60_000, finished: false })
    expect(timerReading(running, T0 + 200_000)).toEqual({ ms: 0, finished: true })
    // Started again once finished, it starts over.
    const again = applyTimerAction(running, { type: 'start' }, T0 + 200_000)
    expect(timerReading(again, T0 + 210_000).ms).toBe(80_000)
  })

  it('pauses, resumes and resets', () => {
    let state: TimerState = applyTimerAction(
      INITIAL_TIMER,
      { type: 'set', mode: 'countup', seconds: 0 },
      T0,
    )
    state = applyTimerAction(state, { type: 'start' }, T0)
    state = applyTimerAction(state, { type: 'pause' }, T0 + 10_000)
    expect(state).toMatchObject({ status: 'paused', elapsedMs: 10_000, startedAt: null })
    expect(timerReading(state, T0 + 60_000).ms).toBe(10_000)
    state = applyTimerAction(state, { type: 'resume' }, T0 + 60_000)
    expect(timerReading(state, T0 + 65_000).ms).toBe(15_000)
    // A start while running changes nothing.
    expect(applyTimerAction(state, { type: 'start' }, T0 + 65_000)).toBe(state)
    state = applyTimerAction(state, { type: 'reset' }, T0 + 70_000)
    expect(state).toMatchObject({ status: 'stopped', elapsedMs: 0 })
    expect(timerReading(state, T0 + 80_000).ms).toBe(0)
  })

  it('adds and removes time, never below zero', () => {
    let state = applyTimerAction(INITIAL_TIMER, { type: 'set', mode: 'countdown', seconds: 60 }, T0)
    state = applyTimerAction(state, { type: 'start' }, T0)
    state = applyTimerAction(state, { type: 'add', seconds: 30 }, T0 + 20_000)
    expect(timerReading(state, T0 + 20_000).ms).toBe(70_000)
    state = applyTimerAction(state, { type: 'add', seconds: -600 }, T0 + 20_000)
    expect(timerReading(state, T0 + 20_000)).toEqual({ ms: 0, finished: true })
    let up = applyTimerAction(INITIAL_TIMER, { type: 'set', mode: 'countup', seconds: 0 }, T0)
    up = applyTimerAction(up, { type: 'add', seconds: 90 }, T0)
    expect(timerReading(up, T0 + 1_000).ms).toBe(90_000)
  })

  it('formats m:ss and h:mm:ss, a countdown rounding up', () => {
    expect(formatTimer(61_000, 'countdown')).toBe('1:01')
    expect(formatTimer(500, 'countdown')).toBe('0:01')
    expect(formatTimer(500, 'countup')).toBe('0:00')
    expect(formatTimer(3_725_000, 'countup')).toBe('1:02:05')
  })
})

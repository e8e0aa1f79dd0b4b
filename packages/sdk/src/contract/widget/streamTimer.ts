import { TIMER_MAX_MS, type TimerAction, type TimerState } from './widget.schemas'

// The stream timer's rules, on both sides: the server applies the streamer's actions with
// them, the overlay reads the time with them, each on its own clock (the overlay corrects its
// clock by the server's time).

/** A new channel's timer (chosen): a stopped ten-minute countdown. */
export const INITIAL_TIMER: TimerState = {
  mode: 'countdown',
  status: 'stopped',
  durationMs: 10 * 60_000,
  elapsedMs: 0,
  startedAt: null,
}

/** The time counted so far, at `now` (ms since the epoch). */
function elapsedAt(state: TimerState, now: number): number {
  if (state.status !== 'running' || state.startedAt === null) return state.elapsedMs
  return state.elapsedMs + Math.max(0, now - Date.parse(state.startedAt))
}

/** What the timer shows at a moment. */
export interface TimerReading {
  /** The digits' time: what is left of a countdown, or what a count-up has counted. */
  ms: number
  /** A countdown at zero. */
  finished: boolean
}

/**
 * What the timer shows at `now`: a countdown's time left (never below zero, `finished` at
 * zero), or a count-up's time counted (at most 99 hours).
 *
 * @example timerReading(state, Date.now() + clockOffset).ms
 */
export function timerReading(state: TimerState, now: number): TimerReading {
  const elapsed = elapsedAt(state, now)
  if (state.mode === 'countup') return { ms: Math.min(elapsed, TIMER_MAX_MS), finished: false }
  const left = Math.max(0, state.durationMs - elapsed)
  return { ms: left, finished: left === 0 && state.status !== 'stopped' }
}

const clampMs = (ms: number) => Math.min(TIMER_MAX_MS, Math.max(0, Math.round(ms)))

/**
 * The timer after the streamer's action at `now`: start (from the start, or on from a pause),
 * pause (keeps the time counted), resume, reset (stopped at the start), set (a new mode and
 * duration, stopped), add (a countdown's duration, or a count-up's time counted, moves by
 * `seconds`; never below zero). A finished countdown that starts again starts over.
 *
 * @example applyTimerAction(INITIAL_TIMER, { type: 'start' }, Date.now()).status // 'running'
 */
export function applyTimerAction(state: TimerState, action: TimerAction, now: number): TimerState {
  const at = new Date(now).toISOString()
  const counted = elapsedAt(state, now)
  switch (action.type) {
    case 'start': {
      if (state.status === 'running' && !timerReading(state, now).finished) return state
      const over = state.status === 'stopped' || timerReading(state, now).finished
      return { ...state, status: 'running', elapsedMs: over ? 0 : counted, startedAt: at }
    }
    case 'resume':
      if (state.status !== 'paused') return state
      return { ...state, status: 'running', startedAt: at }
    case 'pause':
      if (state.status !== 'running') return state
      return { ...state, status: 'paused', elapsedMs: clampMs(counted), startedAt: null }
    case 'reset':
      return { ...state, status: 'stopped', elapsedMs: 0, startedAt: null }
    case 'set':
      return {
        mode: action.mode,
        status: 'stopped',
        durationMs: clampMs(action.seconds * 1000),
        elapsedMs: 0,
        startedAt: null,
      }
    case 'add': {
      const delta = action.seconds * 1000
      if (state.mode === 'countdown') {
        // What is left moves by `delta`: the duration moves, the time counted stays.
        const left = clampMs(state.durationMs - counted + delta)
        return { ...state, durationMs: clampMs(counted + left) }
      }
      const next = clampMs(counted + delta)
      if (state.status !== 'running') return { ...state, elapsedMs: next }
      return { ...state, elapsedMs: next, startedAt: at }
    }
  }
}

/**
 * The digits: `m:ss` under an hour, `h:mm:ss` from an hour. A countdown rounds up (it shows
 * 0:01 until the last second is over), a count-up down.
 *
 * @example formatTimer(61_000, 'countdown') // '1:01'
 */
export function formatTimer(ms: number, mode: TimerState['mode']): string {
  const total = mode === 'countdown' ? Math.ceil(ms / 1000) : Math.floor(ms / 1000)
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  const ss = String(seconds).padStart(2, '0')
  if (hours === 0) return `${minutes}:${ss}`
  return `${hours}:${String(minutes).padStart(2, '0')}:${ss}`
}

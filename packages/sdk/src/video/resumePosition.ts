/** Resume rules (chosen: the spec says only that a video resumes where the member left it). */
export const RESUME = {
  /** Below this many seconds in, the video starts from the beginning. */
  minSeconds: 5,
  /** Within this many seconds of the end, it starts over too (it was watched). */
  endSeconds: 10,
  /** The position is saved at most this often while playing, and on pause and on leaving. */
  saveEveryMs: 10_000,
} as const

/**
 * Where to start a video the member left at `position` (seconds): there, unless it was
 * barely started or nearly finished.
 *
 * @example resumeAt(93, 600) // 93
 * @example resumeAt(595, 600) // 0
 */
export function resumeAt(position: number | undefined, duration: number | undefined): number {
  if (position === undefined || !Number.isFinite(position) || position < RESUME.minSeconds) return 0
  if (
    duration !== undefined &&
    Number.isFinite(duration) &&
    position > duration - RESUME.endSeconds
  ) {
    return 0
  }
  return Math.floor(position)
}

/**
 * Whether to save the position now: on pause or leaving (`force`), or while playing once
 * {@link RESUME.saveEveryMs} passed since the last save, and only when it moved.
 *
 * @example shouldSavePosition({ position: 40, saved: 30, sinceSaveMs: 12_000 }) // true
 */
export function shouldSavePosition(state: {
  position: number
  saved: number | undefined
  sinceSaveMs: number
  force?: boolean | undefined
}): boolean {
  if (state.saved !== undefined && Math.floor(state.position) === Math.floor(state.saved))
    return false
  return state.force === true || state.sinceSaveMs >= RESUME.saveEveryMs
}

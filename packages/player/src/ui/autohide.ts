/** How long controls stay after the last pointer move or key press, in ms. @example CONTROLS_HIDE_AFTER_MS // 3000 */
export const CONTROLS_HIDE_AFTER_MS = 3000

/** Shows the controls on activity and hides them after a quiet period, when allowed. */
export interface Autohide {
  /** Activity: show now, and hide again after the timeout. */
  poke(): void
  /** Re-evaluates after the player's state changed (paused, menu open, focus inside). */
  update(): void
  visible(): boolean
  destroy(): void
}

/**
 * The controls' visibility. They hide `hideAfterMs` after the last activity, but only while
 * `canHide()` says so (the host passes: playing, no menu open, focus not inside the controls),
 * and `onChange` hears every flip.
 *
 * @example
 * const autohide = createAutohide({ canHide: () => playing, onChange: (shown) => render(shown) })
 * root.addEventListener('pointermove', autohide.poke)
 */
export function createAutohide(options: {
  canHide: () => boolean
  onChange: (visible: boolean) => void
  hideAfterMs?: number
}): Autohide {
  const delay = options.hideAfterMs ?? CONTROLS_HIDE_AFTER_MS
  let shown = true
  let timer: ReturnType<typeof setTimeout> | undefined
  const set = (next: boolean) => {
    if (next === shown) return
    shown = next
    options.onChange(shown)
  }
  const schedule = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      if (options.canHide()) set(false)
    }, delay)
  }
  return {
    poke() {
      set(true)
      schedule()
    },
    update() {
      if (!options.canHide()) {
        clearTimeout(timer)
        timer = undefined
        set(true)
      } else if (shown && timer === undefined) schedule()
    },
    visible: () => shown,
    destroy() {
      clearTimeout(timer)
    },
  }
}

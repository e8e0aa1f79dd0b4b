/** What a key does in the player. */
export type ShortcutAction =
  | 'toggle-play'
  | 'toggle-fullscreen'
  | 'toggle-screen-mode'
  | 'toggle-picture-in-picture'
  | 'toggle-mute'
  | 'seek-back'
  | 'seek-forward'
  | 'volume-up'
  | 'volume-down'
  | 'escape'

/** Seconds an arrow key seeks a video by. @example SEEK_STEP_SECONDS // 5 */
export const SEEK_STEP_SECONDS = 5
/** Volume an arrow key adds or takes away. @example VOLUME_STEP // 0.1 */
export const VOLUME_STEP = 0.1

const keys: Record<string, ShortcutAction> = {
  ' ': 'toggle-play',
  f: 'toggle-fullscreen',
  s: 'toggle-screen-mode',
  p: 'toggle-picture-in-picture',
  m: 'toggle-mute',
  ArrowLeft: 'seek-back',
  ArrowRight: 'seek-forward',
  ArrowUp: 'volume-up',
  ArrowDown: 'volume-down',
  Escape: 'escape',
}

interface KeyLike {
  key: string
  altKey?: boolean
  ctrlKey?: boolean
  metaKey?: boolean
  target?: EventTarget | null
}

/**
 * The player's action for a key press (spec: f, s, p, m, arrows, space, escape), or undefined
 * when the key is not a shortcut or belongs to the focused control: typing in a field, space
 * on a button (which presses it), arrows on a slider (which move it), and any key with Ctrl,
 * Alt or Meta held (browser shortcuts).
 *
 * @example shortcutFor({ key: 'm' }) // 'toggle-mute'
 */
export function shortcutFor(event: KeyLike): ShortcutAction | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey) return undefined
  const action = keys[event.key.length === 1 ? event.key.toLowerCase() : event.key]
  if (!action) return undefined
  const target = event.target as Partial<HTMLElement> | null | undefined
  const tag = target?.tagName
  const type = (target as Partial<HTMLInputElement> | undefined)?.type
  if (tag === 'TEXTAREA' || tag === 'SELECT' || target?.isContentEditable) return undefined
  if (tag === 'INPUT' && type !== 'range' && type !== 'checkbox') return undefined
  if (action === 'toggle-play' && (tag === 'BUTTON' || tag === 'INPUT')) return undefined
  if (tag === 'INPUT' && type === 'range' && event.key.startsWith('Arrow')) return undefined
  return action
}

import { NICKNAME_COLORS, type NicknameColor } from '../contract/chat/chat.schemas'
import type { SubscriberNameColor } from '../contract/item/subscription.schemas'

// The streamer's name-colour settings: whether subscribers may colour their nickname, and which
// of the 26 colours they may pick. The contract wants at least one colour; the list is kept in
// the palette's order so two equal choices compare equal.

/** Why the settings cannot be saved: no colour allowed. */
export type NameColorProblem = 'no-color'

/**
 * The settings with `color` allowed or not, in the palette's order.
 *
 * @example toggleNameColor({ enabled: true, colors: ['red'] }, 'teal').colors // ['red', 'teal']
 */
export function toggleNameColor(
  settings: SubscriberNameColor,
  color: NicknameColor,
): SubscriberNameColor {
  const allowed = new Set(settings.colors)
  if (allowed.has(color)) allowed.delete(color)
  else allowed.add(color)
  return { ...settings, colors: NICKNAME_COLORS.filter((c) => allowed.has(c)) }
}

/**
 * The settings with every colour allowed (`true`) or none (`false`).
 *
 * @example allNameColors(settings, true).colors.length // 26
 */
export function allNameColors(settings: SubscriberNameColor, all: boolean): SubscriberNameColor {
  return { ...settings, colors: all ? [...NICKNAME_COLORS] : [] }
}

/**
 * Why the settings cannot be saved, or none: the contract keeps at least one colour.
 *
 * @example nameColorProblem({ enabled: true, colors: [] }) // 'no-color'
 */
export function nameColorProblem(settings: SubscriberNameColor): NameColorProblem | undefined {
  return settings.colors.length === 0 ? 'no-color' : undefined
}

/**
 * Whether two settings differ (the save button is for a change).
 *
 * @example nameColorChanged(saved, draft) // false right after a save
 */
export function nameColorChanged(a: SubscriberNameColor, b: SubscriberNameColor): boolean {
  if (a.enabled !== b.enabled) return true
  const left = new Set(a.colors)
  return a.colors.length !== b.colors.length || b.colors.some((c) => !left.has(c))
}

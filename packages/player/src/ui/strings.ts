import { type PlayerAlertKey, type PlayerMessages, playerEnUS } from '@airwave/sdk/i18n'

// The words live in the SDK's catalogue, beside the kit's other text, so that the player, React
// and the widgets load one locale's catalogue the same way (`loadPlayerMessages`).

/**
 * Every text the player UI shows or announces. The button labels are the controls' accessible
 * names: tests and assistive technology find the controls by them, so they stay stable.
 */
export type PlayerStrings = PlayerMessages

export type { PlayerAlertKey }

/**
 * English, the default. Pass a partial object as `strings` to translate; `alerts` entries
 * replace one alert at a time. Every locale of the kit: `await loadPlayerMessages('ko-KR')`
 * from `@airwave/sdk/i18n`.
 *
 * @example mountPlayerUI(root, player, { strings: { play: '재생', pause: '일시정지' } })
 */
export const defaultPlayerStrings: PlayerStrings = playerEnUS

/** Translations a host passes: any labels, and any alerts' title and text. */
export type PlayerStringsInput = Partial<Omit<PlayerStrings, 'alerts'>> & {
  alerts?: Partial<PlayerStrings['alerts']>
}

/**
 * The defaults with a host's translations on top.
 *
 * @example playerStrings({ play: 'Lecture' }).pause // 'Pause'
 */
export function playerStrings(overrides: PlayerStringsInput = {}): PlayerStrings {
  return {
    ...defaultPlayerStrings,
    ...overrides,
    alerts: { ...defaultPlayerStrings.alerts, ...overrides.alerts },
  }
}

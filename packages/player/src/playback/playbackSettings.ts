/** Volume of a fresh session, and what unmuting from 0 restores (spec). @example DEFAULT_VOLUME // 0.5 */
export const DEFAULT_VOLUME = 0.5

/** Live or video on demand: they keep separate settings and offer different rates. */
export type PlaybackMode = 'live' | 'vod'

/** Rates offered on a live stream. @example LIVE_PLAYBACK_RATES.includes(1.5) */
export const LIVE_PLAYBACK_RATES: readonly number[] = [0.5, 1, 1.5, 2]

/** Rates offered on a video: 0.25 to 2 in steps of 0.25. @example VOD_PLAYBACK_RATES.at(-1) // 2 */
export const VOD_PLAYBACK_RATES: readonly number[] = Array.from(
  { length: 8 },
  (_, i) => (i + 1) / 4,
)

/**
 * Whether playback is known to be at the live edge: a live stream whose latency was measured
 * and is not behind. Before the first measurement nothing is known, and nothing is refused.
 *
 * @example isAtLiveEdge({ mode: 'live', live: { behind: false, latency: 2.1 } }) // true
 */
export function isAtLiveEdge(state: {
  mode: PlaybackMode
  live?: { behind: boolean; latency?: number } | undefined
}): boolean {
  return state.mode === 'live' && state.live?.latency !== undefined && !state.live.behind
}

/**
 * Whether a rate can play. At the live edge there is nothing ahead to play faster: a rate above
 * 1 only drains the buffer and stalls. Behind the edge it catches up.
 *
 * @example canPlayAtRate('live', 1.5, { atLiveEdge: true }) // false
 */
export function canPlayAtRate(
  mode: PlaybackMode,
  rate: number,
  where: { atLiveEdge: boolean },
): boolean {
  return !(mode === 'live' && where.atLiveEdge && rate > 1)
}

/**
 * The rate menu of a mode, each with its label, and whether it can be chosen now.
 *
 * @example playbackRateOptions('live', { atLiveEdge: true })[2] // { rate: 1.5, label: '1.5x', disabled: true }
 */
export function playbackRateOptions(
  mode: PlaybackMode,
  where: { atLiveEdge: boolean } = { atLiveEdge: false },
): { rate: number; label: string; disabled: boolean }[] {
  return (mode === 'live' ? LIVE_PLAYBACK_RATES : VOD_PLAYBACK_RATES).map((rate) => ({
    rate,
    label: `${rate}x`,
    disabled: !canPlayAtRate(mode, rate, where),
  }))
}

/**
 * Keeps a volume within 0..1 (anything not a number counts as the default).
 *
 * @example clampVolume(1.4) // 1
 */
export function clampVolume(volume: number): number {
  return Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : DEFAULT_VOLUME
}

/** Where settings persist: `localStorage` by default, anything with the same two calls in tests. */
export interface SettingsStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/** What is remembered between visits, per mode. */
export interface PlaybackSettings {
  volume: number
  muted: boolean
  /** The quality label chosen, e.g. `720p` or `auto`. */
  resolution?: string
}

/** Storage key of a mode's settings. @example settingsKey('vod') // 'airwave.player.vod' */
export function settingsKey(mode: PlaybackMode): string {
  return `airwave.player.${mode}`
}

/**
 * `localStorage`, looked up only when settings are read or written, so importing the player
 * touches no DOM; undefined on a server or where storage access throws (privacy modes).
 *
 * @example readPlaybackSettings('vod', defaultSettingsStorage())
 */
export function defaultSettingsStorage(): SettingsStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined
  } catch {
    return undefined
  }
}

/**
 * Reads a mode's settings. A stored volume outside 0..1 (or not a number) falls back to the
 * default; unreadable data gives the defaults.
 *
 * @example readPlaybackSettings('live', localStorage) // { volume: 0.5, muted: false }
 */
export function readPlaybackSettings(
  mode: PlaybackMode,
  storage: SettingsStorage | undefined = defaultSettingsStorage(),
): PlaybackSettings {
  let stored: Partial<Record<keyof PlaybackSettings, unknown>> = {}
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(settingsKey(mode)) ?? '{}')
    if (parsed && typeof parsed === 'object') stored = parsed
  } catch {
    // Corrupt data is as good as none.
  }
  const volume =
    typeof stored.volume === 'number' && stored.volume >= 0 && stored.volume <= 1
      ? stored.volume
      : DEFAULT_VOLUME
  return {
    volume,
    muted: stored.muted === true || volume === 0,
    ...(typeof stored.resolution === 'string' ? { resolution: stored.resolution } : {}),
  }
}

/**
 * Saves a mode's settings; a full or forbidden storage is ignored (settings are a comfort).
 *
 * @example writePlaybackSettings('vod', { volume: 0.8, muted: false, resolution: '1080p' })
 */
export function writePlaybackSettings(
  mode: PlaybackMode,
  settings: PlaybackSettings,
  storage: SettingsStorage | undefined = defaultSettingsStorage(),
): void {
  try {
    storage?.setItem(settingsKey(mode), JSON.stringify(settings))
  } catch {
    // Quota exceeded or storage disabled.
  }
}

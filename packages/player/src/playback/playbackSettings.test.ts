import { describe, expect, it } from 'vitest'
import {
  clampVolume,
  DEFAULT_VOLUME,
  defaultSettingsStorage,
  isAtLiveEdge,
  playbackRateOptions,
  readPlaybackSettings,
  type SettingsStorage,
  settingsKey,
  VOD_PLAYBACK_RATES,
  writePlaybackSettings,
} from './playbackSettings'

function memoryStorage(initial: Record<string, string> = {}): SettingsStorage & {
  data: Record<string, string>
} {
  const data = { ...initial }
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value
    },
  }
}

describe('playback settings', () => {
  it('offers the live and VOD rates of the spec', () => {
    expect(playbackRateOptions('live').map((o) => o.rate)).toEqual([0.5, 1, 1.5, 2])
    expect(VOD_PLAYBACK_RATES).toEqual([0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2])
    expect(playbackRateOptions('vod')[3]).toEqual({ rate: 1, label: '1x', disabled: false })
  })

  it('disables live rates above 1 at the live edge only', () => {
    const disabled = (atLiveEdge: boolean) =>
      playbackRateOptions('live', { atLiveEdge })
        .filter((o) => o.disabled)
        .map((o) => o.rate)
    expect(disabled(true)).toEqual([1.5, 2])
    expect(disabled(false)).toEqual([])
    expect(playbackRateOptions('vod', { atLiveEdge: true }).some((o) => o.disabled)).toBe(false)
    expect(isAtLiveEdge({ mode: 'live', live: { behind: false, latency: 2 } })).toBe(true)
    expect(isAtLiveEdge({ mode: 'live', live: { behind: true, latency: 9 } })).toBe(false)
    expect(isAtLiveEdge({ mode: 'live', live: { behind: false } })).toBe(false)
    expect(isAtLiveEdge({ mode: 'vod' })).toBe(false)
  })

  it('clamps a volume to 0..1', () => {
    expect(clampVolume(-0.2)).toBe(0)
    expect(clampVolume(1.7)).toBe(1)
    expect(clampVolume(0.3)).toBe(0.3)
    expect(clampVolume(Number.NaN)).toBe(DEFAULT_VOLUME)
  })

  it('keeps live and VOD settings apart', () => {
    const storage = memoryStorage()
    writePlaybackSettings('live', { volume: 0.2, muted: true, resolution: '480p' }, storage)
    writePlaybackSettings('vod', { volume: 0.9, muted: false, resolution: '1080p' }, storage)
    expect(readPlaybackSettings('live', storage)).toEqual({
      volume: 0.2,
      muted: true,
      resolution: '480p',
    })
    expect(readPlaybackSettings('vod', storage)).toEqual({
      volume: 0.9,
      muted: false,
      resolution: '1080p',
    })
  })

  it('falls back to the default for a stored volume out of range', () => {
    const storage = memoryStorage({ [settingsKey('vod')]: JSON.stringify({ volume: 3 }) })
    expect(readPlaybackSettings('vod', storage)).toEqual({ volume: DEFAULT_VOLUME, muted: false })
  })

  it('treats a stored volume of 0 as muted, and corrupt data as nothing', () => {
    const zero = memoryStorage({ [settingsKey('live')]: JSON.stringify({ volume: 0 }) })
    expect(readPlaybackSettings('live', zero)).toEqual({ volume: 0, muted: true })
    const corrupt = memoryStorage({ [settingsKey('live')]: '{nope' })
    expect(readPlaybackSettings('live', corrupt)).toEqual({ volume: DEFAULT_VOLUME, muted: false })
  })

  it('gives defaults without any storage (no DOM in Node)', () => {
    expect(defaultSettingsStorage()).toBeUndefined()
    expect(readPlaybackSettings('live')).toEqual({ volume: DEFAULT_VOLUME, muted: false })
    expect(() => writePlaybackSettings('live', { volume: 1, muted: false })).not.toThrow()
  })
})

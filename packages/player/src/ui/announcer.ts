import type { Player, PlayerState } from '../player'
import type { ControlKit } from './controlKit'
import type { PlayerStrings } from './strings'

/**
 * What a screen reader hears as the state changes: playing, paused, ended, a new speed or
 * quality, and a muted autoplay.
 */
export function createAnnouncer(kit: ControlKit, player: Player, t: PlayerStrings) {
  const element = kit.el('div', { class: 'aw-player-sr', 'aria-live': 'polite', role: 'status' })
  const announce = (text: string) => {
    element.textContent = text
  }
  return {
    element,
    render(state: PlayerState, last: PlayerState | undefined) {
      if (last && last.playback !== state.playback) {
        announce(
          state.playback === 'playing'
            ? t.playing
            : state.playback === 'paused'
              ? t.paused
              : state.playback === 'ended'
                ? t.ended
                : (element.textContent ?? ''),
        )
      }
      if (last && last.rate !== state.rate) announce(`${t.speed} ${state.rate}x`)
      if (last && last.quality !== state.quality && state.quality !== undefined) {
        const track = player.qualities().find((q) => q.trackId === state.quality)
        if (track) announce(`${t.quality} ${track.trackId === -1 ? t.auto : track.label}`)
      }
      if (state.mutedAutoplay && !last?.mutedAutoplay) announce(t.mutedAutoplay)
    },
  }
}

import type { Player, PlayerState } from '../player'
import type { ControlKit } from './controlKit'
import { setIcon } from './icons'
import type { PlayerStrings } from './strings'

/** `m:ss`, or `h:mm:ss` from an hour on. @example formatTime(75) // '1:15' */
export const formatTime = (seconds: number) => {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0))
  const mm = String(Math.floor((s % 3600) / 60))
  const ss = String(s % 60).padStart(2, '0')
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mm.padStart(2, '0')}:${ss}` : `${mm}:${ss}`
}

/** Play or pause, whichever the playback calls for. */
export function togglePlay(player: Player): void {
  const { playback } = player.state()
  if (playback === 'playing' || playback === 'starting') player.pause()
  else player.play()
}

/**
 * The bar's playback controls: play and pause, mute and volume, the seek bar with the time (a
 * video) or the go-to-live control (a live).
 */
export function createPlaybackControls(
  kit: ControlKit,
  player: Player,
  video: HTMLVideoElement,
  t: PlayerStrings,
) {
  const { el, button, setLabel, listen } = kit
  const seek = el('input', {
    type: 'range',
    class: 'aw-player-range aw-player-seek',
    min: '0',
    step: 'any',
    value: '0',
    'aria-label': t.seek,
  })
  listen(seek, 'input', () => player.seek(Number(seek.value)))
  const playButton = button('aw-player-play', t.play, () => togglePlay(player), 'play')
  const muteButton = button('aw-player-mute', t.mute, () => player.toggleMute(), 'volume')
  const volume = el('input', {
    type: 'range',
    class: 'aw-player-range aw-player-volume',
    min: '0',
    max: '1',
    step: '0.05',
    'aria-label': t.volume,
  })
  listen(volume, 'input', () => player.setVolume(Number(volume.value)))
  const time = el('span', { class: 'aw-player-time' })
  const liveButton = button('aw-player-live', t.goToLive, () => player.goToLive())
  liveButton.append(el('span', { 'aria-hidden': 'true' }, t.live))

  return {
    seek,
    /** The bar's left side, in order. */
    bar: [playButton, muteButton, volume, time, liveButton],
    render(state: PlayerState) {
      const live = state.mode === 'live'
      const active = state.playback === 'playing' || state.playback === 'starting'
      setLabel(playButton, active ? t.pause : t.play)
      setIcon(playButton.firstChild as SVGSVGElement, active ? 'pause' : 'play')
      const silent = state.muted || state.volume === 0
      setLabel(muteButton, silent ? t.unmute : t.mute)
      setIcon(muteButton.firstChild as SVGSVGElement, silent ? 'muted' : 'volume')
      volume.value = String(state.muted ? 0 : state.volume)
      volume.setAttribute('aria-valuetext', `${Math.round(Number(volume.value) * 100)}%`)

      seek.hidden = live
      time.hidden = live
      // A live that is off (offline, ended, waiting for its end) has nothing to play and is
      // not live: no Play button, no LIVE badge over its box.
      const off = live && state.live !== undefined && state.live.status !== 'ON'
      playButton.hidden = off
      liveButton.hidden = !live || off
      if (live) {
        const behind = state.live?.behind === true
        liveButton.dataset.state = behind ? 'behind' : 'live'
        liveButton.title = behind ? t.behindLive : t.live
      } else {
        const duration = Number.isFinite(video.duration) ? video.duration : 0
        seek.max = String(duration)
        seek.value = String(video.currentTime || 0)
        const text = t.timeOf
          .replace('{current}', formatTime(video.currentTime))
          .replace('{duration}', formatTime(duration))
        seek.setAttribute('aria-valuetext', text)
        time.textContent = `${formatTime(video.currentTime)} / ${formatTime(duration)}`
      }
    },
  }
}

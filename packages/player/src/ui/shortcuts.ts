import { clampVolume } from '../playback/playbackSettings'
import type { Player } from '../player'
import { SEEK_STEP_SECONDS, type ShortcutAction, VOLUME_STEP } from './keyboard'
import { toggleFullscreen, togglePictureInPicture } from './screen'

/** What the keyboard reaches beyond the player itself: the UI's own layers and modes. */
export interface ShortcutTargets {
  togglePlay(): void
  toggleScreenMode(): void
  /** Escape: closes the settings if open, else leaves the wide mode. */
  escape(): void
}

/**
 * Runs a keyboard shortcut on the player and the UI. Seeking is for videos only.
 *
 * @example runShortcut('volume-up', player, root, video, targets)
 */
export function runShortcut(
  action: ShortcutAction,
  player: Player,
  root: HTMLElement,
  video: HTMLVideoElement,
  targets: ShortcutTargets,
): void {
  const state = player.state()
  if (action === 'toggle-play') targets.togglePlay()
  else if (action === 'toggle-mute') player.toggleMute()
  else if (action === 'toggle-fullscreen') void toggleFullscreen(root)
  else if (action === 'toggle-picture-in-picture') void togglePictureInPicture(video)
  else if (action === 'toggle-screen-mode') targets.toggleScreenMode()
  else if (action === 'volume-up') player.setVolume(clampVolume(state.volume + VOLUME_STEP))
  else if (action === 'volume-down') player.setVolume(clampVolume(state.volume - VOLUME_STEP))
  else if (action === 'seek-back' || action === 'seek-forward') {
    if (state.mode === 'live') return
    const step = action === 'seek-back' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS
    const end = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY
    player.seek(Math.min(end, Math.max(0, video.currentTime + step)))
  } else targets.escape()
}

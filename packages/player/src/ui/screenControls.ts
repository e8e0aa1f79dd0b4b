import type { ControlKit } from './controlKit'
import {
  canPictureInPicture,
  isFullscreen,
  isPictureInPicture,
  toggleFullscreen,
  togglePictureInPicture,
} from './screen'
import type { PlayerStrings } from './strings'

/** The page layout the viewer asked for. */
export type PlayerScreenMode = 'normal' | 'wide'

/**
 * The bar's screen controls: picture-in-picture, screen mode (the host widens its layout) and
 * fullscreen.
 */
export function createScreenControls(
  kit: ControlKit,
  root: HTMLElement,
  video: HTMLVideoElement,
  t: PlayerStrings,
  onScreenMode: (mode: PlayerScreenMode) => void,
) {
  const { button, setLabel } = kit
  let screenMode: PlayerScreenMode = 'normal'
  const toggleScreenMode = () => {
    screenMode = screenMode === 'wide' ? 'normal' : 'wide'
    onScreenMode(screenMode)
  }
  const pipButton = button(
    'aw-player-pip',
    t.pictureInPicture,
    () => void togglePictureInPicture(video),
    'pip',
  )
  const screenButton = button(
    'aw-player-screen-mode',
    t.screenMode,
    () => toggleScreenMode(),
    'screen',
  )
  const fullscreenButton = button(
    'aw-player-fullscreen',
    t.fullscreen,
    () => void toggleFullscreen(root),
    'fullscreen',
  )
  return {
    bar: [pipButton, screenButton, fullscreenButton],
    screenMode: () => screenMode,
    toggleScreenMode,
    render() {
      root.dataset.screenMode = screenMode
      pipButton.hidden = !canPictureInPicture(video)
      setLabel(pipButton, isPictureInPicture(video) ? t.exitPictureInPicture : t.pictureInPicture)
      setLabel(screenButton, screenMode === 'wide' ? t.exitScreenMode : t.screenMode)
      screenButton.setAttribute('aria-pressed', String(screenMode === 'wide'))
      const full = isFullscreen(root)
      root.toggleAttribute('data-fullscreen', full)
      setLabel(fullscreenButton, full ? t.exitFullscreen : t.fullscreen)
    },
  }
}

/** Fullscreen locks the orientation this long after entering (spec). @example ORIENTATION_LOCK_DELAY_MS // 100 */
const ORIENTATION_LOCK_DELAY_MS = 100

type Root = Document | ShadowRoot
const rootOf = (node: Node) => node.getRootNode() as Root

interface LockableOrientation {
  lock?: (orientation: string) => Promise<void>
  unlock?: () => void
}
const orientation = () =>
  globalThis.screen?.orientation as (ScreenOrientation & LockableOrientation) | undefined

/** Whether `element` is the fullscreen element (in its document or shadow root). @example isFullscreen(root) */
export function isFullscreen(element: Element): boolean {
  return rootOf(element).fullscreenElement === element
}

/**
 * Enters or leaves fullscreen with `element`. Entering locks a phone to landscape 100 ms later
 * (the browser rejects a lock requested before fullscreen took effect); leaving unlocks it.
 * Refusals are ignored: fullscreen and orientation are favours the browser may decline.
 *
 * @example button.onclick = () => toggleFullscreen(playerRoot)
 */
export async function toggleFullscreen(element: HTMLElement): Promise<void> {
  const doc = element.ownerDocument
  try {
    if (isFullscreen(element)) {
      orientation()?.unlock?.()
      await doc.exitFullscreen?.()
      return
    }
    await element.requestFullscreen?.()
    setTimeout(() => {
      orientation()
        ?.lock?.('landscape')
        .catch(() => {})
    }, ORIENTATION_LOCK_DELAY_MS)
  } catch {
    // Not allowed here (an iframe without allowfullscreen, no user gesture).
  }
}

/** Whether the browser offers picture-in-picture for `video`. @example pipButton.hidden = !canPictureInPicture(video) */
export function canPictureInPicture(video: HTMLVideoElement): boolean {
  return (
    video.ownerDocument.pictureInPictureEnabled === true &&
    typeof video.requestPictureInPicture === 'function' &&
    !video.disablePictureInPicture
  )
}

/** Whether `video` is in picture-in-picture. @example isPictureInPicture(video) */
export function isPictureInPicture(video: HTMLVideoElement): boolean {
  return rootOf(video).pictureInPictureElement === video
}

/**
 * Moves `video` into picture-in-picture or back.
 *
 * @example button.onclick = () => togglePictureInPicture(video)
 */
export async function togglePictureInPicture(video: HTMLVideoElement): Promise<void> {
  try {
    if (isPictureInPicture(video)) await video.ownerDocument.exitPictureInPicture()
    else if (canPictureInPicture(video)) await video.requestPictureInPicture()
  } catch {
    // The browser declined (no user gesture, or the video has no frames yet).
  }
}

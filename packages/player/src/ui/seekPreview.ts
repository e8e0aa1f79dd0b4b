import type { Player } from '../player'
import type { ControlKit } from './controlKit'
import { formatTime } from './playbackControls'
import {
  parseThumbnailVtt,
  previewLeft,
  type ThumbnailCue,
  thumbnailAt,
  timeAtPoint,
} from './thumbnails'

// Loaded with `import()` on the first hover or focus of the seek bar, so the player's core
// carries neither the track parsing nor these styles.

const previewStyles = `
.aw-player-preview{position:absolute;z-index:3;display:flex;flex-direction:column;align-items:center;gap:4px;pointer-events:none}
.aw-player-preview[hidden]{display:none}
.aw-player .aw-player-preview-image{box-sizing:content-box;border:2px solid var(--aw-video-text,#fff);border-radius:6px;background-color:#000;background-repeat:no-repeat;box-shadow:0 2px 8px rgba(0,0,0,.5)}
.aw-player-preview-time{padding:1px 6px;border-radius:4px;background:var(--aw-video-surface,rgba(20,21,26,.92));font-variant-numeric:tabular-nums;font-size:13px}
`

// A thumbnail track without tiles (one image per cue) shows at this size.
const FALLBACK = { w: 160, h: 90 }

// Relative track URLs resolve against the page, as fetch does.
const absolute = (url: string) => new URL(url, globalThis.location?.href).href

const tracks = new Map<string, Promise<ThumbnailCue[]>>()

/**
 * A thumbnail track's cues, fetched once per page. A failed fetch or a track that is not
 * WebVTT gives no cues (no preview), and is asked again next time.
 */
function loadThumbnails(url: string): Promise<ThumbnailCue[]> {
  let track = tracks.get(url)
  if (!track) {
    track = fetch(url)
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => parseThumbnailVtt(text, absolute(url)))
      .catch(() => [])
      .then((cues) => {
        if (!cues.length) tracks.delete(url)
        return cues
      })
    tracks.set(url, track)
  }
  return track
}

const styled = new WeakSet<Node>()

/** A mounted seek-bar preview. */
export interface SeekPreview {
  /** Handles the event that woke it (the first hover, touch or focus). */
  handle(event: Event): void
  destroy(): void
}

/**
 * The seek bar's preview: while a pointer hovers or drags the bar, or the keyboard moves it, a
 * tile of the thumbnail track at that time, with the time under it, over the point and inside
 * the player. A video only; nothing shows until the track has loaded, nor when it has no cue.
 *
 * @example
 * const preview = createSeekPreview(kit, { root, seek, video, player, source: () => url })
 */
export function createSeekPreview(
  kit: ControlKit,
  parts: {
    root: HTMLElement
    seek: HTMLInputElement
    video: HTMLVideoElement
    player: Player
    /** The thumbnail track's URL now (the host may change it). */
    source: () => string | undefined
  },
): SeekPreview {
  const { el, listen } = kit
  const { root, seek, video, player, source } = parts
  const rootNode = root.getRootNode()
  const styleHost = rootNode instanceof ShadowRoot ? rootNode : kit.doc.head
  if (!styled.has(styleHost)) {
    styled.add(styleHost)
    styleHost.append(el('style', { 'data-airwave-player-preview': '' }, previewStyles))
  }
  const image = el('div', { class: 'aw-player-preview-image' })
  const time = el('span', { class: 'aw-player-preview-time' })
  // The slider's value text already says the time: the picture is for the eyes only.
  const tile = el('div', { class: 'aw-player-preview', 'aria-hidden': 'true', hidden: '' })
  tile.append(image, time)
  root.append(tile)

  let dragging = false
  // The newest request wins: a slow track must not show a tile for where the pointer was.
  let request = 0

  const hide = () => {
    request += 1
    tile.hidden = true
  }

  const show = (at: number, clientX: number) => {
    const url = source()
    const duration = video.duration
    if (!url || player.state().mode === 'live' || !(duration > 0) || seek.hidden) return hide()
    const ticket = ++request
    void loadThumbnails(url).then((cues) => {
      if (ticket !== request) return
      const cue = thumbnailAt(cues, at)
      if (!cue) return hide()
      const { x, y, w, h } = cue.tile ?? { x: 0, y: 0, ...FALLBACK }
      Object.assign(image.style, {
        width: `${w}px`,
        height: `${h}px`,
        backgroundImage: `url("${cue.url}")`,
        backgroundPosition: `${-x}px ${-y}px`,
        backgroundSize: cue.tile ? '' : 'cover',
      })
      time.textContent = formatTime(at)
      tile.hidden = false
      const box = root.getBoundingClientRect()
      const bar = seek.getBoundingClientRect()
      tile.style.left = `${previewLeft(clientX - box.left, w + 4, box.width)}px`
      tile.style.bottom = `${box.bottom - bar.top + 4}px`
    })
  }

  const atPointer = (event: Event) => {
    const { clientX } = event as PointerEvent
    show(timeAtPoint(clientX, seek.getBoundingClientRect(), video.duration), clientX)
  }

  // The keyboard and a drag move the value: the preview follows the thumb.
  const atValue = () => {
    const bar = seek.getBoundingClientRect()
    const at = Number(seek.value)
    show(at, bar.left + (video.duration > 0 ? at / video.duration : 0) * bar.width)
  }

  const focusedByKeyboard = () => {
    try {
      return seek.matches(':focus-visible')
    } catch {
      return false
    }
  }

  const handle = (event: Event) => {
    switch (event.type) {
      case 'pointerdown':
        dragging = true
        atPointer(event)
        break
      case 'pointerenter':
      case 'pointermove':
        atPointer(event)
        break
      case 'pointerup':
      case 'pointercancel':
        dragging = false
        // A finger lifted shows nothing more; a mouse still hovers.
        if ((event as PointerEvent).pointerType !== 'mouse') hide()
        break
      case 'pointerleave':
        if (!dragging) hide()
        break
      case 'input':
        if (dragging || focusedByKeyboard()) atValue()
        break
      case 'focus':
        if (focusedByKeyboard()) atValue()
        break
      case 'blur':
        hide()
        break
    }
  }
  for (const type of [
    'pointerenter',
    'pointermove',
    'pointerdown',
    'pointerup',
    'pointercancel',
    'pointerleave',
    'input',
    'focus',
    'blur',
  ]) {
    listen(seek, type, handle)
  }
  // A drag that ends off the bar: its pointerup goes to the document.
  listen(kit.doc, 'pointerup', (event) => {
    if (dragging) handle(event)
  })

  return {
    handle,
    destroy() {
      hide()
      tile.remove()
    },
  }
}

/** One thumbnail of a WebVTT thumbnail track: its time range and its tile in an image. */
export interface ThumbnailCue {
  start: number
  end: number
  /** The image, resolved against the track's URL. */
  url: string
  /** The tile in the image (`#xywh=`); absent when the cue's image is the thumbnail itself. */
  tile?: { x: number; y: number; w: number; h: number }
}

const TIMING = /^\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})\s+-->\s+((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})/

const seconds = (stamp: string) =>
  stamp
    .replace(',', '.')
    .split(':')
    .reduce((sum, part) => sum * 60 + Number(part), 0)

/**
 * Reads a WebVTT thumbnail track, the common convention for seek-bar previews: each cue's text
 * is an image URL, optionally with a media fragment `#xywh=x,y,w,h` naming its tile in a
 * sprite sheet. Cues without a URL or with a bad tile are skipped; cues come out by start time.
 *
 * @example
 * parseThumbnailVtt('WEBVTT\n\n00:00.000 --> 00:02.000\nsprite_001.jpg#xywh=0,0,160,90', 'https://m.example.com/sprites/index.vtt')
 * // [{ start: 0, end: 2, url: 'https://m.example.com/sprites/sprite_001.jpg', tile: { x: 0, y: 0, w: 160, h: 90 } }]
 */
export function parseThumbnailVtt(text: string, trackUrl: string): ThumbnailCue[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  if (!lines[0]?.startsWith('WEBVTT')) return []
  const cues: ThumbnailCue[] = []
  for (let i = 1; i < lines.length; i++) {
    const timing = TIMING.exec(lines[i] as string)
    const payload = lines[i + 1]?.trim()
    if (!timing || !payload) continue
    i += 1
    const [path = '', fragment = ''] = payload.split('#xywh=')
    const tile = fragment.split(',').map(Number)
    let url: string
    try {
      url = new URL(path, trackUrl).href
    } catch {
      continue
    }
    const cue: ThumbnailCue = {
      start: seconds(timing[1] as string),
      end: seconds(timing[2] as string),
      url,
    }
    if (fragment) {
      const [x = -1, y = -1, w = 0, h = 0] = tile
      if (tile.length !== 4 || !tile.every(Number.isFinite) || x < 0 || y < 0 || !w || !h) {
        continue
      }
      cue.tile = { x, y, w, h }
    }
    cues.push(cue)
  }
  return cues.sort((a, b) => a.start - b.start)
}

/**
 * The cue showing at `time`: the last one starting at or before it. Past the last cue's end
 * (the video's final frames) that last cue; before the first, none.
 *
 * @example thumbnailAt(cues, 3.5) // the cue of 2-4 s
 */
export function thumbnailAt(cues: readonly ThumbnailCue[], time: number): ThumbnailCue | undefined {
  let low = 0
  let high = cues.length - 1
  let found: ThumbnailCue | undefined
  while (low <= high) {
    const middle = (low + high) >> 1
    const cue = cues[middle] as ThumbnailCue
    if (cue.start <= time) {
      found = cue
      low = middle + 1
    } else high = middle - 1
  }
  return found
}

/**
 * Where a preview `width` wide goes over a point `x` of a box `boxWidth` wide (both in the
 * box's pixels): centred on the point, but whole inside the box, `margin` from its edges.
 *
 * @example previewLeft(10, 160, 640) // 8: clamped to the left margin
 */
export function previewLeft(x: number, width: number, boxWidth: number, margin = 8): number {
  const max = Math.max(margin, boxWidth - width - margin)
  return Math.min(max, Math.max(margin, x - width / 2))
}

/**
 * The time under a point of the seek bar: its share of the bar's width, of `duration`.
 *
 * @example timeAtPoint(420, { left: 100, width: 640 }, 12) // 6
 */
export function timeAtPoint(
  clientX: number,
  bar: { left: number; width: number },
  duration: number,
): number {
  if (!(bar.width > 0) || !(duration > 0)) return 0
  return Math.min(1, Math.max(0, (clientX - bar.left) / bar.width)) * duration
}

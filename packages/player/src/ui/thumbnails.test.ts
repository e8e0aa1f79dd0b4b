import { describe, expect, it } from 'vitest'
import { parseThumbnailVtt, previewLeft, thumbnailAt, timeAtPoint } from './thumbnails'

// What the reference server writes for a 12 s 16:9 video (apps/server/src/video/ladder.ts).
const serverTrack = `WEBVTT

00:00:00.000 --> 00:00:02.000
sprite_001.jpg#xywh=0,0,160,90

00:00:02.000 --> 00:00:04.000
sprite_001.jpg#xywh=160,0,160,90

00:00:04.000 --> 00:00:06.000
sprite_001.jpg#xywh=320,0,160,90

00:00:10.000 --> 00:00:12.000
sprite_002.jpg#xywh=0,90,160,90
`
const trackUrl = 'https://media.example.com/media/vod/1/sprites/index.vtt'

describe('parseThumbnailVtt', () => {
  it("reads the server's cues: times, the sheet resolved against the track, the tile", () => {
    const cues = parseThumbnailVtt(serverTrack, trackUrl)
    expect(cues).toHaveLength(4)
    expect(cues[1]).toEqual({
      start: 2,
      end: 4,
      url: 'https://media.example.com/media/vod/1/sprites/sprite_001.jpg',
      tile: { x: 160, y: 0, w: 160, h: 90 },
    })
    expect(cues[3]?.url).toBe('https://media.example.com/media/vod/1/sprites/sprite_002.jpg')
  })

  it('takes short timings, cue ids, CRLF, absolute images and images without a tile', () => {
    const text =
      'WEBVTT\r\n\r\nfirst\r\n01:02.500 --> 01:04,000\r\nhttps://cdn.example.com/a.jpg\r\n\r\n1:00:00.000 --> 1:00:02.000\r\n/b.jpg#xywh=0,0,10,20\r\n'
    expect(parseThumbnailVtt(text, trackUrl)).toEqual([
      { start: 62.5, end: 64, url: 'https://cdn.example.com/a.jpg' },
      {
        start: 3600,
        end: 3602,
        url: 'https://media.example.com/b.jpg',
        tile: { x: 0, y: 0, w: 10, h: 20 },
      },
    ])
  })

  it('skips bad tiles and cues without text; a file that is not WebVTT has no cues', () => {
    const text =
      'WEBVTT\n\n00:00.000 --> 00:02.000\na.jpg#xywh=0,0,160\n\n00:02.000 --> 00:04.000\n\n00:04.000 --> 00:06.000\nb.jpg#xywh=-1,0,160,90\n\n00:06.000 --> 00:08.000\nc.jpg#xywh=0,0,160,90'
    expect(parseThumbnailVtt(text, trackUrl).map((cue) => cue.start)).toEqual([6])
    expect(parseThumbnailVtt('{"thumbnails":[]}', trackUrl)).toEqual([])
    expect(parseThumbnailVtt('<html>Not found</html>', trackUrl)).toEqual([])
  })
})

describe('thumbnailAt', () => {
  const cues = parseThumbnailVtt(serverTrack, trackUrl)
  it('finds the cue whose range holds the time, the last one past the end', () => {
    expect(thumbnailAt(cues, 0)?.tile?.x).toBe(0)
    expect(thumbnailAt(cues, 1.99)?.tile?.x).toBe(0)
    expect(thumbnailAt(cues, 2)?.tile?.x).toBe(160)
    expect(thumbnailAt(cues, 5.5)?.tile?.x).toBe(320)
    expect(thumbnailAt(cues, 12)?.url).toMatch(/sprite_002\.jpg$/)
    expect(thumbnailAt(cues, 99)?.url).toMatch(/sprite_002\.jpg$/)
  })

  it('has nothing before the first cue or without cues', () => {
    expect(thumbnailAt(cues.slice(1), 1)).toBeUndefined()
    expect(thumbnailAt([], 3)).toBeUndefined()
  })
})

describe('previewLeft and timeAtPoint', () => {
  it('centres the preview on the point, inside the box by the margin', () => {
    expect(previewLeft(320, 164, 640)).toBe(238)
    expect(previewLeft(10, 164, 640)).toBe(8)
    expect(previewLeft(635, 164, 640)).toBe(640 - 164 - 8)
    // A box narrower than the preview: its left margin.
    expect(previewLeft(50, 164, 100)).toBe(8)
  })

  it('maps a point of the bar to its share of the duration, clamped to the bar', () => {
    expect(timeAtPoint(420, { left: 100, width: 640 }, 12)).toBe(6)
    expect(timeAtPoint(50, { left: 100, width: 640 }, 12)).toBe(0)
    expect(timeAtPoint(900, { left: 100, width: 640 }, 12)).toBe(12)
    expect(timeAtPoint(420, { left: 100, width: 0 }, 12)).toBe(0)
    expect(timeAtPoint(420, { left: 100, width: 640 }, Number.NaN)).toBe(0)
  })
})

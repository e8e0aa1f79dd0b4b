import { describe, expect, it } from 'vitest'
import { progressPercent } from './ffmpeg'
import { hlsArgs, spriteIndex, widthFor } from './ladder'
import { parseRange } from './serveFile'

describe('progressPercent', () => {
  it('reads out_time_us against the duration and ends at 100', () => {
    expect(progressPercent('out_time_us=6000000', 12)).toBe(50)
    expect(progressPercent('out_time_ms=3000000', 12)).toBe(25)
    expect(progressPercent('out_time_us=99000000', 12)).toBe(100)
    expect(progressPercent('progress=end', 12)).toBe(100)
    expect(progressPercent('progress=continue', 12)).toBeUndefined()
    expect(progressPercent('out_time_us=N/A', 12)).toBeUndefined()
    expect(progressPercent('frame=12', 12)).toBeUndefined()
  })
})

describe('ladder', () => {
  it('keeps the aspect ratio with even widths, scaling small sources up', () => {
    expect(widthFor(720, { width: 160, height: 90 })).toBe(1280)
    expect(widthFor(360, { width: 1080, height: 1920 })).toBe(202)
  })

  it('adds a silent track to a source without audio', () => {
    const args = hlsArgs('/in', '/out', { width: 640, height: 360, duration: 4, hasAudio: false })
    expect(args).toContain('anullsrc=r=48000:cl=stereo')
    expect(args).toContain('v:0,a:0,name:360p v:1,a:1,name:720p')
    const withAudio = hlsArgs('/in', '/out', {
      width: 640,
      height: 360,
      duration: 4,
      hasAudio: true,
    })
    expect(withAudio).not.toContain('anullsrc=r=48000:cl=stereo')
  })

  it('indexes sprites in 5x5 sheets every 2 s', () => {
    const { vtt, json } = spriteIndex({ width: 1280, height: 720, duration: 61 })
    expect(json.thumbnails).toHaveLength(31)
    expect(json.thumbnails[26]).toMatchObject({ sheet: 'sprite_002.jpg', x: 160, y: 0 })
    expect(json.thumbnails[30]).toMatchObject({ start: 60, end: 61 })
    expect(vtt).toContain('00:00:02.000 --> 00:00:04.000\nsprite_001.jpg#xywh=160,0,160,90')
  })
})

describe('parseRange', () => {
  it('reads one byte range and refuses what lies outside the file', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 })
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 })
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
    expect(parseRange('bytes=0-5000', 1000)).toEqual({ start: 0, end: 999 })
    expect(parseRange('bytes=1000-', 1000)).toBe('invalid')
    expect(parseRange('bytes=-', 1000)).toBe('invalid')
    expect(parseRange('bytes=0-1,5-9', 1000)).toBeUndefined()
    expect(parseRange(undefined, 1000)).toBeUndefined()
  })
})

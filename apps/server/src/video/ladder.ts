import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { DemoSource } from '../db/schema/media'

/**
 * The HLS ladder every VOD gets: 360p and 720p, H.264 main + AAC, 2 s segments. A smaller
 * source is scaled up to both heights on purpose, so every video offers the same two
 * renditions to the player's quality menu.
 */
export const RENDITIONS = [
  { name: '360p', height: 360, videoKbps: 800 },
  { name: '720p', height: 720, videoKbps: 2800 },
] as const

/** Seconds per HLS segment (keyframes are forced on this grid). */
const SEGMENT_SECONDS = 2
/** A sprite thumbnail every this many seconds, 160 px wide, 5x5 per sheet. */
const SPRITE_INTERVAL = 2
const SPRITE_WIDTH = 160
const SPRITE_COLUMNS = 5
const SPRITE_ROWS = 5

/** An even width keeping the source's aspect ratio at `height`. */
export function widthFor(height: number, source: { width: number; height: number }): number {
  return Math.max(2, Math.round((height * source.width) / source.height / 2) * 2)
}

/**
 * ffmpeg arguments turning `source` into `{out}/master.m3u8` and `{out}/{360p,720p}/index.m3u8`
 * with `seg_00000.ts` segments. A source without audio gets a silent track, so every rendition
 * carries AAC.
 *
 * @example
 * runFfmpeg(tools, hlsArgs('/v/1/source', '/v/1/hls', probeResult), 12)
 */
export function hlsArgs(
  source: string,
  out: string,
  info: { width: number; height: number; duration: number; hasAudio: boolean },
): string[] {
  const silent = info.hasAudio
    ? []
    : ['-f', 'lavfi', '-t', String(info.duration), '-i', 'anullsrc=r=48000:cl=stereo']
  const audio = info.hasAudio ? '0:a:0' : '1:a:0'
  const split = `[0:v]split=${RENDITIONS.length}${RENDITIONS.map((_, i) => `[s${i}]`).join('')}`
  const scales = RENDITIONS.map(
    (r, i) => `[s${i}]scale=${widthFor(r.height, info)}:${r.height},setsar=1[v${i}]`,
  )
  const perRendition = RENDITIONS.flatMap((r, i) => [
    `-b:v:${i}`,
    `${r.videoKbps}k`,
    `-maxrate:v:${i}`,
    `${Math.round(r.videoKbps * 1.07)}k`,
    `-bufsize:v:${i}`,
    `${r.videoKbps * 2}k`,
  ])
  return [
    '-i',
    source,
    ...silent,
    '-filter_complex',
    [split, ...scales].join(';'),
    ...RENDITIONS.flatMap((_, i) => ['-map', `[v${i}]`, '-map', audio]),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-force_key_frames',
    `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
    '-sc_threshold',
    '0',
    ...perRendition,
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-ac',
    '2',
    '-ar',
    '48000',
    // Leaves the second core to the API on a small machine.
    '-threads',
    '1',
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_filename',
    join(out, '%v', 'seg_%05d.ts'),
    '-master_pl_name',
    'master.m3u8',
    '-var_stream_map',
    RENDITIONS.map((r, i) => `v:${i},a:${i},name:${r.name}`).join(' '),
    join(out, '%v', 'index.m3u8'),
  ]
}

/** Sprite sheet geometry of a source. */
function spriteLayout(info: { width: number; height: number; duration: number }) {
  const height = widthFor(SPRITE_WIDTH, { width: info.height, height: info.width })
  const count = Math.max(1, Math.ceil(info.duration / SPRITE_INTERVAL))
  return { width: SPRITE_WIDTH, height, count, perSheet: SPRITE_COLUMNS * SPRITE_ROWS }
}

/** ffmpeg arguments writing `{out}/sprite_001.jpg`... (tiled thumbnails). */
export function spriteArgs(
  source: string,
  out: string,
  info: { width: number; height: number; duration: number },
): string[] {
  const { width, height } = spriteLayout(info)
  return [
    '-i',
    source,
    '-an',
    '-vf',
    `fps=1/${SPRITE_INTERVAL},scale=${width}:${height},tile=${SPRITE_COLUMNS}x${SPRITE_ROWS}`,
    '-q:v',
    '5',
    '-threads',
    '1',
    join(out, 'sprite_%03d.jpg'),
  ]
}

const clock = (seconds: number) => {
  const ms = Math.round(seconds * 1000)
  const pad = (n: number, size = 2) => String(n).padStart(size, '0')
  return `${pad(Math.floor(ms / 3600000))}:${pad(Math.floor(ms / 60000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`
}

/**
 * The sprite index as WebVTT (`sprite_001.jpg#xywh=...` cues, what players read) and JSON.
 *
 * @example
 * const { vtt, json } = spriteIndex({ width: 1280, height: 720, duration: 12 })
 */
export function spriteIndex(info: { width: number; height: number; duration: number }) {
  const layout = spriteLayout(info)
  const cues: { start: number; end: number; sheet: string; x: number; y: number }[] = []
  for (let i = 0; i < layout.count; i++) {
    const inSheet = i % layout.perSheet
    cues.push({
      start: i * SPRITE_INTERVAL,
      end: Math.min((i + 1) * SPRITE_INTERVAL, info.duration),
      sheet: `sprite_${String(Math.floor(i / layout.perSheet) + 1).padStart(3, '0')}.jpg`,
      x: (inSheet % SPRITE_COLUMNS) * layout.width,
      y: Math.floor(inSheet / SPRITE_COLUMNS) * layout.height,
    })
  }
  const vtt = [
    'WEBVTT',
    ...cues.map(
      (c) =>
        `\n${clock(c.start)} --> ${clock(c.end)}\n${c.sheet}#xywh=${c.x},${c.y},${layout.width},${layout.height}`,
    ),
  ].join('\n')
  const json = {
    interval: SPRITE_INTERVAL,
    width: layout.width,
    height: layout.height,
    columns: SPRITE_COLUMNS,
    rows: SPRITE_ROWS,
    thumbnails: cues,
  }
  return { vtt: `${vtt}\n`, json }
}

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'

/**
 * ffmpeg arguments generating a test video: a test pattern and a 440 Hz tone, with the title
 * burned in when the DejaVu font is installed.
 *
 * @example
 * runFfmpeg(tools, demoSourceArgs({ title: 'Demo', seconds: 12, pattern: 'testsrc2' }, out), 12)
 */
export function demoSourceArgs(
  demo: DemoSource,
  out: string,
  size = demo.size ?? '1280x720',
): string[] {
  const title = demo.title.replace(/[^A-Za-z0-9 .-]/g, '')
  const height = Number(size.split('x')[1]) || 720
  const text =
    existsSync(FONT) && title
      ? [
          '-vf',
          `drawtext=fontfile=${FONT}:text='${title}':fontsize=${Math.round(height / 12)}:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=12:x=(w-text_w)/2:y=h-text_h*3`,
        ]
      : []
  return [
    '-f',
    'lavfi',
    '-i',
    `${demo.pattern}=size=${size}:rate=30:duration=${demo.seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:sample_rate=48000:duration=${demo.seconds}`,
    ...text,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    '-threads',
    '1',
    '-f',
    'mp4',
    out,
  ]
}

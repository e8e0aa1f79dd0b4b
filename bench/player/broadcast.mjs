// A test broadcast for the player e2e tests and bench/player-ttff.mjs: the demo's test pattern
// with a burned-in clock, pushed over RTMP like scripts/broadcast.mjs, but small (640x360) so two
// cores can also run chromium, and with the clock also written as a bar a page can read.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'

// Bits and size of the clock bar; e2e/src/player/clockBar.ts reads it with the same values.
const CLOCK_BITS = 24
const CLOCK_CELL = 16

/**
 * @typedef {object} Broadcast
 * @property {number} startedAt `Date.now()` when ffmpeg was started: the clock's origin
 * @property {Promise<number>} exited ffmpeg's exit code
 * @property {() => string} log the end of ffmpeg's error output
 * @property {() => Promise<number>} stop stops the publisher as Ctrl-C would
 */

/**
 * The bar: CLOCK_BITS cells of CLOCK_CELL px at the top left, cell i white when bit i of the
 * frame's wall time in centiseconds (modulo 2^CLOCK_BITS) is set. The wall time of a frame is
 * the wall time ffmpeg was started at plus the frame's timestamp: with `-re` the test source is
 * read at real speed, so that is when the frame was made (ffmpeg's start-up, a few tens of ms,
 * makes the clock that much late, and latencies read from it that much too high).
 */
/** @param {number} originSeconds */
function clockBar(originSeconds) {
  const value = `mod(floor((T+${originSeconds.toFixed(3)})*100),${2 ** CLOCK_BITS})`
  const bit = `mod(floor(${value}/pow(2,floor(X/${CLOCK_CELL}))),2)`
  return `geq=lum='16+219*${bit}':cb=128:cr=128`
}

/**
 * Pushes the pattern to `target` (`rtmp://host:port/live/{streamKey}`) until `stop()`.
 *
 * @param {{ target: string, ffmpeg?: string, seconds?: number }} options
 * @returns {Broadcast}
 * @example
 * const broadcast = startBroadcast({ target: `${ingestUrl}/${streamKey}` })
 * await broadcast.stop()
 */
export function startBroadcast({ target, ffmpeg = process.env.FFMPEG_PATH || 'ffmpeg', seconds }) {
  const startedAt = Date.now()
  const origin = (startedAt / 1000) % 2 ** CLOCK_BITS
  const midnight = new Date(startedAt)
  midnight.setHours(0, 0, 0, 0)
  const sinceMidnight = (startedAt - midnight.getTime()) / 1000
  const text = existsSync(FONT)
    ? `,drawtext=fontfile=${FONT}:text='%{pts\\:hms\\:${sinceMidnight.toFixed(3)}}':fontsize=40:` +
      'fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=8:x=(w-tw)/2:y=h-th-30'
    : ''
  const duration = seconds ? `:duration=${seconds}` : ''
  const child = spawn(
    ffmpeg,
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=30${duration}`],
      ...[
        '-f',
        'lavfi',
        '-i',
        `color=c=black:size=${CLOCK_BITS * CLOCK_CELL}x${CLOCK_CELL}:rate=30`,
      ],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000${duration}`],
      ...[
        '-filter_complex',
        `[1:v]format=yuv420p,${clockBar(origin)}[bar];[0:v][bar]overlay=0:0:shortest=1${text}[v]`,
      ],
      ...['-map', '[v]', '-map', '2:a'],
      ...[
        '-c:v',
        'libx264',
        '-profile:v',
        'baseline',
        '-preset',
        'ultrafast',
        '-tune',
        'zerolatency',
      ],
      ...[
        '-pix_fmt',
        'yuv420p',
        '-b:v',
        '1200k',
        '-g',
        '30',
        '-keyint_min',
        '30',
        '-sc_threshold',
        '0',
      ],
      ...['-c:a', 'aac', '-b:a', '96k', '-ar', '48000'],
      ...['-f', 'flv', '-flvflags', 'no_duration_filesize', target],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let log = ''
  child.stderr.on('data', (/** @type {Buffer} */ chunk) => {
    log = (log + chunk.toString()).slice(-2000)
  })
  /** @type {Promise<number>} */
  const exited = new Promise((resolve) => child.on('close', (code) => resolve(code ?? -1)))
  return {
    startedAt,
    exited,
    log: () => log,
    /** Stops the publisher as Ctrl-C would (the ingest sees the end of the publish). */
    stop: () => {
      if (child.exitCode === null) child.kill('SIGINT')
      return exited
    },
  }
}

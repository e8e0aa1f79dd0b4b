#!/usr/bin/env node
// `pnpm demo:broadcast [channelId]`: signs in as the demo streamer, reads the channel's stream
// key and pushes an ffmpeg test pattern with a burned-in wall clock (and a tone) to the RTMP
// ingest until Ctrl-C, so a live page shows a real live stream.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const base = (process.env.AIRWAVE_URL || 'http://127.0.0.1:4000').replace(/\/$/, '')
const channelId = process.argv[2] || 'airwave'
const email =
  process.env.AIRWAVE_EMAIL ||
  (channelId === 'airwave' ? 'streamer@airwave.test' : `${channelId}@airwave.test`)
const password = process.env.AIRWAVE_PASSWORD || 'Airwave!2026'
const ffmpeg = process.env.FFMPEG_PATH || 'ffmpeg'
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'
// `npm start`'s own demo broadcast is light (640x360): it runs beside everything else the
// machine does; a manual `pnpm demo:broadcast` sends 720p.
const light = process.env.BROADCAST_LIGHT === '1'
const size = light ? '640x360' : '1280x720'
const bitrate = light ? '800k' : '2500k'
const scale = light ? 0.5 : 1

async function call(path, init = {}) {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  })
  const body = await response.json().catch(() => ({}))
  if (!response.ok) throw new Error(`${path}: ${response.status} ${body.message ?? ''}`.trim())
  return body.data
}

function fail(message) {
  console.error(`demo:broadcast: ${message}`)
  process.exit(1)
}

if (spawnSync(ffmpeg, ['-version'], { stdio: 'ignore' }).status !== 0) {
  fail('ffmpeg is not installed (npm start installs it, or set FFMPEG_PATH)')
}

let session
try {
  session = await call('/member/auth/sign-in', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  })
} catch (error) {
  fail(`cannot sign in as ${email} on ${base} (is the server running?): ${error.message}`)
}
const auth = { authorization: `Bearer ${session.accessToken}` }
const { streamKey, ingestUrl } = await call('/v2/stream/key', { headers: auth })

// The clock is the stream's time shifted to the local wall clock at the start: with -re it
// follows the wall clock, to the millisecond.
const now = new Date()
const sinceMidnight =
  now.getHours() * 3600 + now.getMinutes() * 60 + now.getSeconds() + now.getMilliseconds() / 1000
const hasDrawtext = spawnSync(ffmpeg, ['-hide_banner', '-filters'], {
  encoding: 'utf8',
}).stdout?.includes(' drawtext ')
let video = 'null'
if (!hasDrawtext) {
  console.warn('demo:broadcast: this ffmpeg has no drawtext filter: no clock on the picture')
} else if (!existsSync(FONT)) {
  console.warn(`demo:broadcast: no font at ${FONT}: no clock on the picture`)
} else {
  const font = `fontfile=${FONT}:`
  const label = channelId.replace(/[^a-zA-Z0-9_-]/g, '')
  video =
    `drawtext=${font}text='%{pts\\:hms\\:${sinceMidnight.toFixed(3)}}':fontsize=${72 * scale}:fontcolor=white:` +
    'box=1:boxcolor=black@0.6:boxborderw=16:x=(w-tw)/2:y=h-th-60,' +
    `drawtext=${font}text='Airwave live · ${label}':fontsize=${36 * scale}:fontcolor=white:` +
    'box=1:boxcolor=black@0.6:boxborderw=10:x=40:y=80'
}

const target = `${ingestUrl}/${streamKey}`
console.log(`Broadcasting to ${ingestUrl}/<stream key> as ${channelId}; Ctrl-C to stop.`)
console.log(`Watch: ${base}/media/live/${channelId}/master.m3u8`)
const child = spawn(
  ffmpeg,
  [
    ...['-hide_banner', '-loglevel', 'warning', '-re'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=30`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
    ...['-vf', video],
    ...['-c:v', 'libx264', '-profile:v', 'baseline', '-preset', 'veryfast', '-tune', 'zerolatency'],
    ...[
      '-pix_fmt',
      'yuv420p',
      '-b:v',
      bitrate,
      '-g',
      '30',
      '-keyint_min',
      '30',
      '-sc_threshold',
      '0',
    ],
    ...['-c:a', 'aac', '-b:a', '128k', '-ar', '48000'],
    ...['-f', 'flv', '-flvflags', 'no_duration_filesize', target],
  ],
  { stdio: ['ignore', 'inherit', 'inherit'] },
)
const stop = () => child.kill('SIGINT')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
child.on('close', (code, signal) => {
  if (signal || code === 0 || code === 255) console.log('Broadcast stopped.')
  else
    console.error(`demo:broadcast: ffmpeg exited with ${code} (stream key refused or ingest down?)`)
  process.exit(signal || code === 255 ? 0 : (code ?? 1))
})

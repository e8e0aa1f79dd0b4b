import { type ChildProcess, spawn } from 'node:child_process'

/** A running test publish: ffmpeg, and its exit code once it ends. */
export interface TestPublish {
  child: ChildProcess
  exit: Promise<number>
}

/**
 * Publishes a small test pattern (160x90, 15 fps, one keyframe a second; a tone unless
 * `audio: false`) to `target` in real time for `seconds`, as a streamer's encoder would.
 *
 * @example const { child, exit } = publishTestPattern(tools.ffmpeg, `rtmp://127.0.0.1:${port}/live/${key}`, 30)
 */
export function publishTestPattern(
  ffmpeg: string,
  target: string,
  seconds: number,
  options: { audio?: boolean } = {},
): TestPublish {
  const audio = options.audio ?? true
  const child = spawn(
    ffmpeg,
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=160x90:rate=15:duration=${seconds}`],
      ...(audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`] : []),
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '15'],
      ...(audio ? ['-c:a', 'aac'] : []),
      ...['-f', 'flv', target],
    ],
    { stdio: 'ignore' },
  )
  const exit = new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? -1)))
  return { child, exit }
}

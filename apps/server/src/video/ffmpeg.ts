import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { setPriority } from 'node:os'

/** Where the media tools are: `FFMPEG_PATH` / `FFPROBE_PATH`, else found on `PATH`. */
export interface MediaTools {
  ffmpeg: string
  ffprobe: string
  /** Both answered `-version`. */
  available: boolean
}

/**
 * Finds ffmpeg and ffprobe once. A missing tool makes the media calls answer 501 instead of
 * stopping the server.
 *
 * @example
 * const tools = findMediaTools(process.env)
 * if (!tools.available) log.warn('ffmpeg is not installed')
 */
export function findMediaTools(env: Record<string, string | undefined>): MediaTools {
  const ffmpeg = env.FFMPEG_PATH || 'ffmpeg'
  const ffprobe = env.FFPROBE_PATH || 'ffprobe'
  const answers = (tool: string) => spawnSync(tool, ['-version'], { stdio: 'ignore' }).status === 0
  return { ffmpeg, ffprobe, available: answers(ffmpeg) && answers(ffprobe) }
}

/** What the server keeps from ffprobe. */
export interface ProbeResult {
  /** Seconds. */
  duration: number
  width: number
  height: number
  hasAudio: boolean
  /** ffprobe's `format_name` (`mov,mp4,m4a,3gp,3g2,mj2`, `matroska,webm`...). */
  format: string
}

interface ProbeJson {
  format?: { duration?: string; format_name?: string }
  streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[]
}

/**
 * Reads a file with ffprobe; `undefined` when it is not a video ffprobe can read (no video
 * stream, no duration, or a still image).
 *
 * @example
 * const info = await probe(tools, '/data/media/vod/1/source') // { duration: 12, width: 1280, ... }
 */
export async function probe(tools: MediaTools, file: string): Promise<ProbeResult | undefined> {
  const { code, stdout } = await runTool(tools.ffprobe, [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    file,
  ])
  if (code !== 0) return undefined
  let json: ProbeJson
  try {
    json = JSON.parse(stdout) as ProbeJson
  } catch {
    return undefined
  }
  const video = json.streams?.find((s) => s.codec_type === 'video' && s.width && s.height)
  const duration = Number(json.format?.duration ?? video?.duration)
  if (!video?.width || !video.height || !Number.isFinite(duration) || duration <= 0)
    return undefined
  return {
    duration,
    width: video.width,
    height: video.height,
    hasAudio: json.streams?.some((s) => s.codec_type === 'audio') ?? false,
    format: json.format?.format_name ?? '',
  }
}

/** Runs a tool to its end, collecting its output (small outputs only). */
function runTool(
  command: string,
  args: readonly string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000)
    })
    child.on('error', (error) => resolve({ code: -1, stdout, stderr: error.message }))
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/**
 * Reads ffmpeg's `-progress pipe:1` blocks: answers the percent done (0-100) of a run over
 * `duration` seconds for each `out_time_us` line, 100 at `progress=end`, else `undefined`.
 *
 * @example
 * progressPercent('out_time_us=6000000', 12) // 50
 */
export function progressPercent(line: string, duration: number): number | undefined {
  const [key, value] = line.trim().split('=')
  if (key === 'progress' && value === 'end') return 100
  if (key !== 'out_time_us' && key !== 'out_time_ms') return undefined
  // ffmpeg writes microseconds under both names.
  const micros = Number(value)
  if (!Number.isFinite(micros) || micros < 0 || duration <= 0) return undefined
  return Math.min(100, Math.floor((micros / 1e6 / duration) * 100))
}

/** A running ffmpeg: its end, and a way to stop it (server shutdown). */
export interface FfmpegRun {
  child: ChildProcess
  done: Promise<void>
}

/**
 * Runs ffmpeg with `-progress pipe:1`, reporting percents over `duration`; rejects with the
 * tail of its log when it fails.
 *
 * @example
 * await runFfmpeg(tools, args, 12, (percent) => save(percent)).done
 */
export function runFfmpeg(
  tools: MediaTools,
  args: readonly string[],
  duration: number,
  onProgress: (percent: number) => void = () => {},
): FfmpegRun {
  const child = spawn(
    tools.ffmpeg,
    ['-hide_banner', '-nostats', '-loglevel', 'error', '-progress', 'pipe:1', '-y', ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  // Transcodes yield the CPU to the API (and to anything else on a small machine).
  if (child.pid) {
    try {
      setPriority(child.pid, 10)
    } catch {
      // Not permitted here: run at normal priority.
    }
  }
  let stderr = ''
  let pending = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString()
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) {
      const percent = progressPercent(line, duration)
      if (percent !== undefined) onProgress(percent)
    }
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000)
  })
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code, signal) => {
      if (code === 0) resolve()
      else
        reject(new Error(signal ? `ffmpeg stopped (${signal})` : `ffmpeg failed: ${stderr.trim()}`))
    })
  })
  return { child, done }
}

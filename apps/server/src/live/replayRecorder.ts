import { createWriteStream, type WriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'

/** Default bound of one broadcast's recording on disk (`AIRWAVE_REPLAY_MAX_BYTES`): 2 GiB. */
export const REPLAY_MAX_BYTES = 2 * 1024 ** 3

/** A part being written ends in `.partial`; it is renamed to `part_NNN.flv` once closed. */
export const PARTIAL = '.partial'
const PART = /^part_(\d{3})\.flv(\.partial)?$/

/** The recording of a broadcast: `{mediaDir}/recordings/{streamIdx}/part_001.flv`, ... */
export function recordingDir(mediaDir: string, streamIdx: number): string {
  return join(mediaDir, 'recordings', String(streamIdx))
}

/**
 * The parts of a recording in order (closed ones, and `.partial` ones when `partial`).
 *
 * @example await recordingParts(dir) // ['/data/media/recordings/7/part_001.flv', ...]
 */
export async function recordingParts(dir: string, partial = false): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[])
  return names
    .filter((name) => PART.test(name) && (partial || !name.endsWith(PARTIAL)))
    .sort()
    .map((name) => join(dir, name))
}

/** One publish's share of a broadcast's recording. */
export interface PartRecorder {
  write(flv: Buffer): void
  /** Closes the part; resolves once it is on disk under its final name. */
  end(): Promise<void>
}

/**
 * Records one publish of a broadcast: the FLV bytes the ingest received, as they are (no
 * decode, no encode), into the next `part_NNN.flv` of the broadcast's recording. A pending
 * end's resumed publish adds a part; the replay joins them. Once the broadcast's parts reach
 * `maxBytes` the rest of it is not recorded (the replay keeps its beginning).
 *
 * @example
 * const part = recordPart(recordingDir(mediaDir, 7), REPLAY_MAX_BYTES, log)
 * part.write(flv); await part.end()
 */
export function recordPart(
  dir: string,
  maxBytes: number,
  log: { warn(msg: string): void },
): PartRecorder {
  let file: WriteStream | undefined
  let path = ''
  let room = 0
  let written = 0
  let full = false
  let ended = false
  const early: Buffer[] = []

  const put = (flv: Buffer) => {
    if (!file || full) return
    // Whole FLV tags only: a tag cut in two would end the file with garbage.
    if (flv.length > room) {
      full = true
      log.warn(`replay recording of ${dir} reached its bound of ${maxBytes} bytes: stopped`)
      return
    }
    room -= flv.length
    written += flv.length
    file.write(flv)
  }

  const opened = (async () => {
    await mkdir(dir, { recursive: true })
    const names = await readdir(dir)
    let used = 0
    let last = 0
    for (const name of names) {
      const match = PART.exec(name)
      if (!match) continue
      last = Math.max(last, Number(match[1]))
      used += (await stat(join(dir, name))).size
    }
    room = Math.max(0, maxBytes - used)
    path = join(dir, `part_${String(last + 1).padStart(3, '0')}.flv`)
    file = createWriteStream(`${path}${PARTIAL}`)
    file.on('error', (error) => log.warn(`replay recording failed: ${error.message}`))
    for (const flv of early.splice(0)) put(flv)
  })()

  return {
    write(flv) {
      if (ended) return
      if (file) put(flv)
      else early.push(flv)
    },
    async end() {
      if (ended) return
      ended = true
      try {
        await opened
      } catch (error) {
        log.warn(`replay recording could not start: ${(error as Error).message}`)
        return
      }
      const open = file
      if (!open) return
      await new Promise<void>((resolve) => open.end(resolve))
      // A publish that sent nothing but the FLV header (13 bytes) leaves no part.
      if (written <= 13) await rm(`${path}${PARTIAL}`, { force: true })
      else await rename(`${path}${PARTIAL}`, path)
    },
  }
}

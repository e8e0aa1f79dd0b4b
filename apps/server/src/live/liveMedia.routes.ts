import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/database'
import { channels, liveStreams } from '../db/schema'
import { notFound } from '../http/httpError'
import { serveFile } from '../video/serveFile'
import { endedDir, isLiveFile } from './livePackager'
import { liveThumbnailFile } from './liveThumbnails'

const NO_CACHE = 'no-cache'
/** A live frame lasts until the next one, 30 s later. */
const THUMBNAIL_CACHE = 'public, max-age=30'

/**
 * `GET /media/live/{channelId}/*`: a live's master playlist, its renditions and segments (from
 * the packager's directory, or from the ended one a while after the broadcast, so players
 * play to its end) and its frame (`thumbnail.jpg`).
 */
export function liveMediaRoute(
  app: FastifyInstance,
  options: {
    db: Db
    mediaDir: string
    liveDir: string
    /** Whether this instance holds the channel's publisher. */
    onAirHere: (handle: string) => boolean
  },
): void {
  const { db, mediaDir, liveDir } = options
  app.get('/media/live/:channelId/*', async (request, reply) => {
    const params = request.params as { channelId: string; '*': string }
    const name = params['*']
    const handle = params.channelId.toLowerCase()
    // The frame exists while the broadcast is ON (404 before the first frame and after it).
    if (name === 'thumbnail.jpg') {
      return serveFile(request, reply, liveThumbnailFile(mediaDir, handle), {
        type: 'image/jpeg',
        cache: THUMBNAIL_CACHE,
      })
    }
    if (!isLiveFile(name)) throw notFound('This channel is not live')
    // ON here, or on another instance sharing the data directory: the row says so.
    const live = options.onAirHere(handle) || (await isOnAir(db, handle))
    const dir = join(liveDir, handle)
    const type = name.endsWith('.ts') ? 'video/mp2t' : 'application/vnd.apple.mpegurl'
    if (name === 'master.m3u8') {
      // No new player for a broadcast that is over.
      if (!live) throw notFound('This channel is not live')
      // The master names index.m3u8: offer it once ffmpeg has written the first playlist. A
      // viewer told the live is ON (by the socket, at the publish) asks a moment before that:
      // the answer waits for it rather than failing a player that came early.
      await requireFile(join(dir, 'index.m3u8'), FIRST_PLAYLIST_WAIT_MS)
      return serveFile(request, reply, join(dir, name), { type, cache: NO_CACHE })
    }
    // The last playlist and segments of a broadcast that just ended are still served a while
    // (livePackager's endedDir): the players that were watching play to its end.
    const file =
      live && (await isFile(join(dir, name))) ? join(dir, name) : join(endedDir(dir), name)
    if (!live && !(await isFile(file))) throw notFound('This channel is not live')
    return serveFile(request, reply, file, { type, cache: NO_CACHE })
  })
}

/** Whether the channel's latest broadcast is ON, by the database. */
async function isOnAir(db: Db, handle: string): Promise<boolean> {
  const [row] = await db
    .select({ id: liveStreams.id })
    .from(liveStreams)
    .innerJoin(channels, eq(channels.id, liveStreams.channelId))
    .where(
      and(
        eq(sql`lower(${channels.handle})`, handle),
        isNull(channels.deletedAt),
        eq(liveStreams.isStream, true),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** How long a master playlist request waits for ffmpeg's first playlist of a live just started. */
const FIRST_PLAYLIST_WAIT_MS = 10_000
const FIRST_PLAYLIST_POLL_MS = 100

const isFile = async (file: string) => (await stat(file).catch(() => undefined))?.isFile() === true

async function requireFile(file: string, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs
  for (;;) {
    const info = await stat(file).catch(() => undefined)
    if (info?.isFile()) return
    if (Date.now() >= deadline) throw notFound('The live has not started yet')
    await new Promise((resolve) => setTimeout(resolve, FIRST_PLAYLIST_POLL_MS))
  }
}

import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { success, videoEndpoints } from '@airwave/sdk/contract'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { channelShown } from '../channel/shownChannel'
import { channels, mediaVods } from '../db/schema'
import type { AppDeps } from '../deps'
import { requireChannel, resolveMember } from '../http/auth'
import { badRequest, HttpError, notFound } from '../http/httpError'
import { readMultipart } from '../http/multipart'
import { route } from '../http/route'
import { regionOf } from '../live/viewerAccess'
import { findMediaTools, type MediaTools, probe } from './ffmpeg'
import { RENDITIONS } from './ladder'
import { serveFile } from './serveFile'
import { sharedTranscoder, type Transcoder, vodDir } from './transcoder'
import { vodNotFound, watchableVod } from './vodAccess'

/** Default upload limit (`AIRWAVE_VOD_MAX_BYTES` overrides it). */
const VOD_MAX_BYTES = 2 * 1024 ** 3

export interface MediaOptions {
  tools?: MediaTools
  maxUploadBytes?: number
  /** Receives the transcoder (tests wait on it). */
  onTranscoder?: (transcoder: Transcoder) => void
}

let warned = false

const ffmpegMissing = () => new HttpError(501, 'INTERNAL', 'ffmpeg is not installed')

const IMMUTABLE = 'public, max-age=31536000, immutable'
const PLAYLIST = 'public, max-age=300'
const renditionNames = RENDITIONS.map((r) => r.name).join('|')
const HLS_FILE = new RegExp(`^(master\\.m3u8|(${renditionNames})/(index\\.m3u8|seg_\\d{5}\\.ts))$`)
const SPRITE_FILE = /^sprites\/(sprite_\d{3}\.jpg|index\.vtt|index\.json)$/

const typeOf = (name: string) =>
  name.endsWith('.m3u8')
    ? 'application/vnd.apple.mpegurl'
    : name.endsWith('.ts')
      ? 'video/mp2t'
      : name.endsWith('.jpg')
        ? 'image/jpeg'
        : name.endsWith('.vtt')
          ? 'text/vtt; charset=utf-8'
          : 'application/json'

// ffprobe reads still images and GIFs as one-stream "videos"; only real containers pass.
const IMAGE_FORMATS = /(^|,)(image2|gif|apng|webp_pipe|png_pipe|jpeg_pipe|bmp_pipe|svg_pipe)(,|$)/

function parseMaxBytes(value: string | undefined): number {
  const bytes = Number(value)
  return value && Number.isInteger(bytes) && bytes > 0 ? bytes : VOD_MAX_BYTES
}

/**
 * VOD media on the reference server: the upload (`POST /v2/vod/upload`, transcoded in the
 * background into a 360p/720p HLS ladder plus sprite thumbnails), its status
 * (`GET /v2/vod/upload/{vodNo}/status`, plain Fastify: not in the SDK contract), the media info
 * (`GET /v2/vod/media/info/{vodNo}`) and the files under `/media/vod/{vodNo}/`.
 */
export function mediaRoutes(app: FastifyInstance, deps: AppDeps, options: MediaOptions = {}): void {
  const { db } = deps
  const tools = options.tools ?? findMediaTools(process.env)
  const maxUploadBytes = options.maxUploadBytes ?? parseMaxBytes(process.env.AIRWAVE_VOD_MAX_BYTES)
  const mediaDir = join(deps.config.dataDir, 'media')
  const transcoder = sharedTranscoder({ db, tools, mediaDir, log: app.log })
  options.onTranscoder?.(transcoder)
  if (!tools.available && !warned) {
    warned = true
    app.log.warn('ffmpeg is not installed: VOD upload and transcoding are off')
  }
  if (tools.available) {
    deps.ready.promise
      .then(() => transcoder.resume())
      .catch((error: unknown) => app.log.error({ err: error }, 'resuming transcodes failed'))
  }
  app.addHook('onClose', () => transcoder.stop())
  // A channel's page lists its videos: tell its room when one is ready to watch (a replay is
  // made minutes after the broadcast ends), so the list is read again without a reload. A
  // hidden video, or one of a channel others may not be shown (deleted, blocked, suspended),
  // stays unannounced: the room would learn of a video its lists do not show.
  const stopAnnouncing = transcoder.onReady((vodNo) => {
    db.select({ handle: channels.handle })
      .from(mediaVods)
      .innerJoin(channels, eq(channels.id, mediaVods.channelId))
      .where(and(eq(mediaVods.id, vodNo), eq(mediaVods.hidden, false), channelShown()))
      .then(([row]) => {
        if (row)
          deps.realtime.toChannel(row.handle, 'VIDEO_READY', { channelId: row.handle, vodNo })
      })
      .catch((error: unknown) => app.log.warn({ err: error, vodNo }, 'announcing a video failed'))
  })
  app.addHook('onClose', async () => stopAnnouncing())

  // Ready VODs are public and never change again: remember them instead of a query per segment.
  const ready = new Set<number>()
  const find = async (vodNo: number) => {
    const [row] = await db.select().from(mediaVods).where(eq(mediaVods.id, vodNo))
    if (row?.status === 'ready') ready.add(vodNo)
    return row
  }

  route(app, videoEndpoints.uploadVod, async ({ me, request, reply }) => {
    if (!tools.available) throw ffmpegMissing()
    const channel = requireChannel(me)
    const part = await readMultipart(request, 'the video', () =>
      request.file({ limits: { fileSize: maxUploadBytes, files: 1 } }),
    )
    if (!part) throw badRequest('Send the video as a file')
    const incoming = join(mediaDir, 'incoming')
    await mkdir(incoming, { recursive: true })
    const temporary = join(incoming, randomUUID())
    try {
      await readMultipart(request, 'the video', () =>
        pipeline(part.file, createWriteStream(temporary)),
      )
      if (part.file.truncated) {
        throw new HttpError(
          413,
          'FILE_SIZE_EXCEEDS',
          `The video is larger than ${maxUploadBytes} bytes`,
        )
      }
      const info = await probe(tools, temporary)
      if (!info || IMAGE_FORMATS.test(info.format)) {
        throw badRequest('Only video files can be uploaded', 'FILE_TYPE_NOT_ALLOWED')
      }
      const titleField = part.fields.title
      const given =
        titleField && !Array.isArray(titleField) && titleField.type === 'field'
          ? String(titleField.value)
          : part.filename.replace(/\.[^.]*$/, '')
      const [row] = await db
        .insert(mediaVods)
        .values({
          channelId: channel.idx,
          title: given.trim().slice(0, 100) || 'Untitled',
          duration: info.duration,
          width: info.width,
          height: info.height,
        })
        .returning({ id: mediaVods.id })
      if (!row) throw new Error('insert returned nothing')
      const dir = vodDir(mediaDir, row.id)
      await mkdir(dir, { recursive: true })
      await rename(temporary, join(dir, 'source'))
      transcoder.enqueue(row.id)
      reply.code(201)
      return { vodNo: row.id }
    } finally {
      await rm(temporary, { force: true })
    }
  })

  app.get('/v2/vod/upload/:vodNo/status', async (request: FastifyRequest) => {
    const vodNo = Number((request.params as { vodNo: string }).vodNo)
    const row = Number.isInteger(vodNo) && vodNo > 0 ? await find(vodNo) : undefined
    if (!row) throw notFound('No such video')
    if (row.status !== 'ready') {
      // Work in progress is the owner's business.
      const member = await resolveMember(db, deps.config.jwtSecret, request)
      if (member?.channel?.idx !== row.channelId) throw notFound('No such video')
    }
    return success({
      vodNo: row.id,
      status: row.status,
      progress: row.progress,
      ...(row.failure ? { failure: row.failure } : {}),
      ...(row.duration !== null ? { duration: row.duration } : {}),
    })
  })

  // VOD1000 for none or an unfinished one, VOD1008 hidden, VOD1011 blocked, VOD1005 restricted
  // in the region (but to its owner and managers).
  route(app, videoEndpoints.getMediaInfo, async ({ id, member, request }) => {
    const { vod } = await watchableVod(db, id('vodNo'), member, regionOf(request))
    if (vod.status !== 'ready' || vod.duration === null) throw vodNotFound()
    const duration = Math.round(vod.duration * 1000) / 1000
    return { fileList: [{ startDuration: 0, endDuration: duration, duration }] }
  })

  app.get('/media/vod/:vodNo/*', async (request, reply) => {
    const params = request.params as { vodNo: string; '*': string }
    const vodNo = /^[1-9]\d{0,9}$/.test(params.vodNo) ? Number(params.vodNo) : 0
    const name = params['*']
    const hls = HLS_FILE.test(name)
    if (!vodNo || !(hls || SPRITE_FILE.test(name))) throw notFound('No such media file')
    if (!ready.has(vodNo) && (await find(vodNo))?.status !== 'ready') {
      throw notFound('No such media file')
    }
    const dir = vodDir(mediaDir, vodNo)
    const file = hls ? join(dir, 'hls', name) : join(dir, name)
    const cache = name.endsWith('.ts') || name.endsWith('.jpg') ? IMMUTABLE : PLAYLIST
    return serveFile(request, reply, file, { type: typeOf(name), cache })
  })
}

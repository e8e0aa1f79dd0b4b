import { join } from 'node:path'
import { success } from '@airwave/sdk/contract'
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { requireAdmin } from '../account/platform/admin.routes'
import { liveHandleIs } from '../channel/channelHandle'
import { channelShown } from '../channel/shownChannel'
import { now } from '../clock'
import { channels, liveStreamKeys, liveStreams } from '../db/schema'
import type { AppDeps } from '../deps'
import { conflict, notFound } from '../http/httpError'
import { findMediaTools, type MediaTools } from '../video/ffmpeg'
import { sharedTranscoder } from '../video/transcoder'
import {
  channelOfIdx,
  type EndedReason,
  endBroadcast as endRunning,
  runningBroadcast,
} from './broadcasts'
import { createIngestMeter } from './ingestMeter'
import { liveMediaRoute } from './liveMedia.routes'
import { createLivePackager } from './livePackager'
import { startLiveThumbnails } from './liveThumbnails'
import {
  endWaits,
  PENDING_END_MS,
  realSchedule,
  resumeWaiting,
  type Schedule,
  startWaiting,
} from './pendingEnd'
import { createReplays, type Replays } from './replays'
import { type PublishSink, type RtmpIngest, startRtmpIngest } from './rtmpIngest'
import { streamDashboardRoutes } from './streamDashboard.routes'
import { reportStreamHealth } from './streamHealth'
import { streamInfoRoutes } from './streamInfo.routes'
import { streamKeyRoutes } from './streamKeys'
import { settingsOf } from './streamSettings'

export interface LiveOptions {
  tools?: MediaTools
  /** RTMP port (`RTMP_PORT`, default 1935; 0 picks a free one). */
  rtmpPort?: number
  /** RTMP address (`RTMP_HOST`, default 127.0.0.1). */
  rtmpHost?: string
  /** Receives the started ingest (tests read its port). */
  onIngest?: (ingest: RtmpIngest) => void
  /** How long a stopped broadcast waits for its publisher with pending end on (default 60 s). */
  pendingEndMs?: number
  /** Runs the end of a wait; tests pass one they fire after moving the server's clock. */
  schedule?: Schedule
  /** How often a live channel's thumbnail is renewed (default 30 s). */
  thumbnailIntervalMs?: number
  /** Bound of a broadcast's recording (default `AIRWAVE_REPLAY_MAX_BYTES` or 2 GiB). */
  replayMaxBytes?: number
  /** Receives the replay maker (tests settle with it). */
  onReplays?: (replays: Replays) => void
}

const ENDED_NORMAL = 0
const ENDED_FORCED = 1
const PENDING_END = 3
// A timer a few ms early would find the wait not yet over; the heartbeat would end it 10 s later.
const WAIT_MARGIN_MS = 100
/** How often an instance renews its broadcasts' heartbeat and looks for orphaned ones. */
const HEARTBEAT_MS = 10_000
/** A broadcast whose heartbeat is older than this has lost its instance (three beats). */
const HEARTBEAT_TIMEOUT_S = 30

/** A channel on air: its broadcast row and public id (the folder of its files). */
interface OnAir {
  streamIdx: number
  handle: string
  /** The public id as stored (rooms and events carry it). */
  channelId: string
  /** Closes the publisher's connection (the stream forced off). */
  cut: () => void
}

/**
 * Live on the reference server: an RTMP ingest (`rtmp://{RTMP_HOST}:{RTMP_PORT}/live/{streamKey}`)
 * whose accepted publishes are packaged by ffmpeg into low-latency HLS at
 * `/media/live/{channelId}/master.m3u8`; the broadcast is ON from the publish until the
 * publisher leaves (OFF, endedReason 0). With pending end on (the streamer's stream info
 * update), a publisher that leaves puts the broadcast OFF with endedReason 3 for a minute: a
 * publish within it resumes the same broadcast (status true, same index and likes), and past
 * it the broadcast ends (endedReason 0). Stream info and the stream key (`GET`/`POST
 * /v2/stream/key`) come from the SDK contract.
 */
export function liveRoutes(app: FastifyInstance, deps: AppDeps, options: LiveOptions = {}): void {
  const { db } = deps
  const tools = options.tools ?? findMediaTools(process.env)
  const host = options.rtmpHost ?? process.env.RTMP_HOST ?? '127.0.0.1'
  // Test servers take a free port so they never hold the real one (or fight over it).
  const port = options.rtmpPort ?? Number(process.env.RTMP_PORT ?? (process.env.VITEST ? 0 : 1935))
  const mediaDir = join(deps.config.dataDir, 'media')
  const liveDir = join(mediaDir, 'live')
  const transcoder = sharedTranscoder({ db, tools, mediaDir, log: app.log })
  const replays = createReplays({
    db,
    tools,
    mediaDir,
    transcoder,
    log: app.log,
    ...(options.replayMaxBytes !== undefined && { maxBytes: options.replayMaxBytes }),
  })
  options.onReplays?.(replays)
  /** Makes the replays of the broadcasts that are over (a no-op for the others). */
  const settleReplays = (streamIdx?: number) => {
    // At shutdown the recording stays on disk: the next start's heartbeat makes its replay.
    if (closing) return
    const settling = streamIdx === undefined ? replays.sweep() : replays.settle(streamIdx)
    settling.catch((error: unknown) => app.log.error({ err: error }, 'making a replay failed'))
  }
  const onAir = new Map<number, OnAir>()
  let ingest: RtmpIngest | undefined
  const pendingEndMs = options.pendingEndMs ?? PENDING_END_MS
  const schedule = options.schedule ?? realSchedule
  /** The timers ending this instance's waiting broadcasts, by broadcast. */
  const waits = new Map<number, () => void>()

  /**
   * Ends a broadcast that is ON or waiting and tells the channel's room, once: the ingest's
   * stop, a forced off and a suspension may race, and only the first one ends it.
   */
  const endBroadcast = async (streamIdx: number, channelId: string, endedReason: EndedReason) => {
    waits.get(streamIdx)?.()
    waits.delete(streamIdx)
    return endRunning(deps, streamIdx, channelId, endedReason)
  }

  /** Ends the waits that are over (one broadcast's, or every one) and tells their rooms. */
  const endOverWaits = async (streamIdx?: number) => {
    for (const ended of await endWaits(db, streamIdx)) {
      waits.get(ended.streamIdx)?.()
      waits.delete(ended.streamIdx)
      const channel = await channelOfIdx(db, ended.channelIdx)
      if (!channel) continue
      app.log.info({ channel: channel.handle }, 'live ended: its publisher did not come back')
      settleReplays(ended.streamIdx)
      deps.realtime.toChannel(channel.handle, 'LIVE_STATUS', {
        channelId: channel.handle,
        status: false,
        endedReason: ENDED_NORMAL,
      })
    }
  }

  /**
   * The publisher left: with pending end on, the broadcast waits for them (endedReason 3) and
   * the channel is free to publish again at once; otherwise, or when a forced off or a
   * suspension ended it first, it ends (a no-op then).
   */
  const publisherLeft = async (claim: OnAir, channelIdx: number) => {
    const free = () => {
      if (onAir.get(channelIdx) === claim) onAir.delete(channelIdx)
    }
    const { isPendingEndEnabled } = await settingsOf(db, channelIdx)
    const until = new Date(now().getTime() + pendingEndMs)
    if (isPendingEndEnabled && (await startWaiting(db, claim.streamIdx, until))) {
      free()
      waits.set(
        claim.streamIdx,
        // A timer that finds the wait not over yet (a clock ahead) leaves it to the heartbeat.
        schedule(() => {
          endOverWaits(claim.streamIdx).catch((error: unknown) =>
            app.log.error({ err: error }, 'ending a pending end failed'),
          )
        }, pendingEndMs + WAIT_MARGIN_MS),
      )
      app.log.info({ channel: claim.channelId }, 'live waiting for its publisher')
      deps.realtime.toChannel(claim.channelId, 'LIVE_STATUS', {
        channelId: claim.channelId,
        status: false,
        endedReason: PENDING_END,
      })
      return
    }
    try {
      await endBroadcast(claim.streamIdx, claim.channelId, ENDED_NORMAL)
      app.log.info({ channel: claim.channelId }, 'live ended')
    } finally {
      free()
    }
  }

  // A forced off may be decided on any instance; the one holding the publisher cuts it.
  deps.realtime.onSignal('streamOff', (channelIdx) => {
    const held = onAir.get(Number(channelIdx))
    // Cut here, its replay is made when the publish's recording closes; a broadcast that was
    // waiting for its end has no publisher, and its recording is complete already.
    if (held) held.cut()
    else settleReplays()
  })

  const onPublish = async (rtmpApp: string, key: string, cut: () => void) => {
    if (rtmpApp !== 'live') return undefined
    const [channel] = await db
      .select({ idx: channels.id, handle: channels.handle, nickname: channels.nickname })
      .from(liveStreamKeys)
      .innerJoin(channels, eq(channels.id, liveStreamKeys.channelId))
      .where(and(eq(liveStreamKeys.streamKey, key), channelShown()))
    // One publisher per channel: the check and the claim happen in the same tick.
    if (!channel || onAir.has(channel.idx)) return undefined
    const claim: OnAir = {
      streamIdx: 0,
      handle: channel.handle.toLowerCase(),
      channelId: channel.handle,
      cut,
    }
    onAir.set(channel.idx, claim)
    try {
      // Within a pending end's wait, the same broadcast goes on.
      const resumed = await resumeWaiting(db, channel.idx)
      if (resumed !== undefined) {
        waits.get(resumed)?.()
        waits.delete(resumed)
        claim.streamIdx = resumed
      } else {
        // The broadcast starts with the streamer's settings: what its card and replay show.
        const settings = await settingsOf(db, channel.idx)
        const [row] = await db
          .insert(liveStreams)
          .values({
            channelId: channel.idx,
            title: settings.title ?? `${channel.nickname} live`,
            categoryIdx: settings.categoryIdx,
            tags: settings.tags,
            languageCode: settings.languageCode,
            isAdult: settings.isAdult,
          })
          .returning({ id: liveStreams.id })
        if (!row) throw new Error('insert returned nothing')
        claim.streamIdx = row.id
      }
    } catch (error) {
      onAir.delete(channel.idx)
      throw error
    }
    app.log.info({ channel: channel.handle, streamIdx: claim.streamIdx }, 'live started')
    deps.realtime.toChannel(channel.handle, 'LIVE_STATUS', {
      channelId: channel.handle,
      status: true,
    })
    const dir = join(liveDir, claim.handle)
    const part = replays.record(claim.streamIdx)
    const stopThumbnails = startLiveThumbnails({
      tools,
      mediaDir,
      liveDir: dir,
      handle: claim.handle,
      log: app.log,
      ...(options.thumbnailIntervalMs !== undefined && { intervalMs: options.thumbnailIntervalMs }),
    })
    let thumbnailsStopped: Promise<void> | undefined
    // The dashboard's stream health, measured here and written where every instance reads it.
    const meter = createIngestMeter()
    const stopHealth = reportStreamHealth(db, channel.idx, claim.streamIdx, meter, app.log)
    const packager = createLivePackager(tools, dir, {
      log: app.log,
      onEnd: () => {
        // Already ended when it was forced off: then this changes nothing and tells no one.
        const left = (thumbnailsStopped ?? stopThumbnails()).then(() =>
          publisherLeft(claim, channel.idx),
        )
        left.catch((error: unknown) => app.log.error({ err: error }, 'ending a live failed'))
        // Over (not waiting for the publisher) and recorded: the broadcast becomes a replay.
        Promise.allSettled([left, part.end()]).then(() => settleReplays(claim.streamIdx))
      },
    })
    const sink: PublishSink = {
      write(flv, video) {
        meter.observe(flv)
        packager.write(flv, video)
        part.write(flv)
      },
      end() {
        stopHealth()
        // The card loses its frame at once: the broadcast is over or waiting.
        thumbnailsStopped ??= stopThumbnails()
        packager.end()
        void part.end()
      },
    }
    return sink
  }

  /**
   * Renews the heartbeat of this instance's broadcasts, then ends the ON broadcasts whose
   * heartbeat stopped: their instance stopped or died with the publisher (several instances may
   * share the database, so one never ends another's live broadcast).
   */
  const beat = async () => {
    const held = [...onAir.values()].map((entry) => entry.streamIdx).filter(Boolean)
    if (held.length > 0) {
      await db
        .update(liveStreams)
        .set({ heartbeatAt: sql`now()` })
        .where(and(inArray(liveStreams.id, held), eq(liveStreams.isStream, true)))
    }
    const orphans = await db
      .update(liveStreams)
      .set({ isStream: false, endedAt: new Date(), endedReason: ENDED_NORMAL })
      .where(
        and(
          eq(liveStreams.isStream, true),
          or(
            isNull(liveStreams.heartbeatAt),
            lt(liveStreams.heartbeatAt, sql`now() - ${`${HEARTBEAT_TIMEOUT_S} seconds`}::interval`),
          ),
        ),
      )
      .returning({ channelIdx: liveStreams.channelId })
    for (const orphan of orphans) {
      const [channel] = await db
        .select({ handle: channels.handle })
        .from(channels)
        .where(eq(channels.id, orphan.channelIdx))
      if (!channel) continue
      app.log.info({ channel: channel.handle }, 'live ended: its instance is gone')
      deps.realtime.toChannel(channel.handle, 'LIVE_STATUS', {
        channelId: channel.handle,
        status: false,
        endedReason: ENDED_NORMAL,
      })
    }
    // Waits whose instance is gone (or whose timer was lost to a restart) end here.
    await endOverWaits()
    // Recordings of broadcasts ended elsewhere (a suspension, another instance) or before a
    // restart become replays here.
    await replays.sweep()
  }
  let heartbeat: NodeJS.Timeout | undefined

  const startIngest = async () => {
    await deps.ready.promise
    await beat()
    if (closing) return
    heartbeat = setInterval(() => {
      beat().catch((error: unknown) => app.log.warn({ err: error }, 'live heartbeat failed'))
    }, HEARTBEAT_MS)
    heartbeat.unref()
    ingest = await startRtmpIngest({ host, port, onPublish, log: app.log })
    app.log.info(`RTMP ingest on rtmp://${host}:${ingest.port}/live`)
    options.onIngest?.(ingest)
  }
  let closing = false
  if (tools.available) {
    // The database is migrated after the HTTP server listens: start the ingest then.
    app.addHook('onReady', async () => {
      startIngest().catch((error: unknown) =>
        app.log.warn(
          { err: error },
          `RTMP ingest could not listen on ${host}:${port}: live is off`,
        ),
      )
    })
    app.addHook('onClose', async () => {
      closing = true
      clearInterval(heartbeat)
      for (const cancel of waits.values()) cancel()
      waits.clear()
      await ingest?.close()
      await transcoder.stop()
    })
  } else {
    app.log.warn('ffmpeg is not installed: the RTMP ingest is off')
  }

  streamKeyRoutes(app, db, () => `rtmp://${host}:${ingest?.port ?? port}/live`)

  streamInfoRoutes(app, deps)

  streamDashboardRoutes(app, deps)

  /**
   * `POST /admin/stream/{channelId}/off` (admin token, like the other `/admin/*` calls, chosen):
   * ends the channel's broadcast with endedReason 1 (forced), tells its room, and cuts the
   * publisher on whichever instance holds it. 404 CHA30023 for an unknown channel; a channel
   * that is not on air answers 409 ALREADY_OFF.
   */
  app.post('/admin/stream/:channelId/off', async (request) => {
    requireAdmin(deps, request)
    const handle = (request.params as { channelId: string }).channelId
    const [channel] = await db
      .select({ idx: channels.id, handle: channels.handle })
      .from(channels)
      .where(liveHandleIs(handle))
    if (!channel) throw notFound('No channel has this id', 'CHA30023')
    // ON, or waiting for its end: either way the broadcast is over now.
    const live = await runningBroadcast(db, channel.idx)
    if (!live || !(await endBroadcast(live.id, channel.handle, ENDED_FORCED))) {
      throw conflict('This channel is not on air', 'ALREADY_OFF')
    }
    deps.realtime.signal('streamOff', channel.idx)
    request.log.warn({ channel: channel.handle }, 'live forced off')
    return success({ channelId: channel.handle, status: false, endedReason: ENDED_FORCED })
  })

  liveMediaRoute(app, {
    db,
    liveDir,
    mediaDir,
    // ON here: this instance holds its publisher.
    onAirHere: (handle) =>
      [...onAir.values()].some((entry) => entry.handle === handle && entry.streamIdx),
  })
}

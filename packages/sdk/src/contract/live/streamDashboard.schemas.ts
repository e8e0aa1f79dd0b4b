import * as z from 'zod/mini'
import { optionalNumber as num } from '../core/fields'

/**
 * The query of the streamer's own dashboard calls: `channelId` names the channel (default: the
 * caller's own). Only its streamer may ask; a manager of it gets 403 MANAGER_PERMISSION.
 *
 * @example client.live.getStreamDashboard({ channelId: 'airwave' })
 */
export const ownChannelQuerySchema = z.object({
  channelId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
})
export type OwnChannelQuery = z.input<typeof ownChannelQuerySchema>

/**
 * What the ingest measured of the publish over its last two seconds: incoming bitrate (kbit/s,
 * audio and video as received), video frames per second, the resolution from the H.264
 * sequence header, how many times the encoder reconnected during the broadcast (a pending end's
 * resumes), and when it was measured (ISO 8601). Absent fields were not measured yet.
 *
 * @example z.parse(streamHealthSchema, { bitrateKbps: 2480, frameRate: 30, width: 1280, height: 720, reconnects: 0, measuredAt: '2026-11-28T18:00:00Z' })
 */
export const streamHealthSchema = z.object({
  bitrateKbps: num,
  frameRate: num,
  width: num,
  height: num,
  /** Seconds between the last two keyframes (encoders should send one every 2 s). */
  keyframeInterval: num,
  reconnects: num,
  measuredAt: z.string(),
})
export type StreamHealth = z.output<typeof streamHealthSchema>

/**
 * The streamer's dashboard home in one answer (chosen): whether the channel is live (or waiting
 * for its encoder), since when (`openDate`, ISO 8601), whether it was ever live (first-time
 * streamers get the how-to), the ingest's health while live (`health`, absent when off or not
 * measured yet), and the chat's activity: messages sent in the last `chatWindowMinutes`.
 *
 * @example z.parse(streamDashboardSchema, { channelId: 'airwave', isStream: false, isStreamPendingEnd: false, hasStreamed: false, chatMessages: 0, chatWindowMinutes: 5 })
 */
export const streamDashboardSchema = z.object({
  channelId: z.string(),
  isStream: z.boolean(),
  isStreamPendingEnd: z.boolean(),
  hasStreamed: z.boolean(),
  streamIdx: num,
  openDate: z.optional(z.string()),
  health: z.optional(streamHealthSchema),
  chatMessages: z.number(),
  chatWindowMinutes: z.number(),
})
export type StreamDashboard = z.output<typeof streamDashboardSchema>

/** The chat activity's window on the dashboard. @example CHAT_ACTIVITY_MINUTES // 5 */
export const CHAT_ACTIVITY_MINUTES = 5

/** How often the ingest writes its measure (and the dashboard reads it while live). */
export const STREAM_HEALTH_INTERVAL_MS = 2000

import * as z from 'zod/mini'
import { queryInteger } from '../../core/queryInteger'
import { listPageSchema, numberedPaging } from '../core/listPage'

/**
 * One broadcast's figures, from the statistics' aggregates (chosen names): when it started, how
 * long it ran (to now while it is on), the peak and the average of the viewers counted each
 * minute, the distinct viewers, the plays, the time watched, and the chat messages, new
 * followers and gems while it ran.
 *
 * @example z.parse(broadcastStatSchema, { broadcastIdx: 3, title: 'Hi', startedAt: '2026-11-28T10:00:00.000Z', ... })
 */
export const broadcastStatSchema = z.object({
  broadcastIdx: z.number(),
  title: z.string(),
  startedAt: z.string(),
  endedAt: z.nullable(z.string()),
  durationSeconds: z.number(),
  peakViewers: z.number(),
  averageViewers: z.number(),
  uniqueViewers: z.number(),
  views: z.number(),
  watchSeconds: z.number(),
  chatMessages: z.number(),
  newFollowers: z.number(),
  gems: z.number(),
})
export type BroadcastStat = z.output<typeof broadcastStatSchema>

/** A page of a channel's broadcasts, newest first. */
export const broadcastStatPageSchema = listPageSchema(
  'broadcastList',
  broadcastStatSchema,
  numberedPaging,
)
export type BroadcastStatPage = z.output<typeof broadcastStatPageSchema>

/** One share of a breakdown: a client type, a country, a stream type, `guest` or `login`. */
export const statShareSchema = z.object({
  key: z.string(),
  views: z.number(),
  viewers: z.number(),
  watchSeconds: z.number(),
})
export type StatShare = z.output<typeof statShareSchema>

/** The viewers counted in one minute of a broadcast (the viewer curve). */
export const curvePointSchema = z.object({ minute: z.string(), viewers: z.number() })
export type CurvePoint = z.output<typeof curvePointSchema>

/**
 * One broadcast: its figures, its viewer curve (one point per minute it ran, 0 where nobody
 * watched) and its breakdowns.
 */
export const broadcastDetailSchema = z.object({
  broadcast: broadcastStatSchema,
  curve: z.array(curvePointSchema),
  byClientType: z.array(statShareSchema),
  byCountry: z.array(statShareSchema),
  byStreamType: z.array(statShareSchema),
  byLogin: z.array(statShareSchema),
})
export type BroadcastDetail = z.output<typeof broadcastDetailSchema>

/** Channel statistics by day (the last 30) or by month (the last 12). */
export const STAT_UNITS = ['day', 'month'] as const
export type StatUnit = (typeof STAT_UNITS)[number]

/**
 * One day (`2026-11-28`) or month (`2026-11`) of a channel: its followers at the end, the
 * followers it gained, plays, distinct viewers (a month's is the sum of its days': a viewer
 * counted once a day) and time watched.
 */
export const channelStatPointSchema = z.object({
  period: z.string(),
  followers: z.number(),
  newFollowers: z.number(),
  views: z.number(),
  viewers: z.number(),
  watchSeconds: z.number(),
})
export type ChannelStatPoint = z.output<typeof channelStatPointSchema>

/** @example z.parse(channelStatsSchema, { unit: 'day', points: [] }) */
export const channelStatsSchema = z.object({
  unit: z.enum(STAT_UNITS),
  points: z.array(channelStatPointSchema),
})
export type ChannelStats = z.output<typeof channelStatsSchema>

export const broadcastPageQuerySchema = z.object({
  page: z._default(queryInteger(), 1),
  limit: z._default(queryInteger(100), 20),
})

export const channelStatsQuerySchema = z.object({ unit: z._default(z.enum(STAT_UNITS), 'day') })

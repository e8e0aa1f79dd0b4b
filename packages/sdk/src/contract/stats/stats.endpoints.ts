import { endpoint } from '../../core/endpoint'
import {
  broadcastDetailSchema,
  broadcastPageQuerySchema,
  broadcastStatPageSchema,
  channelStatsQuerySchema,
  channelStatsSchema,
} from './stats.schemas'

/**
 * A channel's broadcasts with their figures, newest first (its streamer only).
 *
 * @example client.stats.listBroadcasts('airwave', { page: 1, limit: 20 })
 */
const listBroadcasts = endpoint({
  method: 'GET',
  path: '/v2/stats/broadcast/{channelId}',
  query: broadcastPageQuerySchema,
  answer: broadcastStatPageSchema,
  auth: 'required',
  chosen: 'the spec shows /dashboard/statistics/broadcast, not its call',
})

/** @example client.stats.getBroadcast('airwave', 12) */
const getBroadcast = endpoint({
  method: 'GET',
  path: '/v2/stats/broadcast/{channelId}/{broadcastIdx}',
  answer: broadcastDetailSchema,
  auth: 'required',
  chosen: 'the spec shows /dashboard/statistics/broadcast/{id}, not its call',
})

/** @example client.stats.getChannelStats('airwave', { unit: 'month' }) */
const getChannelStats = endpoint({
  method: 'GET',
  path: '/v2/stats/channel/{channelId}',
  query: channelStatsQuerySchema,
  answer: channelStatsSchema,
  auth: 'required',
  chosen: 'the spec shows /dashboard/statistics/channel, not its call',
})

/** The streamer's statistics. @example bindEndpoints(transport, { stats: statsEndpoints }) */
export const statsEndpoints = { listBroadcasts, getBroadcast, getChannelStats }

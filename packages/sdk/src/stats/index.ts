export { logEndpoints } from '../contract/stats/log.endpoints'
export {
  CLIENT_TYPES,
  type ClientType,
  LOG_BATCH_MAX,
  LOG_KINDS,
  type LogEvent,
  type LogKind,
  type LogPayload,
  STREAM_TYPES,
  type StreamType,
} from '../contract/stats/log.schemas'
export { statsEndpoints } from '../contract/stats/stats.endpoints'
export {
  type BroadcastDetail,
  type BroadcastStat,
  type BroadcastStatPage,
  type ChannelStatPoint,
  type ChannelStats,
  type CurvePoint,
  STAT_UNITS,
  type StatShare,
  type StatUnit,
} from '../contract/stats/stats.schemas'
export { createLogClient, type LogClient, type LogClientOptions, type LogFields } from './logClient'
export { formatWatchTime } from './statFormat'
export {
  BROADCAST_STATS_PAGE,
  broadcastDetailQuery,
  broadcastStatsQuery,
  channelStatsQuery,
  statsKeys,
} from './stats.queries'
export { type UserAction, userActionLog, type ViewSource } from './userAction'

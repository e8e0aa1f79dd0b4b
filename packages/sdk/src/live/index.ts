export { categoryEndpoints } from '../contract/live/category.endpoints'
export {
  type Category,
  type CategoryList,
  type CategoryTarget,
  categoryListSchema,
  categorySchema,
  categoryTargetSchema,
} from '../contract/live/category.schemas'
export { liveEndpoints, liveMasterPlaylistUrl } from '../contract/live/live.endpoints'
export {
  type ChannelIn,
  channelInSchema,
  ENDED_REASON,
  type LiveSocialStats,
  type LiveStatusEvent,
  liveSocialStatsSchema,
  liveStatusEventSchema,
  type PlayerChannelPayload,
  playerChannelPayloadSchema,
  REPLAY_SAVE_MIN_LIVE_SECONDS,
  STREAM_TITLE_MAX_LENGTH,
  type StreamInfo,
  type StreamInfoFields,
  type StreamInfoForm,
  type StreamKey,
  type StreamLike,
  type StreamPage,
  type SubtitleLanguage,
  streamInfoFieldsSchema,
  streamInfoSchema,
  streamLikeSchema,
  streamPageSchema,
  subtitleLanguageSchema,
  type ViewerStats,
  viewerStatsSchema,
} from '../contract/live/live.schemas'
export {
  CHAT_ACTIVITY_MINUTES,
  type OwnChannelQuery,
  ownChannelQuerySchema,
  STREAM_HEALTH_INTERVAL_MS,
  type StreamDashboard,
  type StreamHealth,
  streamDashboardSchema,
  streamHealthSchema,
} from '../contract/live/streamDashboard.schemas'
export {
  isStreamLanguage,
  STREAM_LANGUAGES,
  type StreamLanguage,
} from '../contract/live/streamLanguages'
export { TAG_LIMIT, TAG_MAX_LENGTH, type TagListProblem, tagListOf } from '../core/tagList'
export { categoryInfoQuery, categoryKeys, followedCategoriesQuery } from './category.queries'
export {
  LIVE_LIST_PAGE,
  type LiveListFilter,
  liveKeys,
  liveListQuery,
  myStreamInfoQuery,
  regenerateStreamKey,
  streamInfoQuery,
  streamKeyQuery,
} from './live.queries'
export { type LiveAccess, liveAccessOf } from './liveAccess'
export { type LiveEndClient, liveEndActors } from './liveEnd.actors'
export { followLiveStatus, type LiveFollower, type LiveStateEvent } from './liveEnd.follow'
export {
  LIVE_END_LIST_LIMIT,
  LIVE_END_LIST_RETRIES,
  LIVE_END_RETRY_MS,
  type LiveEndContext,
  type LiveEndEvent,
  type LiveEndInput,
  type LiveEndPlay,
  type LiveEndScreenState,
  liveEndMachine,
  liveEndScreenOf,
  type RecommendQuery,
} from './liveEnd.machine'
export {
  type LiveStatusClient,
  type LiveStatusRealtime,
  liveFeed,
  liveStatusActors,
} from './liveStatus.actors'
export {
  LIVE_POLL_MS,
  type LiveCounters,
  type LiveFeedEvent,
  type LiveState,
  type LiveStatusContext,
  type LiveStatusEmitted,
  type LiveStatusInput,
  liveStateOf,
  liveStatusMachine,
} from './liveStatus.machine'
export {
  categoryListQuery,
  DASHBOARD_OFF_INTERVAL_MS,
  dashboardRefetchInterval,
  streamDashboardQuery,
  VIEWER_STATS_INTERVAL_MS,
  viewerStatsQuery,
} from './streamDashboard.queries'
export {
  type StreamerStatusClient,
  streamerFeed,
  streamerStatusActors,
} from './streamerStatus.actors'
export {
  type StreamerFeedEvent,
  type StreamerStatus,
  type StreamerStatusContext,
  type StreamerStatusEmitted,
  streamerStatusMachine,
  streamerStatusOf,
} from './streamerStatus.machine'
export {
  ENCODER_SETTINGS,
  type StreamHealthState,
  type StreamHealthWarning,
  streamHealthOf,
  uptimeOf,
} from './streamHealth'
export { streamInfoFormData } from './streamInfoForm'
export { type StreamLikeClient, streamLikeActors } from './streamLike.actors'
export {
  type StreamLikeContext,
  type StreamLikeEmitted,
  type StreamLikeEvent,
  type StreamLikeInfo,
  type StreamLikeInput,
  type StreamLikeState,
  streamLikeMachine,
  streamLikeStateOf,
} from './streamLike.machine'
export { type StreamLikeFailure, streamLikeFailure } from './streamLikeFailure'
export { type PlatformRegion, viewerRegion } from './viewerRegion'

export { liveEndpoints, liveMasterPlaylistUrl } from './live.endpoints'
export { liveKeys, streamInfoQuery } from './live.queries'
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
  type StreamInfo,
  type StreamInfoForm,
  type StreamPage,
  type SubtitleLanguage,
  streamInfoSchema,
  streamPageSchema,
  subtitleLanguageSchema,
  type ViewerStats,
  viewerStatsSchema,
} from './live.schemas'
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

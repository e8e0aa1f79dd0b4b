// @airwave/react/live: what a live page adds beside the player and the chat (the like of the
// broadcast, the live status and counters). An entry of its own, with its own size budget and
// words (`liveCatalogue`), so a page without a live carries none of it.

export { liveEndpoints } from '@airwave/sdk/live'
export { LiveLikeButton, type LiveLikeButtonProps } from './live/LiveLikeButton'
export { liveLikeStyles } from './live/liveLike.styles'
export { type LiveText, liveText } from './live/liveText'
export { type LiveInfo, type UseLiveInfoOptions, useLiveInfo } from './live/useLiveInfo'
export { type StreamerStatusInfo, useStreamerStatus } from './live/useStreamerStatus'
export { type StreamLike, useStreamLike } from './live/useStreamLike'

// @airwave/react/video: discovery and the video page (cards and their grids, the video like,
// the video comments, the follow button and the channel header). An entry of its own, with its
// own size budget and words (`discoveryCatalogue`).

export type { CountedToggle } from './shared/actors/useCountedToggle'
export { type DiscoveryText, discoveryText } from './shared/i18n/discoveryText'
export { CardGrid, type CardGridProps } from './video/CardGrid'
export { ChannelHeader, type ChannelHeaderProps } from './video/ChannelHeader'
export { discoveryStyles } from './video/discovery.styles'
export { FollowButton, type FollowButtonProps, useFollow } from './video/FollowButton'
export { type RenderLink, ThumbnailCard, type ThumbnailCardProps } from './video/ThumbnailCard'
export { useChannelVideos } from './video/useChannelVideos'
export { type NotInterested, useNotInterested } from './video/useNotInterested'
export {
  type UseVideoCommentThreadOptions,
  useVideoCommentThread,
} from './video/useVideoCommentThread'
export { VideoCommentSection, type VideoCommentSectionProps } from './video/VideoCommentSection'
export { VideoLikeButton, type VideoLikeButtonProps } from './video/VideoLikeButton'

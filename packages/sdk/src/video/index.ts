// The live playlist URL belongs to live; kept here where users found it.
export { liveMasterPlaylistUrl } from '../contract/live/live.endpoints'
export { liveEndRecommendEndpoints } from '../contract/video/liveEndRecommend.endpoints'
export { nextVideoCommentPage, videoCommentPageOffset } from '../contract/video/paging'
export { videoEndpoints, vodMasterPlaylistUrl } from '../contract/video/video.endpoints'
export {
  type AutoplayVod,
  autoplayVodSchema,
  type MediaInfo,
  mediaInfoSchema,
  REPLAY_SAVE_STATUS,
  type ReplaySaveResult,
  type ReplaySplit,
  replaySaveResultSchema,
  replaySplitSchema,
  type ThumbnailCard,
  thumbnailCardSchema,
  VIDEO_COMMENT_FIRST_PAGE,
  VIDEO_COMMENT_PAGE_SIZE,
  VIDEO_COMMENT_SORTS,
  VIDEO_FILE_TYPES,
  type VideoComment,
  type VideoCommentPage,
  type VideoCommentSort,
  type VideoFileType,
  type VideoInfo,
  type VideoListPage,
  type VideoReply,
  type VideoReplyPage,
  type VodListItem,
  videoCommentPageSchema,
  videoCommentSchema,
  videoInfoSchema,
  videoListPageSchema,
  videoReplyPageSchema,
  videoReplySchema,
  vodListItemSchema,
} from '../contract/video/video.schemas'
export {
  VIDEO_TAG_LIMIT,
  VIDEO_TAG_MAX_LENGTH,
  VIDEO_TITLE_MAX_LENGTH,
  type VideoDetail,
  type VideoUpdateFields,
  type VideoUpdateForm,
  type VodImageList,
  videoDetailSchema,
  videoUpdateFieldsSchema,
  videoUpdateFormData,
  vodImageListSchema,
} from '../contract/video/videoDetail.schemas'
export {
  type CountedToggleState,
  countedToggleMachine,
  countedToggleStateOf,
} from '../core/countedToggle.machine'
export { autoplayNext } from './autoplayNext'
export {
  CHANNEL_VIDEO_PAGE,
  channelVideoKeys,
  channelVideoListQuery,
  followChannelVideos,
} from './channelVideos'
export { followedLiveCard, streamThumbnailCard } from './liveCards'
export { RESUME, resumeAt, shouldSavePosition } from './resumePosition'
export {
  type CardAction,
  type CardMenuContext,
  type CardState,
  type CardView,
  cardActionConfirms,
  cardMenu,
  cardView,
  formatDuration,
  isRestricted,
  tagHref,
} from './thumbnailCard'
export {
  mediaInfoQuery,
  recommendAtEndQuery,
  videoCommentListQuery,
  videoDetailQuery,
  videoKeys,
} from './video.queries'
export {
  placeVideoComment,
  threadComment,
  type VideoCommentActorsClient,
  videoCommentAdapter,
  videoCommentSort,
  videoCommentThreadActors,
  videoCommentThreadMachine,
} from './videoCommentThread'
export { type VideoLikeClient, videoLikeActors } from './videoLike.actors'
export {
  VIDEO_LIST_PAGE,
  type VideoListFilter,
  type VideoListKind,
  videoListKeys,
  videoListQuery,
} from './videoLists'
export { liveReportOf, type ReportedVideo, videoReportOf } from './videoReport'

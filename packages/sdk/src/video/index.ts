export {
  type CountedToggleState,
  countedToggleMachine,
  countedToggleStateOf,
} from '../core/countedToggle.machine'
// The live playlist URL belongs to live; kept here where users found it.
export { liveMasterPlaylistUrl } from '../live/live.endpoints'
export { autoplayNext } from './autoplayNext'
export { liveEndRecommendEndpoints } from './liveEndRecommend.endpoints'
export { nextVideoCommentPage, videoCommentPageOffset } from './paging'
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
export { videoEndpoints, vodMasterPlaylistUrl } from './video.endpoints'
export {
  mediaInfoQuery,
  recommendAtEndQuery,
  videoCommentListQuery,
  videoKeys,
} from './video.queries'
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
} from './video.schemas'
export {
  placeVideoComment,
  threadComment,
  type VideoCommentActorsClient,
  videoCommentAdapter,
  videoCommentSort,
  videoCommentThreadActors,
  videoCommentThreadMachine,
} from './videoCommentThread'
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
} from './videoDetail.schemas'
export { type VideoLikeClient, videoLikeActors } from './videoLike.actors'
export { liveReportOf, type ReportedVideo, videoReportOf } from './videoReport'

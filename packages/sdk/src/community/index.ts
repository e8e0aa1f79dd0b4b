// Shared with every domain, they live in the core; this entry keeps them where users found them.

export {
  COMMENT_PAGE_SIZE,
  communityEndpoints,
  POST_FIRST_PAGE_SIZE,
  POST_PAGE_SIZE,
} from '../contract/community/community.endpoints'
export {
  COMMENT_MAX_LENGTH,
  type Comment,
  type CommentBody,
  type CommentPage,
  commentBodySchema,
  commentPageSchema,
  commentSchema,
  type LikeState,
  likeStateSchema,
  type PinStatus,
  type Post,
  type PostBody,
  type PostPage,
  type PostPatch,
  type PostUpdate,
  pinStatusSchema,
  postBodySchema,
  postPageSchema,
  postPatchSchema,
  postSchema,
  postUpdateSchema,
  type Reply,
  type ReplyPage,
  replyPageSchema,
  replySchema,
  type UploadedImage,
  uploadedImagesSchema,
  visibleText,
} from '../contract/community/community.schemas'
export {
  nextCommentPage,
  nextPostPage,
  postPageLimit,
  postPageOffset,
} from '../contract/community/paging'
export { isWithinLength, textLength } from '../contract/community/textLength'
export {
  type BoardEmitted,
  commentCountChange,
  failureFeedback,
  type SuccessToast,
  successToast,
} from '../core/feedback'
export { allItems, nextPageOf, type Paged } from '../core/pagedList'
export { isUnreachable } from '../core/serverReach'
export { isOwner, type Viewer } from '../core/viewer'
export {
  type CommentAction,
  type CommentMenuEntry,
  type CommentState,
  commentMenu,
  commentState,
} from './commentMenu'
export {
  type CommentThreadAdapter,
  type CommentThreadFeatures,
  type CommentThreadRules,
  commentThreadRules,
  postCommentAdapter,
} from './commentThread.adapter'
export type {
  CommentDialogRequest,
  CommentTarget,
  CommentThreadContext,
  CommentThreadEvent,
  CommentThreadInput,
  CommentThreadState,
  ThreadCall,
  ThreadCallInputs,
} from './commentThread.calls'
export { commentThreadMachine, createCommentThreadMachine } from './commentThread.machine'
export type { LikeSnapshot, ReplyThread, ReplyThreads } from './commentThread.updates'
export {
  type CommunityActorsClient,
  commentThreadActors,
  postComposerActors,
  postListActors,
} from './community.actors'
export {
  type CommentSort,
  commentListQuery,
  communityKeys,
  type PostFilters,
  postListQuery,
  postQuery,
  replyListQuery,
} from './community.queries'
export { normalizeLineBreaks, type TextProblem, type TextRules, textProblem } from './composer'
export {
  type ComposerEmitted,
  type ComposerFileError,
  composerState,
  type PostComposerContext,
  type PostComposerEvent,
  type PostComposerInput,
  type PostComposerState,
  postComposerMachine,
} from './postComposer.machine'
export {
  canReserve,
  checkDraft,
  type DraftProblem,
  defaultReservation,
  IMAGE_MAX_BYTES,
  type ImageFileError,
  imageFilesError,
  localDateTimeValue,
  POST_IMAGE_TYPES,
  POST_IMAGES_MAX,
  type PostDraft,
  parseLocalDateTime,
  postBody,
  postDraft,
  postPatch,
  RESERVE_AHEAD_MS,
} from './postDraft'
export type {
  PostCall,
  PostListContext,
  PostListEvent,
  PostListInput,
  PostListState,
} from './postList.calls'
export { postListMachine } from './postList.machine'
export {
  BOTTOM_BAR_MIN_COMMENTS,
  isCommunityPath,
  type PostAction,
  postListPath,
  postMenu,
  postPath,
} from './postList.menu'
export { type SubmitProblem, submitProblem } from './submitProblem'

export type {
  CommentTarget,
  CommentThreadContext,
  CommentThreadEvent,
  CommentThreadInput,
  CommentThreadState,
  ThreadCall,
} from './commentThread.calls'
export { commentThreadMachine } from './commentThread.machine'
export type { LikeSnapshot, ReplyThread, ReplyThreads } from './commentThread.updates'
export { type CommunityActorsClient, commentThreadActors, postListActors } from './community.actors'
export {
  COMMENT_PAGE_SIZE,
  communityEndpoints,
  POST_FIRST_PAGE_SIZE,
  POST_PAGE_SIZE,
} from './community.endpoints'
export {
  type CommentSort,
  commentListQuery,
  communityKeys,
  type PostFilters,
  postListQuery,
  postQuery,
  replyListQuery,
} from './community.queries'
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
} from './community.schemas'
export {
  type BoardEmitted,
  commentCountChange,
  failureFeedback,
  type SuccessToast,
  successToast,
} from './feedback'
export { allItems, nextPageOf, type Paged } from './pagedList'
export { nextCommentPage, nextPostPage, postPageLimit, postPageOffset } from './paging'
export {
  type PostCall,
  type PostListContext,
  type PostListEvent,
  type PostListInput,
  type PostListState,
  postListMachine,
} from './postList.machine'
export {
  BOTTOM_BAR_MIN_COMMENTS,
  isCommunityPath,
  type PostAction,
  postListPath,
  postMenu,
  postPath,
} from './postList.menu'
export { isWithinLength, textLength } from './textLength'
export { isOwner, type SubmitProblem, submitProblem, type Viewer } from './viewer'

import type { CommentThreadAdapter } from '../community/commentThread.adapter'
import { createCommentThreadMachine } from '../community/commentThread.machine'
import { addComment, type LikeSnapshot, likeCount } from '../community/commentThread.updates'
import type { CommentSort } from '../community/community.queries'
import type { channelEndpoints } from '../contract/channel/channel.endpoints'
import type {
  Comment,
  CommentPage,
  LikeState,
  Reply,
  ReplyPage,
} from '../contract/community/community.schemas'
import type { CommentReport } from '../contract/report/report.schemas'
import { REPORTED_CONTENT_TYPE } from '../contract/report/report.schemas'
import { nextVideoCommentPage } from '../contract/video/paging'
import type { videoEndpoints } from '../contract/video/video.endpoints'
import {
  VIDEO_COMMENT_FIRST_PAGE,
  VIDEO_COMMENT_PAGE_SIZE,
  type VideoComment,
  type VideoCommentPage,
  type VideoCommentSort,
  type VideoFileType,
  type VideoReply,
  type VideoReplyPage,
} from '../contract/video/video.schemas'
import type { BoundGroups } from '../core/client'
import { type CallArgs, fromCall } from '../core/fromCall'
import type { Paged } from '../core/pagedList'

/**
 * The video contract's sort for the thread's: `like` is `likeCnt-desc`, `recently` is
 * `createDate-desc`. The thread machine is the community's, so it keeps its sort names.
 *
 * @example videoCommentSort('like') // 'likeCnt-desc'
 */
export function videoCommentSort(sort: CommentSort): VideoCommentSort {
  return sort === 'like' ? 'likeCnt-desc' : 'createDate-desc'
}

const pageSize = (page: number) => (page === 1 ? VIDEO_COMMENT_FIRST_PAGE : VIDEO_COMMENT_PAGE_SIZE)

/**
 * Where a comment the viewer writes goes under a video (viewing.md section 4): under
 * `createDate-desc` at the top of the first page, below a pinned one; under `likeCnt-desc` at
 * the end of the last page when every page is loaded and the last one is not full (20 on the
 * first page, 10 after), otherwise nowhere (only the count rises).
 *
 * @example
 * placeVideoComment(pages, created, 'like')
 */
export function placeVideoComment(
  pages: Paged<Comment>[],
  created: Comment,
  sort: CommentSort,
): Paged<Comment>[] {
  if (sort === 'recently') return addComment(pages, created)
  const last = pages.at(-1)
  if (!last) return [{ page: 1, total: 1, items: [created] }]
  const moreToLoad = nextVideoCommentPage(last.page, last.total) !== undefined
  if (moreToLoad || last.items.length >= pageSize(last.page)) return pages
  return [...pages.slice(0, -1), { ...last, items: [...last.items, created] }]
}

/**
 * What sets a video's comments apart from a post's: their placement per sort, pages of 20
 * then 10, `likeCnt-desc` first, a pin that reloads the list when it takes over another pin
 * (or is taken off), no edit and no report of a reply, long text cut at 3 lines.
 */
export const videoCommentAdapter: CommentThreadAdapter = {
  insertComment: placeVideoComment,
  nextPage: (page, total) => nextVideoCommentPage(page, total),
  refetchAfterPin: (pin, pinned) => !pin || pinned !== undefined,
  defaultSort: 'like',
  features: { edits: false, replyReports: false, clampLines: 3 },
}

/**
 * A video's comment section: the community's thread machine (one implementation) over the
 * video adapter. Its input's `postIdx` is the video's `vodNo`; its `channelId` the video's
 * channel (its owner pins). Provide {@link videoCommentThreadActors}.
 *
 * @example
 * const thread = createActor(
 *   videoCommentThreadMachine.provide({ actors: videoCommentThreadActors(client, { vodNo: 12, fileType: 'upload' }) }),
 *   { input: { postIdx: 12, channelId: 'kim', viewer } },
 * ).start()
 */
export const videoCommentThreadMachine = createCommentThreadMachine(videoCommentAdapter)

/** What a video comment and a video reply carry alike, in the thread's names. */
const authored = (item: VideoComment | VideoReply) => ({
  channelId: item.channelId,
  content: item.content,
  nickname: item.nickName ?? item.channelId,
  createDate: item.createDate ?? '',
  channelProfileImg: item.profileUrl,
  isBlockedChannel: item.isBlockedChannel,
  isBlinded: item.isBlinded,
  likeCnt: item.likeCnt,
})

/**
 * A video comment in the thread's shape (the community's `Comment`): `isLike` is its
 * `isLikeComment`, `nickName` its `nickname`, `profileUrl` its `channelProfileImg`.
 *
 * @example threadComment({ commentIdx: 1, content: 'hi', channelId: 'a', likeCnt: 0, replyCnt: 0 })
 */
export function threadComment(comment: VideoComment): Comment {
  const { commentIdx, isFixed, isLike, replyCnt } = comment
  return { commentIdx, ...authored(comment), isFixed, isLikeComment: isLike, replyCnt }
}

/** A video reply in the thread's shape (the community's `Reply`). */
function threadReply(reply: VideoReply): Reply {
  return { replyIdx: reply.replyIdx, ...authored(reply), isLikeReply: reply.isLike }
}

const commentPage = (page: VideoCommentPage): CommentPage => ({
  currentPage: page.currentPage,
  totalCnt: page.totalCnt,
  postComments: page.vodCommentList.map(threadComment),
})

const replyPage = (page: VideoReplyPage): ReplyPage => ({
  currentPage: page.currentPage,
  totalCnt: page.totalCnt,
  postCommentReplies: page.vodReplyList.map(threadReply),
})

type Api = BoundGroups<{ video: typeof videoEndpoints; channel: typeof channelEndpoints }>
/** The part of a bound client the video thread calls; a full client fits. */
export type VideoCommentActorsClient = {
  video: Pick<
    Api['video'],
    | 'listComments'
    | 'createComment'
    | 'deleteComment'
    | 'likeComment'
    | 'unlikeComment'
    | 'pinComment'
    | 'unpinComment'
    | 'reportComment'
    | 'listReplies'
    | 'createReply'
    | 'deleteReply'
    | 'likeReply'
    | 'unlikeReply'
  >
  channel: Pick<Api['channel'], 'block'>
}

type ById = { commentIdx: number }
type ByReply = { commentIdx: number; replyIdx: number }
type Writing = { content: string; nickname?: string | undefined }
type Liking = { before?: LikeSnapshot }
const after = ({ before }: Liking, like: boolean): LikeState => ({
  isLike: like,
  likeCnt: likeCount(before?.count ?? 0, like),
})

// Calls the video contract lacks; the adapter's features keep the thread from starting them.
const unsupported = <Output, Input>(name: string) =>
  fromCall<Output, Input>(() => Promise.reject(new Error(`${name}: no such video call`)))

/**
 * The calls of {@link videoCommentThreadMachine} over the video contract (`/vodComment/...`),
 * answers turned into the thread's shapes. `fileType` names the video's kind in a report.
 *
 * @example
 * videoCommentThreadMachine.provide({ actors: videoCommentThreadActors(client, { vodNo: 12, fileType: 'replay' }) })
 */
export function videoCommentThreadActors(
  client: VideoCommentActorsClient,
  video: { vodNo: number; fileType?: VideoFileType | undefined },
) {
  const v = client.video
  const reportedCommentType = REPORTED_CONTENT_TYPE[video.fileType ?? 'upload']
  return {
    listComments: fromCall(
      ({ input, signal }: CallArgs<{ postIdx: number; page: number; sort: CommentSort }>) =>
        v
          .listComments(
            input.postIdx,
            {
              sort: videoCommentSort(input.sort),
              page: input.page,
              limit: VIDEO_COMMENT_PAGE_SIZE,
              firstPageLimit: VIDEO_COMMENT_FIRST_PAGE,
            },
            { signal },
          )
          .then(commentPage),
    ),
    createComment: fromCall(({ input }: { input: { postIdx: number } & Writing }) =>
      v
        .createComment(input.postIdx, { comment: input.content, nickName: input.nickname ?? '' })
        .then(threadComment),
    ),
    updateComment: unsupported<Comment, ById & { content: string }>('updateComment'),
    deleteComment: fromCall(({ input }: { input: ById }) => v.deleteComment(input.commentIdx)),
    // The video's like calls answer no like state: once accepted, the optimistic one stands.
    likeComment: fromCall(({ input }: { input: ById & Liking }) =>
      v.likeComment(input.commentIdx, { vodNo: video.vodNo }).then(() => after(input, true)),
    ),
    unlikeComment: fromCall(({ input }: { input: ById & Liking }) =>
      v.unlikeComment(input.commentIdx).then(() => after(input, false)),
    ),
    pinComment: fromCall(({ input }: { input: ById }) => v.pinComment(input.commentIdx)),
    unpinComment: fromCall(({ input }: { input: ById }) => v.unpinComment(input.commentIdx)),
    reportComment: fromCall(({ input }: { input: ById & { report: CommentReport } }) =>
      v.reportComment(input.commentIdx, { ...input.report, reportedCommentType }),
    ),
    listReplies: fromCall(({ input, signal }: CallArgs<ById & { page: number }>) =>
      v
        .listReplies(
          input.commentIdx,
          {
            page: input.page,
            limit: VIDEO_COMMENT_PAGE_SIZE,
            firstPageLimit: VIDEO_COMMENT_PAGE_SIZE,
          },
          { signal },
        )
        .then(replyPage),
    ),
    createReply: fromCall(({ input }: { input: ById & Writing }) =>
      v
        .createReply(input.commentIdx, { reply: input.content, nickName: input.nickname ?? '' })
        .then(threadReply),
    ),
    deleteReply: fromCall(({ input }: { input: ByReply }) => v.deleteReply(input.replyIdx)),
    likeReply: fromCall(({ input }: { input: ByReply & Liking }) =>
      v.likeReply(input.replyIdx).then(() => after(input, true)),
    ),
    unlikeReply: fromCall(({ input }: { input: ByReply & Liking }) =>
      v.unlikeReply(input.replyIdx).then(() => after(input, false)),
    ),
    reportReply: unsupported<unknown, ByReply & { report: CommentReport }>('reportReply'),
    blockChannel: fromCall(({ input }: { input: { channelId: string } }) =>
      client.channel.block({ channelId: input.channelId }),
    ),
  }
}

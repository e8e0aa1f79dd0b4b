import * as z from 'zod/mini'
import { withAliases } from '../../core/aliases'
import { threadPageSchema } from '../core/listPage'
import { isWithinLength } from './textLength'

/** Most visible characters in a post, comment or reply. */
export const COMMENT_MAX_LENGTH = 5000

const flag = z.optional(z.boolean())
const maybeText = z.optional(z.nullable(z.string()))
const profileImg = { channelProfileImg: maybeText }

/**
 * Text of at most {@link COMMENT_MAX_LENGTH} characters as the user sees them (grapheme
 * clusters), so 5000 emoji fit although they take 10000 UTF-16 units.
 *
 * @example
 * z.safeParse(visibleText(), 'x'.repeat(5001)).success // false
 */
export function visibleText(max = COMMENT_MAX_LENGTH) {
  return z.string().check(z.refine((s) => isWithinLength(s, max), `At most ${max} characters`))
}

/**
 * A post of a channel's community board.
 *
 * @example
 * z.parse(postSchema, { postIdx: 7, channelId: 'neo', postComment: 'hi', likeCount: 1, commentCount: 0, createDate })
 */
export const postSchema = withAliases(
  {
    idx: z.number(),
    channelId: z.string(),
    content: z.string(),
    likeCnt: z.number(),
    commentCnt: z.number(),
    attachImgLink: z._default(z.array(z.string()), () => []),
    isLikePost: flag,
    isFixed: flag,
    reservedDate: maybeText,
    socialPostLink: maybeText,
    previewComment: z.optional(
      z.nullable(z.object({ commentNickname: z.string(), commentContent: z.string() })),
    ),
    createDate: z.string(),
    isShowMore: flag,
    isReserved: flag,
    nickname: z.optional(z.string()),
  },
  { postIdx: 'idx', postComment: 'content', likeCount: 'likeCnt', commentCount: 'commentCnt' },
)
export type Post = z.output<typeof postSchema>

/**
 * One page of a channel's posts.
 *
 * @example
 * const { list, total } = z.parse(postPageSchema, data)
 */
export const postPageSchema = z.object({
  list: z.array(postSchema),
  page: z.number(),
  total: z.number(),
})
export type PostPage = z.output<typeof postPageSchema>

/**
 * Whether the channel already has a pinned published post and a pinned reserved post.
 *
 * @example
 * if (z.parse(pinStatusSchema, data).isFixedPublished) confirmReplacePin()
 */
export const pinStatusSchema = z.object({
  isFixedPublished: z.boolean(),
  isFixedReserved: z.boolean(),
})
export type PinStatus = z.output<typeof pinStatusSchema>

/**
 * A comment on a post; `channelId` is the author's channel.
 *
 * @example
 * z.parse(commentSchema, { commentIdx: 1, channelId: 'a', content: 'hi', nickname: 'A', createDate, isLike: true })
 */
export const commentSchema = withAliases(
  {
    commentIdx: z.number(),
    channelId: z.string(),
    content: z.string(),
    nickname: z.string(),
    createDate: z.string(),
    ...profileImg,
    isBlockedChannel: flag,
    isFixed: flag,
    isEdited: flag,
    /** Chosen: hidden by the channel from its report queue; `content` is then empty. */
    isBlinded: flag,
    likeCnt: z._default(z.number(), 0),
    isLikeComment: flag,
    replyCnt: z._default(z.number(), 0),
  },
  {
    profileImgLink: 'channelProfileImg',
    likeCount: 'likeCnt',
    isLike: 'isLikeComment',
    replyCount: 'replyCnt',
  },
)
export type Comment = z.output<typeof commentSchema>

/**
 * A reply to a comment.
 *
 * @example
 * z.parse(replySchema, { replyIdx: 1, channelId: 'a', nickname: 'A', content: 'hi', createDate })
 */
export const replySchema = withAliases(
  {
    replyIdx: z.number(),
    channelId: z.string(),
    nickname: z.string(),
    content: z.string(),
    createDate: z.string(),
    ...profileImg,
    isLikeReply: flag,
    likeCnt: z._default(z.number(), 0),
    isBlockedChannel: flag,
    /** Chosen, as on a comment: hidden by the channel, `content` empty. */
    isBlinded: flag,
  },
  { profileImgLink: 'channelProfileImg', isLike: 'isLikeReply', likeCount: 'likeCnt' },
)
export type Reply = z.output<typeof replySchema>

/**
 * One page of a post's comments.
 *
 * @example
 * const hasNext = page.currentPage * COMMENT_PAGE_SIZE < page.totalCnt
 */
export const commentPageSchema = threadPageSchema('postComments', commentSchema)
export type CommentPage = z.output<typeof commentPageSchema>

/**
 * One page of a comment's replies.
 *
 * @example
 * const { postCommentReplies } = z.parse(replyPageSchema, data)
 */
export const replyPageSchema = threadPageSchema('postCommentReplies', replySchema)
export type ReplyPage = z.output<typeof replyPageSchema>

/**
 * The state after a like or an unlike, so an optimistic update can be reconciled.
 *
 * @example
 * const { isLike, likeCnt } = await client.community.likeComment(commentIdx)
 */
export const likeStateSchema = withAliases(
  { isLike: z.boolean(), likeCnt: z.number() },
  { likeCount: 'likeCnt' },
)
export type LikeState = z.output<typeof likeStateSchema>

const postBodyShape = {
  content: visibleText(),
  attachImgLink: z.optional(z.array(z.string())),
  reservedDate: maybeText,
  isFixed: flag,
  socialPostLink: maybeText,
}

/**
 * Body of a new post.
 *
 * @example
 * await client.community.createPost({ content: 'Stream at 8!', isFixed: true })
 */
export const postBodySchema = z.object(postBodyShape)
export type PostBody = z.input<typeof postBodySchema>

/**
 * Body of a post update: any subset of the post body; `{ isFixed }` alone pins or unpins.
 *
 * @example
 * await client.community.updatePost(postIdx, { isFixed: false })
 */
// `z.partial(postBodySchema)` written out: only `content` is required in the body, and
// z.partial would add ~0.5 kB gz to every client of this contract.
export const postPatchSchema = z.object({
  ...postBodyShape,
  content: z.optional(postBodyShape.content),
})
export type PostPatch = z.input<typeof postPatchSchema>

/**
 * The answer to a post update: the post, and which post lost its pin when this one took it.
 *
 * @example
 * const { post, replacedPostIdx } = await client.community.updatePost(7, { isFixed: true })
 */
export const postUpdateSchema = z.object({
  post: postSchema,
  replacedPostIdx: z._default(z.nullable(z.number()), null),
})
export type PostUpdate = z.output<typeof postUpdateSchema>

/**
 * Body of a comment, a reply or an edit: 1 to 5000 visible characters, not only whitespace.
 * Line breaks are kept as typed.
 *
 * @example
 * await client.community.createComment(postIdx, { content: 'Nice!' })
 */
export const commentBodySchema = z.object({
  content: visibleText().check(z.refine((s) => s.trim() !== '', 'Text is empty')),
})
export type CommentBody = z.input<typeof commentBodySchema>

/**
 * Images stored by an upload, in the order sent.
 *
 * @example
 * const [first] = await client.community.uploadImages(formData)
 */
export const uploadedImagesSchema = z.array(
  z.object({ url: z.string(), width: z.number(), height: z.number() }),
)
export type UploadedImage = z.output<typeof uploadedImagesSchema>[number]

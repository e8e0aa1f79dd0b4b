import * as z from 'zod/mini'
import { withAliases } from '../../core/aliases'
import { int32 } from '../../core/int32'

/** What a video report is about, as the server numbers it. */
export const REPORTED_CONTENT_TYPE = { replay: 2, clip: 3, upload: 4 } as const

/**
 * Report of a post (and of a channel): the chosen reason and an optional free text.
 *
 * @example
 * z.parse(postReportSchema, { reportReasonIdx: 3, reportedCommentContent: 'spam' })
 */
export const postReportSchema = z.object({
  reportReasonIdx: int32(),
  reportedCommentContent: z.optional(z.string().check(z.maxLength(5000))),
})
export type PostReport = z.output<typeof postReportSchema>

const commentReportShape = {
  streamerChannelId: z.string(),
  reportedChannelId: z.string(),
  reportedCommentContent: z.string().check(z.maxLength(20000)),
  // The spec does not say whether the reason travels as its index or its text.
  reportReason: z.union([int32(), z.string()]),
  contentIdx: int32(),
}

/**
 * Report of a comment or a reply: whose channel, whose words, and on which content.
 *
 * @example
 * z.parse(commentReportSchema, {
 *   streamerChannelId: 'owner', reportedChannelId: 'troll',
 *   reportedCommentContent: 'text', reportReason: 2, contentIdx: 41,
 * })
 */
export const commentReportSchema = z.object(commentReportShape)
export type CommentReport = z.output<typeof commentReportSchema>

/**
 * Report of a video comment or a video: a comment report that names the kind of video.
 *
 * @example
 * z.parse(videoReportSchema, { ...commentReport, reportedCommentType: REPORTED_CONTENT_TYPE.clip })
 */
export const videoReportSchema = z.object({
  ...commentReportShape,
  reportedCommentType: z.union([z.literal(2), z.literal(3), z.literal(4)]),
})
export type VideoReport = z.output<typeof videoReportSchema>

/**
 * A reason offered in the report dialog (shape not shown in the spec: index and label).
 *
 * @example
 * z.parse(reportReasonSchema, { idx: 1, reason: 'Spam' }) // { reportReasonIdx: 1, reason: 'Spam' }
 */
export const reportReasonSchema = withAliases(
  { reportReasonIdx: z.number(), reason: z.string() },
  { idx: 'reportReasonIdx', reportReason: 'reason' },
)
export type ReportReason = z.output<typeof reportReasonSchema>

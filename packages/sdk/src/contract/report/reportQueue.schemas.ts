import * as z from 'zod/mini'

// The channel's report queue on the dashboard (issue 29): what viewers reported in its chat and
// under its posts and videos, grouped by the reported entry, and what the streamer or a manager
// does with it. Shapes and names chosen; the spec lists only the report fields viewers send.

/**
 * The dashboard's list limits (accounts-platform.md section 9: "140, 5, 30"), as we read them:
 * a reported text is shown cut at 140 characters in a row, a row names at most 5 reasons, and
 * a page holds 30 rows (the manager activity's page too).
 *
 * @example text.slice(0, REPORT_LIST_LIMITS.text)
 */
export const REPORT_LIST_LIMITS = { text: 140, reasons: 5, page: 30 } as const

/** What the dashboard does with a reported chat entry. @example { action: 'blind' } */
export const CHAT_REPORT_ACTIONS = ['dismiss', 'blind', 'delete'] as const
export type ChatReportAction = (typeof CHAT_REPORT_ACTIONS)[number]

/**
 * What the dashboard does with a reported comment or reply: as with chat, a blind keeps it in
 * its thread (its place, its replies and counts) but its text is served to nobody again.
 *
 * @example { action: 'blind' }
 */
export const COMMENT_REPORT_ACTIONS = ['dismiss', 'blind', 'delete'] as const
export type CommentReportAction = (typeof COMMENT_REPORT_ACTIONS)[number]

const author = z.object({ channelId: z.string(), nickname: z.string() })

const reportedShape = {
  /** Who wrote the reported text. */
  author,
  /** The text as it was when first reported, cut at `REPORT_LIST_LIMITS.text` characters. */
  content: z.string(),
  /** How many members reported it (still open). */
  reportCount: z.number(),
  /** Their reasons, at most `REPORT_LIST_LIMITS.reasons`, most frequent first. */
  reasons: z.array(z.string()),
  /** The latest report (ISO). */
  lastReportDate: z.string(),
}

/** A reported chat entry still to handle. @example z.parse(chatReportSchema, row) */
export const chatReportSchema = z.object({
  logIdentity: z.string(),
  ...reportedShape,
  /** Already blinded (by someone in the chat, after the report). */
  blinded: z.boolean(),
})
export type ChatReport = z.output<typeof chatReportSchema>

/** A reported comment or reply still to handle. @example z.parse(commentReportItemSchema, row) */
export const commentReportItemSchema = z.object({
  targetType: z.enum(['comment', 'reply']),
  targetIdx: z.number(),
  /** Where it was written: a community post or a video. */
  thread: z.object({ kind: z.enum(['post', 'vod']), idx: z.number() }),
  ...reportedShape,
})
export type CommentReportItem = z.output<typeof commentReportItemSchema>

const page = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number() })

/** @example z.parse(chatReportPageSchema, { items: [], total: 0, page: 1 }) */
export const chatReportPageSchema = page(chatReportSchema)
export type ChatReportPage = z.output<typeof chatReportPageSchema>

/** @example z.parse(commentReportPageSchema, { items: [], total: 0, page: 1 }) */
export const commentReportPageSchema = page(commentReportItemSchema)
export type CommentReportPage = z.output<typeof commentReportPageSchema>

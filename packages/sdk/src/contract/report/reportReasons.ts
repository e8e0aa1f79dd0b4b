import type { ReportReason } from './report.schemas'

// The one list of reasons, with the server's number of each. The spec shows neither the reasons
// nor their numbers (only that post reports send `reportReasonIdx`); these are the reference
// server's, numbered from 1 in the order the report dialog shows them.
const reasons = [
  { key: 'spam', reportReasonIdx: 1, reason: 'Spam or advertising' },
  { key: 'abusive', reportReasonIdx: 2, reason: 'Abusive or hateful' },
  { key: 'sexual', reportReasonIdx: 3, reason: 'Sexual content' },
  { key: 'violence', reportReasonIdx: 4, reason: 'Violence or dangerous acts' },
  { key: 'misinformation', reportReasonIdx: 5, reason: 'False information' },
  { key: 'other', reportReasonIdx: 6, reason: 'Other' },
] as const

/**
 * Why a member reports a post, comment, reply or channel. A comment or reply report sends the
 * key itself as its `reportReason`; a post or channel report sends its number
 * ({@link reportReasonIdx}).
 *
 * @example
 * const reason: ReportReasonKey = 'spam'
 */
export type ReportReasonKey = (typeof reasons)[number]['key']

/**
 * The reasons, in the order the report dialog shows them.
 *
 * @example
 * REPORT_REASONS[0] // 'spam'
 */
export const REPORT_REASONS: readonly ReportReasonKey[] = reasons.map((r) => r.key)

/**
 * The server's number for a reason: what a post or channel report sends as `reportReasonIdx`.
 *
 * @example
 * reportReasonIdx('abusive') // 2
 */
export function reportReasonIdx(key: ReportReasonKey): number {
  const found = reasons.find((r) => r.key === key)
  if (!found) throw new RangeError(`Unknown report reason: ${key}`)
  return found.reportReasonIdx
}

/**
 * The reasons as the server lists them (`GET /channel/report-reason/{type}`): number and name.
 *
 * @example
 * REPORT_REASON_LIST[0] // { reportReasonIdx: 1, reason: 'Spam or advertising' }
 */
export const REPORT_REASON_LIST: readonly ReportReason[] = reasons.map(
  ({ reportReasonIdx, reason }) => ({ reportReasonIdx, reason }),
)

/**
 * The reason a stored report names, for a queue to show in words: a key (`spam`, as chat,
 * comment and reply reports send it) or the server's number (`'1'`, as post and channel
 * reports send it); undefined for a reason written out, shown as it is.
 *
 * @example
 * reportReasonKeyOf('2') // 'abusive'
 * reportReasonKeyOf('spam') // 'spam'
 * reportReasonKeyOf('off-topic') // undefined
 */
export function reportReasonKeyOf(stored: string): ReportReasonKey | undefined {
  return reasons.find((r) => r.key === stored || String(r.reportReasonIdx) === stored)?.key
}

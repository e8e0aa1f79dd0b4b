import type { Db } from '../db/database'
import { communityReports } from '../db/schema'
import { badRequest, conflict, forbidden } from '../http/httpError'
import { storableText } from './text'

export interface ReportInput {
  targetType: 'post' | 'comment' | 'reply' | 'channel'
  targetId: number
  /** The reason as sent (an index or a label). */
  reason: number | string
  /** The reporter's own words, if any. */
  note: string | undefined
  /** The reported text as stored: what the reporter sent is not trusted for it. */
  content: string
  /** Reporting one's own content is refused (CHA30017). */
  isOwn: boolean
  /** The code of a second report: the community's CHA30049 unless the contract names another. */
  alreadyReportedCode?: string
}

const REASON_MAX = 200

/**
 * A reason index is a positive integer; a reason label 1 to 200 characters. Answers it as
 * stored (400 otherwise). Chat reports check theirs the same way.
 *
 * @example const reason = checkReason(body.reportReason)
 */
export function checkReason(reason: number | string): string {
  if (typeof reason === 'number') {
    if (!Number.isSafeInteger(reason) || reason < 1) {
      throw badRequest('The report reason must be a positive integer')
    }
    return String(reason)
  }
  storableText(reason, 'reportReason')
  if (reason.trim() === '' || reason.length > REASON_MAX) {
    throw badRequest(`The report reason needs 1 to ${REASON_MAX} characters`)
  }
  return reason
}

/**
 * Files a report, once per member and target: a second one answers 409 CHA30049, or the
 * input's `alreadyReportedCode` (also when two arrive at once: the unique index decides).
 *
 * @example
 * await fileReport(db, member.id, { targetType: 'comment', targetId, reason: 2, ... })
 */
export async function fileReport(db: Db, memberId: number, input: ReportInput): Promise<null> {
  if (input.isOwn) throw forbidden('You cannot report your own content', 'CHA30017')
  const reason = checkReason(input.reason)
  if (input.note !== undefined) storableText(input.note, 'reportedCommentContent')
  const inserted = await db
    .insert(communityReports)
    .values({
      memberId,
      targetType: input.targetType,
      targetId: input.targetId,
      reason,
      note: input.note ?? null,
      content: input.content,
    })
    .onConflictDoNothing()
    .returning({ id: communityReports.id })
  if (inserted.length === 0) {
    throw conflict('You have already reported this', input.alreadyReportedCode ?? 'CHA30049')
  }
  return null
}

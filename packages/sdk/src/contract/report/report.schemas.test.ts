import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  commentReportSchema,
  postReportSchema,
  REPORTED_CONTENT_TYPE,
  reportReasonSchema,
  videoReportSchema,
} from './report.schemas'

const commentReport = {
  streamerChannelId: 'owner',
  reportedChannelId: 'troll',
  reportedCommentContent: 'rude words',
  reportReason: 2,
  contentIdx: 41,
}

describe('report schemas', () => {
  it('require a reason index on a post report', () => {
    expect(z.parse(postReportSchema, { reportReasonIdx: 3 })).toEqual({ reportReasonIdx: 3 })
    expect(z.safeParse(postReportSchema, { reportedCommentContent: 'x' }).success).toBe(false)
  })

  it('require every field of a comment report', () => {
    expect(z.parse(commentReportSchema, commentReport)).toEqual(commentReport)
    const { contentIdx: _, ...missing } = commentReport
    expect(z.safeParse(commentReportSchema, missing).success).toBe(false)
  })

  it('accept only replay, clip and upload as video types', () => {
    const clip = { ...commentReport, reportedCommentType: REPORTED_CONTENT_TYPE.clip }
    expect(z.parse(videoReportSchema, clip).reportedCommentType).toBe(3)
    expect(
      z.safeParse(videoReportSchema, { ...commentReport, reportedCommentType: 1 }).success,
    ).toBe(false)
  })

  it('read a reason by idx', () => {
    expect(z.parse(reportReasonSchema, { idx: 1, reason: 'Spam' })).toEqual({
      reportReasonIdx: 1,
      reason: 'Spam',
    })
  })
})

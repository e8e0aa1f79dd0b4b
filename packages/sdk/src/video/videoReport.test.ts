import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { postReportSchema, videoReportSchema } from '../contract/report/report.schemas'
import { REPORT_REASON_LIST } from '../contract/report/reportReasons'
import { liveReportOf, videoReportOf } from './videoReport'

describe('videoReportOf', () => {
  it('reports the video as its own content, its channel as streamer and reported', () => {
    const body = videoReportOf({ vodNo: 9, channelId: 'maker', title: 'Finals' }, 'spam')
    expect(body).toEqual({
      streamerChannelId: 'maker',
      reportedChannelId: 'maker',
      reportedCommentContent: 'Finals',
      reportReason: 'spam',
      contentIdx: 9,
      reportedCommentType: 4,
    })
    expect(z.parse(videoReportSchema, body)).toEqual(body)
  })

  it('numbers the kind of video: replay 2, clip 3, upload 4', () => {
    const kind = (fileType: 'replay' | 'clip' | 'upload') =>
      videoReportOf({ vodNo: 1, channelId: 'c', title: 't', fileType }, 'other').reportedCommentType
    expect([kind('replay'), kind('clip'), kind('upload')]).toEqual([2, 3, 4])
  })
})

describe('liveReportOf', () => {
  it("reports the stream's channel by the reason's id, the title as what was seen", () => {
    const body = liveReportOf({ title: '  Night run  ' }, 'spam')
    const spam = REPORT_REASON_LIST.find((r) => r.reportReasonIdx === body.reportReasonIdx)
    expect(spam?.reason).toBe('Spam or advertising')
    expect(body.reportedCommentContent).toBe('Night run')
    expect(z.parse(postReportSchema, body)).toEqual(body)
  })

  it('leaves out a blank title and cuts a long one to what the contract takes', () => {
    expect(liveReportOf({ title: '   ' }, 'other')).not.toHaveProperty('reportedCommentContent')
    expect(liveReportOf({}, 'other')).not.toHaveProperty('reportedCommentContent')
    const long = liveReportOf({ title: 'x'.repeat(6000) }, 'other')
    expect(long.reportedCommentContent).toHaveLength(5000)
    expect(z.safeParse(postReportSchema, long).success).toBe(true)
  })
})

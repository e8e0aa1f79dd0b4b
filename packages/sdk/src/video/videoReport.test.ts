import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { videoReportSchema } from '../report/report.schemas'
import { videoReportOf } from './videoReport'

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

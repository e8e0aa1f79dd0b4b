import {
  type PostReport,
  REPORTED_CONTENT_TYPE,
  type VideoReport,
} from '../contract/report/report.schemas'
import { type ReportReasonKey, reportReasonIdx } from '../contract/report/reportReasons'
import type { VideoFileType } from '../contract/video/video.schemas'

/** What a report of a whole video needs to know about it (a card or the video page's data). */
export interface ReportedVideo {
  vodNo: number
  channelId: string
  title: string
  fileType?: VideoFileType | undefined
}

/**
 * The body of `POST /vod/report/{vodNo}` for a video: the video is its own content, its channel
 * both the streamer's and the reported one, its kind numbered as the server numbers it. The
 * reason travels as its key, as a comment's report sends it.
 *
 * @example
 * client.video.report(card.vodNo, videoReportOf({ vodNo: 9, channelId: 'a1', title: 'Finals' }, 'spam'))
 */
export function videoReportOf(video: ReportedVideo, reason: ReportReasonKey): VideoReport {
  return {
    streamerChannelId: video.channelId,
    reportedChannelId: video.channelId,
    reportedCommentContent: video.title,
    reportReason: reason,
    contentIdx: video.vodNo,
    reportedCommentType: REPORTED_CONTENT_TYPE[video.fileType ?? 'upload'],
  }
}

/**
 * The body of `POST /channel/{channelId}/report` for a live card: a live stream has no video to
 * report, so the report is of its channel, with the stream's title as what was seen (at most
 * the contract's 5,000 characters).
 *
 * @example client.channel.reportChannel(card.channelId, liveReportOf(card, 'spam'))
 */
export function liveReportOf(
  stream: { title?: string | undefined },
  reason: ReportReasonKey,
): PostReport {
  const title = stream.title?.trim().slice(0, 5000)
  return {
    reportReasonIdx: reportReasonIdx(reason),
    ...(title ? { reportedCommentContent: title } : {}),
  }
}

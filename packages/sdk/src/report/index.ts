export {
  type CommentReport,
  commentReportSchema,
  type PostReport,
  postReportSchema,
  REPORTED_CONTENT_TYPE,
  type ReportReason,
  reportReasonSchema,
  type VideoReport,
  videoReportSchema,
} from '../contract/report/report.schemas'
export {
  REPORT_REASON_LIST,
  REPORT_REASONS,
  type ReportReasonKey,
  reportReasonIdx,
  reportReasonKeyOf,
} from '../contract/report/reportReasons'

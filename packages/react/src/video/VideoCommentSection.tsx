import type { VideoFileType } from '@airwave/sdk/video'
import { useMemo } from 'react'
import {
  type CommentSectionBase,
  CommentThreadView,
  useThreadFeedback,
} from '../community/comments/CommentThreadView'
import { useDiscoveryText } from '../shared/i18n/discoveryText'
import { useVideoCommentThread } from './useVideoCommentThread'

/** `channelId` is the video's channel: its owner pins. */
export interface VideoCommentSectionProps extends CommentSectionBase {
  vodNo: number
  fileType?: VideoFileType | undefined
}

/**
 * A video's comments (viewing.md sections 2 and 4): the community's comment section over the
 * video contract: sort popular (`likeCnt-desc`, the default) or newest (`createDate-desc`),
 * the input, likes, pin (a pin that takes over another, or an unpin, reloads the list),
 * replies, report, the blocked placeholder and 3-line text with "See more".
 *
 * @example <VideoCommentSection key={vodNo} vodNo={vodNo} channelId={video.channelId} viewer={viewer} fileType="replay" />
 */
export function VideoCommentSection({
  vodNo,
  fileType,
  onEvent,
  ...view
}: VideoCommentSectionProps) {
  const t = useDiscoveryText()
  const feedback = useThreadFeedback(onEvent)
  const { channelId, viewer } = view
  const input = { vodNo, channelId, viewer, fileType, onEvent: feedback.onEvent }
  const thread = useVideoCommentThread(input)
  const sorts = useMemo(
    () => [
      { sort: 'like' as const, label: t('sortLikes') },
      { sort: 'recently' as const, label: t('sortNewest') },
    ],
    [t],
  )
  return <CommentThreadView {...view} thread={thread} sorts={sorts} feedback={feedback} />
}

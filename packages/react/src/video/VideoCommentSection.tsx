import { viewerKey } from '@airwave/sdk'
import type { BoardEmitted, Viewer } from '@airwave/sdk/community'
import { nextVideoCommentPage, type VideoFileType } from '@airwave/sdk/video'
import { type ReactNode, useMemo } from 'react'
import { CommentThreadView, useThreadFeedback } from '../community/comments/CommentThreadView'
import type { CommentFeatures } from '../community/comments/commentFeatures'
import { useRichContent } from '../community/comments/richContent'
import { useDiscoveryText } from '../discovery/discoveryText'
import { useVideoCommentThread } from './useVideoCommentThread'

export interface VideoCommentSectionProps {
  vodNo: number
  /** The video's channel: its owner pins. */
  channelId: string
  viewer: Viewer
  fileType?: VideoFileType | undefined
  /** Shows a comment's text (default: the SDK's sanitised rich text, as the community's). */
  renderContent?: (content: string) => ReactNode
  onSubscribe?: (channelId: string) => void
  onEvent?: ((event: BoardEmitted) => void) | undefined
}

// A video's comments: no edit call, no reply report, long text cut at 3 lines (viewing.md 2).
const videoFeatures: CommentFeatures = { edits: false, replyReports: false, clampLines: 3 }

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
  channelId,
  viewer,
  fileType,
  renderContent,
  onSubscribe,
  onEvent,
}: VideoCommentSectionProps) {
  const t = useDiscoveryText()
  const stableViewer = useMemo(() => viewer, [viewerKey(viewer)])
  const richContent = useRichContent(channelId, stableViewer)
  const feedback = useThreadFeedback(onEvent)
  const thread = useVideoCommentThread({
    vodNo,
    channelId,
    viewer,
    fileType,
    onEvent: feedback.onEvent,
  })
  const sorts = useMemo(
    () => [
      { sort: 'like' as const, label: t('sortLikes') },
      { sort: 'recently' as const, label: t('sortNewest') },
    ],
    [t],
  )
  return (
    <CommentThreadView
      thread={thread}
      channelId={channelId}
      viewer={stableViewer}
      nextPage={nextVideoCommentPage}
      sorts={sorts}
      features={videoFeatures}
      renderContent={renderContent ?? richContent}
      onSubscribe={onSubscribe}
      feedback={feedback}
    />
  )
}

import { type BoardEmitted, commentThreadRules, type Viewer } from '@airwave/sdk/community'
import {
  type VideoFileType,
  videoCommentAdapter,
  videoCommentThreadActors,
  videoCommentThreadMachine,
} from '@airwave/sdk/video'
import { useMemo } from 'react'
import { type CommentThread, useThreadActor } from '../community/useThreadActor'
import { useGroupCalls } from '../shared/provider/groupCalls'

export interface UseVideoCommentThreadOptions {
  vodNo: number
  /** The video's channel: its owner pins. */
  channelId: string
  viewer: Viewer
  /** The video's kind, named in a comment's report (default upload). */
  fileType?: VideoFileType | undefined
  onEvent?: ((event: BoardEmitted) => void) | undefined
}

const videoRules = commentThreadRules(videoCommentAdapter)

/**
 * A video's comment section, run by the SDK's `videoCommentThreadMachine` (the community's
 * thread over the video contract) with the provider's client (`video` and `channel` groups).
 * Give the component a `key` of the video to start over.
 *
 * @example const { state, context, send } = useVideoCommentThread({ vodNo: 12, channelId: 'kim', viewer })
 */
export function useVideoCommentThread({
  vodNo,
  channelId,
  viewer,
  fileType,
  onEvent,
}: UseVideoCommentThreadOptions): CommentThread {
  const { video } = useGroupCalls(
    'useVideoCommentThread',
    'video',
    'listComments',
    'createComment',
    'deleteComment',
    'likeComment',
    'unlikeComment',
    'pinComment',
    'unpinComment',
    'reportComment',
    'listReplies',
    'createReply',
    'deleteReply',
    'likeReply',
    'unlikeReply',
  )
  const { channel } = useGroupCalls('useVideoCommentThread', 'channel', 'block')
  const machine = useMemo(
    () =>
      videoCommentThreadMachine.provide({
        actors: videoCommentThreadActors({ video, channel }, { vodNo, fileType }),
      }),
    [video, channel, vodNo, fileType],
  )
  return useThreadActor(machine, { postIdx: vodNo, channelId, viewer }, videoRules, onEvent)
}

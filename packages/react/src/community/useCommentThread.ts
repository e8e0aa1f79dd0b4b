import {
  type BoardEmitted,
  type CommentThreadInput,
  commentThreadActors,
  commentThreadMachine,
  commentThreadRules,
  postCommentAdapter,
} from '@airwave/sdk/community'
import { useMemo } from 'react'
import { useCalls } from '../shared/provider/airwaveContext'
import { type CommentThread, useThreadActor } from './useThreadActor'

export type { CommentThread } from './useThreadActor'

export interface UseCommentThreadOptions extends CommentThreadInput {
  /** Every event the thread emits (`created`, `deleted`, `max-blocked`...), for dialogs. */
  onEvent?: (event: BoardEmitted) => void
}

const postRules = commentThreadRules(postCommentAdapter)

/**
 * The comment section of a post, run by the SDK's `commentThreadMachine` with the provider's
 * client. `state` goes to `data-state`; `send` takes the machine's events (`LIKE`, `SUBMIT`,
 * `SORT`, `LOAD_MORE`...). Login prompts open the provider's login prompt and toasts its
 * toast queue. The post is read once: give the component a `key` of the post to start over.
 *
 * @example
 * const { state, context, send } = useCommentThread({ postIdx: 7, channelId: 'kim', viewer })
 * send({ type: 'LIKE', commentIdx: 42 })
 */
export function useCommentThread({ onEvent, ...input }: UseCommentThreadOptions): CommentThread {
  const client = useCalls('useCommentThread', 'community', 'channel')
  const machine = useMemo(
    () => commentThreadMachine.provide({ actors: commentThreadActors(client) }),
    [client],
  )
  return useThreadActor(machine, input, postRules, onEvent)
}

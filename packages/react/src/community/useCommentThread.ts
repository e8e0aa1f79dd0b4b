import {
  type BoardEmitted,
  type CommentThreadContext,
  type CommentThreadEvent,
  type CommentThreadInput,
  type CommentThreadState,
  commentThreadActors,
  commentThreadMachine,
} from '@airwave/sdk/community'
import { useActorRef, useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { useCalls } from '../shared/provider/airwaveContext'
import { useBoardActor } from './useBoardActor'

export interface UseCommentThreadOptions extends CommentThreadInput {
  /** Every event the thread emits (`created`, `deleted`, `max-blocked`...), for dialogs. */
  onEvent?: (event: BoardEmitted) => void
}

export interface CommentThread {
  /** For `data-state`. */
  state: CommentThreadState
  context: CommentThreadContext
  send: (event: CommentThreadEvent) => void
}

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
  const actor = useActorRef(machine, { input })
  useBoardActor(actor, input.viewer, onEvent)
  const state: CommentThreadState = useSelector(actor, (snapshot) => snapshot.value)
  const context = useSelector(actor, (snapshot) => snapshot.context)
  return { state, context, send: actor.send }
}

import type {
  BoardEmitted,
  CommentThreadContext,
  CommentThreadEvent,
  CommentThreadInput,
  CommentThreadRules,
  CommentThreadState,
  commentThreadMachine,
} from '@airwave/sdk/community'
import { useActorRef, useSelector } from '@xstate/react'
import { useBoardActor } from './useBoardActor'

export interface CommentThread {
  /** For `data-state`. */
  state: CommentThreadState
  context: CommentThreadContext
  send: (event: CommentThreadEvent) => void
  /** Its kind's rules (paging, menu entries, text cut), for a view of it. */
  rules: CommentThreadRules
}

/**
 * Runs a comment thread machine of the SDK (a post's, a video's: one machine over its kind's
 * adapter) provided with its calls, connected to the provider (login prompts, toasts, the
 * viewer). The input is read once.
 *
 * @example
 * return useThreadActor(machine, { postIdx, channelId, viewer }, rules, onEvent)
 */
export function useThreadActor(
  machine: typeof commentThreadMachine,
  input: CommentThreadInput,
  rules: CommentThreadRules,
  onEvent: ((event: BoardEmitted) => void) | undefined,
): CommentThread {
  const actor = useActorRef(machine, { input })
  useBoardActor(actor, input.viewer, onEvent)
  const state: CommentThreadState = useSelector(actor, (snapshot) => snapshot.value)
  const context = useSelector(actor, (snapshot) => snapshot.context)
  return { state, context, send: actor.send, rules }
}

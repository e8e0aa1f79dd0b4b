import {
  type BoardEmitted,
  type PostListContext,
  type PostListEvent,
  type PostListInput,
  type PostListState,
  postListActors,
  postListMachine,
} from '@airwave/sdk/community'
import { useActorRef, useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { useCalls } from '../shared/provider/airwaveContext'
import { useBoardActor } from './useBoardActor'

export interface UsePostListMachineOptions extends PostListInput {
  /** Every event the list emits (`deleted`, `pinned`...), for dialogs and success toasts. */
  onEvent?: (event: BoardEmitted) => void
}

export interface PostListActor {
  /** For `data-state`. */
  state: PostListState
  context: PostListContext
  send: (event: PostListEvent) => void
}

/**
 * A channel's board with its actions (optimistic likes, pins with confirmation, deletes), run
 * by the SDK's `postListMachine`. For a read-only list, `usePostList` is enough. The channel
 * and filters are read once: give the component a `key` of them to start over.
 *
 * @example
 * const { state, context, send } = usePostListMachine({ channelId: 'kim', viewer })
 * send({ type: 'LIKE', postIdx: 7 })
 */
export function usePostListMachine({
  onEvent,
  ...input
}: UsePostListMachineOptions): PostListActor {
  const client = useCalls('usePostListMachine', 'community')
  const machine = useMemo(
    () => postListMachine.provide({ actors: postListActors(client) }),
    [client],
  )
  const actor = useActorRef(machine, { input })
  useBoardActor(actor, input.viewer, onEvent)
  const state: PostListState = useSelector(actor, (snapshot) => snapshot.value)
  const context = useSelector(actor, (snapshot) => snapshot.context)
  return { state, context, send: actor.send }
}

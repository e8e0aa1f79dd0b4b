import {
  type ComposerEmitted,
  checkDraft,
  communityKeys,
  composerState,
  type DraftProblem,
  type Post,
  type PostComposerContext,
  type PostComposerEvent,
  type PostComposerState,
  postComposerActors,
  postComposerMachine,
} from '@airwave/sdk/community'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { useT } from '../../shared/i18n/useT'
import { useAirwave, useCalls } from '../../shared/provider/airwaveContext'

export interface UsePostComposerOptions {
  /** The post to edit; a new post without it. Read once: give the component a `key`. */
  post?: Post | undefined
  /** The post as saved: the toast is shown and the cached lists are refreshed first. */
  onSaved?: ((post: Post, created: boolean) => void) | undefined
}

export interface PostComposer {
  state: PostComposerState
  context: PostComposerContext
  /** What keeps the draft from being saved now, at its field (the SDK's `checkDraft`). */
  problems: DraftProblem[]
  send: (event: PostComposerEvent) => void
}

/**
 * A post being written or edited, run by the SDK's `postComposerMachine`: uploads with
 * progress, the checks of `checkDraft`, the save. A saved post refreshes the community's
 * cached queries and shows the "Post saved" toast; failures go to the toast queue, a lost
 * session to the login prompt.
 *
 * @example
 * const { state, context, problems, send } = usePostComposer({ onSaved: (post) => go(post) })
 */
export function usePostComposer({ post, onSaved }: UsePostComposerOptions = {}): PostComposer {
  const { queryClient, toastQueue, promptLogin } = useAirwave()
  const client = useCalls('usePostComposer', 'community')
  const t = useT()
  const machine = useMemo(
    () => postComposerMachine.provide({ actors: postComposerActors(client) }),
    [client],
  )
  const actor = useActorRef(machine, { input: { original: post } })
  const latestOnSaved = useRef(onSaved)
  useEffect(() => {
    latestOnSaved.current = onSaved
  })
  useEffect(() => {
    const subscription = actor.on('*', (event: ComposerEmitted) => {
      if (event.type === 'saved') {
        queryClient.invalidateQueries({ queryKey: communityKeys.all })
        toastQueue.show(t('toastPostSaved'))
        latestOnSaved.current?.(event.post, event.created)
      } else if (event.type === 'login-required') promptLogin()
      else if (event.type === 'rate-limited') toastQueue.show(t('toastRateLimited'))
      else if (event.type === 'unreachable') toastQueue.show(t('unreachable'))
      else if (event.type === 'toast') toastQueue.show(event.message, event.place)
    })
    return () => subscription.unsubscribe()
  }, [actor, queryClient, toastQueue, promptLogin, t])
  const state = useSelector(actor, composerState)
  const context = useSelector(actor, (snapshot) => snapshot.context)
  const problems = checkDraft(context.draft, { original: context.original, now: context.now() })
  return { state, context, problems, send: actor.send }
}

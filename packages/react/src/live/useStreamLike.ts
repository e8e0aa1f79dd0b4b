import {
  type StreamLikeInfo,
  type StreamLikeState,
  streamLikeActors,
  streamLikeFailure,
  streamLikeMachine,
  streamLikeStateOf,
} from '@airwave/sdk/live'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'
import { useLiveText } from './liveText'

export interface StreamLike {
  /** `idle`, or `pending` while the like is on its way: for `data-busy`. */
  state: StreamLikeState
  isLike: boolean
  likeCnt: number
  /** Whether the stream info names a broadcast to like. */
  ready: boolean
  /** Likes or unlikes (a guest gets the login prompt). */
  toggle(): void
}

const noSession = () => () => {}
const unknown = () => 'loading' as const

/**
 * A member's like of a live broadcast: the SDK's `streamLikeMachine` over the provider's
 * client (`live.like`, `live.unlike`), fed with the page's stream info (from `useLiveInfo`,
 * its count kept live by LIVE_INFO). The press shows at once; a guest gets the provider's
 * login prompt, a refusal is undone and told in a toast.
 *
 * @example
 * const live = useLiveInfo('airwave')
 * const like = useStreamLike(live.streamInfo)
 * return <button aria-pressed={like.isLike} onClick={like.toggle}>{like.likeCnt}</button>
 */
export function useStreamLike(streamInfo: StreamLikeInfo | undefined): StreamLike {
  const client = useCalls('useStreamLike', 'live')
  const { session, promptLogin, toastQueue } = useAirwave()
  const status = useSyncExternalStore(
    session ? session.subscribe : noSession,
    session ? session.status : unknown,
    session ? session.status : unknown,
  )
  // Without a session the app signs its own calls: the server says if it needs a member.
  const signedIn = status !== 'unauthenticated'
  const machine = useMemo(
    () => streamLikeMachine.provide({ actors: streamLikeActors(client) }),
    [client],
  )
  const actor = useActorRef(machine, {
    input: { ...(streamInfo && { streamInfo }), signedIn },
  })
  const { streamIdx, isLike, likeCnt } = streamInfo ?? {}
  useEffect(() => {
    if (streamIdx === undefined) return
    actor.send({
      type: 'STREAM',
      streamInfo: {
        streamIdx,
        ...(isLike !== undefined && { isLike }),
        ...(likeCnt !== undefined && { likeCnt }),
      },
    })
  }, [actor, streamIdx, isLike, likeCnt])
  useEffect(() => {
    actor.send({ type: 'SIGNED_IN', signedIn })
  }, [actor, signedIn])
  const t = useLiveText()
  useEffect(() => {
    const subscriptions = [
      actor.on('login-required', () => promptLogin()),
      actor.on('failed', ({ error }) => {
        const failure = streamLikeFailure(error)
        if (failure === 'login') promptLogin()
        else toastQueue.show(t(failure))
      }),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [actor, promptLogin, toastQueue, t])
  const state = useSelector(actor, streamLikeStateOf)
  const liked = useSelector(actor, (s) => s.context.isLike)
  const count = useSelector(actor, (s) => s.context.likeCnt)
  const ready = useSelector(actor, (s) => s.context.streamIdx !== undefined)
  const toggle = useCallback(() => actor.send({ type: 'TOGGLE' }), [actor])
  return useMemo(
    () => ({ state, isLike: liked, likeCnt: count, ready, toggle }),
    [state, liked, count, ready, toggle],
  )
}

import { ApiError } from '@airwave/sdk'
import {
  type CountedToggleState,
  countedToggleMachine,
  countedToggleStateOf,
} from '@airwave/sdk/channel'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useMemo } from 'react'
import { useAirwave } from '../provider/airwaveContext'
import { useSignedIn } from '../provider/useSignedIn'

export interface CountedToggle {
  /** `pending` while the change is on its way: for `data-busy`. */
  state: CountedToggleState
  on: boolean
  count: number
  toggle(): void
}

type Actors = Parameters<typeof countedToggleMachine.provide>[0]['actors']

/**
 * The SDK's `countedToggleMachine` with `actors`, fed with the page's data. A guest gets the
 * provider's login prompt; a refusal is undone and `failedText` shown in a toast.
 *
 * @example const like = useCountedToggle(actors, { target: vodNo, on: isLike, count: likeCnt }, t('likeFailed'))
 */
export function useCountedToggle(
  actors: Actors,
  data: {
    target: string | number | undefined
    on?: boolean | undefined
    count?: number | undefined
  },
  failedText: string,
): CountedToggle {
  const { promptLogin, toastQueue } = useAirwave()
  const signedIn = useSignedIn()
  const machine = useMemo(() => countedToggleMachine.provide({ actors }), [actors])
  const actor = useActorRef(machine, { input: { ...data, signedIn } })
  const { target, on, count } = data
  useEffect(() => {
    if (target !== undefined) actor.send({ type: 'DATA', target, on, count })
  }, [actor, target, on, count])
  useEffect(() => {
    actor.send({ type: 'SIGNED_IN', signedIn })
  }, [actor, signedIn])
  useEffect(() => {
    const subscriptions = [
      actor.on('login-required', () => promptLogin()),
      actor.on('failed', ({ error }) => {
        if (error instanceof ApiError && error.kind === 'unauthorized') promptLogin()
        else toastQueue.show(failedText)
      }),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [actor, promptLogin, toastQueue, failedText])
  const state = useSelector(actor, countedToggleStateOf)
  const isOn = useSelector(actor, (s) => s.context.on)
  const total = useSelector(actor, (s) => s.context.count)
  const toggle = useCallback(() => actor.send({ type: 'TOGGLE' }), [actor])
  return useMemo(() => ({ state, on: isOn, count: total, toggle }), [state, isOn, total, toggle])
}

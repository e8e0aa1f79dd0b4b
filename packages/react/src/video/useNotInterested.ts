import { notInterestedActors, notInterestedMachine } from '@airwave/sdk/channel'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useMemo } from 'react'
import { useDiscoveryText } from '../shared/i18n/discoveryText'
import { useAirwave } from '../shared/provider/airwaveContext'
import { useGroupCalls } from '../shared/provider/groupCalls'
import { useSignedIn } from '../shared/provider/useSignedIn'

export interface NotInterested {
  /** The channels whose cards are hidden. */
  hidden: readonly string[]
  hide(channelId: string): void
}

/**
 * The page's not-interested channels (SDK `notInterestedMachine`): a card's channel hides at
 * once; a failure brings it back with a toast; a guest gets the login prompt.
 *
 * @example const { hidden, hide } = useNotInterested()
 */
export function useNotInterested(): NotInterested {
  const t = useDiscoveryText()
  const { promptLogin, toastQueue } = useAirwave()
  const signedIn = useSignedIn()
  const client = useGroupCalls('useNotInterested', 'channel', 'addNotInterested')
  const machine = useMemo(
    () => notInterestedMachine.provide({ actors: notInterestedActors(client) }),
    [client.channel],
  )
  const actor = useActorRef(machine, { input: { signedIn } })
  useEffect(() => {
    actor.send({ type: 'SIGNED_IN', signedIn })
  }, [actor, signedIn])
  const failed = t('notInterestedFailed')
  useEffect(() => {
    const subscriptions = [
      actor.on('login-required', () => promptLogin()),
      actor.on('failed', () => toastQueue.show(failed)),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [actor, promptLogin, toastQueue, failed])
  const hidden = useSelector(actor, (s) => s.context.hidden)
  const hide = useCallback((channelId: string) => actor.send({ type: 'HIDE', channelId }), [actor])
  return useMemo(() => ({ hidden, hide }), [hidden, hide])
}

import {
  type GiftSubState,
  giftSubActors,
  giftSubCost,
  giftSubMachine,
  type PayRegion,
  type SubscribeState,
  subscribeActors,
  subscribeInfoQuery,
  subscribeMachine,
  subscriptionKeys,
  subscriptionPlanQuery,
} from '@airwave/sdk/subscription'
import { walletKeys } from '@airwave/sdk/wallet'
import { useQuery } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'
import { useSignedIn } from '../shared/provider/useSignedIn'
import { useGemBalance } from '../wallet/useWallet'

/**
 * The monthly price in a region (the server's pick when none).
 *
 * @example const { data: plan } = useSubscriptionPlan()
 */
export function useSubscriptionPlan(region?: PayRegion) {
  const { queryClient } = useAirwave()
  const client = useCalls('useSubscriptionPlan', 'item')
  return useQuery(subscriptionPlanQuery(client, region), queryClient)
}

/**
 * The member's subscription to a channel (read while signed in and `enabled`).
 *
 * @example const { data } = useSubscribeInfo('airwave'); data?.isSubscriber
 */
export function useSubscribeInfo(channelId: string, enabled = true) {
  const { queryClient } = useAirwave()
  const client = useCalls('useSubscribeInfo', 'item')
  const signedIn = useSignedIn()
  return useQuery(
    { ...subscribeInfoQuery(client, channelId), enabled: signedIn && enabled && !!channelId },
    queryClient,
  )
}

/** The subscribe flow of a channel, as {@link useSubscribe} returns it. */
export type SubscribeFlow = ReturnType<typeof useSubscribe>

/**
 * The subscribe flow (`subscribeMachine`): `start()` asks a guest to sign in (the flow goes on
 * once signed in), checks the channel, then waits on the confirm; `confirm()` orders and goes to
 * the checkout. `goTo` opens the checkout (default `location.assign`).
 *
 * @example const flow = useSubscribe('airwave'); <button onClick={flow.start}>Subscribe</button>
 */
export function useSubscribe(
  channelId: string,
  options: { region?: PayRegion; goTo?: (url: string) => void } = {},
) {
  const { promptLogin } = useAirwave()
  const client = useCalls('useSubscribe', 'item')
  const signedIn = useSignedIn()
  const { goTo, region } = options
  const machine = useMemo(
    () => subscribeMachine.provide({ actors: subscribeActors(client, goTo) }),
    [client, goTo],
  )
  const actor = useActorRef(machine, { input: { channelId, signedIn, region } })
  const state = useSelector(actor, (s) => s.value as SubscribeState)
  const context = useSelector(actor, (s) => s.context)
  useEffect(() => {
    actor.send({ type: 'SIGNED_IN', signedIn })
  }, [actor, signedIn])
  return {
    channelId,
    state,
    plan: context.plan,
    refusal: context.refusal,
    error: context.error,
    start: () => {
      if (!signedIn) promptLogin()
      actor.send({ type: 'SUBSCRIBE' })
    },
    confirm: () => actor.send({ type: 'CONFIRM' }),
    close: () => actor.send({ type: 'CLOSE' }),
    retry: () => actor.send({ type: 'RETRY' }),
  }
}

/**
 * The gift form (`giftSubMachine`) fed with the wallet's balance and the plan's gem price; once
 * a gem-paid gift is delivered the wallet's and the subscription's queries are read again.
 *
 * @example const gift = useGiftSub({ channelId: 'airwave' }); gift.addReceiver('kim'); gift.send()
 */
export function useGiftSub(
  options: { channelId?: string; viewerChannelId?: string; goTo?: (url: string) => void } = {},
) {
  const { queryClient } = useAirwave()
  const client = useCalls('useGiftSub', 'item')
  const balance = useGemBalance()
  const plan = useSubscriptionPlan()
  const { goTo } = options
  const machine = useMemo(
    () => giftSubMachine.provide({ actors: giftSubActors(client, goTo) }),
    [client, goTo],
  )
  const actor = useActorRef(machine, {
    input: {
      ...(options.channelId ? { channelId: options.channelId } : {}),
      ...(options.viewerChannelId ? { viewerChannelId: options.viewerChannelId } : {}),
    },
  })
  const state = useSelector(actor, (s) => s.value as GiftSubState)
  const context = useSelector(actor, (s) => s.context)
  const gem = balance.data?.gem
  useEffect(() => {
    actor.send({ type: 'BALANCE', balance: gem })
  }, [actor, gem])
  const giftGem = plan.data?.giftGem
  useEffect(() => {
    actor.send({ type: 'GIFT_GEM', giftGem })
  }, [actor, giftGem])
  const done = state === 'done'
  useEffect(() => {
    if (!done) return
    void queryClient.invalidateQueries({ queryKey: walletKeys.all })
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all })
  }, [done, queryClient])
  return {
    state,
    ...context,
    plan: plan.data,
    cost: giftSubCost(context),
    setChannel: (channelId: string) => actor.send({ type: 'CHANNEL', channelId }),
    setTarget: (target: 'selected' | 'random') => actor.send({ type: 'TARGET', target }),
    setCount: (count: number) => actor.send({ type: 'COUNT', count }),
    addReceiver: (channelId: string) => actor.send({ type: 'ADD_RECEIVER', channelId }),
    removeReceiver: (channelId: string) => actor.send({ type: 'REMOVE_RECEIVER', channelId }),
    setPayWith: (payWith: 'checkout' | 'gem') => actor.send({ type: 'PAY_WITH', payWith }),
    send: () => actor.send({ type: 'SEND' }),
    retry: () => actor.send({ type: 'RETRY' }),
    again: () => actor.send({ type: 'AGAIN' }),
  }
}

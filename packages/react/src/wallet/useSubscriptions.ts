import {
  badgeNickColorMutation,
  badgeNickColorQuery,
  type CancelSubscriptionState,
  cancelSubscriptionActors,
  cancelSubscriptionMachine,
  type GiftSubFilter,
  type GiftSubList,
  giftSubsQuery,
  type Subscription,
  type SubscriptionListState,
  subscriptionKeys,
  subscriptionPaymentsQuery,
  subscriptionQuery,
  subscriptionsQuery,
  type WalletListFilter,
} from '@airwave/sdk/wallet'
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { useActorEvent } from '../shared/actors/useActorEvent'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'
import { useSignedIn } from '../shared/provider/useSignedIn'

/**
 * A page of the member's active or past subscriptions; the page stays while the next loads.
 *
 * @example const active = useSubscriptions('active', { page: 1 })
 */
export function useSubscriptions(state: SubscriptionListState, filter: WalletListFilter) {
  const { queryClient } = useAirwave()
  const client = useCalls('useSubscriptions', 'item')
  const signedIn = useSignedIn()
  return useQuery(
    {
      ...subscriptionsQuery(client, state, filter),
      enabled: signedIn,
      placeholderData: keepPreviousData,
    },
    queryClient,
  )
}

/**
 * One of the member's subscriptions (`/subscriptions/{id}`).
 *
 * @example const { data } = useSubscription(12)
 */
export function useSubscription(subscriptionId: number) {
  const { queryClient } = useAirwave()
  const client = useCalls('useSubscription', 'item')
  const signedIn = useSignedIn()
  return useQuery(
    { ...subscriptionQuery(client, subscriptionId), enabled: signedIn, retry: false },
    queryClient,
  )
}

/**
 * A page of the periods paid of every subscription, or of one.
 *
 * @example const payments = useSubscriptionPayments({ page: 1, subscriptionId: 12 })
 */
export function useSubscriptionPayments(filter: WalletListFilter & { subscriptionId?: number }) {
  const { queryClient } = useAirwave()
  const client = useCalls('useSubscriptionPayments', 'item')
  const signedIn = useSignedIn()
  return useQuery(
    {
      ...subscriptionPaymentsQuery(client, filter),
      enabled: signedIn,
      placeholderData: keepPreviousData,
    },
    queryClient,
  )
}

/**
 * A page of one of the gift histories (received, purchased, free).
 *
 * @example const gifts = useGiftSubs('purchased', { page: 1 })
 */
export function useGiftSubs(list: GiftSubList, filter: GiftSubFilter) {
  const { queryClient } = useAirwave()
  const client = useCalls('useGiftSubs', 'item')
  const signedIn = useSignedIn()
  return useQuery(
    {
      ...giftSubsQuery(client, list, filter),
      enabled: signedIn,
      placeholderData: keepPreviousData,
    },
    queryClient,
  )
}

/**
 * The subscriber's badge and nickname colour in a channel, and the save of a new colour.
 *
 * @example const { info, save } = useBadgeNickColor('airwave'); save.mutate('teal')
 */
export function useBadgeNickColor(channelId: string) {
  const { queryClient } = useAirwave()
  const client = useCalls('useBadgeNickColor', 'item')
  const signedIn = useSignedIn()
  const info = useQuery(
    { ...badgeNickColorQuery(client, channelId), enabled: signedIn, retry: false },
    queryClient,
  )
  const save = useMutation(badgeNickColorMutation(client, queryClient, channelId), queryClient)
  return { info, save }
}

/**
 * The cancel of a regular subscription (`cancelSubscriptionMachine`): once done, the answer
 * replaces the subscription on screen and the member's lists are read again.
 *
 * @example const cancel = useCancelSubscription(sub); cancel.ask()
 */
export function useCancelSubscription(
  sub: Pick<Subscription, 'subscriptionId' | 'channel' | 'periodEnd'>,
) {
  const { queryClient } = useAirwave()
  const client = useCalls('useCancelSubscription', 'item')
  const machine = useMemo(
    () => cancelSubscriptionMachine.provide({ actors: cancelSubscriptionActors(client) }),
    [client],
  )
  const actor = useActorRef(machine, {
    input: { channelId: sub.channel.channelId, periodEnd: sub.periodEnd },
  })
  const state = useSelector(actor, (s) => s.value as CancelSubscriptionState)
  const error = useSelector(actor, (s) => s.context.error)
  const result = useSelector(actor, (s) => s.context.result)
  useActorEvent(actor, 'cancelled', ({ subscription }) => {
    queryClient.setQueryData(subscriptionKeys.detail(sub.subscriptionId), subscription)
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all })
  })
  return {
    state,
    error,
    result,
    ask: () => actor.send({ type: 'ASK' }),
    confirm: () => actor.send({ type: 'CONFIRM' }),
    dismiss: () => actor.send({ type: 'DISMISS' }),
    retry: () => actor.send({ type: 'RETRY' }),
  }
}

import {
  type CheerState,
  cheerActors,
  cheerMachine,
  type GemChargeState,
  type GemHistoryItem,
  type GemPurchase,
  gemChargeActors,
  gemChargeMachine,
  gemHistoryQuery,
  gemPurchasesQuery,
  type PaymentResultState,
  type PayRegion,
  paymentResultActors,
  paymentResultMachine,
  payPolicyQuery,
  possessQuery,
  type WalletListFilter,
  type WalletPage,
  walletKeys,
} from '@airwave/sdk/wallet'
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'
import { useSignedIn } from '../shared/provider/useSignedIn'

/**
 * The member's gem balance (`GET /v2/item/possess`), read while signed in; every movement made
 * through the kit reads it again.
 *
 * @example const { data } = useGemBalance(); data?.gem
 */
export function useGemBalance(): UseQueryResult<{ gem: number; voucher: number }> {
  const { queryClient } = useAirwave()
  const client = useCalls('useGemBalance', 'item')
  const signedIn = useSignedIn()
  return useQuery({ ...possessQuery(client), enabled: signedIn }, queryClient)
}

/**
 * The gem shop: the packs of a region and the purchase (`gemChargeMachine`: order, then the
 * hosted checkout). `goTo` opens the checkout (default `location.assign`).
 *
 * @example const shop = useGemCharge({ region: 'NA' }); shop.choose('gem-1000', 'NA')
 */
export function useGemCharge(options: { region?: PayRegion; goTo?: (url: string) => void } = {}) {
  const { queryClient } = useAirwave()
  const client = useCalls('useGemCharge', 'item')
  const policy = useQuery(payPolicyQuery(client, options.region), queryClient)
  const { goTo } = options
  const machine = useMemo(
    () => gemChargeMachine.provide({ actors: gemChargeActors(client, goTo) }),
    [client, goTo],
  )
  const actor = useActorRef(machine, { input: {} })
  const state = useSelector(actor, (s) => s.value as GemChargeState)
  const context = useSelector(actor, (s) => s.context)
  return {
    policy,
    state,
    packId: context.packId,
    error: context.error,
    choose: (packId: string, region: PayRegion) => actor.send({ type: 'CHOOSE', packId, region }),
    retry: () => actor.send({ type: 'RETRY' }),
  }
}

/**
 * The payment result page: `paymentResultMachine` over the provider's client; once the order is
 * settled the wallet's queries are read again.
 *
 * @example const { state, result } = usePaymentResult(orderNo)
 */
export function usePaymentResult(orderNo: string) {
  const { queryClient } = useAirwave()
  const client = useCalls('usePaymentResult', 'item')
  const machine = useMemo(
    () => paymentResultMachine.provide({ actors: paymentResultActors(client) }),
    [client],
  )
  const actor = useActorRef(machine, { input: { orderNo } })
  const state = useSelector(actor, (s) => s.value as PaymentResultState)
  const context = useSelector(actor, (s) => s.context)
  const settled = state === 'paid' || state === 'refunded'
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: walletKeys.all })
  }, [settled, queryClient])
  return {
    state,
    result: context.result,
    error: context.error,
    check: () => actor.send({ type: 'CHECK' }),
  }
}

/**
 * A page of the wallet's purchases or movements for a date range; the page stays on screen
 * while the next one loads.
 *
 * @example const list = useWalletList('history', { page: 1, startDate: '2026-01-01' })
 */
export function useWalletList(
  list: 'purchases' | 'history',
  filter: WalletListFilter,
): UseQueryResult<WalletPage<GemPurchase> | WalletPage<GemHistoryItem>> {
  const { queryClient } = useAirwave()
  const client = useCalls('useWalletList', 'item')
  const signedIn = useSignedIn()
  const purchases = useQuery(
    {
      ...gemPurchasesQuery(client, filter),
      enabled: signedIn && list === 'purchases',
      placeholderData: keepPreviousData,
    },
    queryClient,
  )
  const history = useQuery(
    {
      ...gemHistoryQuery(client, filter),
      enabled: signedIn && list === 'history',
      placeholderData: keepPreviousData,
    },
    queryClient,
  )
  return list === 'purchases' ? purchases : history
}

/**
 * A cheer to a channel: `cheerMachine` fed with the wallet's balance; once sent, the wallet's
 * queries are read again.
 *
 * @example const cheer = useCheer('airwave'); cheer.setAmount(100); cheer.send()
 */
export function useCheer(channelId: string) {
  const { queryClient } = useAirwave()
  const client = useCalls('useCheer', 'item')
  const balance = useGemBalance()
  const machine = useMemo(() => cheerMachine.provide({ actors: cheerActors(client) }), [client])
  const actor = useActorRef(machine, { input: { channelId, balance: balance.data?.gem } })
  const state = useSelector(actor, (s) => s.value as CheerState)
  const context = useSelector(actor, (s) => s.context)
  const gem = balance.data?.gem
  useEffect(() => {
    actor.send({ type: 'BALANCE', balance: gem })
  }, [actor, gem])
  const sent = state === 'sent'
  useEffect(() => {
    if (sent) void queryClient.invalidateQueries({ queryKey: walletKeys.all })
  }, [sent, queryClient])
  return {
    state,
    gem: context.gem,
    message: context.message,
    balance: context.balance,
    result: context.result,
    error: context.error,
    setAmount: (amount: number) => actor.send({ type: 'AMOUNT', gem: amount }),
    setMessage: (message: string) => actor.send({ type: 'MESSAGE', message }),
    send: () => actor.send({ type: 'SEND' }),
    retry: () => actor.send({ type: 'RETRY' }),
    again: () => actor.send({ type: 'AGAIN' }),
  }
}

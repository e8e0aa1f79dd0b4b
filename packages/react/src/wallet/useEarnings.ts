import {
  type EarningsByDay,
  type EarningsRange,
  earningsByDayQuery,
  earningsKeys,
  earningsQuery,
  earningsSupportersQuery,
  type Monetization,
  type MonetizationSignupState,
  monetizationQuery,
  monetizationSignupActors,
  monetizationSignupMachine,
  type Ranking,
  type RankingPeriod,
  rankingQuery,
  type SignatureGemsEmitted,
  type SignatureGemsState,
  type Supporter,
  signatureGemsActors,
  signatureGemsMachine,
  signatureGemsQuery,
  type WalletPage,
} from '@airwave/sdk/wallet'
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { useActorEvent } from '../shared/actors/useActorEvent'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'
import { useSignedIn } from '../shared/provider/useSignedIn'

/**
 * Whether the member's channel has signed up for monetization (`GET /v2/item/monetization`).
 *
 * @example const { data } = useMonetization(); data?.isMonetize
 */
export function useMonetization(): UseQueryResult<Monetization> {
  const { queryClient } = useAirwave()
  const client = useCalls('useMonetization', 'item')
  const signedIn = useSignedIn()
  return useQuery({ ...monetizationQuery(client), enabled: signedIn }, queryClient)
}

/**
 * The monetization sign-up: `monetizationSignupMachine` over the provider's client; once signed
 * up, the streamer's money is read again. `onSigned` runs then (the page moves on).
 *
 * @example const signup = useMonetizationSignup({ onSigned: () => navigate('/dashboard/monetization') })
 */
export function useMonetizationSignup(options: { onSigned?: () => void } = {}) {
  const { queryClient } = useAirwave()
  const client = useCalls('useMonetizationSignup', 'item')
  const machine = useMemo(
    () => monetizationSignupMachine.provide({ actors: monetizationSignupActors(client) }),
    [client],
  )
  const actor = useActorRef(machine)
  const state = useSelector(actor, (s) => s.value as MonetizationSignupState)
  const context = useSelector(actor, (s) => s.context)
  useActorEvent(actor, 'signed', (event) => {
    queryClient.setQueryData(earningsKeys.monetization(), event.monetization)
    void queryClient.invalidateQueries({ queryKey: earningsKeys.all })
    options.onSigned?.()
  })
  return {
    state,
    agreed: context.agreed,
    needsAgreement: context.needsAgreement,
    error: context.error,
    agree: (agreed: boolean) => actor.send({ type: 'AGREE', agreed }),
    submit: () => actor.send({ type: 'SUBMIT' }),
  }
}

/**
 * The streamer's money for a range: what they are owed, the gems by day (every day of the
 * range) and a page of supporters; a new range keeps the last one on screen while it loads.
 *
 * @example const earnings = useEarnings(earningsRange(30), 1)
 */
export function useEarnings(range: EarningsRange, page = 1) {
  const { queryClient } = useAirwave()
  const client = useCalls('useEarnings', 'item')
  const signedIn = useSignedIn()
  const summary = useQuery({ ...earningsQuery(client), enabled: signedIn }, queryClient)
  const byDay: UseQueryResult<EarningsByDay> = useQuery(
    {
      ...earningsByDayQuery(client, range),
      enabled: signedIn,
      placeholderData: keepPreviousData,
    },
    queryClient,
  )
  const supporters: UseQueryResult<WalletPage<Supporter>> = useQuery(
    {
      ...earningsSupportersQuery(client, range, page),
      enabled: signedIn,
      placeholderData: keepPreviousData,
    },
    queryClient,
  )
  return { summary, byDay, supporters }
}

/**
 * A channel's signature gems and their editor (`signatureGemsMachine`): the list read from the
 * server, each save or removal made through the machine and read again. `onChange` hears them
 * (a toast).
 *
 * @example const editor = useSignatureGems('airwave'); editor.add()
 */
export function useSignatureGems(
  channelId: string,
  options: { onChange?: (event: SignatureGemsEmitted) => void } = {},
) {
  const { queryClient } = useAirwave()
  const client = useCalls('useSignatureGems', 'item')
  const list = useQuery(signatureGemsQuery(client, channelId), queryClient)
  const machine = useMemo(
    () => signatureGemsMachine.provide({ actors: signatureGemsActors(client) }),
    [client],
  )
  const actor = useActorRef(machine)
  const state = useSelector(actor, (s) => s.value as SignatureGemsState)
  const context = useSelector(actor, (s) => s.context)
  useEffect(() => {
    if (list.data) actor.send({ type: 'LIST', list: list.data })
  }, [actor, list.data])
  useActorEvent(actor, '*', (event) => {
    void queryClient.invalidateQueries({ queryKey: earningsKeys.signatureGems(channelId) })
    options.onChange?.(event)
  })
  return {
    query: list,
    state,
    list: context.list,
    draft: context.draft,
    problem: context.problem,
    removing: context.removing,
    error: context.error,
    add: () => actor.send({ type: 'ADD' }),
    edit: (signatureGemIdx: number) => actor.send({ type: 'EDIT', signatureGemIdx }),
    change: (values: { gem?: number; title?: string }) => actor.send({ type: 'CHANGE', ...values }),
    save: () => actor.send({ type: 'SAVE' }),
    cancel: () => actor.send({ type: 'CANCEL' }),
    remove: (signatureGemIdx: number) => actor.send({ type: 'DELETE', signatureGemIdx }),
    confirm: () => actor.send({ type: 'CONFIRM' }),
  }
}

/**
 * A channel's top supporters in a period (anyone may read them); the last period stays on
 * screen while the next loads.
 *
 * @example const { data } = useRanking('airwave', 'week')
 */
export function useRanking(channelId: string, period: RankingPeriod): UseQueryResult<Ranking> {
  const { queryClient } = useAirwave()
  const client = useCalls('useRanking', 'item')
  return useQuery(
    { ...rankingQuery(client, channelId, period), placeholderData: keepPreviousData },
    queryClient,
  )
}

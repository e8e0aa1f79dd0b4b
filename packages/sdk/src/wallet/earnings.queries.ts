import type { EarningsDay } from '../contract/item/earnings.schemas'
import { ITEM_PAGE_SIZE } from '../contract/item/gem.schemas'
import { callQuery } from '../core/callQuery'
import { type EarningsRange, earningsDays } from './earningsRules'
import { pageOf, type WalletNeeds } from './wallet.queries'

// The streamer's side of gems, read for the caller's own channel: the monetization, what the
// channel received and is owed, by day and by supporter, and a channel's signature gems.

/**
 * Cache keys of the streamer's side: `all` after the monetization sign-up; `signatureGems` after
 * a signature gem is added, changed or removed.
 *
 * @example queryClient.invalidateQueries({ queryKey: earningsKeys.all })
 */
export const earningsKeys = {
  all: ['earnings'] as const,
  monetization: () => ['earnings', 'monetization'] as const,
  summary: () => ['earnings', 'summary'] as const,
  byDay: (range: EarningsRange) => ['earnings', 'day', range.startDate, range.endDate] as const,
  supporters: (range: EarningsRange, page: number) =>
    ['earnings', 'supporters', range.startDate, range.endDate, page] as const,
  signatureGems: (channelId: string) => ['earnings', 'signature', channelId] as const,
}

/** The gems of a range by day: every day of it (zero when none came), and the totals. */
export interface EarningsByDay {
  days: EarningsDay[]
  totalGem: number
  cheerCnt: number
}

/**
 * Whether the caller's channel has signed up for monetization (its terms version and date).
 *
 * @example const { isMonetize } = await queryClient.fetchQuery(monetizationQuery(client))
 */
export function monetizationQuery(client: WalletNeeds<'getMonetization'>) {
  return callQuery(earningsKeys.monetization(), (signal) => client.item.getMonetization({ signal }))
}

/**
 * What the caller's channel is owed (`balance`) and received in all.
 *
 * @example const { balance } = await queryClient.fetchQuery(earningsQuery(client))
 */
export function earningsQuery(client: WalletNeeds<'getEarnings'>) {
  return callQuery(earningsKeys.summary(), (signal) => client.item.getEarnings({ signal }))
}

/**
 * The gems of a range by UTC day, every day of it (the chart's bars and its table's rows).
 *
 * @example queryClient.fetchQuery(earningsByDayQuery(client, earningsRange(30)))
 */
export function earningsByDayQuery(client: WalletNeeds<'listEarningsByDay'>, range: EarningsRange) {
  return callQuery(earningsKeys.byDay(range), async (signal): Promise<EarningsByDay> => {
    const answer = await client.item.listEarningsByDay(range, { signal })
    return {
      days: earningsDays(answer.list, range),
      totalGem: answer.totalGem,
      cheerCnt: answer.list.reduce((sum, day) => sum + day.cheerCnt, 0),
    }
  })
}

/**
 * A page of the channel's supporters in a range, most gems first.
 *
 * @example queryClient.fetchQuery(earningsSupportersQuery(client, earningsRange(30), 1))
 */
export function earningsSupportersQuery(
  client: WalletNeeds<'listEarningsBySupporter'>,
  range: EarningsRange,
  page = 1,
) {
  return callQuery(earningsKeys.supporters(range, page), async (signal) =>
    pageOf(
      await client.item.listEarningsBySupporter(
        { ...range, page, limit: ITEM_PAGE_SIZE },
        { signal },
      ),
    ),
  )
}

/**
 * A channel's signature gems, smallest first (anyone may read them).
 *
 * @example queryClient.fetchQuery(signatureGemsQuery(client, 'airwave'))
 */
export function signatureGemsQuery(client: WalletNeeds<'listSignatureGems'>, channelId: string) {
  return callQuery(
    earningsKeys.signatureGems(channelId),
    async (signal) => (await client.item.listSignatureGems(channelId, { signal })).list,
  )
}

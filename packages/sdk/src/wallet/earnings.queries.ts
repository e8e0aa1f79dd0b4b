import type {
  Earnings,
  EarningsDay,
  Monetization,
  SignatureGem,
} from '../contract/item/earnings.schemas'
import { ITEM_PAGE_SIZE, type Supporter } from '../contract/item/gem.schemas'
import type { QueryOptions } from '../core/queryClient'
import { type EarningsRange, earningsDays } from './earningsRules'
import { pageOf, type WalletNeeds, type WalletPage } from './wallet.queries'

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
export function monetizationQuery(
  client: WalletNeeds<'getMonetization'>,
): QueryOptions<Monetization, ReturnType<typeof earningsKeys.monetization>> {
  return {
    queryKey: earningsKeys.monetization(),
    queryFn: ({ signal }) => client.item.getMonetization({ signal }),
  }
}

/**
 * What the caller's channel is owed (`balance`) and received in all.
 *
 * @example const { balance } = await queryClient.fetchQuery(earningsQuery(client))
 */
export function earningsQuery(
  client: WalletNeeds<'getEarnings'>,
): QueryOptions<Earnings, ReturnType<typeof earningsKeys.summary>> {
  return {
    queryKey: earningsKeys.summary(),
    queryFn: ({ signal }) => client.item.getEarnings({ signal }),
  }
}

/**
 * The gems of a range by UTC day, every day of it (the chart's bars and its table's rows).
 *
 * @example queryClient.fetchQuery(earningsByDayQuery(client, earningsRange(30)))
 */
export function earningsByDayQuery(
  client: WalletNeeds<'listEarningsByDay'>,
  range: EarningsRange,
): QueryOptions<EarningsByDay, ReturnType<typeof earningsKeys.byDay>> {
  return {
    queryKey: earningsKeys.byDay(range),
    queryFn: async ({ signal }) => {
      const answer = await client.item.listEarningsByDay(range, { signal })
      return {
        days: earningsDays(answer.list, range),
        totalGem: answer.totalGem,
        cheerCnt: answer.list.reduce((sum, day) => sum + day.cheerCnt, 0),
      }
    },
  }
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
): QueryOptions<WalletPage<Supporter>, ReturnType<typeof earningsKeys.supporters>> {
  return {
    queryKey: earningsKeys.supporters(range, page),
    queryFn: async ({ signal }) =>
      pageOf(
        await client.item.listEarningsBySupporter(
          { ...range, page, limit: ITEM_PAGE_SIZE },
          { signal },
        ),
      ),
  }
}

/**
 * A channel's signature gems, smallest first (anyone may read them).
 *
 * @example queryClient.fetchQuery(signatureGemsQuery(client, 'airwave'))
 */
export function signatureGemsQuery(
  client: WalletNeeds<'listSignatureGems'>,
  channelId: string,
): QueryOptions<SignatureGem[], ReturnType<typeof earningsKeys.signatureGems>> {
  return {
    queryKey: earningsKeys.signatureGems(channelId),
    queryFn: async ({ signal }) =>
      (await client.item.listSignatureGems(channelId, { signal })).list,
  }
}

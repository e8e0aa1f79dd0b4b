import type { GemHistoryKind, PayRegion, RankingPeriod } from '../contract/item/gem.schemas'
import { ITEM_PAGE_SIZE } from '../contract/item/gem.schemas'
import type { itemEndpoints } from '../contract/item/item.endpoints'
import { callQuery } from '../core/callQuery'
import type { BoundGroups } from '../core/client'

/** The item calls the wallet makes; a full client fits. */
export type ItemApi = BoundGroups<{ item: typeof itemEndpoints }>['item']
/** The part of a bound client a query or machine calls. */
export type WalletNeeds<K extends keyof ItemApi> = { item: Pick<ItemApi, K> }

/** A page of a wallet list with its place: `pages` is at least 1. */
export interface WalletPage<T> {
  list: T[]
  totalCnt: number
  page: number
  pages: number
}

/** The date range and page of a wallet list (UTC days, `YYYY-MM-DD`, inclusive). */
export interface WalletListFilter {
  page?: number
  startDate?: string
  endDate?: string
}

/**
 * Cache keys of the wallet: `all` after anything that moves gems (a cheer, a payment).
 *
 * @example queryClient.invalidateQueries({ queryKey: walletKeys.all })
 */
export const walletKeys = {
  all: ['wallet'] as const,
  policy: (region: PayRegion | undefined) => ['wallet', 'policy', region ?? null] as const,
  possess: () => ['wallet', 'possess'] as const,
  payment: (orderNo: string) => ['wallet', 'payment', orderNo] as const,
  purchases: (filter: WalletListFilter) =>
    [
      'wallet',
      'purchases',
      filter.page ?? 1,
      filter.startDate ?? '',
      filter.endDate ?? '',
    ] as const,
  history: (filter: WalletListFilter & { kind?: GemHistoryKind }) =>
    [
      'wallet',
      'history',
      filter.page ?? 1,
      filter.startDate ?? '',
      filter.endDate ?? '',
      filter.kind ?? '',
    ] as const,
  ranking: (channelId: string, period: RankingPeriod) =>
    ['wallet', 'ranking', channelId, period] as const,
}

/** A paged answer as a wallet page. @example pageOf(await client.item.listGemPurchases({})) */
export function pageOf<T>(answer: {
  list: T[]
  totalCnt: number
  page: number
  limit: number
}): WalletPage<T> {
  return {
    list: answer.list,
    totalCnt: answer.totalCnt,
    page: answer.page,
    pages: Math.max(1, Math.ceil(answer.totalCnt / Math.max(1, answer.limit))),
  }
}

/**
 * The gem packs of a region (the server's pick from the client's region code when none).
 *
 * @example const policy = await queryClient.fetchQuery(payPolicyQuery(client, 'TH'))
 */
export function payPolicyQuery(client: WalletNeeds<'getPayPolicy'>, region?: PayRegion) {
  return callQuery(
    walletKeys.policy(region),
    (signal) => client.item.getPayPolicy(region ? { region } : {}, { signal }),
    { staleTime: 5 * 60_000 },
  )
}

/**
 * The member's gems: read again after each cheer or payment (the mutations invalidate it).
 *
 * @example const { gem } = await queryClient.fetchQuery(possessQuery(client))
 */
export function possessQuery(client: WalletNeeds<'getPossess'>) {
  return callQuery(walletKeys.possess(), (signal) => client.item.getPossess({ signal }))
}

/**
 * One order's result, read once (the payment-result machine does the waiting).
 *
 * @example queryClient.fetchQuery(paymentResultQuery(client, orderNo))
 */
export function paymentResultQuery(client: WalletNeeds<'getPaymentResult'>, orderNo: string) {
  return callQuery(walletKeys.payment(orderNo), (signal) =>
    client.item.getPaymentResult(orderNo, { signal }),
  )
}

/**
 * A page of the member's gem purchases (`/wallet/gem-purchase`), newest first.
 *
 * @example queryClient.fetchQuery(gemPurchasesQuery(client, { page: 2, startDate: '2026-01-01' }))
 */
export function gemPurchasesQuery(
  client: WalletNeeds<'listGemPurchases'>,
  filter: WalletListFilter = {},
) {
  return callQuery(walletKeys.purchases(filter), async (signal) =>
    pageOf(await client.item.listGemPurchases(walletListQuery(filter), { signal })),
  )
}

/**
 * A page of every movement of the member's gems (`/wallet/gem-history`; `kind` keeps one, the
 * gift panel's history keeps `cheer`).
 *
 * @example queryClient.fetchQuery(gemHistoryQuery(client, { kind: 'cheer' }))
 */
export function gemHistoryQuery(
  client: WalletNeeds<'listGemHistory'>,
  filter: WalletListFilter & { kind?: GemHistoryKind } = {},
) {
  const kind = filter.kind ? { kind: filter.kind } : {}
  return callQuery(walletKeys.history(filter), async (signal) =>
    pageOf(await client.item.listGemHistory({ ...walletListQuery(filter), ...kind }, { signal })),
  )
}

/**
 * A channel's top supporters by gems in a period.
 *
 * @example queryClient.fetchQuery(rankingQuery(client, 'airwave', 'week'))
 */
export function rankingQuery(
  client: WalletNeeds<'getRanking'>,
  channelId: string,
  period: RankingPeriod = 'all',
) {
  return callQuery(walletKeys.ranking(channelId, period), (signal) =>
    client.item.getRanking(channelId, { period }, { signal }),
  )
}

/**
 * The page, its size and the date range a wallet list asks for (an empty date is no bound, a
 * range given backwards is put the right way round).
 *
 * @example client.item.listGemPurchases(walletListQuery({ page: 2, startDate: '2026-01-01' }))
 */
export function walletListQuery(filter: WalletListFilter) {
  return { page: filter.page ?? 1, limit: ITEM_PAGE_SIZE, ...range(filter) }
}

// An empty date field is no bound; a range given backwards is put the right way round.
function range({ startDate, endDate }: WalletListFilter) {
  const [from, to] =
    startDate && endDate && startDate > endDate ? [endDate, startDate] : [startDate, endDate]
  return { ...(from ? { startDate: from } : {}), ...(to ? { endDate: to } : {}) }
}

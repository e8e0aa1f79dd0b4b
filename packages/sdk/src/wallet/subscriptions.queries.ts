import type { MutationObserverOptions, QueryClient } from '@tanstack/query-core'
import type { NicknameColor } from '../contract/chat/chat.schemas'
import type {
  BadgeNickColor,
  GiftRecord,
  Subscription,
  SubscriptionPayment,
} from '../contract/item/subscription.schemas'
import type { ApiError } from '../core/apiError'
import { callQuery } from '../core/callQuery'
import {
  pageOf,
  type WalletListFilter,
  type WalletNeeds,
  type WalletPage,
  walletKeys,
  walletListQuery,
} from './wallet.queries'

// The member's own subscriptions and gift histories, under the wallet's root key: a payment or
// a cancel that refreshes the wallet refreshes them too.

/** Which of the member's subscriptions: benefits on now, or over. */
export type SubscriptionListState = 'active' | 'past'

/**
 * The three gift histories: gifts `received` (`/wallet/giftsub-history`), gifts the member
 * `purchased` for others (`/wallet/giftsub-purchase`), `free` ones received
 * (`/wallet/free-giftsub-history`).
 */
export type GiftSubList = 'received' | 'purchased' | 'free'

/** The gift histories' filter: the wallet's page and dates, and one channel when given. */
export interface GiftSubFilter extends WalletListFilter {
  channelId?: string
}

/**
 * Cache keys of the member's subscriptions; `all` after a cancel, a payment or a gift.
 *
 * @example queryClient.invalidateQueries({ queryKey: subscriptionKeys.all })
 */
export const subscriptionKeys = {
  all: [...walletKeys.all, 'subscriptions'] as const,
  list: (state: SubscriptionListState, filter: WalletListFilter) =>
    [
      ...subscriptionKeys.all,
      'list',
      state,
      filter.page ?? 1,
      filter.startDate ?? '',
      filter.endDate ?? '',
    ] as const,
  detail: (subscriptionId: number) => [...subscriptionKeys.all, 'detail', subscriptionId] as const,
  payments: (filter: WalletListFilter & { subscriptionId?: number }) =>
    [
      ...subscriptionKeys.all,
      'payments',
      filter.subscriptionId ?? 0,
      filter.page ?? 1,
      filter.startDate ?? '',
      filter.endDate ?? '',
    ] as const,
  gifts: (list: GiftSubList, filter: GiftSubFilter) =>
    [
      ...subscriptionKeys.all,
      'gifts',
      list,
      filter.channelId ?? '',
      filter.page ?? 1,
      filter.startDate ?? '',
      filter.endDate ?? '',
    ] as const,
  nickColor: (channelId: string) => [...subscriptionKeys.all, 'nick-color', channelId] as const,
}

/**
 * A page of the member's active or past subscriptions (`/subscriptions`).
 *
 * @example queryClient.fetchQuery(subscriptionsQuery(client, 'active', { page: 1 }))
 */
export function subscriptionsQuery(
  client: WalletNeeds<'listSubscribeHistory'>,
  state: SubscriptionListState,
  filter: WalletListFilter = {},
) {
  return callQuery(
    subscriptionKeys.list(state, filter),
    async (signal): Promise<WalletPage<Subscription>> =>
      pageOf(
        await client.item.listSubscribeHistory({ ...walletListQuery(filter), state }, { signal }),
      ),
  )
}

/**
 * One of the member's subscriptions (`/subscriptions/{id}`; ITE20016 when not theirs).
 *
 * @example queryClient.fetchQuery(subscriptionQuery(client, 12))
 */
export function subscriptionQuery(client: WalletNeeds<'getSubscription'>, subscriptionId: number) {
  return callQuery(subscriptionKeys.detail(subscriptionId), (signal) =>
    client.item.getSubscription(subscriptionId, { signal }),
  )
}

/**
 * A page of the periods paid (or refused) of every subscription, or of one.
 *
 * @example queryClient.fetchQuery(subscriptionPaymentsQuery(client, { subscriptionId: 12 }))
 */
export function subscriptionPaymentsQuery(
  client: WalletNeeds<'listSubscriptionPayments'>,
  filter: WalletListFilter & { subscriptionId?: number } = {},
) {
  const one = filter.subscriptionId === undefined ? {} : { subscriptionId: filter.subscriptionId }
  return callQuery(
    subscriptionKeys.payments(filter),
    async (signal): Promise<WalletPage<SubscriptionPayment>> =>
      pageOf(
        await client.item.listSubscriptionPayments(
          { ...walletListQuery(filter), ...one },
          { signal },
        ),
      ),
  )
}

const giftCalls = {
  received: 'listGiftHistory',
  purchased: 'listGiftPurchases',
  free: 'listFreeGifts',
} as const satisfies Record<GiftSubList, string>

/**
 * A page of one of the gift histories, in a channel and a date range.
 *
 * @example queryClient.fetchQuery(giftSubsQuery(client, 'purchased', { page: 2 }))
 */
export function giftSubsQuery(
  client: WalletNeeds<'listGiftHistory' | 'listGiftPurchases' | 'listFreeGifts'>,
  list: GiftSubList,
  filter: GiftSubFilter = {},
) {
  const channel = filter.channelId ? { channelId: filter.channelId } : {}
  return callQuery(
    subscriptionKeys.gifts(list, filter),
    async (signal): Promise<WalletPage<GiftRecord>> =>
      pageOf(
        await client.item[giftCalls[list]]({ ...walletListQuery(filter), ...channel }, { signal }),
      ),
  )
}

/**
 * The subscriber's badge and nickname colour in a channel, with the colours it allows.
 *
 * @example queryClient.fetchQuery(badgeNickColorQuery(client, 'airwave'))
 */
export function badgeNickColorQuery(client: WalletNeeds<'getBadgeNickColor'>, channelId: string) {
  return callQuery(subscriptionKeys.nickColor(channelId), (signal) =>
    client.item.getBadgeNickColor(channelId, { signal }),
  )
}

/**
 * Sets the subscriber's nickname colour in a channel (null: the default); the answer replaces
 * the cached one, so the picker shows what the server kept.
 *
 * @example
 * await new MutationObserver(queryClient, badgeNickColorMutation(client, queryClient, 'airwave')).mutate('teal')
 */
export function badgeNickColorMutation(
  client: WalletNeeds<'setBadgeNickColor'>,
  queryClient: QueryClient,
  channelId: string,
): MutationObserverOptions<BadgeNickColor, ApiError, NicknameColor | null> {
  return {
    mutationFn: (nickColor) => client.item.setBadgeNickColor(channelId, { nickColor }),
    onSuccess: (info) => queryClient.setQueryData(subscriptionKeys.nickColor(channelId), info),
  }
}

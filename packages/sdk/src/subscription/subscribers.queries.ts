import { ITEM_PAGE_SIZE } from '../contract/item/gem.schemas'
import type { SubscriptionRevenue } from '../contract/item/subscription.schemas'
import { callQuery } from '../core/callQuery'
import { pageOf, type WalletNeeds } from '../wallet/wallet.queries'

// The streamer's side of subscriptions, read for the caller's own channel: the subscribers, the
// revenue, the badges by months and the name-colour settings. The channel's subscriber
// emoticons are the emoticon domain's `channelEmoticonListQuery` (the picker reads the same).

/** Which subscribers a page lists: those whose benefits run now, or those that ended. */
export type SubscriberListState = 'active' | 'past'

/**
 * Cache keys of the streamer's subscriber pages: `badges` after a badge upload or removal,
 * `nameColor` after a save.
 *
 * @example queryClient.invalidateQueries({ queryKey: subscribersKeys.badges('airwave') })
 */
export const subscribersKeys = {
  all: ['subscribers'] as const,
  list: (state: SubscriberListState, page: number) => ['subscribers', 'list', state, page] as const,
  revenue: () => ['subscribers', 'revenue'] as const,
  badges: (channelId: string) => ['subscribers', 'badges', channelId] as const,
  nameColor: () => ['subscribers', 'nameColor'] as const,
}

/**
 * A page of the channel's subscribers, newest first: the active ones or the past ones.
 *
 * @example queryClient.fetchQuery(subscribersQuery(client, 'active', 1))
 */
export function subscribersQuery(
  client: WalletNeeds<'listSubscribers'>,
  state: SubscriberListState = 'active',
  page = 1,
) {
  return callQuery(subscribersKeys.list(state, page), async (signal) =>
    pageOf(await client.item.listSubscribers({ state, page, limit: ITEM_PAGE_SIZE }, { signal })),
  )
}

/**
 * The channel's subscription revenue (the monetization page's panel).
 *
 * @example const { activeSubscribers } = await queryClient.fetchQuery(subscriptionRevenueQuery(client))
 */
export function subscriptionRevenueQuery(client: WalletNeeds<'getSubscriptionRevenue'>) {
  return callQuery(
    subscribersKeys.revenue(),
    (signal): Promise<SubscriptionRevenue> => client.item.getSubscriptionRevenue({ signal }),
  )
}

/**
 * A channel's badges by months, fewest months first (anyone may read them).
 *
 * @example queryClient.fetchQuery(subscriberBadgesQuery(client, 'airwave'))
 */
export function subscriberBadgesQuery(
  client: WalletNeeds<'listSubscriberBadges'>,
  channelId: string,
) {
  return callQuery(subscribersKeys.badges(channelId), async (signal) =>
    [...(await client.item.listSubscriberBadges(channelId, { signal })).list].sort(
      (a, b) => a.months - b.months,
    ),
  )
}

/**
 * The channel's name-colour settings.
 *
 * @example const { enabled, colors } = await queryClient.fetchQuery(subscriberNameColorQuery(client))
 */
export function subscriberNameColorQuery(client: WalletNeeds<'getSubscriberNameColor'>) {
  return callQuery(subscribersKeys.nameColor(), (signal) =>
    client.item.getSubscriberNameColor({ signal }),
  )
}

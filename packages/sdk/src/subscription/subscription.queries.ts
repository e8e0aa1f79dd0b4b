import type { PayRegion } from '../contract/item/gem.schemas'
import { callQuery } from '../core/callQuery'
import type { WalletNeeds } from '../wallet/wallet.queries'

/**
 * Cache keys of the subscription: `all` after a subscription or gift changes anything.
 *
 * @example queryClient.invalidateQueries({ queryKey: subscriptionKeys.all })
 */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  plan: (region: PayRegion | undefined) => ['subscription', 'plan', region ?? null] as const,
  info: (channelId: string) => ['subscription', 'info', channelId] as const,
}

/**
 * The monthly price in a region (the server's pick from the client's region code when none),
 * for the subscribe confirm and the gift form.
 *
 * @example const plan = await queryClient.fetchQuery(subscriptionPlanQuery(client, 'NA'))
 */
export function subscriptionPlanQuery(
  client: WalletNeeds<'getSubscriptionPlan'>,
  region?: PayRegion,
) {
  return callQuery(
    subscriptionKeys.plan(region),
    (signal) => client.item.getSubscriptionPlan(region ? { region } : {}, { signal }),
    { staleTime: 5 * 60_000 },
  )
}

/**
 * The member's subscription to a channel (`isSubscriber`, the months), for the channel page's
 * button.
 *
 * @example const { isSubscriber, subscribeMonth } = await queryClient.fetchQuery(subscribeInfoQuery(client, 'airwave'))
 */
export function subscribeInfoQuery(client: WalletNeeds<'getSubscribeInfo'>, channelId: string) {
  return callQuery(subscriptionKeys.info(channelId), (signal) =>
    client.item.getSubscribeInfo(channelId, { signal }),
  )
}

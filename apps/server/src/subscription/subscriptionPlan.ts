import {
  GIFT_SUB_GEM_PRICE,
  type PayCurrency,
  type PayRegion,
  SUBSCRIPTION_PERIOD_DAYS,
  type SubscriptionPlan,
} from '@airwave/sdk/contract'
import { decimalPrice } from '../item/payPolicy'

// The monthly price of a subscription by region (chosen: the spec names the regions, not the
// prices). Minor units of the region's currency; the server alone prices an order.

const PRICES: Record<PayRegion, { currency: PayCurrency; minor: number }> = {
  NA: { currency: 'USD', minor: 499 },
  TH: { currency: 'THB', minor: 17900 },
  GC: { currency: 'TWD', minor: 15000 },
  GLOBAL: { currency: 'USD', minor: 499 },
}

/** One period in milliseconds: ours, and the local provider's billing period. */
export const PERIOD_MS = SUBSCRIPTION_PERIOD_DAYS * 24 * 60 * 60 * 1000

/**
 * The plan of a region: its monthly price, the period's days and a gem-paid gift's price.
 *
 * @example subscriptionPlan('TH').priceMinor // 17900
 */
export function subscriptionPlan(region: PayRegion): SubscriptionPlan {
  const { currency, minor } = PRICES[region]
  return {
    region,
    currency,
    price: decimalPrice(minor),
    priceMinor: minor,
    periodDays: SUBSCRIPTION_PERIOD_DAYS,
    giftGem: GIFT_SUB_GEM_PRICE,
  }
}

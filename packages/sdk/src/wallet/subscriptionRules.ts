import { NICKNAME_COLORS, type NicknameColor } from '../contract/chat/chat.schemas'
import type {
  BadgeNickColor,
  GiftRecord,
  Subscription,
  SubscriptionEndReason,
  SubscriptionPayment,
} from '../contract/item/subscription.schemas'
import { SUBSCRIPTION_ERRORS } from '../contract/item/subscription.schemas'
import { ApiError } from '../core/apiError'
import type { WalletTextKey } from '../i18n/wallet/walletMessages'
import { walletErrorKey } from './walletRules'

// The rules of the member's own subscriptions, for every renderer: the line that says where a
// subscription stands, whether it may be cancelled, the nickname colours it may pick, and the
// words of a gift's kind and a payment's outcome.

/**
 * A line of words: a key of the wallet's catalogue and what fills its `{name}` slots. Dates are
 * left as the server's ISO text: the renderer formats them in its locale.
 */
export interface WalletLine {
  key: WalletTextKey
  values: { date?: string; detail?: string }
  /** `ok` benefits on, `warning` they stop soon or a payment failed, `over` ended. */
  tone: 'ok' | 'warning' | 'over'
}

const endKeys = {
  cancelled: 'subEndedCancelled',
  payment_failed: 'subEndedPaymentFailed',
  period_over: 'subEndedPeriodOver',
  expired: 'subEndedExpired',
  channel_closed: 'subEndedChannelClosed',
} as const satisfies Record<SubscriptionEndReason, WalletTextKey>

/**
 * Where a subscription stands, in words: waiting for its first payment; renews on its period's
 * end; ends then (a gift, a trial, a cancelled one: the benefits last to that day); or ended,
 * with why. A failed renewal gives the decline's words as `detail`.
 *
 * @example
 * const line = subscriptionStatusLine(sub); t(line.key, { date: format(line.values.date) })
 */
export function subscriptionStatusLine(
  sub: Pick<
    Subscription,
    'status' | 'renews' | 'periodEnd' | 'endDate' | 'endReason' | 'endDetail'
  >,
): WalletLine {
  switch (sub.status) {
    case 'PENDING':
      return { key: 'subStatusPending', values: {}, tone: 'warning' }
    case 'ACTIVE':
      return sub.renews
        ? { key: 'subStatusRenews', values: { date: sub.periodEnd ?? '' }, tone: 'ok' }
        : { key: 'subStatusEnds', values: { date: sub.periodEnd ?? '' }, tone: 'ok' }
    case 'CANCELLED':
      return { key: 'subStatusCancelled', values: { date: sub.periodEnd ?? '' }, tone: 'warning' }
    case 'ENDED': {
      const date = sub.endDate ?? sub.periodEnd ?? ''
      if (sub.endReason === 'payment_failed' && sub.endDetail) {
        return {
          key: 'subEndedPaymentDeclined',
          values: { date, detail: sub.endDetail },
          tone: 'over',
        }
      }
      return {
        key: sub.endReason ? endKeys[sub.endReason] : 'subEnded',
        values: { date },
        tone: 'over',
      }
    }
  }
}

/**
 * Whether the subscriber's benefits are on: active, or cancelled and still in its paid period.
 *
 * @example isSubscriptionOn(sub) ? showPerks() : null
 */
export function isSubscriptionOn(sub: Pick<Subscription, 'status'>): boolean {
  return sub.status === 'ACTIVE' || sub.status === 'CANCELLED'
}

/**
 * Whether the member may stop the renewal: a regular subscription, active and renewing (the
 * server says ITE20017 otherwise).
 *
 * @example canCancelSubscription(sub) && <CancelButton />
 */
export function canCancelSubscription(
  sub: Pick<Subscription, 'kind' | 'status' | 'renews'>,
): boolean {
  return sub.kind === 'regular' && sub.status === 'ACTIVE' && sub.renews
}

/**
 * The months subscribed so far, as the member counts them: every period (gifts too), and the
 * current one counts from its first day (never 0 once the benefits started).
 *
 * @example t('subMonths', { count: subscriptionMonths(sub) })
 */
export function subscriptionMonths(sub: Pick<Subscription, 'months' | 'status'>): number {
  if (sub.status === 'PENDING') return Math.max(0, sub.months)
  return Math.max(1, sub.months)
}

/** One of the 26 nickname colours as the picker shows it: allowed by the channel, chosen. */
export interface NickColorChoice {
  color: NicknameColor
  allowed: boolean
  chosen: boolean
}

/**
 * The 26 nickname colours in the contract's order, each marked allowed (the channel's list)
 * and chosen (the subscriber's own; none is the default colour).
 *
 * @example nickColorChoices(info).filter((c) => c.allowed)
 */
export function nickColorChoices(
  info: Pick<BadgeNickColor, 'colors' | 'nickColor'>,
): NickColorChoice[] {
  const allowed = new Set<NicknameColor>(info.colors)
  return NICKNAME_COLORS.map((color) => ({
    color,
    allowed: allowed.has(color),
    chosen: info.nickColor === color,
  }))
}

const giftTypeKeys = {
  selected: 'giftTypeSelected',
  trial: 'giftTypeTrial',
  random: 'giftTypeRandom',
  free: 'giftTypeFree',
} as const satisfies Record<GiftRecord['type'], WalletTextKey>

/**
 * The words of a gift's kind (to named members, a trial, to random viewers, free).
 *
 * @example t(giftTypeKey(gift))
 */
export function giftTypeKey(gift: Pick<GiftRecord, 'type'>): WalletTextKey {
  return giftTypeKeys[gift.type]
}

const paidWithKeys = {
  card: 'paidWithCard',
  gem: 'paidWithGem',
  gift: 'paidWithGift',
  free: 'paidWithFree',
  checkout: 'paidWithCard',
} as const satisfies Record<SubscriptionPayment['paidWith'] | GiftRecord['paidWith'], WalletTextKey>

/**
 * How a period or a gift was paid, in words (the checkout is a card payment to the member).
 *
 * @example t(paidWithKey(payment.paidWith))
 */
export function paidWithKey(
  paidWith: SubscriptionPayment['paidWith'] | GiftRecord['paidWith'],
): WalletTextKey {
  return paidWithKeys[paidWith]
}

/**
 * A subscription payment's outcome line: paid, or refused with the provider's reason.
 *
 * @example const line = subscriptionPaymentLine(p); t(line.key, line.values)
 */
export function subscriptionPaymentLine(
  payment: Pick<SubscriptionPayment, 'status' | 'failure'>,
): WalletLine {
  if (payment.status === 'PAID') return { key: 'paymentPaid', values: {}, tone: 'ok' }
  return payment.failure
    ? { key: 'paymentFailedBecause', values: { detail: payment.failure }, tone: 'over' }
    : { key: 'paymentFailed', values: {}, tone: 'over' }
}

/**
 * The words of a refused subscription call: no such subscription, not cancellable, then the
 * wallet's words for the rest.
 *
 * @example t(subscriptionErrorKey(error))
 */
export function subscriptionErrorKey(error: unknown): WalletTextKey {
  if (error instanceof ApiError) {
    if (error.code === SUBSCRIPTION_ERRORS.subscriptionNotFound) return 'errorSubscriptionNotFound'
    if (error.code === SUBSCRIPTION_ERRORS.notCancellable) return 'errorNotCancellable'
    if (error.status === 404) return 'errorSubscriptionNotFound'
  }
  return walletErrorKey(error)
}

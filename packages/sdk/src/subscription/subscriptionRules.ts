import { ITEM_ERRORS } from '../contract/item/item.schemas'
import {
  GIFT_SUB_GEM_PRICE,
  GIFT_SUB_MAX,
  type GiftPayment,
  SUBSCRIPTION_ERRORS,
} from '../contract/item/subscription.schemas'
import { ApiError } from '../core/apiError'
import { sameChannelId } from '../core/channelId'
import type { SubscriptionTextKey } from '../i18n/subscription/subscriptionMessages'

// The subscription's rules, for every renderer (React, the site, a widget): which refusal a
// code is and the dialog it gets, which errors are worth another try, what a gift may be.

/**
 * Why a subscription is refused, each with its dialog and confirm (viewing.md's items: own
 * channel, not monetized, adult only, unknown otherwise; with our codes for another own
 * channel, blocked and already subscribed).
 */
export type SubscribeRefusal =
  | 'own-channel'
  | 'another-own-channel'
  | 'not-monetized'
  | 'adult-only'
  | 'blocked'
  | 'already-subscribed'
  | 'unknown'

const refusalOfCode: Record<string, SubscribeRefusal> = {
  [ITEM_ERRORS.ownChannel]: 'own-channel',
  [ITEM_ERRORS.anotherOwnChannel]: 'another-own-channel',
  [ITEM_ERRORS.notMonetized]: 'not-monetized',
  [ITEM_ERRORS.adultOnly]: 'adult-only',
  [ITEM_ERRORS.blocked]: 'blocked',
  [SUBSCRIPTION_ERRORS.alreadySubscribed]: 'already-subscribed',
}

// Errors that say nothing about the channel or the member: the same call may work again.
const retryableKinds = new Set([
  'network',
  'timeout',
  'unreachable',
  'invalid-response',
  'rate-limited',
  'maintenance',
  'unauthorized',
])

/**
 * The refusal an error of the check or the order is, or undefined when it is worth another try
 * (no answer, a timeout, too many calls, a server failure). Any other answer the server gave is
 * a refusal: a known code has its own dialog, the rest the `unknown` one.
 *
 * @example subscribeRefusal(new ApiError(403, 'ITE10009', '')) // 'own-channel'
 */
export function subscribeRefusal(error: unknown): SubscribeRefusal | undefined {
  if (!(error instanceof ApiError)) return undefined
  const known = refusalOfCode[error.code]
  if (known) return known
  if (retryableKinds.has(error.kind) || error.status >= 500 || error.status === 0) return undefined
  return 'unknown'
}

/** A refusal's dialog: its title and text, and the one confirm that closes it. */
export interface RefusalDialog {
  title: SubscriptionTextKey
  body: SubscriptionTextKey
}

/**
 * The dialog of each refusal. A `Record` over the union: a new refusal does not compile until it
 * has its words.
 *
 * @example t(SUBSCRIBE_REFUSAL_DIALOGS['adult-only'].title) // 'Adults only'
 */
export const SUBSCRIBE_REFUSAL_DIALOGS: Readonly<Record<SubscribeRefusal, RefusalDialog>> = {
  'own-channel': { title: 'refusedOwnChannelTitle', body: 'refusedOwnChannelBody' },
  'another-own-channel': {
    title: 'refusedAnotherOwnChannelTitle',
    body: 'refusedAnotherOwnChannelBody',
  },
  'not-monetized': { title: 'refusedNotMonetizedTitle', body: 'refusedNotMonetizedBody' },
  'adult-only': { title: 'refusedAdultOnlyTitle', body: 'refusedAdultOnlyBody' },
  blocked: { title: 'refusedBlockedTitle', body: 'refusedBlockedBody' },
  'already-subscribed': { title: 'refusedAlreadyTitle', body: 'refusedAlreadyBody' },
  unknown: { title: 'refusedUnknownTitle', body: 'refusedUnknownBody' },
}

/**
 * The words for an error worth another try.
 *
 * @example t(subscriptionErrorKey(error))
 */
export function subscriptionErrorKey(error: unknown): SubscriptionTextKey {
  if (!(error instanceof ApiError)) return 'errorUnknown'
  if (error.code === ITEM_ERRORS.paymentsUnavailable) return 'errorUnavailable'
  switch (error.kind) {
    case 'network':
    case 'timeout':
      return 'errorNetwork'
    case 'rate-limited':
      return 'errorRateLimited'
    case 'unauthorized':
      return 'errorSignIn'
    default:
      return 'errorUnknown'
  }
}

/**
 * What the channel page's subscribe button shows: nothing on one's own channel or a channel
 * that takes no subscriptions, `subscribed` (with the months) for a subscriber, else
 * `subscribe`.
 *
 * @example subscribeButtonView({ monetized: true, own: false, subscribed: false }) // 'subscribe'
 */
export function subscribeButtonView(channel: {
  monetized: boolean
  own: boolean
  subscribed: boolean
}): 'hidden' | 'subscribe' | 'subscribed' {
  if (channel.own || !channel.monetized) return 'hidden'
  return channel.subscribed ? 'subscribed' : 'subscribe'
}

/** Who receives a gift the form sends: members it names, or viewers present at random. */
export type GiftTarget = 'selected' | 'random'

/** The gift form as typed. */
export interface GiftDraft {
  channelId: string
  type: GiftTarget
  /** How many for a random gift; a selected gift is one per receiver. */
  count: number
  receivers: readonly string[]
  payWith: GiftPayment
}

/** Why the gift cannot go as typed (before any call). */
export type GiftProblem = 'channel' | 'count' | 'receivers' | 'self'

/**
 * How many subscriptions a gift buys: one per named receiver, or the count of a random gift.
 *
 * @example giftCount({ type: 'selected', receivers: ['a', 'b'], count: 9 }) // 2
 */
export function giftCount(draft: Pick<GiftDraft, 'type' | 'count' | 'receivers'>): number {
  return draft.type === 'selected' ? draft.receivers.length : draft.count
}

/**
 * What a gift costs in gems: the plan's gem price (the contract's {@link GIFT_SUB_GEM_PRICE}
 * until the plan is known) times the count.
 *
 * @example giftGemCost(3, 500) // 1500
 */
export function giftGemCost(count: number, giftGem: number = GIFT_SUB_GEM_PRICE): number {
  return count * giftGem
}

/**
 * The first problem of a gift as typed, the same rules the server applies (ITE20012 for the
 * count, ITE20013 for oneself), so most refusals never need a call: a channel, 1 to
 * {@link GIFT_SUB_MAX} subscriptions, at least one receiver for a selected gift, never oneself.
 *
 * @example giftProblem({ channelId: 'airwave', type: 'random', count: 0, receivers: [], payWith: 'gem' }) // 'count'
 */
export function giftProblem(draft: GiftDraft, viewerChannelId?: string): GiftProblem | undefined {
  if (!draft.channelId.trim()) return 'channel'
  if (draft.type === 'selected' && draft.receivers.length === 0) return 'receivers'
  const count = giftCount(draft)
  if (!Number.isInteger(count) || count < 1 || count > GIFT_SUB_MAX) return 'count'
  if (viewerChannelId === undefined) return undefined
  const own = (id: string) => sameChannelId(id.trim(), viewerChannelId)
  // A random gift in one's own channel could land on no one but viewers: the streamer never
  // receives (ITE20014), so only a selected gift to oneself is the giver's mistake.
  if (draft.type === 'selected' && draft.receivers.some(own)) return 'self'
  return undefined
}

/** A gift the server refused: its own words, or a subscription refusal (a channel without subscriptions...). */
export type GiftRefusal =
  | 'count'
  | 'self'
  | 'receiver'
  | 'no-viewers'
  | { subscribe: SubscribeRefusal }

/**
 * The refusal a gift's error is, or undefined when it is worth another try. Not enough gems
 * (ITE20001) is no refusal: the form has a state of its own for it.
 *
 * @example giftRefusal(new ApiError(409, 'ITE20015', '')) // 'no-viewers'
 */
export function giftRefusal(error: unknown): GiftRefusal | undefined {
  if (error instanceof ApiError) {
    switch (error.code) {
      case SUBSCRIPTION_ERRORS.giftCount:
        return 'count'
      case SUBSCRIPTION_ERRORS.giftToSelf:
        return 'self'
      case SUBSCRIPTION_ERRORS.receiverRefused:
        return 'receiver'
      case SUBSCRIPTION_ERRORS.noViewersPresent:
        return 'no-viewers'
    }
  }
  const refusal = subscribeRefusal(error)
  return refusal ? { subscribe: refusal } : undefined
}

/**
 * Whether an error says the giver's gems are too few (ITE20001).
 *
 * @example isNotEnoughGems(error) && showBuyGems()
 */
export function isNotEnoughGems(error: unknown): boolean {
  return error instanceof ApiError && error.code === ITEM_ERRORS.notEnoughGems
}

/**
 * The words of a gift refusal.
 *
 * @example t(giftRefusalText(refusal).body, { max: GIFT_SUB_MAX })
 */
export function giftRefusalText(refusal: GiftRefusal): RefusalDialog {
  if (typeof refusal === 'object') return SUBSCRIBE_REFUSAL_DIALOGS[refusal.subscribe]
  const body = {
    count: 'giftRefusedCount',
    self: 'giftRefusedSelf',
    receiver: 'giftRefusedReceiver',
    'no-viewers': 'giftRefusedNoViewers',
  } as const satisfies Record<typeof refusal, SubscriptionTextKey>
  return { title: 'giftRefusedTitle', body: body[refusal] }
}

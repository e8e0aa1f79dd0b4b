import type { GemPack, PayPolicy, PayRegion } from '../contract/item/gem.schemas'
import { GEM_MAX, ITEM_ERRORS, type PaymentStatus } from '../contract/item/item.schemas'
import { ApiError } from '../core/apiError'
import type { WalletTextKey } from '../i18n/wallet/walletMessages'

// The wallet's rules, for every renderer (React, the site, a widget): what a payment's status
// means to the buyer, how long to wait for the provider, whether a cheer may go, and the words
// a refusal gets.

/** What a payment's status means to the buyer: still waiting, done, or over without gems. */
export type PaymentOutcome = 'waiting' | 'paid' | 'failed' | 'cancelled' | 'refunded'

/**
 * The buyer's view of an order's status. DECLINED is a failure here: the buyer is only back on
 * the site once the checkout is left, so a declined card is the last word of that visit (the
 * checkout itself offers another card before that).
 *
 * @example paymentOutcome('EXPIRED') // 'cancelled'
 */
export function paymentOutcome(status: PaymentStatus): PaymentOutcome {
  switch (status) {
    case 'PENDING':
      return 'waiting'
    case 'SUCCESS':
      return 'paid'
    case 'DECLINED':
      return 'failed'
    case 'CANCELLED':
    case 'EXPIRED':
      return 'cancelled'
    case 'REFUNDED':
      return 'refunded'
  }
}

/**
 * How many times the result page asks before it says the payment is still being confirmed
 * (chosen: about two minutes with {@link paymentPollDelay}; the webhook credits the gems
 * whenever it comes, so the page may stop asking).
 */
export const PAYMENT_POLL_ATTEMPTS = 20

/**
 * The wait before asking again after `attempt` answers of PENDING: 500 ms doubling up to 8 s, so
 * a webhook that comes at once is seen at once, and a slow provider is not asked every moment.
 *
 * @example paymentPollDelay(0) // 500
 */
export function paymentPollDelay(attempt: number): number {
  return Math.min(500 * 2 ** Math.max(0, attempt), 8000)
}

/**
 * The packs to offer, cheapest first (the policy's own order when prices tie).
 *
 * @example sortedPacks(policy)[0].gem // 100
 */
export function sortedPacks(policy: Pick<PayPolicy, 'packs'>): GemPack[] {
  return [...policy.packs].sort((a, b) => a.priceMinor - b.priceMinor)
}

/**
 * The region to price packs in: the one asked for when the policy has it, else the policy's own
 * (the server's pick from the client's region code).
 *
 * @example chargeRegion(policy, 'TH') // 'TH'
 */
export function chargeRegion(
  policy: { region: PayRegion; regions: readonly PayRegion[] },
  asked?: string,
): PayRegion {
  const match = policy.regions.find((region) => region === asked)
  return match ?? policy.region
}

/**
 * Whether `gem` is an amount a gem call takes: a whole number from 1 to {@link GEM_MAX}, as the
 * contract's `gemAmountSchema` (a cheer, a signature gem).
 *
 * @example isGemAmount(0.5) // false
 */
export function isGemAmount(gem: number): boolean {
  return Number.isInteger(gem) && gem >= 1 && gem <= GEM_MAX
}

/** Why a cheer cannot go as typed: no amount, not a whole number in range, or more than the wallet. */
export type CheerCheck = 'ok' | 'invalid-amount' | 'not-enough'

/**
 * Whether a cheer of `gem` may be sent with `balance` in the wallet: the same range the server
 * takes ({@link GEM_MAX}), and never more than the balance (an unknown balance is the server's to
 * judge: ITE20001 says the same).
 *
 * @example cheerCheck(500, 100) // 'not-enough'
 */
export function cheerCheck(gem: number, balance: number | undefined): CheerCheck {
  if (!isGemAmount(gem)) return 'invalid-amount'
  if (balance !== undefined && gem > balance) return 'not-enough'
  return 'ok'
}

/**
 * The wallet's words for a refused gem or payment call, by its code, then its kind. ITE20001
 * (not enough gems) has a key of its own so the renderer can offer to buy gems.
 *
 * @example t(walletErrorKey(error))
 */
export function walletErrorKey(error: unknown): WalletTextKey {
  if (!(error instanceof ApiError)) return 'errorUnknown'
  switch (error.code) {
    case ITEM_ERRORS.notEnoughGems:
      return 'errorNotEnoughGems'
    case ITEM_ERRORS.notMonetized:
      return 'errorNotMonetized'
    case ITEM_ERRORS.adultOnly:
      return 'errorAdultOnly'
    case ITEM_ERRORS.ownChannel:
    case ITEM_ERRORS.anotherOwnChannel:
      return 'errorOwnChannel'
    case ITEM_ERRORS.blocked:
      return 'errorBlocked'
    case ITEM_ERRORS.unknownPack:
      return 'errorUnknownPack'
    case ITEM_ERRORS.paymentsUnavailable:
      return 'errorPaymentsUnavailable'
    case ITEM_ERRORS.orderNotFound:
      return 'errorOrderNotFound'
    case ITEM_ERRORS.signatureGemTaken:
      return 'errorSignatureTaken'
    case ITEM_ERRORS.signatureGemLimit:
      return 'errorSignatureLimit'
  }
  switch (error.kind) {
    case 'chat':
    case 'forbidden-word':
      return 'errorMessageRefused'
    case 'rate-limited':
      return 'errorRateLimited'
    case 'unauthorized':
      return 'errorSignIn'
    case 'network':
    case 'timeout':
      return 'errorNetwork'
    case 'invalid-input':
      return 'errorInvalidAmount'
    default:
      return 'errorUnknown'
  }
}

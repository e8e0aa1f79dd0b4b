// @airwave/sdk/wallet: a member's gems on the client side: the gem shop, the payment result,
// the wallet's lists and the cheer, over the item contract's calls; and the streamer's side:
// the monetization sign-up, the earnings, the signature gems and a channel's ranking.

export { NICKNAME_COLORS, type NicknameColor } from '../contract/chat/chat.schemas'
export {
  EARNINGS_RANGE_DEFAULT_DAYS,
  EARNINGS_RANGE_MAX_DAYS,
  type Earnings,
  type EarningsDay,
  MONETIZE_TERMS_VERSION,
  type Monetization,
  SIGNATURE_GEM_LIMIT,
  type SignatureGem,
} from '../contract/item/earnings.schemas'

export {
  type CheerResult,
  type GemHistoryItem,
  type GemHistoryKind,
  type GemOrder,
  type GemPack,
  type GemPurchase,
  PAY_REGIONS,
  type PayPolicy,
  type PayRegion,
  RANKING_PERIODS,
  type Ranking,
  type RankingPeriod,
  type Supporter,
} from '../contract/item/gem.schemas'
export { itemEndpoints } from '../contract/item/item.endpoints'
export {
  GEM_MESSAGE_MAX,
  ITEM_ERRORS,
  type PaymentResult,
  type PaymentStatus,
  SIGNATURE_GEM_TITLE_MAX,
} from '../contract/item/item.schemas'
export {
  type BadgeNickColor,
  type GiftRecord,
  SUBSCRIPTION_END_REASONS,
  SUBSCRIPTION_ERRORS,
  type Subscription,
  type SubscriptionEndReason,
  type SubscriptionPayment,
} from '../contract/item/subscription.schemas'
export {
  type CancelSubscriptionContext,
  type CancelSubscriptionEmitted,
  type CancelSubscriptionEvent,
  type CancelSubscriptionInput,
  type CancelSubscriptionSnapshot,
  type CancelSubscriptionState,
  cancelSubscriptionMachine,
} from './cancelSubscription.machine'
export {
  CHEER_PRESETS,
  type CheerContext,
  type CheerEvent,
  type CheerInput,
  type CheerSnapshot,
  type CheerState,
  cheerMachine,
  type SendCheerInput,
} from './cheer.machine'
export {
  type EarningsByDay,
  earningsByDayQuery,
  earningsKeys,
  earningsQuery,
  earningsSupportersQuery,
  monetizationQuery,
  signatureGemsQuery,
} from './earnings.queries'
export {
  EARNINGS_RANGE_PRESETS,
  type EarningsRange,
  type EarningsRangeProblem,
  earningsDays,
  earningsRange,
  earningsRangeProblem,
  earningsScale,
  rangeDays,
  utcDay,
} from './earningsRules'
export {
  type CreateOrderInput,
  type GemChargeContext,
  type GemChargeEvent,
  type GemChargeInput,
  type GemChargeSnapshot,
  type GemChargeState,
  gemChargeMachine,
} from './gemCharge.machine'
export {
  type MonetizationSignupContext,
  type MonetizationSignupEmitted,
  type MonetizationSignupEvent,
  type MonetizationSignupSnapshot,
  type MonetizationSignupState,
  monetizationSignupMachine,
} from './monetizationSignup.machine'
export {
  type PaymentResultContext,
  type PaymentResultEvent,
  type PaymentResultSnapshot,
  type PaymentResultState,
  paymentResultMachine,
} from './paymentResult.machine'
export {
  canAddSignatureGem,
  type SignatureGemDraft,
  type SignatureGemProblem,
  signatureGemProblem,
} from './signatureGemRules'
export {
  type SaveSignatureGemInput,
  type SignatureGemsContext,
  type SignatureGemsEmitted,
  type SignatureGemsEvent,
  type SignatureGemsSnapshot,
  type SignatureGemsState,
  signatureGemsMachine,
} from './signatureGems.machine'
export {
  canCancelSubscription,
  giftTypeKey,
  isSubscriptionOn,
  type NickColorChoice,
  nickColorChoices,
  paidWithKey,
  subscriptionErrorKey,
  subscriptionMonths,
  subscriptionPaymentLine,
  subscriptionStatusLine,
  type WalletLine,
} from './subscriptionRules'
export {
  badgeNickColorMutation,
  badgeNickColorQuery,
  type GiftSubFilter,
  type GiftSubList,
  giftSubsQuery,
  type SubscriptionListState,
  subscriptionKeys,
  subscriptionPaymentsQuery,
  subscriptionQuery,
  subscriptionsQuery,
} from './subscriptions.queries'
export {
  cancelSubscriptionActors,
  cheerActors,
  gemChargeActors,
  monetizationSignupActors,
  paymentResultActors,
  signatureGemsActors,
} from './wallet.actors'
export {
  gemHistoryQuery,
  gemPurchasesQuery,
  type ItemApi,
  paymentResultQuery,
  payPolicyQuery,
  possessQuery,
  rankingQuery,
  type WalletListFilter,
  type WalletNeeds,
  type WalletPage,
  walletKeys,
  walletListQuery,
} from './wallet.queries'
export {
  type CheerCheck,
  chargeRegion,
  cheerCheck,
  isGemAmount,
  PAYMENT_POLL_ATTEMPTS,
  type PaymentOutcome,
  paymentOutcome,
  paymentPollDelay,
  sortedPacks,
  walletErrorKey,
} from './walletRules'

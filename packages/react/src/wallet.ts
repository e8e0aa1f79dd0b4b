// @airwave/react/wallet: a member's gems: the gem shop, the payment result, the wallet's
// histories, the chat's gift panel and the balance; the member's own subscriptions, their
// payments, the gift subscription histories and the subscriber's nickname colour; the streamer's side (the monetization
// sign-up, the earnings, the signature gems) and a channel's top supporters, over the SDK's
// wallet domain. An entry of its own: a page without gems never loads its machines or words.

export {
  type BadgeNickColor,
  type CheerResult,
  type GemPack,
  type GiftRecord,
  type GiftSubList,
  itemEndpoints,
  type PaymentResult as PaymentResultData,
  type PayRegion,
  type RankingPeriod,
  type SignatureGem,
  type Subscription,
  type SubscriptionListState,
  type SubscriptionPayment,
} from '@airwave/sdk/wallet'
export { EarningsChart, type EarningsChartProps } from './wallet/EarningsChart'
export { EarningsOverview, type EarningsOverviewProps } from './wallet/EarningsOverview'
export { earningsStyles } from './wallet/earnings.styles'
export { GemBalance, type GemBalanceProps, type RenderBalanceLink } from './wallet/GemBalance'
export { GemCharge, type GemChargeProps } from './wallet/GemCharge'
export { GiftPanel, type GiftPanelProps, type GiftPanelView } from './wallet/GiftPanel'
export { GiftSubHistory, type GiftSubHistoryProps } from './wallet/GiftSubHistory'
export { MonetizationSignup, type MonetizationSignupProps } from './wallet/MonetizationSignup'
export { NickColorPicker, type NickColorPickerProps } from './wallet/NickColorPicker'
export {
  PaymentResult,
  type PaymentResultProps,
  type RenderWalletLink,
} from './wallet/PaymentResult'
export { SignatureGems, type SignatureGemsProps } from './wallet/SignatureGems'
export { SubscriptionDetail, type SubscriptionDetailProps } from './wallet/SubscriptionDetail'
export { SubscriptionList, type SubscriptionListProps } from './wallet/SubscriptionList'
export {
  SubscriptionPayments,
  type SubscriptionPaymentsProps,
} from './wallet/SubscriptionPayments'
export { SupporterRanking, type SupporterRankingProps } from './wallet/SupporterRanking'
export { subscriptionStyles } from './wallet/subscriptions.styles'
export {
  useEarnings,
  useMonetization,
  useMonetizationSignup,
  useRanking,
  useSignatureGems,
} from './wallet/useEarnings'
export {
  useBadgeNickColor,
  useCancelSubscription,
  useGiftSubs,
  useSubscription,
  useSubscriptionPayments,
  useSubscriptions,
} from './wallet/useSubscriptions'
export {
  useCheer,
  useGemBalance,
  useGemCharge,
  usePaymentResult,
  useWalletList,
} from './wallet/useWallet'
export { WalletHistory, type WalletHistoryProps } from './wallet/WalletHistory'
export { walletStyles } from './wallet/wallet.styles'
export { useWalletText, type WalletText } from './wallet/walletText'

// @airwave/react/wallet: a member's gems: the gem shop, the payment result, the wallet's
// histories, the chat's gift panel and the balance; the streamer's side (the monetization
// sign-up, the earnings, the signature gems) and a channel's top supporters, over the SDK's
// wallet domain. An entry of its own: a page without gems never loads its machines or words.

export {
  type CheerResult,
  type GemPack,
  itemEndpoints,
  type PaymentResult as PaymentResultData,
  type PayRegion,
  type RankingPeriod,
  type SignatureGem,
} from '@airwave/sdk/wallet'
export { EarningsChart, type EarningsChartProps } from './wallet/EarningsChart'
export { EarningsOverview, type EarningsOverviewProps } from './wallet/EarningsOverview'
export { earningsStyles } from './wallet/earnings.styles'
export { GemBalance, type GemBalanceProps, type RenderBalanceLink } from './wallet/GemBalance'
export { GemCharge, type GemChargeProps } from './wallet/GemCharge'
export { GiftPanel, type GiftPanelProps, type GiftPanelView } from './wallet/GiftPanel'
export { MonetizationSignup, type MonetizationSignupProps } from './wallet/MonetizationSignup'
export {
  PaymentResult,
  type PaymentResultProps,
  type RenderWalletLink,
} from './wallet/PaymentResult'
export { SignatureGems, type SignatureGemsProps } from './wallet/SignatureGems'
export { SupporterRanking, type SupporterRankingProps } from './wallet/SupporterRanking'
export {
  useEarnings,
  useMonetization,
  useMonetizationSignup,
  useRanking,
  useSignatureGems,
} from './wallet/useEarnings'
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

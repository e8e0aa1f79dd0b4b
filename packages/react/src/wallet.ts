// @airwave/react/wallet: a member's gems: the gem shop, the payment result, the wallet's
// histories, the chat's gift panel and the balance, over the SDK's wallet domain. An entry of
// its own: a page without gems never loads its machines or words.

export {
  type CheerResult,
  type GemPack,
  itemEndpoints,
  type PaymentResult as PaymentResultData,
  type PayRegion,
} from '@airwave/sdk/wallet'
export { GemBalance, type GemBalanceProps, type RenderBalanceLink } from './wallet/GemBalance'
export { GemCharge, type GemChargeProps } from './wallet/GemCharge'
export { GiftPanel, type GiftPanelProps, type GiftPanelView } from './wallet/GiftPanel'
export {
  PaymentResult,
  type PaymentResultProps,
  type RenderWalletLink,
} from './wallet/PaymentResult'
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

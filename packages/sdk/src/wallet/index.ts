// @airwave/sdk/wallet: a member's gems on the client side: the gem shop, the payment result,
// the wallet's lists and the cheer, over the item contract's calls.

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
} from '../contract/item/item.schemas'
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
  type CreateOrderInput,
  type GemChargeContext,
  type GemChargeEvent,
  type GemChargeInput,
  type GemChargeSnapshot,
  type GemChargeState,
  gemChargeMachine,
} from './gemCharge.machine'
export {
  type PaymentResultContext,
  type PaymentResultEvent,
  type PaymentResultSnapshot,
  type PaymentResultState,
  paymentResultMachine,
} from './paymentResult.machine'
export { cheerActors, gemChargeActors, paymentResultActors } from './wallet.actors'
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
} from './wallet.queries'
export {
  type CheerCheck,
  chargeRegion,
  cheerCheck,
  PAYMENT_POLL_ATTEMPTS,
  type PaymentOutcome,
  paymentOutcome,
  paymentPollDelay,
  sortedPacks,
  walletErrorKey,
} from './walletRules'

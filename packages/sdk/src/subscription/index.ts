// @airwave/sdk/subscription: a member's subscriptions on the client side: the subscribe flow
// (check, confirm with the price, order, checkout) and its refusals, the gift form and its
// refusals, the plan and the member's subscription to a channel, over the item contract's
// calls.

export type { PayRegion } from '../contract/item/gem.schemas'
export type { PaymentItemType, SubscribeInfo } from '../contract/item/item.schemas'
export {
  GIFT_PAYMENTS,
  GIFT_SUB_GEM_PRICE,
  GIFT_SUB_MAX,
  type GiftPayment,
  type GiftResult,
  RECENT_SUBSCRIBER_EMOTICON_LIMITS,
  SUBSCRIPTION_ERRORS,
  SUBSCRIPTION_PERIOD_DAYS,
  type SubscriptionOrder,
  type SubscriptionPlan,
} from '../contract/item/subscription.schemas'
export {
  type GiftSubContext,
  type GiftSubEvent,
  type GiftSubInput,
  type GiftSubSnapshot,
  type GiftSubState,
  giftSubCost,
  giftSubMachine,
  type SendGiftInput,
} from './giftSub.machine'
export {
  type CreateSubscriptionOrderInput,
  type SubscribeContext,
  type SubscribeEvent,
  type SubscribeInput,
  type SubscribeSnapshot,
  type SubscribeState,
  subscribeMachine,
} from './subscribe.machine'
export { giftSubActors, subscribeActors } from './subscription.actors'
export { subscribeInfoQuery, subscriptionKeys, subscriptionPlanQuery } from './subscription.queries'
export {
  type GiftDraft,
  type GiftProblem,
  type GiftRefusal,
  type GiftTarget,
  giftCount,
  giftGemCost,
  giftProblem,
  giftRefusal,
  giftRefusalText,
  isNotEnoughGems,
  type RefusalDialog,
  SUBSCRIBE_REFUSAL_DIALOGS,
  type SubscribeRefusal,
  subscribeButtonView,
  subscribeRefusal,
  subscriptionErrorKey,
} from './subscriptionRules'

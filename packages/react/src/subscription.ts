// @airwave/react/subscription: a member's subscriptions: the channel's subscribe button and
// the flow's dialogs (a flow the chat's emoticon picker can start too), the gift form and its
// result, and the checkout's return, over the SDK's subscription domain. An entry of its own:
// a page without subscriptions never loads its machines or words.

export {
  GIFT_SUB_MAX,
  type GiftResult as GiftResultData,
  type SubscribeRefusal,
  type SubscriptionPlan,
} from '@airwave/sdk/subscription'
export { GiftResult, type GiftResultProps } from './subscription/GiftResult'
export { GiftSubForm, type GiftSubFormProps } from './subscription/GiftSubForm'
export { SubscribeButton, type SubscribeButtonProps } from './subscription/SubscribeButton'
export { SubscribeDialogs, type SubscribeDialogsProps } from './subscription/SubscribeDialogs'
export {
  SubscriptionPaymentResult,
  type SubscriptionPaymentResultProps,
} from './subscription/SubscriptionPaymentResult'
export { subscriptionStyles } from './subscription/subscription.styles'
export { type SubscriptionText, useSubscriptionText } from './subscription/subscriptionText'
export {
  type SubscribeFlow,
  useGiftSub,
  useSubscribe,
  useSubscribeInfo,
  useSubscriptionPlan,
} from './subscription/useSubscribe'

// @airwave/react/subscription: subscriptions in React, over the SDK's subscription domain. A
// member's: the channel's subscribe button and the flow's dialogs (a flow the chat's emoticon
// picker can start too), the gift form and its result, the checkout's return. The streamer's:
// the subscriber list, the badges by months, the emoticons, the name colours and the revenue
// panel. An entry of its own: a page without subscriptions never loads its machines or words.

export {
  GIFT_SUB_MAX,
  type GiftResult as GiftResultData,
  NICKNAME_COLORS,
  SUBSCRIBER_BADGE_MONTHS,
  SUBSCRIBER_EMOTICON_LIMIT,
  SUBSCRIBER_IMAGE_RULES,
  type SubscribeRefusal,
  type Subscriber,
  type SubscriberBadge,
  type SubscriberListState,
  type SubscriberNameColor as SubscriberNameColorSettings,
  type SubscriptionPlan,
  type SubscriptionRevenue as SubscriptionRevenueData,
} from '@airwave/sdk/subscription'
export { GiftResult, type GiftResultProps } from './subscription/GiftResult'
export { GiftSubForm, type GiftSubFormProps } from './subscription/GiftSubForm'
export { SubscribeButton, type SubscribeButtonProps } from './subscription/SubscribeButton'
export { SubscribeDialogs, type SubscribeDialogsProps } from './subscription/SubscribeDialogs'
export { SubscriberBadges, type SubscriberBadgesProps } from './subscription/SubscriberBadges'
export {
  SubscriberEmoticons,
  type SubscriberEmoticonsProps,
} from './subscription/SubscriberEmoticons'
export { SubscriberList, type SubscriberListProps } from './subscription/SubscriberList'
export { SubscriberNameColor } from './subscription/SubscriberNameColor'
export {
  SubscriptionPaymentResult,
  type SubscriptionPaymentResultProps,
} from './subscription/SubscriptionPaymentResult'
export { SubscriptionRevenue } from './subscription/SubscriptionRevenue'
export { subscriberStyles } from './subscription/subscriber.styles'
export { type SubscriberText, useSubscriberText } from './subscription/subscriberText'
export { subscriptionStyles } from './subscription/subscription.styles'
export { type SubscriptionText, useSubscriptionText } from './subscription/subscriptionText'
export {
  type SubscribeFlow,
  useGiftSub,
  useSubscribe,
  useSubscribeInfo,
  useSubscriptionPlan,
} from './subscription/useSubscribe'
export {
  useSubscriberBadges,
  useSubscriberEmoticons,
  useSubscriberNameColor,
  useSubscribers,
  useSubscriptionRevenue,
} from './subscription/useSubscribers'

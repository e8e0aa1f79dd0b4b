// @airwave/sdk/subscription: subscriptions on the client side, over the item contract's calls.
// A member's: the subscribe flow (check, confirm with the price, order, checkout) and its
// refusals, the gift form and its refusals, the plan and the member's subscription to a
// channel. The streamer's: the subscribers and the revenue, the badges by months and the
// emoticons (their image rules, shared with the server), the name-colour settings.

export { NICKNAME_COLORS, type NicknameColor } from '../contract/chat/chat.schemas'
export { RECENT_SUBSCRIBER_EMOTICON_LIMITS } from '../contract/emoticon/emoticon.schemas'
export type { PayRegion } from '../contract/item/gem.schemas'
export type { PaymentItemType, SubscribeInfo } from '../contract/item/item.schemas'
export {
  SUBSCRIBER_IMAGE_ACCEPT,
  SUBSCRIBER_IMAGE_HEADER_BYTES,
  type SubscriberImageFacts,
  type SubscriberUploadError,
  subscriberImageFacts,
  subscriberImageProblem,
} from '../contract/item/subscriberImage'
export {
  GIFT_PAYMENTS,
  GIFT_SUB_GEM_PRICE,
  GIFT_SUB_MAX,
  type GiftPayment,
  type GiftResult,
  SUBSCRIBER_BADGE_MONTHS,
  SUBSCRIBER_EMOTICON_KEYWORD,
  SUBSCRIBER_EMOTICON_LIMIT,
  SUBSCRIBER_IMAGE_RULES,
  SUBSCRIBER_UPLOAD_ERRORS,
  SUBSCRIPTION_ERRORS,
  SUBSCRIPTION_KINDS,
  SUBSCRIPTION_PERIOD_DAYS,
  type Subscriber,
  type SubscriberBadge,
  type SubscriberNameColor,
  type SubscriptionKind,
  type SubscriptionOrder,
  type SubscriptionPlan,
  type SubscriptionRevenue,
  type SubscriptionStatus,
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
  allNameColors,
  type NameColorProblem,
  nameColorChanged,
  nameColorProblem,
  toggleNameColor,
} from './nameColorRules'
export {
  type CreateSubscriptionOrderInput,
  type SubscribeContext,
  type SubscribeEvent,
  type SubscribeInput,
  type SubscribeSnapshot,
  type SubscribeState,
  subscribeMachine,
} from './subscribe.machine'
export { subscriberImageActors, subscriberNameColorActors } from './subscriber.actors'
export {
  type SubscriberRefusal,
  type SubscriberRefusalCode,
  subscriberErrorRefusal,
  subscriberRefusal,
} from './subscriberErrors'
export {
  type SubscriberImageContext,
  type SubscriberImageEmitted,
  type SubscriberImageEvent,
  type SubscriberImageSnapshot,
  type SubscriberImageState,
  type SubscriberImageTarget,
  subscriberImageMachine,
  type UploadSubscriberImageInput,
} from './subscriberImage.machine'
export {
  badgeTiers,
  checkSubscriberImage,
  type EmoticonKeywordProblem,
  emoticonKeywordProblem,
  subscriberBadgeFor,
  subscriberBadgeTier,
} from './subscriberImages'
export {
  type SubscriberNameColorContext,
  type SubscriberNameColorEmitted,
  type SubscriberNameColorEvent,
  type SubscriberNameColorSnapshot,
  type SubscriberNameColorState,
  subscriberNameColorMachine,
} from './subscriberNameColor.machine'
export { revenueAmount } from './subscriberRevenue'
export {
  type SubscriberListState,
  subscriberBadgesQuery,
  subscriberNameColorQuery,
  subscribersKeys,
  subscribersQuery,
  subscriptionRevenueQuery,
} from './subscribers.queries'
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

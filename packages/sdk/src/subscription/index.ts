// @airwave/sdk/subscription: subscriptions on the client side. The streamer's subscriber pages:
// the subscribers and the revenue, the badges by months and the emoticons (their image rules,
// shared with the server), the name-colour settings.

export { NICKNAME_COLORS, type NicknameColor } from '../contract/chat/chat.schemas'
export {
  SUBSCRIBER_IMAGE_ACCEPT,
  SUBSCRIBER_IMAGE_HEADER_BYTES,
  type SubscriberImageFacts,
  type SubscriberUploadError,
  subscriberImageFacts,
  subscriberImageProblem,
} from '../contract/item/subscriberImage'
export {
  SUBSCRIBER_BADGE_MONTHS,
  SUBSCRIBER_EMOTICON_KEYWORD,
  SUBSCRIBER_EMOTICON_LIMIT,
  SUBSCRIBER_IMAGE_RULES,
  SUBSCRIBER_UPLOAD_ERRORS,
  SUBSCRIPTION_KINDS,
  type Subscriber,
  type SubscriberBadge,
  type SubscriberNameColor,
  type SubscriptionKind,
  type SubscriptionRevenue,
  type SubscriptionStatus,
} from '../contract/item/subscription.schemas'
export {
  allNameColors,
  type NameColorProblem,
  nameColorChanged,
  nameColorProblem,
  toggleNameColor,
} from './nameColorRules'
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

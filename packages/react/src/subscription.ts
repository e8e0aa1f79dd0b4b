// @airwave/react/subscription: subscriptions in React. The streamer's subscriber pages: the
// subscriber list, the badges by months, the emoticons, the name colours and the monetization
// page's revenue panel, over the SDK's subscription domain. An entry of its own: a viewer's page
// never loads its machines or words.

export {
  NICKNAME_COLORS,
  SUBSCRIBER_BADGE_MONTHS,
  SUBSCRIBER_EMOTICON_LIMIT,
  SUBSCRIBER_IMAGE_RULES,
  type Subscriber,
  type SubscriberBadge,
  type SubscriberListState,
  type SubscriberNameColor as SubscriberNameColorSettings,
  type SubscriptionRevenue as SubscriptionRevenueData,
} from '@airwave/sdk/subscription'
export { SubscriberBadges, type SubscriberBadgesProps } from './subscription/SubscriberBadges'
export {
  SubscriberEmoticons,
  type SubscriberEmoticonsProps,
} from './subscription/SubscriberEmoticons'
export { SubscriberList, type SubscriberListProps } from './subscription/SubscriberList'
export { SubscriberNameColor } from './subscription/SubscriberNameColor'
export { SubscriptionRevenue } from './subscription/SubscriptionRevenue'
export { subscriberStyles } from './subscription/subscriber.styles'
export { type SubscriberText, useSubscriberText } from './subscription/subscriberText'
export {
  useSubscriberBadges,
  useSubscriberEmoticons,
  useSubscriberNameColor,
  useSubscribers,
  useSubscriptionRevenue,
} from './subscription/useSubscribers'

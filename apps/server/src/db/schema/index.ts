// Every table of the server, by domain. A domain adds its file here; drizzle-kit reads this
// barrel to generate migrations.
export {
  channels,
  mailOutbox,
  members,
  platformSettings,
  rateLimits,
  refreshTokens,
  verificationCodes,
} from './accounts'
export { categories, categoryFollows } from './category'
export { channelBanners, channelProfiles } from './channelProfile'
export {
  channelManagers,
  chatBanWords,
  chatBlocks,
  chatMessages,
  chatReports,
  chatSettings,
  managerActivity,
} from './chat'
export {
  channelBlocks,
  channelFollows,
  channelNotInterested,
  commentLikes,
  commentReplies,
  communityPosts,
  communityReports,
  postComments,
  postLikes,
  replyLikes,
} from './community'
export { embedLogins, embedSettings } from './embed'
export {
  channelMonetization,
  itemIdempotency,
  itemOrders,
  ledgerAccounts,
  ledgerTransfers,
  localCheckoutSessions,
  localSubscriptions,
  localWebhookOutbox,
  paymentEvents,
  signatureGems,
} from './item'
export {
  liveStreamHealth,
  liveStreamKeys,
  liveStreamLikes,
  liveStreamSettings,
  liveStreams,
} from './live'
export {
  mediaVodLikes,
  mediaVodPositions,
  mediaVodReports,
  mediaVods,
  memberVodSettings,
} from './media'
export {
  messageContents,
  messageParticipants,
  messageRooms,
  messageSettings,
} from './message'
export { missionPledges, missionSettings, missions } from './mission'
export {
  followNotificationSettings,
  notificationPreferences,
  notifications,
} from './notification'
export { pollItems, polls, pollVotes } from './poll'
export { liveRaids } from './raid'
export { searchRecents } from './search'
export { socialFlows, socialLinks } from './social'
export {
  statBroadcast,
  statDaily,
  statHourly,
  statMinute,
  statPresence,
  statRollupState,
  statViewerDay,
} from './stats'
export {
  subscriberBadges,
  subscriberEmoticons,
  subscriberNameColors,
  subscriberNickColors,
  subscriptionGifts,
  subscriptionPeriods,
  subscriptions,
} from './subscription'
export { widgetAlerts, widgets } from './widget'

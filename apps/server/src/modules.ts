import { accountRoutes } from './account/account.routes'
import { clientRoutes } from './account/clients.routes'
import { adminRoutes } from './account/platform/admin.routes'
import { devMailRoutes } from './account/platform/devMail.routes'
import { statusRoutes } from './account/platform/status.routes'
import { sessionRoutes } from './account/session.routes'
import { socialRoutes } from './account/social/social.routes'
import { avatarRoutes } from './channel/avatar.routes'
import { channelRoutes } from './channel/channel.routes'
import { channelBannerRoutes } from './channel/channelBanner.routes'
import { channelProfileImageRoutes } from './channel/channelProfileImage.routes'
import { channelRelationRoutes } from './channel/channelRelations.routes'
import { managerRoutes } from './channel/managers.routes'
import { chatRoutes } from './chat/chat.routes'
import { communityRoutes } from './community/community.routes'
import { embedRoutes } from './embed/embed.routes'
import { emoticonRoutes } from './emoticon/emoticons.routes'
import type { RouteModule } from './http/createApp'
import { itemRoutes } from './item/item.routes'
import { categoryRoutes } from './live/category/category.routes'
import { liveRoutes } from './live/live.routes'
import { streamLikeRoutes } from './live/streamLike.routes'
import { streamListRoutes } from './live/streamList.routes'
import { messageRoutes } from './message/message.routes'
import { missionRoutes } from './mission/mission.routes'
import { notificationRoutes } from './notification/notification.routes'
import { pollRoutes } from './poll/poll.routes'
import { raidRoutes } from './raid/raid.routes'
import { searchRoutes } from './search/search.routes'
import { statsRoutes } from './stats/stats.routes'
import { giftRoutes } from './subscription/gift/gift.routes'
import { subscriberPerkRoutes } from './subscription/perks/perks.routes'
import { subscriptionRoutes } from './subscription/subscription.routes'
import { mediaRoutes } from './video/media.routes'
import { recommendRoutes } from './video/recommend.routes'
import { vodActionRoutes } from './video/vodActions.routes'
import { vodCommentRoutes } from './video/vodComments.routes'
import { vodListRoutes } from './video/vodList.routes'
import { widgetRoutes } from './widget/widget.routes'

/**
 * Every route module of the server, registered in this order. A domain adds its module here.
 */
export const routeModules: RouteModule[] = [
  adminRoutes,
  devMailRoutes,
  statusRoutes,
  accountRoutes,
  channelRoutes,
  sessionRoutes,
  clientRoutes,
  communityRoutes,
  emoticonRoutes,
  channelRelationRoutes,
  avatarRoutes,
  mediaRoutes,
  vodListRoutes,
  vodActionRoutes,
  liveRoutes,
  streamLikeRoutes,
  streamListRoutes,
  categoryRoutes,
  raidRoutes,
  recommendRoutes,
  vodCommentRoutes,
  searchRoutes,
  chatRoutes,
  pollRoutes,
  managerRoutes,
  channelBannerRoutes,
  channelProfileImageRoutes,
  widgetRoutes,
  socialRoutes,
  notificationRoutes,
  embedRoutes,
  itemRoutes,
  // After itemRoutes: missions hold gems in its ledger.
  missionRoutes,
  // After itemRoutes: it takes their payment provider.
  subscriptionRoutes,
  subscriberPerkRoutes,
  // After itemRoutes too.
  giftRoutes,
  messageRoutes,
  statsRoutes,
]

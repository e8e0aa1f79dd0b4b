import { accountRoutes } from './accounts/account.routes'
import { channelRoutes } from './accounts/channel.routes'
import { clientRoutes } from './accounts/clients.routes'
import { sessionRoutes } from './accounts/session.routes'
import { channelRelationRoutes } from './channels/channelRelations.routes'
import { communityRoutes } from './community/community.routes'
import { emoticonRoutes } from './emoticons/emoticons.routes'
import type { RouteModule } from './http/createApp'
import { liveRoutes } from './live/live.routes'
import { mediaRoutes } from './media/media.routes'
import { adminRoutes } from './platform/admin.routes'
import { devMailRoutes } from './platform/devMail.routes'

/**
 * Every route module of the server, registered in this order. A domain adds its module here.
 */
export const routeModules: RouteModule[] = [
  adminRoutes,
  devMailRoutes,
  accountRoutes,
  channelRoutes,
  sessionRoutes,
  clientRoutes,
  communityRoutes,
  emoticonRoutes,
  channelRelationRoutes,
  mediaRoutes,
  liveRoutes,
]

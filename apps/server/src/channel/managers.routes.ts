import { channelEndpoints } from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import { storableText } from '../community/text'
import type { AppDeps } from '../deps'
import { requireChannel } from '../http/auth'
import { route } from '../http/route'
import { channelProfileOf, saveChannelProfile } from './channelProfile'
import { targetChannel } from './channelRelations'
import { followerPage } from './followers'
import { managerActivityPage } from './managerActivity'
import {
  addManager,
  listManagers,
  managedChannels,
  removeManager,
  searchManagerCandidates,
  updateManagerPermissions,
} from './managers'

/**
 * The manager calls of the SDK's `channelEndpoints`, for the streamer of the caller's own
 * channel (the channel they act as): list, name, dismiss, search, their permissions and what
 * they did; the followers of that channel; its description and links (read by anyone); and, for a manager, the channels they manage. Each
 * acts on the caller's own channel only, so a manager or a stranger can never reach another
 * channel's through them (owner-only by construction).
 *
 * @example
 * export const routeModules = [..., managerRoutes]
 */
export function managerRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps

  route(app, channelEndpoints.listManagers, async ({ me }) =>
    listManagers(db, requireChannel(me).idx),
  )

  route(app, channelEndpoints.addManager, async ({ body, me }) => {
    await addManager(db, requireChannel(me).idx, body.channelId)
    return null
  })

  route(app, channelEndpoints.removeManager, async ({ body, me }) => {
    await removeManager(db, requireChannel(me).idx, body.channelId)
    return null
  })

  route(app, channelEndpoints.updateManager, async ({ body, me }) => {
    await updateManagerPermissions(db, requireChannel(me).idx, body.channelId, body.permissions)
    return null
  })

  route(app, channelEndpoints.searchManagerCandidates, async ({ query, me }) => {
    const channel = requireChannel(me)
    return searchManagerCandidates(db, channel.idx, storableText(query.keyword, 'keyword'))
  })

  route(app, channelEndpoints.listManagedChannels, async ({ me }) =>
    managedChannels(db, requireChannel(me).idx),
  )

  route(app, channelEndpoints.listManagerActivity, async ({ query, me }) =>
    managerActivityPage(db, requireChannel(me).idx, query.page),
  )

  route(app, channelEndpoints.getChannelProfile, async ({ params }) => {
    const channel = await targetChannel(db, params.channelId ?? '')
    return channelProfileOf(db, channel.id)
  })

  route(app, channelEndpoints.updateChannelProfile, async ({ body, me }) =>
    saveChannelProfile(db, requireChannel(me).idx, body),
  )

  route(app, channelEndpoints.listFollowers, async ({ query, me }) => {
    const channel = requireChannel(me)
    const keyword = query.keyword?.trim()
    return followerPage(
      db,
      channel.idx,
      query.page,
      keyword ? storableText(keyword, 'keyword') : undefined,
    )
  })
}

import { channelEndpoints } from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import { storableText } from '../community/text'
import type { AppDeps } from '../deps'
import { requireChannel } from '../http/auth'
import { route } from '../http/route'
import { addManager, listManagers, removeManager, searchManagerCandidates } from './managers'

/**
 * The manager calls of the SDK's `channelEndpoints`, for the streamer of the caller's own
 * channel (the channel they act as): list, name, dismiss and search.
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

  route(app, channelEndpoints.searchManagerCandidates, async ({ query, me }) => {
    const channel = requireChannel(me)
    return searchManagerCandidates(db, channel.idx, storableText(query.keyword, 'keyword'))
  })
}

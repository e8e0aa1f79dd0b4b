import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../deps'
import { notFound } from '../http/httpError'
import { avatarSvg } from './avatar'
import { targetChannel } from './channelRelations'

/**
 * `GET /media/avatar/{channelId}.svg`: a channel's generated picture (the demo channels' profile
 * image), for any existing channel. Cached for a day: it changes only with the nickname.
 */
export function avatarRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/media/avatar/:file', async (request, reply) => {
    const { file } = request.params as { file: string }
    const match = /^([A-Za-z0-9_-]{1,40})\.svg$/.exec(file)
    if (!match?.[1]) throw notFound('No such picture')
    const channel = await targetChannel(deps.db, match[1])
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(avatarSvg(channel.handle, channel.nickname))
  })
}

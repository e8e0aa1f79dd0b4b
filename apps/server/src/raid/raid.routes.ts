import { liveEndpoints } from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../deps'
import { route } from '../http/route'
import { raidsFollowLive, startRaid } from './raids'

/**
 * Raids: `POST /v2/stream/dashboard/viewer-raid` (the SDK's `viewerRaid`, rate-limited per
 * member, see `writeLimits`), and the raids' part of every live status change the server
 * pushes (RAID_AVAILABILITY to the streamer, the autoplay raid list when a live that raided
 * ends), followed without the live code knowing raids.
 */
export function raidRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, liveEndpoints.viewerRaid, ({ me, body }) => startRaid(deps, me, body.raidChannelId))

  deps.realtime.onChannelPush('LIVE_STATUS', (handle, status) => {
    raidsFollowLive(deps, handle, status).catch((error: unknown) =>
      app.log.error({ err: error, channel: handle }, 'raids could not follow a live status'),
    )
  })
}

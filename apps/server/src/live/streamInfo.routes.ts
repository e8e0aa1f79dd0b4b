import { liveEndpoints } from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../deps'
import { requireChannel } from '../http/auth'
import { route } from '../http/route'
import { streamInfoOf } from './streamInfo'
import { requireNotSuspended } from './streamKeys'
import { readStreamInfoForm, saveStreamSettings } from './streamSettings'
import { regionOf, watchableChannel } from './viewerAccess'

/** A channel's stream info for its viewers, and the streamer's own stream info and settings. */
export function streamInfoRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps
  // A viewer's access is checked first (suspensions, the block list, the region): each refusal
  // is the code of the alert the player shows.
  route(app, liveEndpoints.getStreamInfo, async ({ params, member, request }) => {
    const channel = await watchableChannel(db, params.channelId ?? '', member)
    return streamInfoOf(
      deps,
      { idx: channel.id, handle: channel.handle, ownerId: channel.ownerId },
      member,
      regionOf(request),
    )
  })

  route(app, liveEndpoints.getMyStreamInfo, async ({ me }) => {
    const channel = requireChannel(me)
    // The dashboard learns its channel's suspension here (the stop alert, then home).
    await requireNotSuspended(db, channel.idx)
    return streamInfoOf(deps, { idx: channel.idx, handle: channel.channelId, ownerId: me.id }, me)
  })

  /**
   * `PATCH /v2/stream/info`: the streamer's stream settings (title, category, adult flag,
   * pending end), for their own channel; the running broadcast takes the new title at once.
   * Its viewers learn the rest with their next stream info (chosen: no event carries it).
   */
  route(app, liveEndpoints.updateStreamInfo, async ({ me, request }) => {
    const channel = requireChannel(me)
    await requireNotSuspended(db, channel.idx)
    const fields = await readStreamInfoForm(db, request)
    await saveStreamSettings(db, channel.idx, fields)
    return null
  })
}

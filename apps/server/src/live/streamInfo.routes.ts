import { liveEndpoints } from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../deps'
import { route } from '../http/route'
import { ownChannel } from './ownChannel'
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

  // The streamer's own calls name their channel (`channelId`, default their own); a manager of
  // it gets 403 MANAGER_PERMISSION: the stream's settings are the streamer's alone.
  route(app, liveEndpoints.getMyStreamInfo, async ({ me, query }) => {
    const channel = await ownChannel(db, me, query.channelId)
    // The dashboard learns its channel's suspension here (the stop alert, then home).
    await requireNotSuspended(db, channel.idx)
    return streamInfoOf(deps, channel, me)
  })

  /**
   * `PATCH /v2/stream/info`: the streamer's stream settings (title, category, tags, language,
   * adult flag, pending end), for the form's `channelId` (default their own); the running
   * broadcast takes them at once. Its viewers learn them with their next stream info (chosen:
   * no event carries it).
   */
  route(app, liveEndpoints.updateStreamInfo, async ({ me, request }) => {
    const fields = await readStreamInfoForm(db, request)
    const channel = await ownChannel(db, me, fields.channelId)
    await requireNotSuspended(db, channel.idx)
    await saveStreamSettings(db, channel.idx, fields)
    return null
  })
}

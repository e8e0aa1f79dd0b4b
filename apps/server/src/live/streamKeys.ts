import { randomBytes } from 'node:crypto'
import { liveEndpoints } from '@airwave/sdk/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/database'
import { channels, liveStreamKeys } from '../db/schema'
import { forbidden } from '../http/httpError'
import { route } from '../http/route'
import { ownChannel } from './ownChannel'

/**
 * The streamer's stream key and ingest URL (`GET`/`POST /v2/stream/key`): made on first need,
 * replaced on demand, for the channel's streamer only (`channelId`, default their own: a manager
 * gets 403 MANAGER_PERMISSION). A suspended channel cannot broadcast: its key is not handed out
 * either.
 */
export function streamKeyRoutes(app: FastifyInstance, db: Db, ingestUrl: () => string): void {
  const keyOf = (streamKey: string) => ({ streamKey, ingestUrl: ingestUrl() })

  route(app, liveEndpoints.getStreamKey, async ({ me, query }) => {
    const channel = await ownChannel(db, me, query.channelId)
    await requireNotSuspended(db, channel.idx)
    return keyOf(await streamKeyOf(db, channel.idx))
  })

  route(app, liveEndpoints.regenerateStreamKey, async ({ me, query }) => {
    const channel = await ownChannel(db, me, query.channelId)
    await requireNotSuspended(db, channel.idx)
    const streamKey = newStreamKey()
    await db
      .insert(liveStreamKeys)
      .values({ channelId: channel.idx, streamKey })
      .onConflictDoUpdate({ target: liveStreamKeys.channelId, set: { streamKey } })
    return keyOf(streamKey)
  })
}

/** 403 CHA30068 when the channel is suspended (its streamer's calls about their stream). */
export async function requireNotSuspended(db: Db, channelIdx: number): Promise<void> {
  const [row] = await db
    .select({ suspended: channels.suspended })
    .from(channels)
    .where(eq(channels.id, channelIdx))
  if (row?.suspended) throw forbidden('This channel is suspended', 'CHA30068')
}

const newStreamKey = () => `live_${randomBytes(18).toString('base64url')}`

/** The channel's stream key, made on first need. */
async function streamKeyOf(db: Db, channelIdx: number): Promise<string> {
  await db
    .insert(liveStreamKeys)
    .values({ channelId: channelIdx, streamKey: newStreamKey() })
    .onConflictDoNothing({ target: liveStreamKeys.channelId })
  const [row] = await db
    .select({ streamKey: liveStreamKeys.streamKey })
    .from(liveStreamKeys)
    .where(eq(liveStreamKeys.channelId, channelIdx))
  if (!row) throw new Error('stream key missing')
  return row.streamKey
}

import {
  type EmbedChannel,
  embedHostOf,
  isEmbedHostAllowed,
  normalizeEmbedHost,
} from '@airwave/sdk/contract'
import { eq } from 'drizzle-orm'
import { channels, mediaVods } from '../db/schema'
import type { AppDeps } from '../deps'
import { latestBroadcast } from '../live/broadcasts'
import { liveThumbnailOf } from '../live/streamInfo'
import { allowedHostsOf, type EmbedChannelRow } from './embedSettings'

/**
 * The host asking for a poster: `?parent=` (what the element sends: `location.host`), else
 * the host of the request's Origin.
 */
export function askingHost(parent: string | undefined, origin: string | undefined) {
  if (parent !== undefined) return normalizeEmbedHost(parent)
  return origin ? embedHostOf(origin) : undefined
}

/**
 * A channel's poster: live or not, the live title and frame, and whether `host` may embed it.
 *
 * @example await embedChannelOf(deps, channel, 'news.example.com')
 */
export async function embedChannelOf(
  deps: Pick<AppDeps, 'db' | 'config'>,
  channel: EmbedChannelRow,
  host: string | undefined,
): Promise<EmbedChannel> {
  const stream = await latestBroadcast(deps.db, channel.idx)
  const live = stream?.isStream === true
  const allowed = await allowedHostsOf(deps.db, channel.idx)
  return {
    channelId: channel.handle,
    nickname: channel.nickname,
    ...(channel.profileImg !== null && { profileUrl: channel.profileImg }),
    live,
    ...(live && stream?.title && { title: stream.title }),
    ...(await liveThumbnailOf(deps, channel.handle, live)),
    allowed: host !== undefined && isEmbedHostAllowed(host, allowed),
  }
}

/**
 * A ready, visible video with its channel's allowed hosts; undefined for none (not ready,
 * hidden, its channel gone or suspended): the embed shows "does not exist" either way.
 *
 * @example const video = await embedVideoOf(deps, 1)
 */
export async function embedVideoOf(deps: Pick<AppDeps, 'db'>, vodNo: number) {
  const [row] = await deps.db
    .select({ vod: mediaVods, channel: channels })
    .from(mediaVods)
    .innerJoin(channels, eq(channels.id, mediaVods.channelId))
    .where(eq(mediaVods.id, vodNo))
  if (!row) return undefined
  const { vod, channel } = row
  if (vod.status !== 'ready' || vod.hidden || channel.deletedAt || channel.blocked) return undefined
  if (channel.suspended) return undefined
  return {
    vodNo: vod.id,
    title: vod.title,
    channelId: channel.handle,
    nickname: channel.nickname,
    // The card's picture (a frame of the video, made on its first request).
    thumbnail: `/media/vod/${vod.id}/thumbnail.jpg?v=${vod.updatedAt.getTime()}`,
    ...(vod.duration !== null && { duration: Math.round(vod.duration) }),
    src: `/media/vod/${vod.id}/master.m3u8`,
    thumbnails: `/media/vod/${vod.id}/sprites/index.vtt`,
    allowedHosts: await allowedHostsOf(deps.db, channel.id),
  }
}

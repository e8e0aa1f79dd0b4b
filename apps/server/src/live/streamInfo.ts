import { join } from 'node:path'
import type { StreamInfo } from '@airwave/sdk/contract'
import type { AppDeps } from '../deps'
import type { AuthMember } from '../http/auth'
import { forbidden } from '../http/httpError'
import { latestBroadcast } from './broadcasts'
import { isRestrictedIn } from './category/categories'
import { liveThumbnailUrl } from './liveThumbnails'
import { likesStream } from './streamLikes'
import { settingsOf } from './streamSettings'

/** The channel whose stream is asked for. */
export interface StreamChannel {
  idx: number
  handle: string
  /** The owner's member id: the streamer sees their own stream whatever its category. */
  ownerId: number
}

/**
 * A channel's stream info: its latest broadcast (ON, waiting for its end, or ended), the
 * streamer's settings (category, adult, pending end), the viewers from presence, the likes
 * and the member's own like. A stream whose category is restricted in the viewer's region
 * answers 403 CHA43005 (COUNTRY_RESTRICT) to everyone but its streamer.
 *
 * @example
 * const info = await streamInfoOf(deps, { idx: 3, handle: 'airwave', ownerId: 1 }, member, 'TH')
 */
export async function streamInfoOf(
  deps: Pick<AppDeps, 'db' | 'realtime' | 'config'>,
  channel: StreamChannel,
  member: AuthMember | undefined,
  region?: string,
): Promise<StreamInfo> {
  const { db } = deps
  const settings = await settingsOf(db, channel.idx)
  const own = member?.id === channel.ownerId
  if (!own && (await isRestrictedIn(db, settings.categoryIdx, region))) {
    throw forbidden('This category is not available in your region', 'CHA43005')
  }
  const row = await latestBroadcast(db, channel.idx)
  const common = {
    channelId: channel.handle,
    // Viewers now, from presence (each client id once, on every instance).
    totalViewer: await deps.realtime.presence.count(channel.handle),
    isAdult: settings.isAdult,
    isPendingEndEnabled: settings.isPendingEndEnabled,
    tagInfo: { isAdult: settings.isAdult, categoryTagList: settings.tags },
    ...(settings.categoryIdx !== null && { categoryIdx: settings.categoryIdx }),
    ...(settings.languageCode !== null && { languageCode: settings.languageCode }),
  }
  if (!row) {
    return {
      ...common,
      ...(settings.title !== null && { title: settings.title }),
      isStream: false,
      isRaidAvailable: false,
      isStreamPendingEnd: false,
    }
  }
  return {
    ...common,
    title: row.title,
    isStream: row.isStream,
    // A raid can be started while live (raid/raids.ts): what the streamer's raid panel reads.
    isRaidAvailable: row.isStream,
    isStreamPendingEnd: !row.isStream && row.pendingEndUntil !== null,
    streamIdx: row.id,
    idx: row.id,
    likeCnt: row.likeCnt,
    isLike: member ? await likesStream(db, row.id, member.id) : false,
    ...(await liveThumbnailOf(deps, channel.handle, row.isStream)),
  }
}

/**
 * The `thumbnail` of a broadcast that is ON, once its first frame exists (before, the card
 * shows the channel's image).
 *
 * @example return { ...info, ...(await liveThumbnailOf(deps, 'airwave', true)) }
 */
export async function liveThumbnailOf(
  deps: Pick<AppDeps, 'config'>,
  handle: string,
  isStream: boolean,
): Promise<{ thumbnail?: string }> {
  if (!isStream) return {}
  const thumbnail = await liveThumbnailUrl(join(deps.config.dataDir, 'media'), handle)
  return thumbnail ? { thumbnail } : {}
}

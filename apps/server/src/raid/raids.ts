import { randomBytes } from 'node:crypto'
import type { Raid, RaidChannel } from '@airwave/sdk/contract'
import { sameChannelId } from '@airwave/sdk/contract'
import { and, desc, eq, inArray } from 'drizzle-orm'
import { handleIs } from '../channel/channelHandle'
import { targetChannel } from '../channel/channelRelations'
import { channelShown } from '../channel/shownChannel'
import type { Db } from '../db/database'
import { channelBlocks, channelFollows, channels, liveRaids, liveStreams } from '../db/schema'
import type { AppDeps } from '../deps'
import type { AuthMember } from '../http/auth'
import { requireChannel } from '../http/auth'
import { conflict, forbidden } from '../http/httpError'
import { latestBroadcast } from '../live/broadcasts'
import { memberRoom } from '../realtime/rooms'

/** The raid types of VIEWER_RAID: a raid now, and the autoplay raid list. */
const RAID_NOW = 1
const RAID_AUTOPLAY = 2
/**
 * Followers told of a raid per adapter message (chosen): one emit to many member rooms is one
 * message through the Redis adapter, however many rooms it names.
 */
const FOLLOWERS_PER_PUSH = 1000

const newKey = () => randomBytes(12).toString('base64url')

/** The ON broadcast of a channel, if it is live now (a pending end is not live). */
async function liveBroadcast(db: Db, channelIdx: number) {
  const [row] = await db
    .select({ id: liveStreams.id, title: liveStreams.title })
    .from(liveStreams)
    .where(and(eq(liveStreams.channelId, channelIdx), eq(liveStreams.isStream, true)))
    .orderBy(desc(liveStreams.id))
    .limit(1)
  return row
}

/**
 * A raid target as VIEWER_RAID carries it.
 *
 * @example raidChannelOf({ handle: 'viewer1', nickname: 'Kim', profileImg: null }, 'Late show')
 */
function raidChannelOf(
  channel: { handle: string; nickname: string; profileImg: string | null },
  title: string | undefined,
): RaidChannel {
  return {
    channelId: channel.handle,
    nickname: channel.nickname,
    ...(channel.profileImg && { profileUrl: channel.profileImg }),
    ...(title && { title }),
  }
}

/**
 * The signed-in streamer raids another channel, in this order of refusals (chosen: the first
 * that stops the raid is said): not live themselves (409 STR40010); the target one of their
 * own channels (403 CHA30017); no such channel (404 CHA30023, deleted CHA30071); the target not
 * live, or suspended or blocked (409 STR40011); the target's owner blocked the raider's channel
 * (409 STR40012: raids are a way to send a crowd, and one that was blocked must not send it).
 * The raid is kept with the raider's broadcast; the raider's room gets VIEWER_RAID type 1 with
 * the target, and every follower of the target NEWSFEED_VIEWER_RAID.
 *
 * @example const raid = await startRaid(deps, me, 'viewer1')
 */
export async function startRaid(
  deps: Pick<AppDeps, 'db' | 'realtime'>,
  me: AuthMember,
  raidChannelId: string,
): Promise<Raid> {
  const { db } = deps
  const own = requireChannel(me)
  const broadcast = await liveBroadcast(db, own.idx)
  if (!broadcast) throw conflict('You can raid only while you are live', 'STR40010')
  if (sameChannelId(raidChannelId, own.channelId)) {
    throw forbidden('You cannot raid your own channel', 'CHA30017')
  }
  const target = await targetChannel(db, raidChannelId)
  if (target.ownerId === me.id) throw forbidden('You cannot raid your own channel', 'CHA30017')
  const targetLive =
    target.blocked || target.suspended ? undefined : await liveBroadcast(db, target.id)
  if (!targetLive) throw conflict('This channel is not live', 'STR40011')
  const [blocked] = await db
    .select({ memberId: channelBlocks.memberId })
    .from(channelBlocks)
    .where(and(eq(channelBlocks.memberId, target.ownerId), eq(channelBlocks.channelId, own.idx)))
  if (blocked) throw conflict('This channel does not take raids from you', 'STR40012')

  const raid = { raidKey: newKey(), refKey: newKey() }
  await db.insert(liveRaids).values({
    fromChannelId: own.idx,
    toChannelId: target.id,
    streamIdx: broadcast.id,
    ...raid,
  })
  deps.realtime.toChannel(own.channelId, 'VIEWER_RAID', {
    channelId: own.channelId,
    raidChannelData: {
      raidType: RAID_NOW,
      refKey: raid.refKey,
      channelList: [raidChannelOf(target, targetLive.title)],
    },
  })
  await tellFollowers(deps, target, { channelId: own.channelId, nickname: own.nickname })
  return {
    raidFromChannelId: own.channelId,
    raidChannelId: target.handle,
    ...raid,
  }
}

/** NEWSFEED_VIEWER_RAID to each follower of the raided channel (their member rooms). */
async function tellFollowers(
  deps: Pick<AppDeps, 'db' | 'realtime'>,
  target: { id: number; handle: string; nickname: string },
  raider: { channelId: string; nickname: string },
) {
  const followers = await deps.db
    .select({ memberId: channelFollows.memberId })
    .from(channelFollows)
    .where(eq(channelFollows.channelId, target.id))
  const payload = {
    viewerChannel: raider,
    raidChannel: { channelId: target.handle, nickname: target.nickname },
  }
  for (let at = 0; at < followers.length; at += FOLLOWERS_PER_PUSH) {
    const rooms = followers.slice(at, at + FOLLOWERS_PER_PUSH).map((f) => memberRoom(f.memberId))
    deps.realtime.io.to(rooms).emit('NEWSFEED_VIEWER_RAID', payload)
  }
}

/**
 * A channel's live status changed (its LIVE_STATUS push): its streamer's pages learn whether a
 * raid can be started (RAID_AVAILABILITY to the member, whichever page they are on). When a
 * broadcast ends (endedReason 0 or 1; not a pending end, which may resume, nor a suspension),
 * the viewers still on its page get the channels it raided that are still live as the
 * autoplay raid list (VIEWER_RAID type 2), if there are any.
 *
 * @example await raidsFollowLive(deps, 'airwave', { status: false, endedReason: 0 })
 */
export async function raidsFollowLive(
  deps: Pick<AppDeps, 'db' | 'realtime'>,
  handle: string,
  status: { status: boolean; endedReason?: number | undefined },
): Promise<void> {
  const { db } = deps
  const [channel] = await db
    .select({ idx: channels.id, handle: channels.handle, ownerId: channels.ownerId })
    .from(channels)
    .where(handleIs(handle))
  if (!channel) return
  deps.realtime.toMember(channel.ownerId, 'RAID_AVAILABILITY', { isRaidAvailable: status.status })
  if (status.status || (status.endedReason !== 0 && status.endedReason !== 1)) return
  const ended = await latestBroadcast(db, channel.idx)
  if (!ended) return
  const raided = await db
    .selectDistinct({ toChannelId: liveRaids.toChannelId })
    .from(liveRaids)
    .where(eq(liveRaids.streamIdx, ended.id))
  if (raided.length === 0) return
  const targets = await db
    .select({
      handle: channels.handle,
      nickname: channels.nickname,
      profileImg: channels.profileImg,
      title: liveStreams.title,
    })
    .from(channels)
    .innerJoin(liveStreams, eq(liveStreams.channelId, channels.id))
    .where(
      and(
        inArray(
          channels.id,
          raided.map((r) => r.toChannelId),
        ),
        eq(liveStreams.isStream, true),
        channelShown(),
      ),
    )
  if (targets.length === 0) return
  deps.realtime.toChannel(channel.handle, 'VIEWER_RAID', {
    channelId: channel.handle,
    raidChannelData: {
      raidType: RAID_AUTOPLAY,
      refKey: newKey(),
      channelList: targets.map((t) => raidChannelOf(t, t.title)),
    },
  })
}

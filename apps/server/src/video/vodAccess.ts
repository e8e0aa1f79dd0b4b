import { and, eq } from 'drizzle-orm'
import { channelStanding, missingPermission, standingAllows } from '../channel/managerRights'
import type { Db } from '../db/database'
import { channelBlocks, channels, mediaVodPositions, mediaVods, members } from '../db/schema'
import type { AuthMember } from '../http/auth'
import { forbidden, HttpError, notFound } from '../http/httpError'
import { isRestrictedIn } from '../live/category/categories'

/** Who looks at videos: a guest, or a member (and whether they are an adult). */
export interface VodViewer {
  memberId: number | undefined
  /** The channel the member acts as (`channels.id`). */
  channelIdx: number | undefined
  adult: boolean
}

/** Age from which adult videos are shown without the blind (chosen: 19, the Korean rule). */
const ADULT_AGE = 19

/** Whether a `YYYY-MM-DD` birth date is at least ADULT_AGE years before `now`. */
function isAdultOn(birthDate: string, now: Date): boolean {
  const [year, month, day] = birthDate.split('-').map(Number)
  if (!year || !month || !day) return false
  const birthday = new Date(Date.UTC(year + ADULT_AGE, month - 1, day))
  return birthday.getTime() <= now.getTime()
}

/**
 * The viewer of a call: a guest, or the member with their acting channel and age.
 *
 * @example const viewer = await vodViewerOf(db, member)
 */
export async function vodViewerOf(db: Db, member: AuthMember | undefined): Promise<VodViewer> {
  if (!member) return { memberId: undefined, channelIdx: undefined, adult: false }
  const [row] = await db
    .select({ birthDate: members.birthDate })
    .from(members)
    .where(eq(members.id, member.id))
  return {
    memberId: member.id,
    channelIdx: member.channel?.idx,
    adult: row ? isAdultOn(row.birthDate, new Date()) : false,
  }
}

/**
 * Whether the member may manage the channel's videos: its owner, or one of its managers the
 * streamer gave `community` (chosen: a replay's details, visibility and comment pins are the
 * channel's content, which `community` moderates; without it a manager keeps the viewer's view).
 *
 * @example if (await managesChannel(db, member, vod.channelId)) ...
 */
export async function managesChannel(
  db: Db,
  member: AuthMember | undefined,
  channelIdx: number,
): Promise<boolean> {
  if (!member) return false
  const [owned] = await db
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.id, channelIdx), eq(channels.ownerId, member.id)))
  if (owned) return true
  const standing = await channelStanding(db, channelIdx, member)
  return standing.role === 'manager' && standingAllows(standing, 'community')
}

export const vodNotFound = () => notFound('No such video', 'VOD1000')
const vodHidden = () => forbidden('This video is hidden', 'VOD1008')
export const notVodOwner = () =>
  forbidden('Only the channel owner or a manager can do this', 'VOD1004')
const vodSuspended = () => new HttpError(403, 'VOD1017', 'The streamer is suspended')
const vodBlocked = () => forbidden('The streamer has blocked you', 'VOD1011')
const vodRestricted = () => forbidden('This video is not available in your country', 'VOD1005')

/** Whether the channel's owner put the member's channel on their block list. */
async function blockedBy(db: Db, ownerId: number, member: AuthMember | undefined) {
  if (!member?.channel || member.id === ownerId) return false
  const [row] = await db
    .select({ memberId: channelBlocks.memberId })
    .from(channelBlocks)
    .where(
      and(eq(channelBlocks.memberId, ownerId), eq(channelBlocks.channelId, member.channel.idx)),
    )
  return row !== undefined
}

/**
 * A video a viewer may watch, with whether they manage it: VOD1000 when there is none (or it
 * is not ready, or its channel is gone), VOD1017 when its channel is suspended, VOD1008 when
 * hidden from them, VOD1011 when the streamer blocked them, VOD1005 when its category is
 * restricted in the viewer's `region` (the client's `x-region-code`). Its owner and managers
 * always may.
 *
 * @example const { vod, manageable } = await watchableVod(db, vodNo, member, regionOf(request))
 */
export async function watchableVod(
  db: Db,
  vodNo: number,
  member: AuthMember | undefined,
  region?: string,
) {
  const [row] = await db
    .select({ vod: mediaVods, channel: channels })
    .from(mediaVods)
    .innerJoin(channels, eq(channels.id, mediaVods.channelId))
    .where(eq(mediaVods.id, vodNo))
  if (!row || row.channel.deletedAt || row.channel.blocked) throw vodNotFound()
  const manageable = await managesChannel(db, member, row.vod.channelId)
  if (!manageable && row.channel.suspended) throw vodSuspended()
  if (row.vod.status !== 'ready' && !manageable) throw vodNotFound()
  if (row.vod.hidden && !manageable) throw vodHidden()
  if (!manageable && (await blockedBy(db, row.channel.ownerId, member))) throw vodBlocked()
  if (!manageable && (await isRestrictedIn(db, row.vod.categoryIdx, region))) {
    throw vodRestricted()
  }
  return { vod: row.vod, channel: row.channel, manageable }
}

/**
 * A video the member manages (owner or manager), whatever its state: VOD1000 for none,
 * MANAGER_PERMISSION for a manager without `community`, VOD1004 for anyone else.
 *
 * @example const vod = await managedVod(db, vodNo, me)
 */
export async function managedVod(db: Db, vodNo: number, member: AuthMember) {
  const [row] = await db.select().from(mediaVods).where(eq(mediaVods.id, vodNo))
  if (!row) throw vodNotFound()
  if (!(await managesChannel(db, member, row.channelId))) {
    const standing = await channelStanding(db, row.channelId, member)
    if (standing.role === 'manager') {
      throw missingPermission()
    }
    throw notVodOwner()
  }
  return row
}

/**
 * Where the member left the video (seconds), if they saved a position.
 *
 * @example const resumeAt = await positionOf(db, member.id, vodNo)
 */
export async function positionOf(
  db: Db,
  memberId: number,
  vodNo: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ position: mediaVodPositions.position })
    .from(mediaVodPositions)
    .where(and(eq(mediaVodPositions.memberId, memberId), eq(mediaVodPositions.vodId, vodNo)))
  return row?.position
}

import { POLL_ERRORS } from '@airwave/sdk/contract'
import { eq, sql } from 'drizzle-orm'
import { liveHandleIs } from '../channel/channelHandle'
import {
  type ChannelStanding,
  channelStanding,
  mayManage,
  missingPermission,
  standingAllows,
} from '../channel/managerRights'
import type { Db } from '../db/database'
import { channels } from '../db/schema'
import type { AuthMember } from '../http/auth'
import { forbidden, notFound } from '../http/httpError'

/** A channel as the polls see it, and whether the caller manages its polls. */
export interface PollChannel {
  idx: number
  /** The public id as stored. */
  handle: string
  /** The caller acts as the channel itself or as one of its managers. */
  canManage: boolean
}

const managing = (channelIdx: ReturnType<typeof sql>, member: AuthMember | undefined) =>
  mayManage(channelIdx, member, 'poll')

/**
 * A channel by its public id (any case), or 404 CHA30023, with whether the caller manages
 * its polls: its streamer (acting as the channel) or one of its managers given `poll`.
 * Platform admins do not (viewing.md: only the streamer and managers).
 *
 * @example const channel = await pollChannel(db, 'airwave', member)
 */
export async function pollChannel(
  db: Db,
  handle: string,
  member: AuthMember | undefined,
): Promise<PollChannel> {
  const [row] = await db
    .select({
      idx: channels.id,
      handle: channels.handle,
      canManage: managing(sql`${channels.id}`, member),
    })
    .from(channels)
    .where(liveHandleIs(handle))
  if (!row) throw notFound('No channel has this id', 'CHA30023')
  return row
}

/**
 * Whether the caller manages the polls of a channel (by its key).
 *
 * @example if (!(await managesPolls(db, poll.channelId, member))) throw pollNotAllowed()
 */
export async function managesPolls(
  db: Db,
  channelIdx: number,
  member: AuthMember | undefined,
): Promise<boolean> {
  if (!member?.channel) return false
  const [row] = await db
    .select({ yes: managing(sql`${channels.id}`, member) })
    .from(channels)
    .where(eq(channels.id, channelIdx))
  return row?.yes === true
}

/** CHA30091: only the channel's streamer and managers create, edit and end its polls. */
export const pollNotAllowed = () =>
  forbidden("Only the channel's streamer and managers can manage its polls", POLL_ERRORS.notAllowed)

/**
 * The caller's standing on a channel whose polls they change: a manager without `poll` gets 403
 * MANAGER_PERMISSION (the streamer took it away), anyone else who is neither streamer nor
 * manager CHA30091.
 *
 * @example const standing = await pollStanding(db, channel.idx, me)
 */
export async function pollStanding(
  db: Db,
  channelIdx: number,
  member: AuthMember,
): Promise<ChannelStanding> {
  const standing = await channelStanding(db, channelIdx, member)
  if (standingAllows(standing, 'poll')) return standing
  if (standing.role === 'manager') {
    throw missingPermission()
  }
  throw pollNotAllowed()
}

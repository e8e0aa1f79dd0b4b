import type { ManagerAction, ManagerPermission } from '@airwave/sdk/contract'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { channelManagers, managerActivity } from '../db/schema'
import { type AuthChannel, type AuthMember, requireChannel } from '../http/auth'
import { forbidden } from '../http/httpError'

// Who may act on a channel: its streamer (the member acting as the channel) for everything,
// its managers for what the streamer granted them each (`MANAGER_PERMISSIONS`). Every dashboard
// and moderation call asks here, so the rule is in one place.

/** How the caller stands on a channel: its streamer, one of its managers (with what), or neither. */
export type ChannelStanding =
  | { role: 'streamer' }
  | { role: 'manager'; managerChannelIdx: number; permissions: Record<ManagerPermission, boolean> }
  | { role: 'none' }

/** The permission columns of `channel_managers`, by the contract's names. */
export const permissionColumns = {
  chat: channelManagers.chat,
  iceMode: channelManagers.iceMode,
  urlChat: channelManagers.urlChat,
  mission: channelManagers.mission,
  poll: channelManagers.poll,
  community: channelManagers.community,
} as const

/**
 * The caller's standing on a channel.
 *
 * @example const standing = await channelStanding(db, channel.idx, me)
 */
export async function channelStanding(
  db: Db,
  channelIdx: number,
  member: AuthMember | undefined,
): Promise<ChannelStanding> {
  const mine = member?.channel?.idx
  if (mine === undefined) return { role: 'none' }
  if (mine === channelIdx) return { role: 'streamer' }
  const [row] = await db
    .select(permissionColumns)
    .from(channelManagers)
    .where(
      and(eq(channelManagers.channelId, channelIdx), eq(channelManagers.managerChannelId, mine)),
    )
  return row ? { role: 'manager', managerChannelIdx: mine, permissions: row } : { role: 'none' }
}

/** Whether a standing may do what `permission` covers (`'owner'`: the streamer only). */
export const standingAllows = (
  standing: ChannelStanding,
  permission: ManagerPermission | 'owner',
) =>
  standing.role === 'streamer' ||
  (standing.role === 'manager' && permission !== 'owner' && standing.permissions[permission])

/**
 * The refusal of a manager the streamer has not given `permission` (403 MANAGER_PERMISSION), for
 * the calls that decide their standing their own way.
 *
 * @example if (!standingAllows(standing, 'poll')) throw missingPermission()
 */
export const missingPermission = () =>
  forbidden('The streamer has not given you this permission', 'MANAGER_PERMISSION')

/**
 * The caller's standing on a channel when it allows `permission`; otherwise 403 MANAGER_PERMISSION
 * (a manager without that permission, or someone who is neither streamer nor manager).
 *
 * @example const standing = await requireChannelRight(db, channel.idx, me, 'chat')
 */
export async function requireChannelRight(
  db: Db,
  channelIdx: number,
  member: AuthMember | undefined,
  permission: ManagerPermission | 'owner',
): Promise<ChannelStanding> {
  const standing = await channelStanding(db, channelIdx, member)
  if (!standingAllows(standing, permission)) {
    if (standing.role === 'manager' && permission !== 'owner') throw missingPermission()
    throw forbidden(
      standing.role !== 'manager'
        ? 'Only the streamer or their managers can do this'
        : 'Only the streamer can do this',
      'MANAGER_PERMISSION',
    )
  }
  return standing
}

/**
 * The caller's own channel, for the calls only its streamer makes (banners, profile image):
 * 403 CHANNEL_REQUIRED without one, 403 MANAGER_PERMISSION when the standing is not the owner's.
 *
 * @example const channel = await requireOwnChannel(db, me)
 */
export async function requireOwnChannel(db: Db, member: AuthMember): Promise<AuthChannel> {
  const channel = requireChannel(member)
  await requireChannelRight(db, channel.idx, member, 'owner')
  return channel
}

/**
 * An SQL test that the channel-id expression is the caller's own channel or one they manage with
 * `permission`, for queries that filter many channels at once.
 *
 * @example db.select().from(polls).where(mayManage(sql`${polls.channelId}`, me, 'poll'))
 */
export function mayManage(
  channelIdx: ReturnType<typeof sql>,
  member: AuthMember | undefined,
  permission: ManagerPermission,
) {
  const mine = member?.channel?.idx ?? -1
  return sql<boolean>`(${channelIdx} = ${mine} or exists (select 1 from ${channelManagers} where ${channelManagers.channelId} = ${channelIdx} and ${channelManagers.managerChannelId} = ${mine} and ${permissionColumns[permission]}))`
}

/**
 * Writes a manager's action to the channel's activity (nothing for the streamer's own). Pass the
 * transaction that did the action, so the two land together.
 *
 * @example await recordManagerAction(tx, standing, channel.idx, 'chatTimeout', { target: target.id, detail: '10 min' })
 */
export async function recordManagerAction(
  db: Pick<Db, 'insert'>,
  standing: ChannelStanding,
  channelIdx: number,
  action: ManagerAction,
  about: { target?: number | null; detail?: string | null } = {},
): Promise<void> {
  if (standing.role !== 'manager') return
  await db.insert(managerActivity).values({
    channelId: channelIdx,
    managerChannelId: standing.managerChannelIdx,
    action,
    targetChannelId: about.target ?? null,
    detail: about.detail ?? null,
  })
}

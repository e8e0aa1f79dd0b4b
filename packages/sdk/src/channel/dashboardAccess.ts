import type { ManagedChannel, ManagerPermission } from '../contract/channel/manager.schemas'
import { sameChannelId } from '../core/channelId'

/** What a dashboard page needs of the caller on the chosen channel: to be its streamer, or a permission. */
export type DashboardPermission = 'owner' | ManagerPermission

/** A channel the dashboard may act on: the member's own, or one they manage. */
export interface DashboardChannel {
  channelId: string
  nickname?: string | undefined
  channelProfileImg?: string | null | undefined
  role: 'owner' | 'manager'
}

/** Who is choosing: the member's own channel (none: they have none yet). */
export interface DashboardViewer {
  channelId?: string | undefined
  nickname?: string | undefined
  channelProfileImg?: string | null | undefined
}

/** The chosen channel and what the caller may do there. */
export interface DashboardAccess {
  /** The channel the dashboard acts on; undefined for a member with no channel of their own. */
  channel: DashboardChannel | undefined
  /** Every channel to choose from, the member's own first. */
  channels: DashboardChannel[]
  /** Whether the caller may do what `permission` covers on the chosen channel. */
  allows(permission: DashboardPermission): boolean
  /** The `?channel=` value that keeps the choice (undefined: the member's own channel). */
  param: string | undefined
}

/**
 * The dashboard's channel picker as a rule: the chosen channel is the member's own unless
 * `chosen` names a channel they manage (any case); an unknown choice falls back to their own.
 * On their own channel everything is allowed; on a managed one, what the streamer granted
 * (never `'owner'`). The server checks each call again; this only decides what to show.
 *
 * @example
 * const access = dashboardAccess({ channelId: 'me' }, managed.items, search.get('channel'))
 * if (!access.allows('poll')) showNotice()
 */
export function dashboardAccess(
  viewer: DashboardViewer,
  managed: readonly ManagedChannel[],
  chosen: string | null | undefined,
): DashboardAccess {
  const own: DashboardChannel | undefined = viewer.channelId
    ? {
        channelId: viewer.channelId,
        nickname: viewer.nickname,
        channelProfileImg: viewer.channelProfileImg,
        role: 'owner',
      }
    : undefined
  const others = managed
    .filter((item) => !own || !sameChannelId(item.channelId, own.channelId))
    .map((item) => ({ ...item, role: 'manager' as const }))
  const picked = chosen ? others.find((item) => sameChannelId(item.channelId, chosen)) : undefined
  const channels: DashboardChannel[] = [
    ...(own ? [own] : []),
    ...others.map(({ permissions: _, ...channel }) => channel),
  ]
  if (!picked) {
    return {
      channel: own,
      channels,
      allows: () => own !== undefined,
      param: undefined,
    }
  }
  const { permissions, ...channel } = picked
  return {
    channel,
    channels,
    allows: (permission) => permission !== 'owner' && permissions[permission] === true,
    param: channel.channelId,
  }
}

/**
 * A dashboard link that keeps the chosen channel (`?channel=`), the member's own without it.
 *
 * @example dashboardHref('/dashboard/manager', 'star') // '/dashboard/manager?channel=star'
 */
export function dashboardHref(path: string, channelParam: string | undefined): string {
  if (!channelParam) return path
  const joiner = path.includes('?') ? '&' : '?'
  return `${path}${joiner}channel=${encodeURIComponent(channelParam)}`
}

import type { DashboardPermission } from './dashboardAccess'

/** A group of the dashboard's menu. */
export type DashboardGroup = 'stream' | 'statistics' | 'community' | 'moderation' | 'channel'

/** One section of the dashboard: where it is, the group it is listed under, who may open it. */
export interface DashboardSection {
  /** A stable name the site labels (its catalogue's key). */
  key: string
  path: string
  group: DashboardGroup
  permission: DashboardPermission
  /** Other paths under which the section is the current one. */
  also?: readonly string[]
  /** Current only on `path` itself, not below it. */
  end?: boolean
}

/**
 * The streamer's dashboard sections by group, each with what a manager needs to see it
 * (accounts-platform.md's dashboard routes; the permissions as `MANAGER_PERMISSIONS` says:
 * chat moderation under `chat`, community moderation under `community`, polls, missions).
 *
 * @example visibleSections(access.allows).map((s) => s.path)
 */
export const DASHBOARD_SECTIONS: readonly DashboardSection[] = [
  { key: 'stream', path: '/dashboard', group: 'stream', permission: 'owner', end: true },
  {
    key: 'broadcastStats',
    path: '/dashboard/statistics/broadcast',
    group: 'statistics',
    permission: 'owner',
  },
  {
    key: 'channelStats',
    path: '/dashboard/statistics/channel',
    group: 'statistics',
    permission: 'owner',
  },
  { key: 'followers', path: '/dashboard/followers', group: 'community', permission: 'owner' },
  { key: 'channelInfo', path: '/dashboard/channel-info', group: 'community', permission: 'owner' },
  {
    key: 'managers',
    path: '/dashboard/manager',
    group: 'community',
    permission: 'owner',
    end: true,
  },
  {
    key: 'managerActivity',
    path: '/dashboard/manager/activity',
    group: 'community',
    permission: 'owner',
  },
  {
    key: 'community',
    path: '/dashboard/community',
    group: 'community',
    permission: 'community',
  },
  { key: 'chat', path: '/dashboard/chat', group: 'moderation', permission: 'chat', end: true },
  { key: 'chatBan', path: '/dashboard/chat/chat-ban', group: 'moderation', permission: 'chat' },
  {
    key: 'banUsers',
    path: '/dashboard/alert-users/ban-users',
    group: 'moderation',
    permission: 'chat',
  },
  {
    key: 'chatBlockUsers',
    path: '/dashboard/alert-users/chat-block-users',
    group: 'moderation',
    permission: 'chat',
  },
  { key: 'chatReports', path: '/dashboard/report/chat', group: 'moderation', permission: 'chat' },
  {
    key: 'commentReports',
    path: '/dashboard/report/comment',
    group: 'moderation',
    permission: 'community',
  },
  { key: 'polls', path: '/poll/list', group: 'channel', permission: 'poll', end: true },
  {
    key: 'missions',
    path: '/dashboard/mission',
    group: 'channel',
    permission: 'mission',
    also: ['/challenge/config'],
  },
  {
    key: 'monetization',
    path: '/dashboard/monetization',
    group: 'channel',
    permission: 'owner',
    also: ['/dashboard/signature-gem'],
  },
  { key: 'subscribers', path: '/dashboard/subscribers', group: 'channel', permission: 'owner' },
  {
    key: 'widgets',
    path: '/dashboard/widget/alertbox',
    group: 'channel',
    permission: 'owner',
    also: ['/dashboard/widget'],
  },
  { key: 'embed', path: '/dashboard/embed', group: 'channel', permission: 'owner', end: true },
]

/**
 * The sections the caller may open on the chosen channel, grouped in menu order.
 *
 * @example dashboardMenu(access.allows) // [{ group: 'stream', sections: [...] }, ...]
 */
export function dashboardMenu(allows: (permission: DashboardPermission) => boolean) {
  const groups: { group: DashboardGroup; sections: DashboardSection[] }[] = []
  for (const section of DASHBOARD_SECTIONS) {
    if (!allows(section.permission)) continue
    let entry = groups.find((g) => g.group === section.group)
    if (!entry) {
      entry = { group: section.group, sections: [] }
      groups.push(entry)
    }
    entry.sections.push(section)
  }
  return groups
}

import * as z from 'zod/mini'
import { withAliases } from '../../core/aliases'

/**
 * What a channel's manager may do, each granted apart by the streamer (`PATCH
 * /v2/channel/manager`): moderate the chat (blind, erase, time out, block, the chat-ban lists and
 * chat reports), switch ice mode, let links through the chat, run missions, run polls, and
 * moderate the community (posts, comments and their reports). Everything else on the dashboard
 * (stream key and settings, statistics, followers, channel info, managers, money) is the
 * streamer's alone. The server checks each.
 */
export const MANAGER_PERMISSIONS = [
  'chat',
  'iceMode',
  'urlChat',
  'mission',
  'poll',
  'community',
] as const
export type ManagerPermission = (typeof MANAGER_PERMISSIONS)[number]

/** What a manager named without saying gets (chosen: what managers could do before). */
export const DEFAULT_MANAGER_PERMISSIONS: Readonly<Record<ManagerPermission, boolean>> = {
  chat: true,
  iceMode: false,
  urlChat: false,
  mission: false,
  poll: true,
  community: true,
}

/** Each permission on or off. */
export const managerPermissionsSchema = z.object({
  chat: z.boolean(),
  iceMode: z.boolean(),
  urlChat: z.boolean(),
  mission: z.boolean(),
  poll: z.boolean(),
  community: z.boolean(),
})
export type ManagerPermissions = z.output<typeof managerPermissionsSchema>

const channelView = {
  channelId: z.string(),
  nickname: z.optional(z.string()),
  channelProfileImg: z.optional(z.nullable(z.string())),
}

/**
 * One of the caller's channel's managers, with what they may do and since when.
 *
 * @example const { items } = await client.channel.listManagers()
 */
export const channelManagerSchema = withAliases(
  { ...channelView, permissions: managerPermissionsSchema, createdDate: z.string() },
  { profileImgLink: 'channelProfileImg' },
)
export type ChannelManager = z.output<typeof channelManagerSchema>

export const managerListSchema = withAliases(
  { items: z.array(channelManagerSchema), total: z.number() },
  { list: 'items', totalCnt: 'total' },
)
export type ManagerList = z.output<typeof managerListSchema>

/**
 * `PATCH /v2/channel/manager`: the permissions to change for one manager (those left out stay).
 *
 * @example await client.channel.updateManager({ channelId: 'viewer1', permissions: { poll: false } })
 */
export const updateManagerSchema = z.object({
  channelId: z.string().check(z.minLength(1)),
  permissions: z.partial(managerPermissionsSchema),
})
export type UpdateManager = z.input<typeof updateManagerSchema>

/**
 * A channel the caller manages, with what they may do there: the dashboard's channel picker.
 *
 * @example const { items } = await client.channel.listManagedChannels()
 */
export const managedChannelSchema = z.object({
  ...channelView,
  permissions: managerPermissionsSchema,
})
export type ManagedChannel = z.output<typeof managedChannelSchema>
export const managedChannelListSchema = z.object({ items: z.array(managedChannelSchema) })

/**
 * What a manager did on the channel (`/dashboard/manager/activity`). `action` names the call;
 * `target` is the channel acted on, when there is one; `detail` a short human note (a duration,
 * a mode's new value, a poll's title).
 */
export const MANAGER_ACTIONS = [
  'chatBlind',
  'chatErase',
  'chatDelete',
  'chatBlock',
  'chatUnblock',
  'chatTimeout',
  'userBlock',
  'iceMode',
  'slowMode',
  'urlChat',
  'chatNotice',
  'reportDismiss',
  'reportBlind',
  'reportDelete',
  'missionStart',
  'missionEnd',
  'pollCreate',
  'pollEnd',
  'postDelete',
  'commentDelete',
] as const
export type ManagerAction = (typeof MANAGER_ACTIONS)[number]

/** Rows of a page of the managers' activity (the dashboard list limit 30). */
export const MANAGER_ACTIVITY_PAGE_SIZE = 30

export const managerActivitySchema = z.object({
  activityIdx: z.number(),
  manager: z.object(channelView),
  action: z.enum(MANAGER_ACTIONS),
  target: z.nullable(z.object(channelView)),
  detail: z.nullable(z.string()),
  createdDate: z.string(),
})
export type ManagerActivity = z.output<typeof managerActivitySchema>
export const managerActivityPageSchema = z.object({
  items: z.array(managerActivitySchema),
  total: z.number(),
  page: z.number(),
})

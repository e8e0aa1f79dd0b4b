import * as z from 'zod/mini'

const num = z.optional(z.number())
const str = z.optional(z.string())
const bool = z.optional(z.boolean())

/** Unread badge (shape chosen). @example z.parse(notificationBadgeSchema, { hasNew: true, count: 3 }) */
export const notificationBadgeSchema = z.object({ hasNew: bool, count: num })
export type NotificationBadge = z.output<typeof notificationBadgeSchema>

/** One notification (shape chosen). @example z.parse(notificationRecordSchema, { recordId: 1, isRead: false }) */
export const notificationRecordSchema = z.object({
  recordId: z.union([z.number(), z.string()]),
  type: str,
  content: str,
  channelId: str,
  nickname: str,
  profileUrl: str,
  linkUrl: str,
  isRead: bool,
  createDate: str,
})
export type NotificationRecord = z.output<typeof notificationRecordSchema>

/** @example z.parse(notificationRecordPageSchema, { recordList: [], hasNext: false }) */
export const notificationRecordPageSchema = z.object({
  recordList: z._default(z.array(notificationRecordSchema), []),
  totalCnt: num,
  hasNext: bool,
})
export type NotificationRecordPage = z.output<typeof notificationRecordPageSchema>

/** Switches by notification kind (kinds not shown; a map of name to on/off). @example { live: true, community: false } */
export const notificationSettingSchema = z.record(z.string(), z.boolean())
export type NotificationSetting = z.output<typeof notificationSettingSchema>

/** @example z.parse(followNotificationSchema, { channelId: 'a1b2', enable: true }) */
export const followNotificationSchema = z.object({
  channelId: z.string(),
  nickname: str,
  profileUrl: str,
  enable: z.boolean(),
})
export type FollowNotification = z.output<typeof followNotificationSchema>

/** @example z.parse(followNotificationPageSchema, { list: [], totalCnt: 0 }) */
export const followNotificationPageSchema = z.object({
  list: z._default(z.array(followNotificationSchema), []),
  totalCnt: num,
  currentPage: num,
})
export type FollowNotificationPage = z.output<typeof followNotificationPageSchema>

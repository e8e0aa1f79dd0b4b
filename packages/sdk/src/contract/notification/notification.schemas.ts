import * as z from 'zod/mini'
import {
  optionalBoolean as bool,
  optionalNumber as num,
  optionalString as str,
} from '../core/fields'
import { countedPaging, listPageSchema } from '../core/listPage'

const nullableStr = z.optional(z.nullable(z.string()))

/**
 * The events that notify a member (shape chosen; the spec names none): a followed channel goes
 * live, someone replies to the member's comment, someone mentions the member's channel.
 *
 * @example NOTIFICATION_TYPES.includes('LIVE') // true
 */
export const NOTIFICATION_TYPES = ['LIVE', 'COMMENT_REPLY', 'MENTION', 'GIFT_SUB'] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

/**
 * The switches of `/setting/notifications`, one per kind of event (chosen: the spec shows the
 * call, not its kinds). Every kind is on until the member turns it off.
 *
 * @example NOTIFICATION_KINDS // ['live', 'reply', 'mention']
 */
export const NOTIFICATION_KINDS = ['live', 'reply', 'mention'] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** Records a page of the panel shows. */
export const NOTIFICATION_PAGE_SIZE = 20
/** Followed channels a page of the per-channel settings shows. */
export const FOLLOW_SETTING_PAGE_SIZE = 20

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
  profileUrl: nullableStr,
  linkUrl: str,
  isRead: bool,
  createDate: str,
})
export type NotificationRecord = z.output<typeof notificationRecordSchema>

/** @example z.parse(notificationRecordPageSchema, { recordList: [], hasNext: false }) */
export const notificationRecordPageSchema = listPageSchema('recordList', notificationRecordSchema, {
  totalCnt: num,
  hasNext: bool,
})
export type NotificationRecordPage = z.output<typeof notificationRecordPageSchema>

/**
 * Switches by kind of event: the GET answers every kind, a PATCH sends the ones it changes.
 *
 * @example z.parse(notificationSettingSchema, { live: true, reply: false })
 */
export const notificationSettingSchema = z.object({
  live: bool,
  reply: bool,
  mention: bool,
})
export type NotificationSetting = z.output<typeof notificationSettingSchema>

/** @example z.parse(followNotificationSchema, { channelId: 'a1b2', enable: true }) */
export const followNotificationSchema = z.object({
  channelId: z.string(),
  nickname: str,
  profileUrl: nullableStr,
  enable: z.boolean(),
})
export type FollowNotification = z.output<typeof followNotificationSchema>

/** @example z.parse(followNotificationPageSchema, { list: [], totalCnt: 0 }) */
export const followNotificationPageSchema = listPageSchema(
  'list',
  followNotificationSchema,
  countedPaging,
)
export type FollowNotificationPage = z.output<typeof followNotificationPageSchema>

import * as z from 'zod/mini'
import { endpoint } from '../../core/endpoint'
import { queryInteger } from '../../core/queryInteger'
import { unreadAnswer as done } from '../core/fields'
import {
  FOLLOW_SETTING_PAGE_SIZE,
  followNotificationPageSchema,
  NOTIFICATION_PAGE_SIZE,
  notificationBadgeSchema,
  notificationRecordPageSchema,
  notificationSettingSchema,
} from './notification.schemas'

// Query fields arrive as strings at the server: the contract converts them, on both sides.
const pageQuery = (size: number) =>
  z.object({
    page: z._default(queryInteger(), 1),
    limit: z._default(queryInteger(50), size),
  })
const toggle = z.object({
  channelId: z.string().check(z.minLength(1), z.maxLength(64)),
  enable: z.boolean(),
})

/** @example client.notification.getBadge() */
const getBadge = endpoint({
  method: 'GET',
  path: '/v2/notification/badge',
  answer: notificationBadgeSchema,
  auth: 'required',
  chosen: 'answer {hasNew, count}',
})

/** Clears the badge. @example client.notification.clearBadge() */
const clearBadge = endpoint({
  method: 'POST',
  path: '/v2/notification/badge',
  answer: done,
  auth: 'required',
})

/** @example client.notification.listRecords({ page: 1 }) */
const listRecords = endpoint({
  method: 'GET',
  path: '/v2/notification/record',
  query: pageQuery(NOTIFICATION_PAGE_SIZE),
  answer: notificationRecordPageSchema,
  auth: 'required',
  chosen: 'query {page, limit} (20 a page); answer {recordList, totalCnt, hasNext}, newest first',
})

/** Marks all read. @example client.notification.readAllRecords() */
const readAllRecords = endpoint({
  method: 'POST',
  path: '/v2/notification/record',
  answer: done,
  auth: 'required',
})

/** @example client.notification.readRecord(recordId) */
const readRecord = endpoint({
  method: 'POST',
  path: '/v2/notification/record/{recordId}',
  answer: done,
  auth: 'required',
})

/** @example client.notification.deleteRecord(recordId) */
const deleteRecord = endpoint({
  method: 'DELETE',
  path: '/v2/notification/record/{recordId}',
  answer: done,
  auth: 'required',
})

/** @example client.notification.getSettings() */
const getSettings = endpoint({
  method: 'GET',
  path: '/v2/notification/setting',
  answer: notificationSettingSchema,
  auth: 'required',
  chosen: 'answer {live, reply, mention}: on/off per kind of event',
})

/** @example client.notification.updateSettings({ live: false }) */
const updateSettings = endpoint({
  method: 'PATCH',
  path: '/v2/notification/setting',
  body: notificationSettingSchema,
  answer: done,
  auth: 'required',
  chosen: 'body: the changed switches',
})

/** Paged per-channel switches. @example client.notification.listFollowSettings({ page: 1 }) */
const listFollowSettings = endpoint({
  method: 'GET',
  path: '/v2/notification/follow/setting',
  query: pageQuery(FOLLOW_SETTING_PAGE_SIZE),
  answer: followNotificationPageSchema,
  auth: 'required',
  chosen: 'query {page, limit} (20 a page); answer {list, totalCnt, currentPage}',
})

/** Too many calls fail with API1002, as the v1 call. @example client.notification.updateFollowSettings({ channelId, enable: false }) */
const updateFollowSettings = endpoint({
  method: 'PATCH',
  path: '/v2/notification/follow/setting',
  body: toggle,
  answer: done,
  auth: 'required',
  chosen: 'body {channelId, enable}, as the v1 call',
})

/** Too many calls (by a member, over every channel) fail with API1002. @example client.notification.setFollowNotification({ channelId, enable: true }) */
const setFollowNotification = endpoint({
  method: 'PATCH',
  path: '/notification/follow/setting',
  body: toggle,
  answer: done,
  auth: 'required',
})

/** Notification calls. @example bindEndpoints(transport, { notification: notificationEndpoints }) */
export const notificationEndpoints = {
  getBadge,
  clearBadge,
  listRecords,
  readAllRecords,
  readRecord,
  deleteRecord,
  getSettings,
  updateSettings,
  listFollowSettings,
  updateFollowSettings,
  setFollowNotification,
}

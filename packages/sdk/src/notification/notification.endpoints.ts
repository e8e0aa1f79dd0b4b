import * as z from 'zod/mini'
import { endpoint } from '../core/endpoint'
import { queryNumber } from '../core/queryNumber'
import {
  followNotificationPageSchema,
  notificationBadgeSchema,
  notificationRecordPageSchema,
  notificationSettingSchema,
} from './notification.schemas'

// Query fields arrive as strings at the server: the contract converts them, on both sides.
const queryNum = z.optional(queryNumber())
const done = z.unknown()
const pageQuery = z.object({ page: queryNum, limit: queryNum })
const toggle = z.object({ channelId: z.string(), enable: z.boolean() })

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
  query: pageQuery,
  answer: notificationRecordPageSchema,
  auth: 'required',
  chosen: 'query {page, limit}; answer {recordList, totalCnt, hasNext}',
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
  chosen: 'answer a map of kind to on/off',
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
  query: pageQuery,
  answer: followNotificationPageSchema,
  auth: 'required',
  chosen: 'query {page, limit}; answer {list, totalCnt, currentPage}',
})

/** @example client.notification.updateFollowSettings({ channelId, enable: false }) */
const updateFollowSettings = endpoint({
  method: 'PATCH',
  path: '/v2/notification/follow/setting',
  body: toggle,
  answer: done,
  auth: 'required',
  chosen: 'body {channelId, enable}, as the v1 call',
})

/** Too many calls fail with API1002. @example client.notification.setFollowNotification({ channelId, enable: true }) */
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

import type { InfiniteData, MutationObserverOptions, QueryClient } from '@tanstack/query-core'
import type { notificationEndpoints } from '../contract/notification/notification.endpoints'
import {
  FOLLOW_SETTING_PAGE_SIZE,
  type FollowNotificationPage,
  NOTIFICATION_PAGE_SIZE,
  type NotificationBadge,
  type NotificationRecordPage,
  type NotificationSetting,
} from '../contract/notification/notification.schemas'
import type { ApiError } from '../core/apiError'
import { callQuery, pagedCallQuery } from '../core/callQuery'
import type { ClientPart } from '../core/client'
import { nextFlaggedPage } from '../core/paging'
import { withoutRecord, withRecordRead, withRecordsRead } from './notificationRules'

type Endpoints = typeof notificationEndpoints
/** The part of a bound client a query calls; a full client fits. */
type Needs<K extends keyof Endpoints> = ClientPart<'notification', Endpoints, K>

type RecordPages = InfiniteData<NotificationRecordPage, number>
type RecordId = number | string

/** How often the badge is read again while a page stays open (it also is on focus). */
export const BADGE_REFRESH_MS = 60_000

/**
 * Cache keys of the member's notifications.
 *
 * @example queryClient.invalidateQueries({ queryKey: notificationKeys.all })
 */
export const notificationKeys = {
  all: ['notification'] as const,
  badge: () => ['notification', 'badge'] as const,
  records: () => ['notification', 'records'] as const,
  settings: () => ['notification', 'settings'] as const,
  follows: () => ['notification', 'follows'] as const,
  followPage: (page: number) => ['notification', 'follows', page] as const,
}

/**
 * The unread badge, read again every minute while the page is open.
 *
 * @example const { count } = await queryClient.fetchQuery(notificationBadgeQuery(client))
 */
export function notificationBadgeQuery(client: Needs<'getBadge'>) {
  return callQuery(notificationKeys.badge(), (signal) => client.notification.getBadge({ signal }), {
    refetchInterval: BADGE_REFRESH_MS,
  })
}

/**
 * The member's notifications, newest first, 20 a page, more while `hasNext`.
 *
 * @example new InfiniteQueryObserver(queryClient, notificationRecordsQuery(client))
 */
export function notificationRecordsQuery(client: Needs<'listRecords'>) {
  return pagedCallQuery(
    notificationKeys.records(),
    (page, signal) =>
      client.notification.listRecords({ page, limit: NOTIFICATION_PAGE_SIZE }, { signal }),
    nextFlaggedPage,
  )
}

// The panel changes at once; a failure reads the list and the badge again from the server.
function optimistic<V>(
  queryClient: QueryClient,
  change: (pages: RecordPages, input: V) => RecordPages,
  badge?: (badge: NotificationBadge, input: V) => NotificationBadge,
) {
  return {
    onMutate: async (input: V) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.records() })
      queryClient.setQueryData<RecordPages>(notificationKeys.records(), (pages) =>
        pages ? change(pages, input) : pages,
      )
      if (badge) {
        queryClient.setQueryData<NotificationBadge>(notificationKeys.badge(), (current) =>
          current ? badge(current, input) : current,
        )
      }
    },
    onError: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.records() }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.badge() }),
      ]),
  }
}

/**
 * Marks every notification read (the panel's "mark all read"); the badge clears with it.
 *
 * @example new MutationObserver(queryClient, readAllNotificationsMutation(client, queryClient)).mutate()
 */
export function readAllNotificationsMutation(
  client: Needs<'readAllRecords'>,
  queryClient: QueryClient,
): MutationObserverOptions<unknown, ApiError, void> {
  return {
    mutationFn: () => client.notification.readAllRecords(),
    ...optimistic<void>(queryClient, withRecordsRead, () => ({ hasNew: false, count: 0 })),
  }
}

// A change of one record: at once in the panel, then the badge is read again, whatever came.
function recordMutation(
  queryClient: QueryClient,
  call: (recordId: RecordId) => Promise<unknown>,
  change: (pages: RecordPages, recordId: RecordId) => RecordPages,
): MutationObserverOptions<unknown, ApiError, RecordId> {
  return {
    mutationFn: call,
    ...optimistic(queryClient, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.badge() }),
  }
}

/**
 * Marks one notification read (opening it).
 *
 * @example new MutationObserver(queryClient, readNotificationMutation(client, queryClient)).mutate(12)
 */
export function readNotificationMutation(client: Needs<'readRecord'>, queryClient: QueryClient) {
  return recordMutation(
    queryClient,
    (recordId) => client.notification.readRecord(recordId),
    withRecordRead,
  )
}

/**
 * Deletes one notification.
 *
 * @example new MutationObserver(queryClient, deleteNotificationMutation(client, queryClient)).mutate(12)
 */
export function deleteNotificationMutation(
  client: Needs<'deleteRecord'>,
  queryClient: QueryClient,
) {
  return recordMutation(
    queryClient,
    (recordId) => client.notification.deleteRecord(recordId),
    withoutRecord,
  )
}

/**
 * Clears the badge (the panel was opened): the records stay unread until read.
 *
 * @example new MutationObserver(queryClient, clearBadgeMutation(client, queryClient)).mutate()
 */
export function clearBadgeMutation(
  client: Needs<'clearBadge'>,
  queryClient: QueryClient,
): MutationObserverOptions<unknown, ApiError, void> {
  return {
    mutationFn: () => client.notification.clearBadge(),
    onMutate: () => {
      queryClient.setQueryData<NotificationBadge>(notificationKeys.badge(), {
        hasNew: false,
        count: 0,
      })
    },
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.badge() }),
  }
}

/**
 * The member's switches by kind of event (`/setting/notifications`).
 *
 * @example const settings = await queryClient.fetchQuery(notificationSettingsQuery(client))
 */
export function notificationSettingsQuery(client: Needs<'getSettings'>) {
  return callQuery(notificationKeys.settings(), (signal) =>
    client.notification.getSettings({ signal }),
  )
}

/**
 * Turns kinds of events on or off; the switch moves at once and comes back if the server
 * refuses.
 *
 * @example mutate({ live: false })
 */
export function updateNotificationSettingsMutation(
  client: Needs<'updateSettings'>,
  queryClient: QueryClient,
): MutationObserverOptions<
  unknown,
  ApiError,
  NotificationSetting,
  NotificationSetting | undefined
> {
  const key = notificationKeys.settings()
  return {
    mutationFn: (changes) => client.notification.updateSettings(changes),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<NotificationSetting>(key)
      queryClient.setQueryData<NotificationSetting>(key, (current) => ({ ...current, ...changes }))
      return before
    },
    onError: (_error, _changes, before) => {
      if (before) queryClient.setQueryData(key, before)
    },
  }
}

/**
 * A page of the followed channels with their notification switch.
 *
 * @example const page = await queryClient.fetchQuery(followNotificationsQuery(client, 1))
 */
export function followNotificationsQuery(client: Needs<'listFollowSettings'>, page = 1) {
  return callQuery(notificationKeys.followPage(page), (signal) =>
    client.notification.listFollowSettings({ page, limit: FOLLOW_SETTING_PAGE_SIZE }, { signal }),
  )
}

/**
 * Turns one followed channel's notifications on or off. The switch moves at once and comes
 * back on a failure (API1002 when the member switches too often).
 *
 * @example mutate({ channelId: 'airwave', enable: false })
 */
export function followNotificationMutation(
  client: Needs<'updateFollowSettings'>,
  queryClient: QueryClient,
): MutationObserverOptions<unknown, ApiError, { channelId: string; enable: boolean }> {
  const flip = (channelId: string, enable: boolean) =>
    queryClient.setQueriesData<FollowNotificationPage>(
      { queryKey: notificationKeys.follows() },
      (page) =>
        page && {
          ...page,
          list: page.list.map((item) =>
            item.channelId === channelId ? { ...item, enable } : item,
          ),
        },
    )
  return {
    mutationFn: (input) => client.notification.updateFollowSettings(input),
    onMutate: async ({ channelId, enable }) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.follows() })
      flip(channelId, enable)
    },
    onError: (_error, { channelId, enable }) => {
      flip(channelId, !enable)
    },
  }
}

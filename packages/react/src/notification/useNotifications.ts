import type { ApiError } from '@airwave/sdk'
import {
  clearBadgeMutation,
  deleteNotificationMutation,
  type NotificationBadge,
  type NotificationRecordPage,
  notificationBadgeQuery,
  notificationRecordsQuery,
  readAllNotificationsMutation,
  readNotificationMutation,
} from '@airwave/sdk/notification'
import {
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseMutationResult,
  type UseQueryResult,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'

export interface Notifications {
  badge: UseQueryResult<NotificationBadge>
  records: UseInfiniteQueryResult<InfiniteData<NotificationRecordPage, number>>
  clearBadge: UseMutationResult<unknown, ApiError, void>
  readAll: UseMutationResult<unknown, ApiError, void>
  read: UseMutationResult<unknown, ApiError, number | string>
  remove: UseMutationResult<unknown, ApiError, number | string>
}

/**
 * The member's notifications: the badge (read every minute), the records (loaded when
 * `open`), and the calls of the panel, which change the list at once (the SDK's optimistic
 * updates) and read it again when the server refuses.
 *
 * @example const { badge, records, readAll } = useNotifications({ enabled: signedIn, open })
 */
export function useNotifications({ enabled = true, open = false } = {}): Notifications {
  const { queryClient } = useAirwave()
  const client = useCalls('useNotifications', 'notification')
  const badge = useQuery({ ...notificationBadgeQuery(client), enabled }, queryClient)
  const records = useInfiniteQuery(
    { ...notificationRecordsQuery(client), enabled: enabled && open },
    queryClient,
  )
  return {
    badge,
    records,
    clearBadge: useMutation(clearBadgeMutation(client, queryClient), queryClient),
    readAll: useMutation(readAllNotificationsMutation(client, queryClient), queryClient),
    read: useMutation(readNotificationMutation(client, queryClient), queryClient),
    remove: useMutation(deleteNotificationMutation(client, queryClient), queryClient),
  }
}

// @airwave/react/notification: the header's bell with its badge and panel, and the settings of
// `/setting/notifications`, over the SDK's notification queries. An entry of its own.

export {
  badgeLabel,
  type NotificationBadge,
  type NotificationRecord,
  notificationEndpoints,
} from '@airwave/sdk/notification'
export {
  NotificationBell,
  type NotificationBellProps,
  type NotificationPanelState,
} from './notification/NotificationBell'
export type { RenderNotificationLink } from './notification/NotificationLink'
export {
  NotificationSettings,
  type NotificationSettingsState,
} from './notification/NotificationSettings'
export { notificationStyles } from './notification/notification.styles'
export { type NotificationText, useNotificationText } from './notification/notificationText'
export { type Notifications, useNotifications } from './notification/useNotifications'

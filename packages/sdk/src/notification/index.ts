export { notificationEndpoints } from './notification.endpoints'
export {
  type FollowNotification,
  type FollowNotificationPage,
  followNotificationPageSchema,
  followNotificationSchema,
  type NotificationBadge,
  type NotificationRecord,
  type NotificationRecordPage,
  type NotificationSetting,
  notificationBadgeSchema,
  notificationRecordPageSchema,
  notificationRecordSchema,
  notificationSettingSchema,
} from './notification.schemas'

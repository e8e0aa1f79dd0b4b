import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { at, createdAt, jsonObject, serialId, updatedAt } from './columns'
import { channelRef, memberKey, memberRef, optionalChannelRef } from './refs'

/**
 * A member's notification (`recordId` is `id`): a followed channel went live, a reply to the
 * member's comment, a mention of the member's channel. `channelId` is the channel it is about
 * (who went live, replied or mentioned).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serialId(),
    memberId: memberRef(),
    type: text('type').notNull(),
    channelId: optionalChannelRef(),
    content: text('content').notNull(),
    linkUrl: text('link_url').notNull(),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_member').on(t.memberId, t.id)],
)

/**
 * A member's switches by kind of event (`{ live, reply, mention }`, absent is on) and the last
 * notification the badge showed them (the badge counts the newer ones).
 */
export const notificationPreferences = pgTable('notification_preferences', {
  memberId: memberKey(),
  settings: jsonObject('settings'),
  badgeSeenId: integer('badge_seen_id').notNull().default(0),
})

/** A followed channel whose notifications the member turned off or on (absent is on). */
export const followNotificationSettings = pgTable(
  'follow_notification_settings',
  {
    memberId: memberRef(),
    channelId: channelRef(),
    enabled: boolean('enabled').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.channelId] })],
)

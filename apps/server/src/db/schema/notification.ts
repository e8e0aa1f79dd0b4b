import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core'
import { channels, members } from './accounts'
import { at, createdAt } from './columns'
import { channelRef, memberRef } from './refs'

/**
 * A member's notification (`recordId` is `id`): a followed channel went live, a reply to the
 * member's comment, a mention of the member's channel. `channelId` is the channel it is about
 * (who went live, replied or mentioned).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    memberId: memberRef(),
    type: text('type').notNull(),
    channelId: integer('channel_id').references(() => channels.id, { onDelete: 'cascade' }),
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
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull().default({}),
  badgeSeenId: integer('badge_seen_id').notNull().default(0),
})

/** A followed channel whose notifications the member turned off or on (absent is on). */
export const followNotificationSettings = pgTable(
  'follow_notification_settings',
  {
    memberId: memberRef(),
    channelId: channelRef(),
    enabled: boolean('enabled').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.channelId] })],
)

import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, createdAt, flag, jsonObject, serialId, updatedAt } from './columns'
import { channelRef } from './refs'

// The streamers' OBS overlays: a widget per channel and kind with its secret key and settings,
// and the alerts sent to the channel's alert box.

/**
 * A channel's widget of one kind (`alertbox`, `chatbox`, `timer`, `poll`,
 * `challenge-mission`). `key` is the secret of its URL, 128 random bits in base64url; a new
 * key replaces it and bumps `keyVersion`, so overlays signed in with the old one are told
 * apart. `settings` is the kind's settings as saved (read through the contract's schema, so a
 * setting added later gets its default); `state` what the overlay resumes from: the alert
 * box's `{ paused }`, the timer's state.
 */
export const widgets = pgTable(
  'widgets',
  {
    id: serialId(),
    channelId: channelRef(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    keyVersion: integer('key_version').notNull().default(1),
    settings: jsonObject('settings'),
    state: jsonObject('state'),
    /** When an overlay of it last disconnected. */
    lastSeenAt: at('last_seen_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('widgets_channel_kind').on(t.channelId, t.kind),
    uniqueIndex('widgets_key').on(t.key),
  ],
)

/**
 * The alerts sent to a channel's alert box, in `seq` order: an overlay back from a cut asks
 * for those after the last it has. Kept for a while only (see `ALERT_KEPT_MS`).
 */
export const widgetAlerts = pgTable(
  'widget_alerts',
  {
    seq: serialId('seq'),
    channelId: channelRef(),
    /** The contract's alert input (type, nickname, message and the type's amounts). */
    payload: jsonb('payload').notNull(),
    test: flag('test'),
    createdAt: createdAt(),
  },
  (t) => [index('widget_alerts_channel_seq').on(t.channelId, t.seq)],
)

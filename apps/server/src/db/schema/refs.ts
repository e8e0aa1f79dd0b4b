import { integer } from 'drizzle-orm/pg-core'
import { channels, members } from './accounts'

// A row that belongs to a member or a channel goes with it: every reference cascades.

/** A member the row belongs to. @example memberId: memberRef() */
export const memberRef = (name = 'member_id') =>
  integer(name)
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' })

/** A channel the row belongs to. @example channelId: channelRef() */
export const channelRef = (name = 'channel_id') =>
  integer(name)
    .notNull()
    .references(() => channels.id, { onDelete: 'cascade' })

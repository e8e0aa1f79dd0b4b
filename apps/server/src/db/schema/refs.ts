import { integer } from 'drizzle-orm/pg-core'
import { channels, members } from './accounts'
import { belongsTo } from './columns'

// A row that belongs to a member or a channel goes with it: every reference cascades.

/** A member the row belongs to. @example memberId: memberRef() */
export const memberRef = (name = 'member_id') => belongsTo(name, () => members.id)

/** A channel the row belongs to. @example channelId: channelRef() */
export const channelRef = (name = 'channel_id') => belongsTo(name, () => channels.id)

/** A member the row may name, gone with them. @example memberId: optionalMemberRef() */
export const optionalMemberRef = (name = 'member_id') =>
  integer(name).references(() => members.id, { onDelete: 'cascade' })

/** A channel the row may name, gone with it. @example channelId: optionalChannelRef() */
export const optionalChannelRef = (name = 'channel_id') =>
  integer(name).references(() => channels.id, { onDelete: 'cascade' })

/** The key of a table of one row per member (their settings). @example memberId: memberKey() */
export const memberKey = () =>
  integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' })

/** The key of a table of one row per channel (its settings). @example channelId: channelKey() */
export const channelKey = () =>
  integer('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' })

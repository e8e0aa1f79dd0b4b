import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { members } from './accounts'

/**
 * A member's recent searches, the server's side of the search history: one row per member and
 * term (searching it again moves it up), the newest kept (see `search/recentSearches.ts`).
 */
export const searchRecents = pgTable(
  'search_recents',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    search: text('search').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.search] }),
    index('search_recents_latest').on(t.memberId, t.searchedAt),
  ],
)

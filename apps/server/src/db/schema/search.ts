import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { at } from './columns'
import { memberRef } from './refs'

/**
 * A member's recent searches, the server's side of the search history: one row per member and
 * term (searching it again moves it up), the newest kept (see `search/recentSearches.ts`).
 */
export const searchRecents = pgTable(
  'search_recents',
  {
    memberId: memberRef(),
    search: text('search').notNull(),
    searchedAt: at('searched_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.search] }),
    index('search_recents_latest').on(t.memberId, t.searchedAt),
  ],
)

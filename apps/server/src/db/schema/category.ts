import { sql } from 'drizzle-orm'
import { integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { belongsTo, createdAt, textList } from './columns'
import { memberRef } from './refs'

/**
 * The platform's categories, for streams and videos. Seeded by the migration that made the
 * table (`idx` is the public id the contract sends as `categoryIdx`); `pathName` names the
 * category's page, `/category/{pathName}`. `restrictedIn` lists the regions (NA, TH, GC) where
 * viewers may not watch it (CHA43005).
 */
export const categories = pgTable(
  'categories',
  {
    idx: integer('idx').primaryKey(),
    name: text('name').notNull(),
    pathName: text('path_name').notNull(),
    restrictedIn: textList('restricted_in'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_path_name').on(sql`lower(${t.pathName})`)],
)

/** Categories a member follows (`/following/category`). */
export const categoryFollows = pgTable(
  'category_follows',
  {
    memberId: memberRef(),
    categoryIdx: belongsTo('category_idx', () => categories.idx),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.categoryIdx] })],
)

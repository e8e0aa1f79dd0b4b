import type { Category } from '@airwave/sdk/contract'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { categories, categoryFollows } from '../../db/schema'
import { notFound } from '../../http/httpError'

// The platform's categories, seeded by migration 0009 (the list streams used before, with
// their region restrictions: Casino is not shown in Thailand and Greater China, as gambling
// content is restricted there). They change only with a migration.

/** What a card shows of a category (viewing.md section 3: `categoryInfo`). */
export interface CategoryInfo {
  idx: number
  name: string
  pathName: string
}

const infoColumns = { idx: categories.idx, name: categories.name, pathName: categories.pathName }

/**
 * Every category, in the platform's order.
 *
 * @example const list = await listCategories(db)
 */
export function listCategories(db: Db): Promise<CategoryInfo[]> {
  return db
    .select(infoColumns)
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.idx))
}

/**
 * The category with this index, if the server has one.
 *
 * @example (await categoryByIdx(db, 5))?.name // 'Casino'
 */
export async function categoryByIdx(
  db: Db,
  idx: number | null | undefined,
): Promise<CategoryInfo | undefined> {
  if (idx === null || idx === undefined) return undefined
  const [row] = await db.select(infoColumns).from(categories).where(eq(categories.idx, idx))
  return row
}

/**
 * A category named by its `pathName` (any case) or its `idx`; 404 for none.
 *
 * @example const games = await findCategory(db, 'games')
 */
export async function findCategory(db: Db, key: string): Promise<CategoryInfo> {
  const byIdx = /^[1-9]\d{0,8}$/.test(key) ? Number(key) : undefined
  const [row] = await db
    .select(infoColumns)
    .from(categories)
    .where(
      byIdx === undefined
        ? eq(sql`lower(${categories.pathName})`, key.toLowerCase())
        : eq(categories.idx, byIdx),
    )
  if (!row) throw notFound('No category has this name')
  return row
}

/**
 * Whether a viewer in `region` (the client's `x-region-code`) may not watch content of the
 * category. A viewer whose region is unknown is not restricted.
 *
 * @example await isRestrictedIn(db, 5, 'TH') // true
 */
export async function isRestrictedIn(
  db: Db,
  categoryIdx: number | null | undefined,
  region: string | undefined,
): Promise<boolean> {
  if (!region || categoryIdx === null || categoryIdx === undefined) return false
  const [row] = await db
    .select({ restricted: sql<boolean>`${region.toUpperCase()} = any(${categories.restrictedIn})` })
    .from(categories)
    .where(eq(categories.idx, categoryIdx))
  return row?.restricted ?? false
}

/**
 * The categories a member follows, in the platform's order.
 *
 * @example const followed = await followedCategories(db, member.id)
 */
export async function followedCategories(db: Db, memberId: number): Promise<Category[]> {
  const rows = await db
    .select(infoColumns)
    .from(categoryFollows)
    .innerJoin(categories, eq(categories.idx, categoryFollows.categoryIdx))
    .where(eq(categoryFollows.memberId, memberId))
    .orderBy(asc(categories.sortOrder), asc(categories.idx))
  return rows.map((row) => ({ ...row, isFollow: true }))
}

/**
 * Follows (or unfollows) a category; doing it twice changes nothing. 404 for no category.
 *
 * @example await setCategoryFollow(db, member.id, 2, true)
 */
export async function setCategoryFollow(
  db: Db,
  memberId: number,
  categoryIdx: number,
  follow: boolean,
): Promise<void> {
  if (!(await categoryByIdx(db, categoryIdx))) throw notFound('No category has this index')
  if (follow) {
    await db.insert(categoryFollows).values({ memberId, categoryIdx }).onConflictDoNothing()
  } else {
    await db
      .delete(categoryFollows)
      .where(
        and(eq(categoryFollows.memberId, memberId), eq(categoryFollows.categoryIdx, categoryIdx)),
      )
  }
}

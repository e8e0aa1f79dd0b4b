import { SEARCH_HISTORY } from '@airwave/sdk/contract'
import { and, desc, eq, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { searchRecents } from '../db/schema'
import { searchTerm } from './searchRank'

// A member's recent searches on the server (the client keeps its own local history too): one
// row per term, the newest first, at most SEARCH_HISTORY.kept (30).

/**
 * The member's recent searches, newest first.
 *
 * @example await listRecent(db, me.id) // [{ search: 'fps' }, ...]
 */
export async function listRecent(db: Db, memberId: number) {
  return db
    .select({ search: searchRecents.search })
    .from(searchRecents)
    .where(eq(searchRecents.memberId, memberId))
    .orderBy(desc(searchRecents.searchedAt), desc(searchRecents.search))
    .limit(SEARCH_HISTORY.kept)
}

/**
 * Records a search as the member's newest (again if it was there: it moves up), as typed but
 * trimmed, and forgets those past the 30 newest. A blank term records nothing.
 *
 * @example await addRecent(db, me.id, 'fps')
 */
export async function addRecent(db: Db, memberId: number, raw: string): Promise<void> {
  if (!searchTerm(raw)) return
  const search = raw.trim()
  await db.transaction(async (tx) => {
    await tx
      .insert(searchRecents)
      .values({ memberId, search })
      .onConflictDoUpdate({
        target: [searchRecents.memberId, searchRecents.search],
        set: { searchedAt: sql`now()` },
      })
    const kept = tx
      .select({ search: searchRecents.search })
      .from(searchRecents)
      .where(eq(searchRecents.memberId, memberId))
      .orderBy(desc(searchRecents.searchedAt), desc(searchRecents.search))
      .limit(SEARCH_HISTORY.kept)
    await tx
      .delete(searchRecents)
      .where(and(eq(searchRecents.memberId, memberId), notInArray(searchRecents.search, kept)))
  })
}

/**
 * Forgets one recent search (as listed), or all of them without one.
 *
 * @example await deleteRecent(db, me.id, 'fps'); await deleteRecent(db, me.id, undefined)
 */
export async function deleteRecent(db: Db, memberId: number, search: string | undefined) {
  await db
    .delete(searchRecents)
    .where(
      and(
        eq(searchRecents.memberId, memberId),
        search === undefined ? undefined : eq(searchRecents.search, search.trim()),
      ),
    )
}

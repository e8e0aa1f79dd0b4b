import * as z from 'zod/mini'
import { localSearchHistorySchema, SEARCH_HISTORY } from '../contract/search/search.schemas'

/** Where the local history is kept: `localStorage` in a browser, anything alike elsewhere. */
export type HistoryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The storage key of the local history. */
export const SEARCH_HISTORY_KEY = 'airwave.searchHistory'

const clean = (term: string) => term.trim()

/**
 * The terms kept locally, newest first: none when the record is missing, unreadable or older
 * than 14 days (chosen: `createdDate` is renewed on each search, so the history expires 14 days
 * after the last one).
 *
 * @example readSearchHistory(localStorage, Date.now()) // ['fps', 'kim']
 */
export function readSearchHistory(storage: HistoryStorage | undefined, now: number): string[] {
  const raw = storage?.getItem(SEARCH_HISTORY_KEY)
  if (!raw) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return []
  }
  const record = z.safeParse(localSearchHistorySchema, parsed)
  if (!record.success || now - record.data.createdDate > SEARCH_HISTORY.ttlMs) {
    storage?.removeItem(SEARCH_HISTORY_KEY)
    return []
  }
  return record.data.searchTerms.slice(0, SEARCH_HISTORY.kept)
}

/**
 * The history with `term` first (moved up if it was there), at most 30 kept.
 *
 * @example addTerm(['a', 'b'], 'b') // ['b', 'a']
 */
export function addTerm(terms: readonly string[], term: string): string[] {
  const t = clean(term)
  if (!t) return [...terms]
  return [t, ...terms.filter((x) => x !== t)].slice(0, SEARCH_HISTORY.kept)
}

/**
 * Writes the terms with a renewed date (none: the record is removed).
 *
 * @example writeSearchHistory(localStorage, ['fps'], Date.now())
 */
export function writeSearchHistory(
  storage: HistoryStorage | undefined,
  terms: readonly string[],
  now: number,
): void {
  if (!storage) return
  if (terms.length === 0) {
    storage.removeItem(SEARCH_HISTORY_KEY)
    return
  }
  const record = { searchTerms: terms.slice(0, SEARCH_HISTORY.kept), createdDate: now }
  try {
    storage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(record))
  } catch {
    // A full or refused storage only costs the history.
  }
}

/**
 * A member's history: the server's recent list first, then the local terms it lacks, at most
 * 30. A guest's is the local one.
 *
 * @example mergeHistory(['b'], ['a', 'b']) // ['b', 'a']
 */
export function mergeHistory(server: readonly string[], local: readonly string[]): string[] {
  const seen = new Set<string>()
  const merged: string[] = []
  for (const term of [...server, ...local]) {
    const t = clean(term)
    if (t && !seen.has(t)) {
      seen.add(t)
      merged.push(t)
    }
  }
  return merged.slice(0, SEARCH_HISTORY.kept)
}

/**
 * One loaded page of a list (comments, replies, posts), under one shape whatever the server
 * calls its fields, so one set of cache updates serves every list.
 */
export interface Paged<T> {
  page: number
  /** The list's total as the server answered with this page. */
  total: number
  items: T[]
}

/**
 * Every loaded item, in page order.
 *
 * @example
 * allItems([{ page: 1, total: 3, items: [a, b] }, { page: 2, total: 3, items: [c] }]) // [a, b, c]
 */
export function allItems<T>(pages: readonly Paged<T>[]): T[] {
  return pages.flatMap((p) => p.items)
}

/**
 * The first loaded item that `match` accepts.
 *
 * @example
 * findItem(pages, (c) => c.commentIdx === 42)
 */
export function findItem<T>(pages: readonly Paged<T>[], match: (item: T) => boolean) {
  for (const page of pages) {
    const item = page.items.find(match)
    if (item) return item
  }
  return undefined
}

/**
 * The pages with every item that `match` accepts replaced by `update(item)`.
 *
 * @example
 * mapItems(pages, (c) => c.channelId === 'troll', (c) => ({ ...c, isBlockedChannel: true }))
 */
export function mapItems<T>(
  pages: readonly Paged<T>[],
  match: (item: T) => boolean,
  update: (item: T) => T,
): Paged<T>[] {
  return pages.map((p) =>
    p.items.some(match) ? { ...p, items: p.items.map((i) => (match(i) ? update(i) : i)) } : p,
  )
}

/**
 * The pages without the items that `match` accepts.
 *
 * @example
 * removeItems(pages, (c) => c.commentIdx === 42)
 */
export function removeItems<T>(pages: readonly Paged<T>[], match: (item: T) => boolean) {
  return pages.map((p) =>
    p.items.some(match) ? { ...p, items: p.items.filter((i) => !match(i)) } : p,
  )
}

/**
 * The pages with `item` at the front of the first page, or just after its first item when
 * `keepFirst` accepts that item (a pinned comment stays on top). With no page loaded, a first
 * page holding only `item`.
 *
 * @example
 * prependItem(pages, newComment, (first) => first.isFixed === true)
 */
export function prependItem<T>(
  pages: readonly Paged<T>[],
  item: T,
  keepFirst: (first: T) => boolean = () => false,
): Paged<T>[] {
  const [first, ...rest] = pages
  if (!first) return [{ page: 1, total: 1, items: [item] }]
  const [head, ...tail] = first.items
  const items =
    head !== undefined && keepFirst(head) ? [head, item, ...tail] : [item, ...first.items]
  return [{ ...first, items }, ...rest]
}

/**
 * The pages followed by `page`, without the items already loaded: an item added here since
 * the last fetch shifts the server's pages by one, so the next page repeats the last item.
 *
 * @example
 * appendPage(pages, nextPage, (c) => c.commentIdx)
 */
export function appendPage<T>(
  pages: readonly Paged<T>[],
  page: Paged<T>,
  key: (item: T) => unknown,
): Paged<T>[] {
  const seen = new Set(allItems(pages).map(key))
  return [...pages, { ...page, items: page.items.filter((i) => !seen.has(key(i))) }]
}

/**
 * The page to load after the last loaded one, by the list's paging rule; 1 when none is loaded.
 *
 * @example
 * nextPageOf(pages, nextCommentPage) // 3, or undefined at the end
 */
export function nextPageOf<T>(
  pages: readonly Paged<T>[],
  next: (page: number, total: number) => number | undefined,
): number | undefined {
  const last = pages.at(-1)
  return last ? next(last.page, last.total) : 1
}

import * as z from 'zod/mini'
import { queryInteger } from '../../core/queryInteger'
import { ITEM_PAGE_SIZE } from './gem.schemas'

// The wallet's and the earnings' paged lists (purchases, gem history, supporters) page and
// filter alike, so their query and their answer are written here once.

/** A day as `YYYY-MM-DD` (UTC), inclusive at both ends of a range. @example { startDate: '2026-01-01' } */
export const utcDay = z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)))

/**
 * The query of a dated page: `page` from 1, `limit` 1 to 100 ({@link ITEM_PAGE_SIZE} by
 * default), and the range of UTC days (`startDate`, `endDate`), both ends optional.
 *
 * @example z.object({ ...datedPageQuery, kind: z.optional(z.enum(GEM_HISTORY_KINDS)) })
 */
export const datedPageQuery = {
  page: z._default(queryInteger(100_000), 1),
  limit: z._default(queryInteger(100), ITEM_PAGE_SIZE),
  startDate: utcDay,
  endDate: utcDay,
}

/**
 * A dated page's answer: the items, their total, and the page and limit it was read with.
 *
 * @example answer: datedPageSchema(gemPurchaseSchema)
 */
export function datedPageSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.object({ list: z.array(item), totalCnt: z.int(), page: z.int(), limit: z.int() })
}

import * as z from 'zod/mini'
import { optionalBoolean, optionalNumber } from './fields'

/**
 * The paging fields of the numbered lists (live streams, videos): the page answered, how many
 * items and pages there are, and whether another page follows. All optional on the wire.
 *
 * @example listPageSchema('streamList', streamInfoSchema, numberedPaging)
 */
export const numberedPaging = {
  currentPage: optionalNumber,
  totalCount: optionalNumber,
  hasNext: optionalBoolean,
  totalPages: optionalNumber,
}

/**
 * The paging fields of the lists that count with `totalCnt` (polls, the per-channel
 * notification switches): the total and the page answered, both optional on the wire.
 *
 * @example listPageSchema('pollList', pollSchema, countedPaging)
 */
export const countedPaging = { totalCnt: optionalNumber, currentPage: optionalNumber }

/**
 * A page of a list as a call answers it: the items under the list's own key (an absent list
 * reads as empty), then the paging fields that call sends. Each list keeps the key and the
 * paging fields its call was given, so the builder takes both.
 *
 * @example
 * const pollPageSchema = listPageSchema('pollList', pollSchema, { totalCnt: num, currentPage: num })
 * z.parse(pollPageSchema, { totalCnt: 0 }) // { pollList: [], totalCnt: 0 }
 */
export function listPageSchema<
  const Key extends string,
  Item extends z.ZodMiniType,
  Paging extends z.core.$ZodLooseShape,
>(key: Key, item: Item, paging: Paging) {
  const list = { [key]: z._default(z.array(item), []) } as {
    [K in Key]: z.ZodMiniDefault<z.ZodMiniArray<Item>>
  }
  return z.object({ ...list, ...paging })
}

/**
 * A page of a comment thread (a post's or a video's comments, a comment's replies): the page
 * number, the thread's total, then the items under the key the call names. Both counts are
 * always sent: the next-page rule reads them.
 *
 * @example
 * const videoReplyPageSchema = threadPageSchema('vodReplyList', videoReplySchema)
 * z.parse(videoReplyPageSchema, { currentPage: 1, totalCnt: 0, vodReplyList: [] })
 */
export function threadPageSchema<const Key extends string, Item extends z.ZodMiniType>(
  key: Key,
  item: Item,
) {
  const list = { [key]: z.array(item) } as { [K in Key]: z.ZodMiniArray<Item> }
  return z.object({ currentPage: z.number(), totalCnt: z.number(), ...list })
}

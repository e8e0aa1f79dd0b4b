import type { GiftRecord, PaymentStatus } from '@airwave/sdk/contract'
import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { handleIs } from '../../channel/channelHandle'
import type { Db } from '../../db/database'
import { channels, itemOrders, subscriptionGifts, subscriptions } from '../../db/schema'
import type { DayRange } from '../../item/dayRange'
import { decimalPrice } from '../../item/payPolicy'
import { within } from '../../item/walletQueries'

// The gift pages of the wallet: the gifts a member received (`/wallet/giftsub-history`), gave
// (`/wallet/giftsub-purchase`) and the free ones received (`/wallet/free-giftsub-history`),
// newest first, in a channel and a range of days.

interface GiftPageQuery {
  page: number
  limit: number
  channelId?: string | undefined
}

type Which = 'received' | 'given' | 'free'

const giverChannels = alias(channels, 'giver_channels')

/** The gifts of a page, as the wallet reads them. */
function whereOf(memberId: number, which: Which, query: GiftPageQuery, range: DayRange): SQL {
  const received = sql`exists (select 1 from ${subscriptions} where ${subscriptions.giftId} = ${subscriptionGifts.id} and ${subscriptions.subscriberMemberId} = ${memberId})`
  const conditions: (SQL | undefined)[] = [
    which === 'given' ? eq(subscriptionGifts.giverMemberId, memberId) : received,
    which === 'free' ? eq(subscriptionGifts.type, 'free') : ne(subscriptionGifts.type, 'free'),
    ...within(subscriptionGifts.createdAt, range),
    query.channelId
      ? inArray(
          subscriptionGifts.channelId,
          sql`(select ${channels.id} from ${channels} where ${handleIs(query.channelId)})`,
        )
      : undefined,
  ]
  return and(...conditions) as SQL
}

/** Who a page's gifts went to: the delivered subscriptions, else the names a pending one holds. */
async function receiversOf(db: Db, gifts: { id: number; receiverHandles: string[] }[]) {
  const ids = gifts.map((gift) => gift.id)
  const delivered = ids.length
    ? await db
        .select({
          giftId: subscriptions.giftId,
          channelId: channels.handle,
          nickname: channels.nickname,
        })
        .from(subscriptions)
        .innerJoin(channels, eq(channels.id, subscriptions.subscriberChannelId))
        .where(inArray(subscriptions.giftId, ids))
        .orderBy(subscriptions.id)
    : []
  const named = [
    ...new Set(gifts.flatMap((gift) => gift.receiverHandles.map((h) => h.toLowerCase()))),
  ]
  const pending = named.length
    ? await db
        .select({ channelId: channels.handle, nickname: channels.nickname })
        .from(channels)
        .where(inArray(sql`lower(${channels.handle})`, named))
    : []
  const byHandle = new Map(pending.map((row) => [row.channelId.toLowerCase(), row]))
  return (gift: { id: number; receiverHandles: string[] }) => {
    const got = delivered
      .filter((row) => row.giftId === gift.id)
      .map(({ channelId, nickname }) => ({ channelId, nickname }))
    if (got.length > 0) return got
    return gift.receiverHandles.flatMap((handle) => {
      const row = byHandle.get(handle.toLowerCase())
      return row ? [row] : []
    })
  }
}

/**
 * A page of the member's gifts: `received` (not free), `given` or `free` (received).
 *
 * @example await giftPage(db, me.id, 'received', { page: 1, limit: 20 }, range)
 */
export async function giftPage(
  db: Db,
  memberId: number,
  which: Which,
  query: GiftPageQuery,
  range: DayRange,
) {
  const where = whereOf(memberId, which, query, range)
  const [rows, total] = await Promise.all([
    db
      .select({
        gift: subscriptionGifts,
        channelId: channels.handle,
        nickname: channels.nickname,
        giverId: giverChannels.handle,
        giverNickname: giverChannels.nickname,
        orderStatus: itemOrders.status,
      })
      .from(subscriptionGifts)
      .innerJoin(channels, eq(channels.id, subscriptionGifts.channelId))
      .leftJoin(giverChannels, eq(giverChannels.id, subscriptionGifts.giverChannelId))
      .leftJoin(itemOrders, eq(itemOrders.orderNo, subscriptionGifts.orderNo))
      .where(where)
      .orderBy(desc(subscriptionGifts.createdAt), desc(subscriptionGifts.id))
      .offset((query.page - 1) * query.limit)
      .limit(query.limit),
    db.select({ n: count() }).from(subscriptionGifts).where(where),
  ])
  const receivers = await receiversOf(
    db,
    rows.map((row) => row.gift),
  )
  const list: GiftRecord[] = rows.map(({ gift, ...row }) => ({
    giftIdx: gift.id,
    type: gift.type as GiftRecord['type'],
    channel: { channelId: row.channelId, nickname: row.nickname },
    from:
      which !== 'given' && row.giverId && row.giverNickname
        ? { channelId: row.giverId, nickname: row.giverNickname }
        : null,
    voucherCount: gift.voucherCount,
    receivers: receivers(gift),
    paidWith: gift.paidWith as GiftRecord['paidWith'],
    // Until delivered, a checkout's gift is as its order (declined, cancelled, expired).
    status: (gift.status === 'SUCCESS'
      ? gift.status
      : (row.orderStatus ?? gift.status)) as PaymentStatus,
    price: gift.priceMinor === null ? null : decimalPrice(gift.priceMinor),
    currency: gift.currency,
    gem: gift.gem,
    createDate: gift.createdAt.toISOString(),
  }))
  return { list, totalCnt: total[0]?.n ?? 0, page: query.page, limit: query.limit }
}

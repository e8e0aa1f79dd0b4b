import { SUBSCRIPTION_ERRORS } from '@airwave/sdk/contract'
import { and, eq } from 'drizzle-orm'
import { now } from '../clock'
import type { Db } from '../db/database'
import { subscriptions } from '../db/schema'
import { type AuthMember, requireChannel } from '../http/auth'
import { conflict } from '../http/httpError'
import { type GatedChannel, itemGate } from '../item/itemGate'
import { benefitsOnSql } from './activeSubscription'

/**
 * The channel `handle` if the member may subscribe to it: the item gate's refusals (ITE10009,
 * ITE10003, ITE10000, ITE10001, ITE10005, with a channel required first), then 409 ITE20011
 * when the member's acting channel subscribes to it already (a gift's or a cancelled one's
 * period included).
 *
 * @example const channel = await subscribeGate(db, 'airwave', member)
 */
export async function subscribeGate(
  db: Db,
  handle: string,
  member: AuthMember,
): Promise<GatedChannel> {
  const me = requireChannel(member)
  const channel = await itemGate(db, handle, member)
  const [live] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.channelId, channel.idx),
        eq(subscriptions.subscriberChannelId, me.idx),
        benefitsOnSql(now()),
      ),
    )
  if (live) {
    throw conflict('You subscribe to this channel already', SUBSCRIPTION_ERRORS.alreadySubscribed)
  }
  return channel
}

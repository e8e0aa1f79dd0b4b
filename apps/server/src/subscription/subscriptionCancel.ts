import { ITEM_ERRORS, SUBSCRIPTION_ERRORS, type Subscription } from '@airwave/sdk/contract'
import { and, eq } from 'drizzle-orm'
import { targetChannel } from '../channel/channelRelations'
import { now } from '../clock'
import type { Db } from '../db/database'
import { subscriptions } from '../db/schema'
import { type AuthMember, requireChannel } from '../http/auth'
import { conflict, HttpError } from '../http/httpError'
import type { PaymentProvider } from '../item/providers/paymentProvider'
import { memberSubscription } from './subscriptionQueries'

const notCancellable = () =>
  conflict(
    'No renewing monthly subscription to this channel: nothing to cancel',
    SUBSCRIPTION_ERRORS.notCancellable,
  )

/**
 * Stops the renewal of the member's regular subscription to `handle`: the provider is told
 * first (no renewal is charged after this answer), then the subscription turns CANCELLED with
 * its benefits until `periodEnd`, when the provider's end event closes it. 409 ITE20017 when
 * there is no renewing regular one (a gift, a cancelled or ended one); 503 ITE20005 when its
 * provider is not this server's.
 *
 * @example const sub = await cancelRegularSubscription(db, provider, member, 'airwave')
 */
export async function cancelRegularSubscription(
  db: Db,
  provider: PaymentProvider | undefined,
  member: AuthMember,
  handle: string,
): Promise<Subscription> {
  const me = requireChannel(member)
  const channel = await targetChannel(db, handle)
  const [sub] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.channelId, channel.id),
        eq(subscriptions.subscriberChannelId, me.idx),
        eq(subscriptions.kind, 'regular'),
        eq(subscriptions.status, 'ACTIVE'),
        eq(subscriptions.renews, true),
      ),
    )
  if (!sub || (sub.periodEnd && sub.periodEnd <= now())) throw notCancellable()
  if (!sub.providerRef || !provider || provider.name !== sub.provider) {
    throw new HttpError(
      503,
      ITEM_ERRORS.paymentsUnavailable,
      'This subscription is renewed by another payment provider: it cannot be cancelled here now',
    )
  }
  await provider.cancelSubscription(sub.providerRef)
  await db
    .update(subscriptions)
    .set({ status: 'CANCELLED', renews: false, updatedAt: now() })
    .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.status, 'ACTIVE')))
  return memberSubscription(db, member.id, sub.id)
}

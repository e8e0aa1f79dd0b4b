import { MONETIZE_TERMS_VERSION } from '@airwave/sdk/contract'
import { channelMonetization, signatureGems } from '../db/schema'
import type { SeedContext } from '../seed'
import { seedRegularSubscriber } from '../subscription/subscription.seed'

/**
 * The demo channel `airwave` is signed up for monetization, with one signature gem, so its page
 * takes cheers and subscriptions at once; the demo viewers' own channels are not. Nobody gets
 * free gems: the demo viewers buy theirs through the local checkout, as a newcomer would.
 * `viewer2` subscribes to `airwave` monthly (3 months, renewed by the local provider's job) and
 * `viewer3` cancelled theirs, still in its period.
 */
export async function seedItems(context: SeedContext): Promise<void> {
  const airwave = context.accounts.get('airwave')
  const viewer2 = context.accounts.get('viewer2')
  const viewer3 = context.accounts.get('viewer3')
  if (!airwave || !viewer2 || !viewer3) throw new Error('The item seed needs the demo accounts')
  await context.db.insert(channelMonetization).values({
    channelId: airwave.channelIdx,
    termsVersion: MONETIZE_TERMS_VERSION,
    agreedByMemberId: airwave.memberId,
  })
  await context.db
    .insert(signatureGems)
    .values({ channelId: airwave.channelIdx, gem: 777, title: 'Lucky sevens' })
  await seedRegularSubscriber(context.db, airwave, {
    viewer: viewer2,
    months: 3,
    daysIn: 10,
    cancelled: false,
  })
  await seedRegularSubscriber(context.db, airwave, {
    viewer: viewer3,
    months: 1,
    daysIn: 5,
    cancelled: true,
  })
}

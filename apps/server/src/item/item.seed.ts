import { MONETIZE_TERMS_VERSION } from '@airwave/sdk/contract'
import { channelMonetization, signatureGems } from '../db/schema'
import type { SeedContext } from '../seed'

/**
 * The demo channel `airwave` is signed up for monetization, with one signature gem, so its page
 * takes cheers at once. Nobody gets free gems: the demo viewers buy theirs through the local
 * checkout, as a newcomer would.
 */
export async function seedItems(context: SeedContext): Promise<void> {
  const airwave = context.accounts.get('airwave')
  if (!airwave) throw new Error('The item seed needs the demo accounts')
  await context.db.insert(channelMonetization).values({
    channelId: airwave.channelIdx,
    termsVersion: MONETIZE_TERMS_VERSION,
    agreedByMemberId: airwave.memberId,
  })
  await context.db
    .insert(signatureGems)
    .values({ channelId: airwave.channelIdx, gem: 777, title: 'Lucky sevens' })
}

import { channelManagers } from '../db/schema'
import type { SeedContext } from '../seed'
import { insertSubscription } from '../subscription/activeSubscription'

/** Demo chat roles on `airwave`: `viewer1` manages it, `viewer2` subscribes to it. */
export async function seedChat(context: SeedContext): Promise<void> {
  const { db, accounts } = context
  const airwave = accounts.get('airwave')
  const viewer1 = accounts.get('viewer1')
  const viewer2 = accounts.get('viewer2')
  if (!airwave || !viewer1 || !viewer2) throw new Error('The chat seed needs the demo accounts')
  await db
    .insert(channelManagers)
    .values({ channelId: airwave.channelIdx, managerChannelId: viewer1.channelIdx })
  await insertSubscription(db, {
    channelIdx: airwave.channelIdx,
    subscriberChannelIdx: viewer2.channelIdx,
    subscriberMemberId: viewer2.memberId,
  })
}

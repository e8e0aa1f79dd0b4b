import { channelManagers } from '../db/schema'
import type { SeedContext } from '../seed'

/**
 * Demo chat roles on `airwave`: `viewer1` manages it (`viewer2` subscribes to it: the item
 * seed's regular subscription).
 */
export async function seedChat(context: SeedContext): Promise<void> {
  const { db, accounts } = context
  const airwave = accounts.get('airwave')
  const viewer1 = accounts.get('viewer1')
  if (!airwave || !viewer1) throw new Error('The chat seed needs the demo accounts')
  await db
    .insert(channelManagers)
    .values({ channelId: airwave.channelIdx, managerChannelId: viewer1.channelIdx })
}

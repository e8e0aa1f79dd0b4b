import { eq } from 'drizzle-orm'
import { generatedAvatarUrl } from '../channel/avatar'
import { categoryFollows, channelFollows, channels, liveStreamSettings } from '../db/schema'
import type { SeedContext } from './index'

/**
 * Each demo channel's stream category, title and tags (what its next broadcast shows).
 */
const streams: Record<string, { categoryIdx: number; title: string; tags: string[] }> = {
  airwave: {
    categoryIdx: 1,
    title: 'Airwave live: building a streaming kit',
    tags: ['demo', 'typescript', 'streaming'],
  },
  viewer1: { categoryIdx: 2, title: 'Speedrun practice', tags: ['speedrun', 'any%'] },
  viewer2: { categoryIdx: 3, title: 'Piano requests', tags: ['piano', 'requests'] },
  viewer3: { categoryIdx: 4, title: 'Matchday watch-along', tags: ['football'] },
  viewer4: { categoryIdx: 7, title: 'Coding a game in a day', tags: ['coding', 'gamedev'] },
  viewer5: { categoryIdx: 2, title: 'Puzzle night', tags: ['puzzle'] },
}

/** Who follows whom: everyone follows the streamer, and a few follow each other. */
const follows: Record<string, string[]> = {
  viewer1: ['airwave', 'viewer2', 'viewer3'],
  viewer2: ['airwave', 'viewer1', 'viewer4'],
  viewer3: ['airwave', 'viewer5'],
  viewer4: ['airwave', 'viewer1', 'viewer2', 'viewer5'],
  viewer5: ['airwave', 'viewer3'],
  airwave: ['viewer1', 'viewer2'],
}

/**
 * What the discovery pages need of the demo channels: a generated profile image, a stream
 * category and title, followers, and followed categories for `viewer1`.
 */
export async function seedDiscovery(context: SeedContext): Promise<void> {
  const { db, accounts } = context
  for (const account of accounts.values()) {
    await db
      .update(channels)
      .set({ profileImg: generatedAvatarUrl(account.channelId) })
      .where(eq(channels.id, account.channelIdx))
    const stream = streams[account.channelId]
    if (stream) {
      await db.insert(liveStreamSettings).values({ channelId: account.channelIdx, ...stream })
    }
  }
  const rows = Object.entries(follows).flatMap(([follower, targets]) => {
    const member = accounts.get(follower)
    return targets.flatMap((target) => {
      const channel = accounts.get(target)
      return member && channel ? [{ memberId: member.memberId, channelId: channel.channelIdx }] : []
    })
  })
  if (rows.length > 0) await db.insert(channelFollows).values(rows)
  const fan = accounts.get('viewer1')
  if (fan) {
    await db.insert(categoryFollows).values([
      { memberId: fan.memberId, categoryIdx: 2 },
      { memberId: fan.memberId, categoryIdx: 3 },
    ])
  }
  context.log.info({ follows: rows.length }, 'demo profile images, categories and follows seeded')
}

import { count } from 'drizzle-orm'
import type { Logger } from 'pino'
import { hashPassword } from '../account/passwords'
import { seedChat } from '../chat/chat.seed'
import { seedCommunity } from '../community/community.seed'
import type { Db } from '../db/database'
import { members } from '../db/schema'
import { seedItems } from '../item/item.seed'
import { seedMessages } from '../message/message.seed'
import { seedMissions } from '../mission/mission.seed'
import { seedStatistics } from '../stats/stats.seed'
import { seedGifts } from '../subscription/gift/gift.seed'
import { seedSubscriberPerks } from '../subscription/perks/perks.seed'
import { seedMedia } from '../video/media.seed'
import { seedVodComments } from '../video/vodComments.seed'
import { seedAccounts } from './accounts.seed'
import { seedDiscovery } from './discovery.seed'

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Airwave!2026'

/** A demo account, as the seeders after the accounts one find it in `SeedContext.accounts`. */
export interface SeededAccount {
  memberId: number
  /** Internal channel key (`channels.id`). */
  channelIdx: number
  /** Public channel id (`airwave`, `viewer1`...). */
  channelId: string
  email: string
}

export interface SeedContext {
  db: Db
  log: Pick<Logger, 'info'>
  /** `DEMO_PASSWORD` hashed once: argon2 is deliberately slow. */
  passwordHash: string
  /** Filled by the accounts seeder: `airwave` (streamer), `viewer1` ... `viewer5`. */
  accounts: Map<string, SeededAccount>
}

export type Seeder = (context: SeedContext) => Promise<void>

/**
 * Demo data writers, run in order into an empty database. A domain appends its own seeder
 * (posts, comments...) after the accounts one and finds the demo accounts in `context.accounts`.
 */
const seeders: Seeder[] = [
  seedAccounts,
  seedDiscovery,
  seedCommunity,
  seedMedia,
  seedVodComments,
  seedChat,
  seedItems,
  seedSubscriberPerks,
  seedGifts,
  seedMessages,
  seedMissions,
  seedStatistics,
]

/**
 * Seeds demo data when the database holds no member yet; never call it in production. Answers
 * whether it seeded.
 *
 * @example
 * if (!config.production) await seedDemoData(db, logger)
 */
export async function seedDemoData(
  db: Db,
  log: Pick<Logger, 'info'>,
  list: readonly Seeder[] = seeders,
): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(members)
  if ((row?.n ?? 0) > 0) return false
  const context: SeedContext = {
    db,
    log,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    accounts: new Map(),
  }
  for (const seeder of list) await seeder(context)
  log.info({ accounts: [...context.accounts.keys()] }, 'demo data seeded')
  return true
}

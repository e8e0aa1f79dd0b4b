import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { NICKNAME_COLORS } from '@airwave/sdk/contract'
import { gradientPng } from '../../community/uploads/demoImages'
import type { Db } from '../../db/database'
import {
  subscriberBadges,
  subscriberEmoticons,
  subscriberNameColors,
  subscriberNickColors,
} from '../../db/schema'
import type { SeedContext } from '../../seed'
import { artLink } from './perkLinks'

// The demo channel's subscriber perks: its three emoticons (our own SVG art), badges for 1, 3,
// 6 and 12 months (generated PNGs under `uploads/demo/`), name colours on; `viewer2`, its
// seeded subscriber, wears teal.

/** The demo badges by months, each a gradient of its own. */
const demoBadges = {
  1: [
    [108, 77, 246],
    [185, 168, 255],
  ],
  3: [
    [0, 122, 255],
    [90, 200, 250],
  ],
  6: [
    [52, 199, 89],
    [0, 98, 65],
  ],
  12: [
    [255, 149, 0],
    [255, 59, 48],
  ],
} as const

const badgeName = (months: number) => `badge-${months}m`

/**
 * Writes the demo badges into `{uploads}/demo` when missing (outside production only).
 *
 * @example await writeDemoBadges(uploadsDir(deps))
 */
export async function writeDemoBadges(uploadsDir: string): Promise<void> {
  const dir = join(uploadsDir, 'demo')
  await mkdir(dir, { recursive: true })
  for (const [months, [from, to]] of Object.entries(demoBadges)) {
    const file = join(dir, `${badgeName(Number(months))}.png`)
    if (!existsSync(file)) await writeFile(file, gradientPng(72, 72, from, to))
  }
}

/**
 * The demo channel's emoticons, badges and name-colour settings (for the seed and for tests
 * of a channel that has them).
 *
 * @example await insertDemoPerks(db, airwave.channelIdx)
 */
export async function insertDemoPerks(db: Db, channelIdx: number): Promise<void> {
  const keywords = ['airwaveHi', 'airwaveHype', 'airwaveLove'] as const
  await db.insert(subscriberEmoticons).values(
    keywords.map((keyword, index) => ({
      channelId: channelIdx,
      keyword,
      file: artLink(keyword),
      sortOrder: index + 1,
    })),
  )
  await db.insert(subscriberBadges).values(
    Object.keys(demoBadges).map((months) => ({
      channelId: channelIdx,
      months: Number(months),
      file: `/uploads/demo/${badgeName(Number(months))}.png`,
    })),
  )
  await db
    .insert(subscriberNameColors)
    .values({ channelId: channelIdx, enabled: true, colors: [...NICKNAME_COLORS] })
}

/** Seeds the perks of `airwave` and the colour of its subscriber `viewer2`. */
export async function seedSubscriberPerks(context: SeedContext): Promise<void> {
  const { db, accounts } = context
  const airwave = accounts.get('airwave')
  const viewer2 = accounts.get('viewer2')
  if (!airwave || !viewer2) throw new Error('The perks seed needs the demo accounts')
  await insertDemoPerks(db, airwave.channelIdx)
  await db.insert(subscriberNickColors).values({
    channelId: airwave.channelIdx,
    subscriberChannelId: viewer2.channelIdx,
    color: 'teal',
  })
}

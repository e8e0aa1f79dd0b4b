import { CHAT_LEVEL, MISSION_STATUS } from '@airwave/sdk/contract'
import { eq } from 'drizzle-orm'
import { defaultNicknameColor } from '../chat/chatLevel'
import { now } from '../clock'
import type { Db } from '../db/database'
import { channels, itemOrders, missionSettings, missions } from '../db/schema'
import type { Tx } from '../db/transaction'
import { balanceOf, ledgerAccount, postTransfers } from '../item/ledger'
import { newOrderNo } from '../item/orders'
import { purchaseTransfers } from '../item/paymentEvents'
import { findPack } from '../item/payPolicy'
import type { SeedContext, SeededAccount } from '../seed'
import { announceMission, type EntrySender } from './missionAnnounce'
import { closeMission, pledgeGems } from './missionLedger'
import { missionById } from './missionView'

// Demo missions of `airwave`, written through the missions' own ledger moves: the channel
// agreed and takes missions (minimum 100 gems, everyone may propose); two open missions, one
// running for two hours and one completed (its gems in the channel's earnings). The viewers who
// pledge hold gems first: a paid 1,000-gem order each, as the local checkout's webhook credits
// it (when their wallet is empty).

const HOUR_MS = 60 * 60 * 1000

interface DemoMission {
  title: string
  /** The proposer's pledge first, then the others'. */
  pledges: [SeededAccount, number][]
  state: 'open' | 'started' | 'completed'
}

/** A paid 1,000-gem order for a viewer with an empty wallet, credited as its webhook would. */
async function giveGems(tx: Tx, viewer: SeededAccount): Promise<void> {
  if ((await balanceOf(tx, ledgerAccount.wallet(viewer.memberId))) > 0) return
  const pack = findPack('NA', 'gem-1000')
  if (!pack) throw new Error('No gem-1000 pack')
  const [order] = await tx
    .insert(itemOrders)
    .values({
      orderNo: newOrderNo(),
      memberId: viewer.memberId,
      packId: pack.packId,
      gem: pack.gem,
      priceMinor: pack.priceMinor,
      currency: pack.currency,
      region: 'NA',
      provider: 'local',
      status: 'SUCCESS',
      paidAt: now(),
    })
    .returning()
  if (!order) throw new Error('The demo order was not written')
  const posted = await postTransfers(tx, purchaseTransfers(order, 'purchase'))
  if (!posted.ok) throw new Error('The demo purchase overdrew the ledger')
}

/** A demo account as the sender of a MISSION entry. */
async function senderOf(tx: Tx, account: SeededAccount, streamer: boolean): Promise<EntrySender> {
  const [channel] = await tx
    .select({ nickname: channels.nickname })
    .from(channels)
    .where(eq(channels.id, account.channelIdx))
  return {
    memberId: account.memberId,
    channelIdx: account.channelIdx,
    handle: account.channelId,
    nickname: channel?.nickname ?? account.channelId,
    level: streamer ? CHAT_LEVEL.streamer : 0,
    nicknameColor: streamer ? 'streamer' : defaultNicknameColor(account.channelId),
  }
}

async function seedMission(db: Db, airwave: SeededAccount, demo: DemoMission): Promise<void> {
  await db.transaction(async (tx) => {
    const [first] = demo.pledges
    if (!first) throw new Error('A demo mission needs a proposer')
    const [proposer] = first
    const at = now()
    const channel = { idx: airwave.channelIdx, handle: airwave.channelId }
    const [created] = await tx
      .insert(missions)
      .values({
        channelId: airwave.channelIdx,
        proposerMemberId: proposer.memberId,
        proposerChannelId: proposer.channelIdx,
        title: demo.title,
        status: MISSION_STATUS.open,
        createdAt: new Date(at.getTime() - 2 * HOUR_MS),
      })
      .returning()
    if (!created) throw new Error('The demo mission was not written')
    let row = created
    for (const [viewer, gem] of demo.pledges) {
      await giveGems(tx, viewer)
      const pledged = await pledgeGems(tx, {
        missionId: created.id,
        channelIdx: airwave.channelIdx,
        memberId: viewer.memberId,
        giverChannelIdx: viewer.channelIdx,
        gem,
      })
      row = pledged.row
    }
    await announceMission(tx, {
      channel,
      mission: await missionById(tx, row.id, undefined),
      // No alerts: the alert box would play them to the demo's first overlay.
      entry: { status: MISSION_STATUS.open, sender: await senderOf(tx, proposer, false) },
    })
    if (demo.state === 'open') return
    // Started an hour ago: a running one for two hours, a completed one for thirty minutes.
    const startedAt = new Date(at.getTime() - HOUR_MS)
    const limitSeconds = demo.state === 'started' ? 2 * 60 * 60 : 30 * 60
    const [started] = await tx
      .update(missions)
      .set({
        status: MISSION_STATUS.start,
        startedAt,
        endsAt: new Date(startedAt.getTime() + limitSeconds * 1000),
        limitSeconds,
      })
      .where(eq(missions.id, row.id))
      .returning()
    if (!started) throw new Error('The demo mission vanished')
    const streamer = await senderOf(tx, airwave, true)
    await announceMission(tx, {
      channel,
      mission: await missionById(tx, row.id, undefined),
      entry: { status: MISSION_STATUS.start, sender: streamer },
    })
    if (demo.state === 'started') return
    await closeMission(tx, started, { status: MISSION_STATUS.completed, reason: 'success' })
    await announceMission(tx, {
      channel,
      mission: await missionById(tx, row.id, undefined),
      entry: { status: MISSION_STATUS.completed, sender: streamer },
    })
  })
}

/**
 * `airwave` takes challenge missions (agreed, minimum 100 gems, everyone may propose), with
 * two open missions, one running and one completed, pledged by the demo viewers.
 *
 * @example await seedMissions(context)
 */
export async function seedMissions(context: SeedContext): Promise<void> {
  const { db, accounts } = context
  const airwave = accounts.get('airwave')
  const [v1, v2, v4, v5] = ['viewer1', 'viewer2', 'viewer4', 'viewer5'].map((id) =>
    accounts.get(id),
  )
  if (!airwave || !v1 || !v2 || !v4 || !v5)
    throw new Error('The mission seed needs the demo accounts')
  await db.insert(missionSettings).values({
    channelId: airwave.channelIdx,
    agreedAt: now(),
    enabled: true,
    minimumGem: 100,
    proposer: 'everyone',
  })
  const demos: DemoMission[] = [
    {
      title: 'Speedrun the tutorial under 5 minutes',
      pledges: [
        [v5, 400],
        [v1, 100],
      ],
      state: 'completed',
    },
    {
      title: 'No deaths until the next boss',
      pledges: [
        [v2, 500],
        [v5, 250],
      ],
      state: 'started',
    },
    {
      title: 'Beat the boss without healing',
      pledges: [
        [v1, 300],
        [v2, 200],
      ],
      state: 'open',
    },
    { title: 'Sing the theme song on stream', pledges: [[v4, 100]], state: 'open' },
  ]
  for (const demo of demos) await seedMission(db, airwave, demo)
  context.log.info({ missions: demos.length }, 'demo challenge missions seeded')
}

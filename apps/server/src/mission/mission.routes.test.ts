import {
  type Alert,
  type ChatMessage,
  GEM_CEREMONY_TYPE,
  ITEM_ERRORS,
  MISSION_CEREMONY,
  MISSION_ERRORS,
  MISSION_STATUS,
  type MissionUpdateEvent,
  widgetEndpoints,
} from '@airwave/sdk/contract'
import { desc, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { addMember } from '../community/testKit'
import { channelFollows, chatBanWords, missions, widgetAlerts } from '../db/schema'
import { itemClient, refusal } from '../item/itemTestKit'
import { auditLedger, balanceOf, ledgerAccount } from '../item/ledger'
import type { RunningServer } from '../server'
import { signedClient } from '../testing/sdkClient'
import { openSocket, type TestSocket } from '../testing/socketClient'
import { insertSubscription } from '../testing/subscriptionRows'
import { startTestServer } from '../testing/testServer'
import {
  heldGems,
  key,
  type MissionMember,
  missionClient,
  missionMember,
  walletOf,
} from './missionTestKit'

// Challenge missions over real HTTP and the real socket: the channel's agreement and settings,
// who may propose, the pledges held in the ledger (once per key, never more than the wallet,
// never to one's own channel, never after the end), the streamer's steps and the cancels with
// their codes, the lists, the history, the chat entries, alerts and MISSION_UPDATE pushes.

let server: RunningServer
let star: MissionMember
let other: MissionMember
let fan: MissionMember
let fan2: MissionMember
let stranger: MissionMember
const sockets: TestSocket[] = []

beforeAll(async () => {
  server = await startTestServer()
  star = await missionMember(server, 'star')
  other = await missionMember(server, 'other', 5_000)
  fan = await missionMember(server, 'fan', 10_000)
  fan2 = await missionMember(server, 'fan2', 10_000)
  stranger = await missionMember(server, 'stranger', 1_000)
})

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close()
})

afterAll(() => server.stop())

async function roomSocket(channelId: string) {
  const socket = await openSocket(server.url, { clientId: `m-${sockets.length}` })
  sockets.push(socket)
  expect(await socket.command('ENTER_CHANNEL', { channelId })).toEqual({ ok: true })
  return socket
}

const propose = (member: MissionMember, title: string, gem = 100, channel = 'star') =>
  member.mission.create({ streamerChannelId: channel, title, gem }, key())

describe('the channel settings', () => {
  it('take no missions until the streamer agrees; the agreement is once and switches them on', async () => {
    expect(await fan.mission.getConfig({ streamerChannelId: 'star' })).toMatchObject({
      isAgreed: false,
      isEnabled: false,
      minimumGem: 100,
      proposer: 'everyone',
      canPropose: false,
      refusal: MISSION_ERRORS.notTaken,
    })
    expect(await refusal(propose(fan, 'Too early'))).toEqual({
      status: 403,
      code: MISSION_ERRORS.notTaken,
    })
    const agreed = await star.mission.agree()
    expect(agreed).toMatchObject({ channelId: 'star', isAgreed: true, isEnabled: true })
    expect(await star.mission.agree()).toEqual(agreed)
    // A guest reads the settings without the caller's answer.
    const guest = await missionClient(server.url).getConfig({ streamerChannelId: 'star' })
    expect(guest.canPropose).toBeUndefined()
    expect(await fan.mission.getConfig({ streamerChannelId: 'star' })).toMatchObject({
      canPropose: true,
    })
    // The streamer's own channel is refused to them.
    expect(await star.mission.getConfig({ streamerChannelId: 'star' })).toMatchObject({
      canPropose: false,
      refusal: 'CHA30017',
    })
    // Switched off, nobody may propose; on again with the proposer rule.
    await star.mission.saveConfig({ isEnabled: false, minimumGem: 100, proposer: 'everyone' })
    expect(await refusal(propose(fan, 'Off'))).toEqual({
      status: 403,
      code: MISSION_ERRORS.notTaken,
    })
    await star.mission.saveConfig({ isEnabled: true, minimumGem: 100, proposer: 'everyone' })
  })

  it('applies the proposer rule: followers, then subscribers', async () => {
    await star.mission.saveConfig({ isEnabled: true, minimumGem: 100, proposer: 'followers' })
    expect(await refusal(propose(other, 'Follow first'))).toEqual({
      status: 403,
      code: MISSION_ERRORS.notAllowed,
    })
    await server.deps.db
      .insert(channelFollows)
      .values({ memberId: other.memberId, channelId: star.channelIdx ?? 0 })
    const followed = await propose(other, 'A follower asks')
    expect(followed.missionStatus).toBe(MISSION_STATUS.open)
    await star.mission.saveConfig({ isEnabled: true, minimumGem: 100, proposer: 'subscribers' })
    expect(await refusal(propose(other, 'Subscribe first'))).toEqual({
      status: 403,
      code: MISSION_ERRORS.notAllowed,
    })
    await insertSubscription(server.deps.db, {
      channelIdx: star.channelIdx ?? 0,
      subscriberChannelIdx: other.channelIdx ?? 0,
      subscriberMemberId: other.memberId,
    })
    expect(await other.mission.getConfig({ streamerChannelId: 'star' })).toMatchObject({
      canPropose: true,
      proposer: 'subscribers',
    })
    await other.mission.cancel(followed.missionIdx)
    await star.mission.saveConfig({ isEnabled: true, minimumGem: 100, proposer: 'everyone' })
  })
})

describe('a proposal', () => {
  it('holds the gems once per key and tells the room (entry, MISSION_UPDATE, alert)', async () => {
    const room = await roomSocket('star')
    const before = await walletOf(server, fan)
    const sent = key()
    const mission = await fan.mission.create(
      { streamerChannelId: 'star', title: '  Win without a shield  ', gem: 300 },
      sent,
    )
    expect(mission).toMatchObject({
      missionStatus: MISSION_STATUS.open,
      totalGem: 300,
      title: 'Win without a shield',
      channelId: 'star',
      proposerChannelId: 'fan',
      pledgeCount: 1,
      myGem: 300,
    })
    expect(
      await fan.mission.create(
        { streamerChannelId: 'star', title: '  Win without a shield  ', gem: 300 },
        sent,
      ),
    ).toEqual(mission)
    expect(await walletOf(server, fan)).toBe(before - 300)
    expect(await balanceOf(server.deps.db, ledgerAccount.mission(mission.missionIdx))).toBe(300)
    const update = await room.next<MissionUpdateEvent>(
      'MISSION_UPDATE',
      (e) => e.mission.missionIdx === mission.missionIdx,
    )
    expect(update).toMatchObject({ channelId: 'star', mission: { totalGem: 300 } })
    expect(update.mission.myGem).toBeUndefined()
    const entry = await room.next<ChatMessage>(
      'CHAT_MESSAGE',
      (e) => e.type === 'MISSION' && e.missionIdx === mission.missionIdx,
    )
    expect(entry).toMatchObject({
      missionStatus: MISSION_STATUS.open,
      message: 'Win without a shield',
      gem: 300,
      viewerInfo: { viewerId: 'fan' },
    })
    // The room's history keeps it for those who come later.
    const later = await roomSocket('star')
    const history = await later.next<{ messages: ChatMessage[] }>('CHAT_HISTORY')
    expect(history.messages.find((m) => m.logIdentity === entry.logIdentity)).toMatchObject({
      type: 'MISSION',
      missionIdx: mission.missionIdx,
      missionStatus: 1,
      gem: 300,
    })
    const [alert] = await server.deps.db
      .select()
      .from(widgetAlerts)
      .where(eq(widgetAlerts.channelId, star.channelIdx ?? 0))
      .orderBy(desc(widgetAlerts.seq))
      .limit(1)
    expect(alert?.payload).toMatchObject({
      type: 'mission',
      ceremonyType: MISSION_CEREMONY.proposed,
      totalGem: 300,
      title: 'Win without a shield',
    } satisfies Partial<Alert>)
    // The wallet's history names the channel.
    const wallet = await itemClient(server.url, fan.token).listGemHistory({ kind: 'pledge' })
    expect(wallet.list[0]).toMatchObject({ kind: 'pledge', gem: -300, channelId: 'star' })
  })

  it('refuses, writing nothing: no key, own channel, no channel, below minimum, bad titles, short wallet', async () => {
    const held = await heldGems(server)
    const count = async () => (await server.deps.db.select().from(missions)).length
    const missionsBefore = await count()
    const noKey = fan.mission.create({ streamerChannelId: 'star', title: 'x', gem: 100 })
    expect(await refusal(noKey)).toEqual({ status: 400, code: ITEM_ERRORS.idempotencyKeyRequired })
    expect(await refusal(propose(star, 'Myself'))).toEqual({ status: 403, code: 'CHA30017' })
    const bare = await addMember(server, 'bare', { channel: false })
    const noChannel = missionClient(server.url, bare.token).create(
      { streamerChannelId: 'star', title: 'No channel', gem: 100 },
      key(),
    )
    expect(await refusal(noChannel)).toEqual({ status: 403, code: 'CHANNEL_REQUIRED' })
    expect(await refusal(propose(fan, 'Cheap', 99))).toEqual({
      status: 400,
      code: MISSION_ERRORS.belowMinimum,
    })
    await server.deps.db
      .insert(chatBanWords)
      .values({ channelId: star.channelIdx ?? 0, word: 'frog' })
    expect(await refusal(propose(fan, 'Say FROG live'))).toEqual({ status: 403, code: 'CHT10001' })
    expect(await refusal(propose(fan, 'See https://spam.example'))).toEqual({
      status: 403,
      code: 'CHT10005',
    })
    expect((await refusal(propose(fan, 'x'.repeat(101)))).status).toBe(400)
    const poor = await missionMember(server, 'poor', 150)
    const short = key()
    const refused = propose(poor, 'Too dear', 200)
    expect(await refusal(refused)).toEqual({ status: 409, code: ITEM_ERRORS.notEnoughGems })
    expect(
      await refusal(
        poor.mission.create({ streamerChannelId: 'star', title: 'T', gem: 200 }, short),
      ),
    ).toEqual({
      status: 409,
      code: ITEM_ERRORS.notEnoughGems,
    })
    // The same key with another body.
    expect(
      await refusal(
        poor.mission.create({ streamerChannelId: 'star', title: 'U', gem: 200 }, short),
      ),
    ).toEqual({
      status: 409,
      code: ITEM_ERRORS.idempotencyKeyReused,
    })
    expect(await walletOf(server, poor)).toBe(150)
    expect(await count()).toBe(missionsBefore)
    expect(await heldGems(server)).toBe(held + 150)
  })

  it('keeps at most 5 open missions of a proposer and 100 of a channel', async () => {
    const busy = await missionMember(server, 'busy', 1_000)
    for (let i = 0; i < 5; i++) await propose(busy, `Mission ${i}`)
    expect(await refusal(propose(busy, 'Sixth'))).toEqual({
      status: 409,
      code: MISSION_ERRORS.tooMany,
    })
    const open = (await fan.mission.list({ streamerChannelId: 'star', list: 'open' })).length
    // Fill the channel to 100 open missions with rows (their gems do not matter here).
    const rows = Array.from({ length: 100 - open }, (_, i) => ({
      channelId: star.channelIdx ?? 0,
      proposerMemberId: other.memberId,
      proposerChannelId: other.channelIdx ?? 0,
      title: `filler ${i}`,
    }))
    const inserted = await server.deps.db
      .insert(missions)
      .values(rows)
      .returning({ id: missions.id })
    expect(await refusal(propose(fan2, 'One too many'))).toEqual({
      status: 409,
      code: MISSION_ERRORS.tooMany,
    })
    for (const { id } of inserted) {
      await server.deps.db.delete(missions).where(eq(missions.id, id))
    }
    const mine = await busy.mission.list({ streamerChannelId: 'star', list: 'open' })
    for (const mission of mine.filter((m) => m.proposerChannelId === 'busy')) {
      await busy.mission.cancel(mission.missionIdx)
    }
    expect(await walletOf(server, busy)).toBe(1_000)
  })
})

describe('pledges and steps', () => {
  it('adds gems once per key, never to one\u2019s own channel, under the minimum, past the wallet', async () => {
    const mission = await propose(fan, 'Pledge target', 100)
    const sent = key()
    const pledged = await fan2.mission.addGems(mission.missionIdx, { gem: 150 }, sent)
    expect(pledged).toMatchObject({ totalGem: 250, pledgeCount: 2, myGem: 150 })
    expect(await fan2.mission.addGems(mission.missionIdx, { gem: 150 }, sent)).toEqual(pledged)
    const again = await fan2.mission.addGems(mission.missionIdx, { gem: 100 }, key())
    expect(again).toMatchObject({ totalGem: 350, pledgeCount: 2, myGem: 250 })
    expect(await refusal(star.mission.addGems(mission.missionIdx, { gem: 100 }, key()))).toEqual({
      status: 403,
      code: 'CHA30017',
    })
    expect(await refusal(fan2.mission.addGems(mission.missionIdx, { gem: 50 }, key()))).toEqual({
      status: 400,
      code: MISSION_ERRORS.belowMinimum,
    })
    const wallet = await walletOf(server, stranger)
    expect(
      await refusal(stranger.mission.addGems(mission.missionIdx, { gem: wallet + 1 }, key())),
    ).toEqual({ status: 409, code: ITEM_ERRORS.notEnoughGems })
    expect(await walletOf(server, stranger)).toBe(wallet)
    expect((await fan.mission.get(mission.missionIdx)).totalGem).toBe(350)
    expect((await refusal(fan.mission.get(999_999))).status).toBe(404)
    await star.mission.cancel(mission.missionIdx)
  })

  it('lets only the streamer start, extend and end; the proposer cancel an open one', async () => {
    const room = await roomSocket('star')
    const starBefore = await balanceOf(server.deps.db, ledgerAccount.earnings(star.channelIdx ?? 0))
    const mission = await propose(fan, 'Only the streamer', 200)
    await fan2.mission.addGems(mission.missionIdx, { gem: 100 }, key())
    for (const member of [fan, stranger, other]) {
      expect(
        await refusal(member.mission.start(mission.missionIdx, { missionLimit: 600 })),
      ).toEqual({
        status: 403,
        code: MISSION_ERRORS.notStreamer,
      })
    }
    expect(await refusal(stranger.mission.cancel(mission.missionIdx))).toEqual({
      status: 403,
      code: MISSION_ERRORS.notStreamer,
    })
    expect(await refusal(star.mission.addTime(mission.missionIdx, { seconds: 60 }))).toEqual({
      status: 409,
      code: MISSION_ERRORS.wrongState,
    })
    const started = await star.mission.start(mission.missionIdx, { missionLimit: 600 })
    expect(started).toMatchObject({ missionStatus: 2, missionLimit: 600, isExtendTime: false })
    expect(Date.parse(started.endDate ?? '') - Date.parse(started.startDate ?? '')).toBe(600_000)
    await room.next<ChatMessage>(
      'CHAT_MESSAGE',
      (e) => e.type === 'MISSION' && e.missionIdx === mission.missionIdx && e.missionStatus === 2,
    )
    expect(await refusal(star.mission.start(mission.missionIdx, { missionLimit: 600 }))).toEqual({
      status: 409,
      code: MISSION_ERRORS.wrongState,
    })
    // The proposer may not cancel a running mission.
    expect(await refusal(fan.mission.cancel(mission.missionIdx))).toEqual({
      status: 403,
      code: MISSION_ERRORS.notStreamer,
    })
    const extended = await star.mission.addTime(mission.missionIdx, { seconds: 1_800 })
    expect(extended).toMatchObject({ isExtendTime: true, missionLimit: 2_400 })
    expect(Date.parse(extended.endDate ?? '') - Date.parse(started.endDate ?? '')).toBe(1_800_000)
    for (let i = 0; i < 6; i++) await star.mission.addTime(mission.missionIdx, { seconds: 1_800 })
    expect(await refusal(star.mission.addTime(mission.missionIdx, { seconds: 1_800 }))).toEqual({
      status: 400,
      code: MISSION_ERRORS.badTime,
    })
    // Another channel's streamer may not end it.
    expect(await refusal(other.mission.end(mission.missionIdx, { isSuccess: true }))).toEqual({
      status: 403,
      code: MISSION_ERRORS.notStreamer,
    })
    const room2 = await roomSocket('star')
    const done = await star.mission.end(mission.missionIdx, { isSuccess: true })
    expect(done).toMatchObject({ missionStatus: MISSION_STATUS.completed, totalGem: 300 })
    expect(done.completeDate).toBeTruthy()
    await room2.next<MissionUpdateEvent>(
      'MISSION_UPDATE',
      (e) => e.mission.missionIdx === mission.missionIdx && e.mission.missionStatus === 3,
    )
    await room2.next<ChatMessage>(
      'CHAT_MESSAGE',
      (e) => e.type === 'MISSION' && e.missionIdx === mission.missionIdx && e.missionStatus === 3,
    )
    expect(await balanceOf(server.deps.db, ledgerAccount.earnings(star.channelIdx ?? 0))).toBe(
      starBefore + 300,
    )
    expect(await balanceOf(server.deps.db, ledgerAccount.mission(mission.missionIdx))).toBe(0)
    const earnings = await itemClient(server.url, star.token).getEarnings()
    expect(earnings.totalGem).toBeGreaterThanOrEqual(300)
    // After the end: no pledge, no step.
    expect(await refusal(fan2.mission.addGems(mission.missionIdx, { gem: 100 }, key()))).toEqual({
      status: 409,
      code: MISSION_ERRORS.wrongState,
    })
    expect(await refusal(star.mission.end(mission.missionIdx, { isSuccess: false }))).toEqual({
      status: 409,
      code: MISSION_ERRORS.wrongState,
    })
    expect(await refusal(star.mission.cancel(mission.missionIdx))).toEqual({
      status: 409,
      code: MISSION_ERRORS.wrongState,
    })
    const completed = await fan.mission.list({ streamerChannelId: 'star', list: 'completed' })
    expect(completed[0]).toMatchObject({ missionIdx: mission.missionIdx, myGem: 200 })
    const [alert] = await server.deps.db
      .select()
      .from(widgetAlerts)
      .orderBy(desc(widgetAlerts.seq))
      .limit(1)
    expect(alert?.payload).toMatchObject({
      ceremonyType: MISSION_CEREMONY.completed,
      totalGem: 300,
    })
  })

  it('returns every gem on a failure, a rejection and the cancels', async () => {
    const held = await heldGems(server)
    const wallets = [await walletOf(server, fan), await walletOf(server, fan2)]
    const failed = await propose(fan, 'Will fail', 100)
    await fan2.mission.addGems(failed.missionIdx, { gem: 200 }, key())
    await fan2.mission.addGems(failed.missionIdx, { gem: 300 }, key())
    await star.mission.start(failed.missionIdx, { missionLimit: 60 })
    expect(await star.mission.end(failed.missionIdx, { isSuccess: false })).toMatchObject({
      missionStatus: MISSION_STATUS.completedFailed,
    })
    // One release a giver: the sum of their pledges.
    const history = await itemClient(server.url, fan2.token).listGemHistory({ kind: 'release' })
    expect(history.list[0]).toMatchObject({ kind: 'release', gem: 500, channelId: 'star' })
    const rejected = await propose(fan, 'Will be rejected', 100)
    expect(await star.mission.end(rejected.missionIdx, { isSuccess: true })).toMatchObject({
      missionStatus: MISSION_STATUS.cancelled,
    })
    const byProposer = await propose(fan, 'Cancelled by its proposer', 100)
    expect(await fan.mission.cancel(byProposer.missionIdx)).toMatchObject({ missionStatus: 7 })
    const byStreamer = await propose(fan, 'Cancelled while running', 100)
    await star.mission.start(byStreamer.missionIdx, { missionLimit: 60 })
    expect(await star.mission.cancel(byStreamer.missionIdx)).toMatchObject({ missionStatus: 7 })
    expect([await walletOf(server, fan), await walletOf(server, fan2)]).toEqual(wallets)
    expect(await heldGems(server)).toBe(held)
    const audit = await auditLedger(server.deps.db)
    expect(audit).toMatchObject({ mismatched: [], negative: [] })
    expect(Object.values(audit.sums).every((sum) => sum === 0)).toBe(true)
    // The completed list shows the failure, not the cancels.
    const completed = await fan.mission.list({ streamerChannelId: 'star', status: 3 })
    expect(completed.map((m) => m.missionIdx)).toContain(failed.missionIdx)
    expect(completed.map((m) => m.missionIdx)).not.toContain(rejected.missionIdx)
    const mine = await fan2.mission.history({ page: 1, limit: 50 })
    expect(mine.missionList.find((m) => m.missionIdx === failed.missionIdx)).toMatchObject({
      outcome: 'returned',
      myGem: 500,
      streamerNickname: 'Nick star',
    })
  })
})

describe('the lists', () => {
  it('sort open missions by gems or date, started ones by end, and show the reader\u2019s gems', async () => {
    const small = await propose(fan, 'Small', 100)
    const big = await propose(fan2, 'Big', 900)
    const open = await fan.mission.list({
      streamerChannelId: 'star',
      list: 'open',
      sort: 'totalGem',
    })
    const ids = open.map((m) => m.missionIdx)
    expect(ids.indexOf(big.missionIdx)).toBeLessThan(ids.indexOf(small.missionIdx))
    expect(open.find((m) => m.missionIdx === small.missionIdx)?.myGem).toBe(100)
    expect(open.find((m) => m.missionIdx === big.missionIdx)?.myGem).toBe(0)
    const latest = await missionClient(server.url).list({ streamerChannelId: 'star' })
    expect(latest[0]?.missionIdx).toBe(big.missionIdx)
    expect(latest[0]?.myGem).toBeUndefined()
    const legacy = await fan.mission.list({ streamerChannelId: 'star', status: 1 })
    expect(legacy.map((m) => m.missionIdx)).toEqual(latest.map((m) => m.missionIdx))
    expect((await refusal(fan.mission.list({ streamerChannelId: 'star', status: 9 }))).status).toBe(
      400,
    )
    await star.mission.start(small.missionIdx, { missionLimit: 600 })
    await star.mission.start(big.missionIdx, { missionLimit: 60 })
    const started = await fan.mission.list({
      streamerChannelId: 'star',
      list: 'started',
      sort: 'endDate',
    })
    expect(started.map((m) => m.missionIdx)).toEqual([big.missionIdx, small.missionIdx])
    const byStart = await fan.mission.list({ streamerChannelId: 'star', list: 'started' })
    expect(byStart.map((m) => m.missionIdx)).toEqual([big.missionIdx, small.missionIdx])
    const history = await fan.mission.history({ page: 1, limit: 1 })
    expect(history).toMatchObject({ currentPage: 1, hasNext: true })
    expect(history.missionList[0]).toMatchObject({ missionIdx: small.missionIdx, outcome: 'held' })
    await star.mission.cancel(small.missionIdx)
    await star.mission.cancel(big.missionIdx)
  })

  it('keeps the 50 that ended last in the completed list, newest first', async () => {
    const at = Date.now()
    const rows = Array.from({ length: 55 }, (_, i) => ({
      channelId: other.channelIdx ?? 0,
      proposerMemberId: fan.memberId,
      proposerChannelId: fan.channelIdx ?? 0,
      title: `done ${i}`,
      status: i % 2 ? MISSION_STATUS.completed : MISSION_STATUS.completedFailed,
      endedAt: new Date(at - (55 - i) * 1000),
    }))
    await server.deps.db.insert(missions).values(rows)
    const completed = await fan.mission.list({ streamerChannelId: 'other', list: 'completed' })
    expect(completed).toHaveLength(50)
    expect(completed[0]?.title).toBe('done 54')
    expect(completed.at(-1)?.title).toBe('done 5')
  })
})

describe('the alert box', () => {
  it('plays mission alerts past the thresholds; a pledge also needs the gem minimum', async () => {
    expect(MISSION_CEREMONY.pledge).toBe(GEM_CEREMONY_TYPE)
    const widget = signedClient(server.url, { widget: widgetEndpoints }, star.token).widget
    const alertBox = await widget.get('alertbox', {})
    if (alertBox.kind !== 'alertbox') throw new Error('an alert box')
    await widget.saveSettings({
      kind: 'alertbox',
      settings: {
        ...alertBox.settings,
        exposure: {
          gem: { mode: { disabled: false }, minimumExposureNumber: 500 },
          challengeMission: { mode: { disabled: false }, minimumExposureNumber: 150 },
        },
      },
    })
    const overlay = await openSocket(server.url, {
      clientId: 'mission-overlay',
      options: { auth: { widgetKey: alertBox.key } },
    })
    sockets.push(overlay)
    // Under the missions' minimum: no alert; past it: ceremony 1.
    await propose(fan, 'Quiet one', 100)
    const loud = await propose(fan, 'Loud one', 200)
    // Pledges: 300 passes the missions' minimum but not the gem alerts' (ceremony 4); 600 both.
    await fan2.mission.addGems(loud.missionIdx, { gem: 300 }, key())
    await fan2.mission.addGems(loud.missionIdx, { gem: 600 }, key())
    await star.mission.start(loud.missionIdx, { missionLimit: 600 })
    const started = await overlay.next<{ alert: Alert }>(
      'WIDGET_ALERT',
      ({ alert }) => alert.type === 'mission' && alert.ceremonyType === MISSION_CEREMONY.started,
    )
    expect(started.alert).toMatchObject({
      title: 'Loud one',
      totalGem: 1_100,
      nickname: 'Nick fan',
    })
    const pushed = overlay
      .all<{ alert: Alert }>('WIDGET_ALERT')
      .map(({ alert }) => (alert.type === 'mission' ? [alert.ceremonyType, alert.totalGem] : []))
    expect(pushed).toEqual([
      [MISSION_CEREMONY.proposed, 200],
      [MISSION_CEREMONY.pledge, 600],
      [MISSION_CEREMONY.started, 1_100],
    ])
    await star.mission.cancel(loud.missionIdx)
  })
})

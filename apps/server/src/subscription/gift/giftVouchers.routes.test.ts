import { createClient } from '@airwave/sdk'
import {
  type Alert,
  CHAT_LEVEL,
  type ChatMessage,
  GIFT_SUB_GEM_PRICE,
  ITEM_ERRORS,
  SUBSCRIPTION_ERRORS,
  SUBSCRIPTION_PERIOD_DAYS,
  widgetEndpoints,
} from '@airwave/sdk/contract'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  chatBlocks,
  ledgerTransfers,
  members,
  subscriptionGifts,
  subscriptionPeriods,
  subscriptions,
} from '../../db/schema'
import {
  buyGems,
  type ItemMember,
  itemMember,
  localPayments,
  newKey,
  refusal,
  streamerMember,
} from '../../item/itemTestKit'
import { auditLedger, balanceOf, ledgerAccount } from '../../item/ledger'
import type { RunningServer } from '../../server'
import { openSocket, type TestSocket } from '../../testing/socketClient'
import { insertSubscription } from '../../testing/subscriptionRows'
import { startTestServer, TEST_ADMIN_TOKEN } from '../../testing/testServer'

// Gift subscriptions over real HTTP and the real socket: paid with gems (the gems move once per
// key, the receivers subscribe, the room and the receivers are told), every refusal moving
// nothing, random gifts drawn only from the members present in the channel, free gifts from
// the operator, and the three histories.

let server: RunningServer
let star: ItemMember
let fan: ItemMember
const sockets: TestSocket[] = []

/** A member acting as their channel (as signing up leaves them), with an item client. */
async function giftMember(handle: string, streamer = false) {
  const member = streamer ? await streamerMember(server, handle) : await itemMember(server, handle)
  await server.deps.db
    .update(members)
    .set({ activeChannelId: member.channelIdx ?? null })
    .where(eq(members.id, member.memberId))
  return member
}

beforeAll(async () => {
  server = await startTestServer({ config: { payments: localPayments } })
  star = await giftMember('star', true)
  fan = await giftMember('fan')
  await buyGems(server, fan, 'gem-5000')
})

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close()
})

afterAll(() => server.stop())

async function roomSocket(channelId: string, clientId: string, token?: string) {
  const socket = await openSocket(server.url, { clientId, ...(token ? { token } : {}) })
  sockets.push(socket)
  expect(await socket.command('ENTER_CHANNEL', { channelId })).toEqual({ ok: true })
  return socket
}

const possess = async (member: ItemMember) => (await member.item.getPossess()).gem

/** The live subscriptions of channels to `star`, by subscriber channel id. */
async function subscriptionsOf(...who: ItemMember[]) {
  return server.deps.db
    .select()
    .from(subscriptions)
    .where(
      inArray(
        subscriptions.subscriberChannelId,
        who.map((member) => member.channelIdx ?? 0),
      ),
    )
}

async function notificationsOf(member: ItemMember) {
  const response = await fetch(`${server.url}/v2/notification/record`, {
    headers: { authorization: `Bearer ${member.token}` },
  })
  const body = (await response.json()) as {
    data: { recordList: { type: string; channelId: string; content: string; linkUrl: string }[] }
  }
  return body.data.recordList
}

const gift = (
  member: ItemMember,
  body: Parameters<ItemMember['item']['giftVouchers']>[0],
  key = newKey(),
) => member.item.giftVouchers(body, key)

describe('a gift paid with gems', () => {
  it('moves count × price once, subscribes each receiver, tells the room and the receivers', async () => {
    const mia = await giftMember('mia')
    const leo = await giftMember('leo')
    const room = await roomSocket('star', 'room-1')
    const before = await possess(fan)
    const earned = await balanceOf(server.deps.db, ledgerAccount.earnings(star.channelIdx ?? 0))
    const key = newKey()
    const body = {
      type: 'selected' as const,
      streamerChannelId: 'star',
      voucherCount: 2,
      receiverChannelIdList: ['mia', 'LEO'],
      payWith: 'gem' as const,
      message: 'enjoy',
    }
    const result = await gift(fan, body, key)
    expect(result).toMatchObject({
      status: 'SUCCESS',
      voucherCount: 2,
      receivers: [
        { channelId: 'mia', nickname: 'Nick mia' },
        { channelId: 'leo', nickname: 'Nick leo' },
      ],
      orderNo: null,
      checkoutUrl: null,
      balance: before - 2 * GIFT_SUB_GEM_PRICE,
    })
    // The retry answers the first result and moves nothing.
    expect(await gift(fan, body, key)).toEqual(result)
    expect(await possess(fan)).toBe(before - 2 * GIFT_SUB_GEM_PRICE)
    expect(await balanceOf(server.deps.db, ledgerAccount.earnings(star.channelIdx ?? 0))).toBe(
      earned + 2 * GIFT_SUB_GEM_PRICE,
    )
    const audit = await auditLedger(server.deps.db)
    expect(audit).toMatchObject({ mismatched: [], negative: [] })
    expect(audit.sums.GEM).toBe(0)
    const giftTransfers = await server.deps.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.kind, 'gift'))
    expect(giftTransfers).toHaveLength(1)
    // Each receiver subscribes for a period, gifted by the fan.
    const subs = await subscriptionsOf(mia, leo)
    expect(subs).toHaveLength(2)
    for (const sub of subs) {
      expect(sub).toMatchObject({
        channelId: star.channelIdx,
        kind: 'gift',
        status: 'ACTIVE',
        months: 1,
        giftId: result.giftIdx,
        giftedByChannelId: fan.channelIdx,
      })
      const days =
        ((sub.periodEnd?.getTime() ?? 0) - (sub.periodStart?.getTime() ?? 0)) / 86_400_000
      expect(days).toBe(SUBSCRIPTION_PERIOD_DAYS)
    }
    const periods = await server.deps.db
      .select()
      .from(subscriptionPeriods)
      .where(
        inArray(
          subscriptionPeriods.subscriptionId,
          subs.map((s) => s.id),
        ),
      )
    expect(periods.map((p) => [p.periodNo, p.paidWith, p.status])).toEqual([
      [1, 'gift', 'PAID'],
      [1, 'gift', 'PAID'],
    ])
    const [row] = await server.deps.db
      .select()
      .from(subscriptionGifts)
      .where(eq(subscriptionGifts.id, result.giftIdx))
    expect(row).toMatchObject({ status: 'SUCCESS', paidWith: 'gem', gem: 1000 })
    expect(row?.deliveredAt).toBeInstanceOf(Date)
    // The room hears of it, once, with the count and the giver's gifter bit.
    const entry = await room.next<ChatMessage>('CHAT_MESSAGE', (e) => e.type === 'GIFT_SUB')
    expect(entry).toMatchObject({
      type: 'GIFT_SUB',
      giftCount: 2,
      message: 'enjoy',
      channelId: 'star',
      viewerInfo: { viewerId: 'fan' },
    })
    expect((entry.level ?? 0) & CHAT_LEVEL.gifter).toBe(CHAT_LEVEL.gifter)
    expect(room.all<ChatMessage>('CHAT_MESSAGE').filter((e) => e.type === 'GIFT_SUB')).toHaveLength(
      1,
    )
    // The receivers are told.
    for (const receiver of [mia, leo]) {
      expect(await notificationsOf(receiver)).toEqual([
        expect.objectContaining({ type: 'GIFT_SUB', channelId: 'star', content: 'Nick fan' }),
      ])
    }
    // The wallet shows the gift.
    const history = await fan.item.listGemHistory({ kind: 'gift' })
    expect(history.list).toEqual([
      expect.objectContaining({ kind: 'gift', gem: -1000, channelId: 'star' }),
    ])
  })

  it('gives a trial a week, of kind trial', async () => {
    const tia = await giftMember('tia')
    const result = await gift(fan, {
      type: 'trial',
      streamerChannelId: 'star',
      voucherCount: 1,
      receiverChannelIdList: ['tia'],
      payWith: 'gem',
    })
    expect(result.status).toBe('SUCCESS')
    const [sub] = await subscriptionsOf(tia)
    expect(sub?.kind).toBe('trial')
    const days =
      ((sub?.periodEnd?.getTime() ?? 0) - (sub?.periodStart?.getTime() ?? 0)) / 86_400_000
    expect(days).toBe(7)
  })

  it('makes the giver a gifter in the chat from then on', async () => {
    const giver = await giftMember('giver')
    await buyGems(server, giver, 'gem-500')
    const say = async () => {
      const response = await fetch(`${server.url}/v2/chat/message/star`, {
        method: 'POST',
        headers: { authorization: `Bearer ${giver.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'hi' }),
      })
      return ((await response.json()) as { data: ChatMessage }).data.level ?? 0
    }
    expect((await say()) & CHAT_LEVEL.gifter).toBe(0)
    await giftMember('gus')
    await gift(giver, {
      type: 'selected',
      streamerChannelId: 'star',
      voucherCount: 1,
      receiverChannelIdList: ['gus'],
      payWith: 'gem',
    })
    expect((await say()) & CHAT_LEVEL.gifter).toBe(CHAT_LEVEL.gifter)
  })
})

describe("the channel's alert box", () => {
  it('gets a voucher alert when the gift reaches the minimum count', async () => {
    const widget = createClient({
      baseUrl: server.url,
      endpoints: { widget: widgetEndpoints },
      fetch: (input, init) =>
        fetch(input, {
          ...init,
          headers: {
            ...(init?.headers as Record<string, string>),
            authorization: `Bearer ${star.token}`,
          },
        }),
    }).widget
    const alertBox = await widget.get('alertbox', {})
    if (alertBox.kind !== 'alertbox') throw new Error('an alert box')
    await widget.saveSettings({
      kind: 'alertbox',
      settings: {
        ...alertBox.settings,
        exposure: {
          subscribe: {
            mode: { disabled: false },
            minimumExposureMonth: 30,
            voucher: { minimumExposureNumber: 2 },
          },
        },
      },
    })
    const overlay = await openSocket(server.url, {
      clientId: 'overlay',
      options: { auth: { widgetKey: alertBox.key } },
    })
    sockets.push(overlay)
    const [one, two, three] = await Promise.all(['al1', 'al2', 'al3'].map((h) => giftMember(h)))
    if (!one || !two || !three) throw new Error('members')
    const give = (receiverChannelIdList: string[], message: string) =>
      gift(fan, {
        type: 'selected',
        streamerChannelId: 'star',
        voucherCount: receiverChannelIdList.length,
        receiverChannelIdList,
        payWith: 'gem',
        message,
      })
    await give(['al1'], 'one')
    await give(['al2', 'al3'], 'two')
    const { alert } = await overlay.next<{ alert: Alert }>(
      'WIDGET_ALERT',
      (pushed) => pushed.alert.type === 'voucher',
    )
    expect(alert).toMatchObject({ type: 'voucher', count: 2, nickname: 'Nick fan', message: 'two' })
    // The gift of one, under the minimum, never reached the overlay.
    const vouchers = overlay
      .all<{ alert: Alert }>('WIDGET_ALERT')
      .filter((p) => p.alert.type === 'voucher')
    expect(vouchers).toHaveLength(1)
  })
})

describe('the refusals', () => {
  it('answers each code and moves nothing', async () => {
    const ann = await giftMember('ann')
    const bob = await giftMember('bob')
    const banned = await giftMember('banned')
    const subscribed = await giftMember('subbed')
    await server.deps.db.insert(chatBlocks).values({
      channelId: star.channelIdx ?? 0,
      targetMemberId: banned.memberId,
      targetChannelId: banned.channelIdx ?? 0,
      action: 3,
    })
    await insertSubscription(server.deps.db, {
      channelIdx: star.channelIdx ?? 0,
      subscriberChannelIdx: subscribed.channelIdx ?? 0,
      subscriberMemberId: subscribed.memberId,
      kind: 'regular',
    })
    const before = await auditLedger(server.deps.db)
    const selected = (receiverChannelIdList: string[] | undefined, voucherCount = 1) =>
      refusal(
        gift(fan, {
          type: 'selected',
          streamerChannelId: 'star',
          voucherCount,
          ...(receiverChannelIdList ? { receiverChannelIdList } : {}),
          payWith: 'gem',
        }),
      )
    const code = (status: number, value: string) => ({ status, code: value })
    expect(await selected(undefined)).toEqual(code(400, SUBSCRIPTION_ERRORS.giftCount))
    expect(await selected(['ann', 'bob'], 1)).toEqual(code(400, SUBSCRIPTION_ERRORS.giftCount))
    expect(await selected(['fan'])).toEqual(code(403, SUBSCRIPTION_ERRORS.giftToSelf))
    expect(await selected(['ann', 'fan'], 2)).toEqual(code(403, SUBSCRIPTION_ERRORS.giftToSelf))
    expect(await selected(['nobody'])).toEqual(code(403, SUBSCRIPTION_ERRORS.receiverRefused))
    expect(await selected(['banned'])).toEqual(code(403, SUBSCRIPTION_ERRORS.receiverRefused))
    expect(await selected(['subbed'])).toEqual(code(403, SUBSCRIPTION_ERRORS.receiverRefused))
    expect(await selected(['star'])).toEqual(code(403, SUBSCRIPTION_ERRORS.receiverRefused))
    expect(await selected(['ann', 'ANN'], 2)).toEqual(
      code(403, SUBSCRIPTION_ERRORS.receiverRefused),
    )
    // More than the maximum is refused by the contract's own bound.
    const over = await fetch(`${server.url}/v2/item/gift/voucher`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${fan.token}`,
        'content-type': 'application/json',
        'idempotency-key': 'too-many',
      },
      body: JSON.stringify({ type: 'random', streamerChannelId: 'star', voucherCount: 51 }),
    })
    expect(over.status).toBe(400)
    // The giver's refusals of the gate.
    await giftMember('plain')
    expect(
      await refusal(
        gift(fan, {
          type: 'selected',
          streamerChannelId: 'plain',
          voucherCount: 1,
          receiverChannelIdList: ['ann'],
          payWith: 'gem',
        }),
      ),
    ).toEqual(code(403, ITEM_ERRORS.notMonetized))
    expect(
      await refusal(
        gift(star, {
          type: 'selected',
          streamerChannelId: 'star',
          voucherCount: 1,
          receiverChannelIdList: ['ann'],
          payWith: 'gem',
        }),
      ),
    ).toEqual(code(403, ITEM_ERRORS.ownChannel))
    // Without a key; without enough gems (stored with its key).
    expect(
      await refusal(
        fan.item.giftVouchers({
          type: 'selected',
          streamerChannelId: 'star',
          voucherCount: 1,
          receiverChannelIdList: ['ann'],
          payWith: 'gem',
        }),
      ),
    ).toEqual(code(400, ITEM_ERRORS.idempotencyKeyRequired))
    const poor = await giftMember('poor')
    const key = newKey()
    const short = {
      type: 'selected' as const,
      streamerChannelId: 'star',
      voucherCount: 1,
      receiverChannelIdList: ['bob'],
      payWith: 'gem' as const,
    }
    expect(await refusal(gift(poor, short, key))).toEqual(code(409, ITEM_ERRORS.notEnoughGems))
    await buyGems(server, poor, 'gem-500')
    expect(await refusal(gift(poor, short, key))).toEqual(code(409, ITEM_ERRORS.notEnoughGems))
    // Nothing moved, nothing granted.
    const after = await auditLedger(server.deps.db)
    expect(after.transfers).toBe(before.transfers + 2) // the poor member's purchase
    expect(await subscriptionsOf(ann, bob, banned)).toEqual([])
  })
})

describe('a random gift', () => {
  it('goes only to members present in the channel who may receive it', async () => {
    const host = await giftMember('host', true)
    const giver = await giftMember('rgiver')
    await buyGems(server, giver, 'gem-5000')
    const [p1, p2, p3, sub, ban, away] = await Promise.all(
      ['p1', 'p2', 'p3', 'rsub', 'rban', 'away'].map((h) => giftMember(h)),
    )
    if (!p1 || !p2 || !p3 || !sub || !ban || !away) throw new Error('members')
    await insertSubscription(server.deps.db, {
      channelIdx: host.channelIdx ?? 0,
      subscriberChannelIdx: sub.channelIdx ?? 0,
      subscriberMemberId: sub.memberId,
    })
    await server.deps.db.insert(chatBlocks).values({
      channelId: host.channelIdx ?? 0,
      targetMemberId: ban.memberId,
      targetChannelId: ban.channelIdx ?? 0,
      action: 2,
    })
    const random = (voucherCount: number) => ({
      type: 'random' as const,
      streamerChannelId: 'host',
      voucherCount,
      payWith: 'gem' as const,
    })
    // Nobody there yet.
    const none = await refusal(gift(giver, random(1)))
    expect(none).toEqual({ status: 409, code: SUBSCRIPTION_ERRORS.noViewersPresent })
    // In the room: three who may receive, a subscriber, a banned member, the giver, the
    // streamer, a guest (two tabs of p1 count once).
    for (const [i, member] of [p1, p2, p3, p1, sub, ban, giver, host].entries()) {
      await roomSocket('host', `r-${i}`, member.token)
    }
    const guest = await roomSocket('host', 'r-guest')
    expect(await refusal(gift(giver, random(4)))).toEqual({
      status: 409,
      code: SUBSCRIPTION_ERRORS.noViewersPresent,
    })
    const told = await fetch(`${server.url}/v2/item/gift/voucher`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${giver.token}`,
        'content-type': 'application/json',
        'idempotency-key': 'four',
      },
      body: JSON.stringify(random(4)),
    })
    expect(((await told.json()) as { message: string }).message).toMatch(/Only 3 viewers/)
    const result = await gift(giver, random(3))
    expect(result.receivers.map((r) => r.channelId).sort()).toEqual(['p1', 'p2', 'p3'])
    const got = await subscriptionsOf(p1, p2, p3, away)
    expect(got.map((s) => s.subscriberChannelId).sort()).toEqual(
      [p1.channelIdx, p2.channelIdx, p3.channelIdx].sort(),
    )
    expect(got.every((s) => s.kind === 'gift' && s.channelId === host.channelIdx)).toBe(true)
    const entry = await guest.next<ChatMessage>('CHAT_MESSAGE', (e) => e.type === 'GIFT_SUB')
    expect(entry.giftCount).toBe(3)
    // Now subscribers, they are not drawn again.
    expect(await refusal(gift(giver, random(1)))).toEqual({
      status: 409,
      code: SUBSCRIPTION_ERRORS.noViewersPresent,
    })
  })
})

describe('free gifts and the histories', () => {
  it('the operator gives free subscriptions: no ledger movement, listed as free', async () => {
    const lucky = await giftMember('lucky')
    const before = await auditLedger(server.deps.db)
    const call = (token: string | undefined, body: unknown) =>
      fetch(`${server.url}/admin/item/gift/free`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      })
    expect(
      (await call(undefined, { channelId: 'star', receiverChannelIdList: ['lucky'] })).status,
    ).toBe(401)
    expect(
      (await call(TEST_ADMIN_TOKEN, { channelId: 'star', receiverChannelIdList: [] })).status,
    ).toBe(400)
    const given = await call(TEST_ADMIN_TOKEN, {
      channelId: 'star',
      receiverChannelIdList: ['lucky'],
    })
    expect(given.status).toBe(200)
    const [sub] = await subscriptionsOf(lucky)
    expect(sub).toMatchObject({ kind: 'free', status: 'ACTIVE', giftedByChannelId: null })
    expect((await auditLedger(server.deps.db)).transfers).toBe(before.transfers)
    const free = await lucky.item.listFreeGifts({})
    expect(free).toMatchObject({ totalCnt: 1, page: 1 })
    expect(free.list[0]).toMatchObject({
      type: 'free',
      paidWith: 'free',
      status: 'SUCCESS',
      channel: { channelId: 'star' },
      from: null,
      receivers: [{ channelId: 'lucky' }],
    })
    expect((await lucky.item.listGiftHistory({})).totalCnt).toBe(0)
    expect(await notificationsOf(lucky)).toEqual([
      expect.objectContaining({ type: 'GIFT_SUB', linkUrl: '/wallet/free-giftsub-history' }),
    ])
    // Already subscribed now: refused.
    expect(
      (await call(TEST_ADMIN_TOKEN, { channelId: 'star', receiverChannelIdList: ['lucky'] }))
        .status,
    ).toBe(403)
  })

  it('lists the gifts received and given, by channel and day', async () => {
    const mia = await giftMember('hmia')
    await gift(fan, {
      type: 'selected',
      streamerChannelId: 'star',
      voucherCount: 1,
      receiverChannelIdList: ['hmia'],
      payWith: 'gem',
    })
    const received = await mia.item.listGiftHistory({})
    expect(received.totalCnt).toBe(1)
    expect(received.list[0]).toMatchObject({
      type: 'selected',
      channel: { channelId: 'star', nickname: 'Nick star' },
      from: { channelId: 'fan', nickname: 'Nick fan' },
      voucherCount: 1,
      receivers: [{ channelId: 'hmia' }],
      paidWith: 'gem',
      gem: GIFT_SUB_GEM_PRICE,
    })
    expect((await mia.item.listGiftHistory({ channelId: 'other' })).totalCnt).toBe(0)
    expect((await mia.item.listGiftHistory({ channelId: 'STAR' })).totalCnt).toBe(1)
    expect(
      (await mia.item.listGiftHistory({ startDate: '2000-01-01', endDate: '2000-01-02' })).totalCnt,
    ).toBe(0)
    const given = await fan.item.listGiftPurchases({ limit: 2 })
    expect(given.limit).toBe(2)
    expect(given.list).toHaveLength(2)
    expect(given.list[0]).toMatchObject({ from: null, receivers: [{ channelId: 'hmia' }] })
    expect(given.totalCnt).toBeGreaterThanOrEqual(3)
    expect((await mia.item.listGiftPurchases({})).totalCnt).toBe(0)
  })
})

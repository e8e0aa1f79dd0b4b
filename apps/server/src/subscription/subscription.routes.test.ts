import {
  CHAT_LEVEL,
  type ChatMessage,
  ITEM_ERRORS,
  MONETIZE_TERMS_VERSION,
  SUBSCRIPTION_ERRORS,
} from '@airwave/sdk/contract'
import { and, eq, like } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { now } from '../clock'
import {
  channelBlocks,
  channelMonetization,
  channels,
  chatBlocks,
  ledgerTransfers,
  liveStreamSettings,
  localSubscriptions,
  localWebhookOutbox,
  widgetAlerts,
} from '../db/schema'
import {
  deliverWebhook,
  type ItemMember,
  itemMember,
  localPayments,
  newKey,
  refusal,
  streamerMember,
  TEST_WEBHOOK_SECRET,
} from '../item/itemTestKit'
import { auditLedger, balanceOf, ledgerAccount } from '../item/ledger'
import type { RunningServer } from '../server'
import { openSocket, type TestSocket } from '../testing/socketClient'
import { insertSubscription } from '../testing/subscriptionRows'
import { advanceClock, resetClock, startTestServer } from '../testing/testServer'
import { renewalJobOf } from './renewalJob'

// Regular subscriptions over real HTTP with the local provider: the check's and the order's
// refusals, a subscription paid through the local checkout page and started by its signed
// webhook (once, whatever is replayed), renewed, cancelled and refused on the server's clock,
// which the tests move forward.

const DAY_MS = 24 * 60 * 60 * 1000
const APPROVE = '4242 4242 4242 4242'

let server: RunningServer
let star: ItemMember
const sockets: TestSocket[] = []

beforeAll(async () => {
  server = await startTestServer({ config: { payments: localPayments } })
  star = await streamerMember(server, 'star')
})

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close()
})

// The clock is module-wide, and the files of a worker share their modules (vitest.config.ts):
// the next file starts on the real time.
afterAll(async () => {
  resetClock()
  await server.stop()
})

const renewDue = () => renewalJobOf(server.app).renewDue()

const revenue = () =>
  balanceOf(server.deps.db, ledgerAccount.subscriptionRevenue(star.channelIdx ?? 0, 'USD'))

/** The ledger batches of an order's periods, by their order numbers. */
async function batchesOf(orderNo: string) {
  const rows = await server.deps.db
    .select({ orderNo: ledgerTransfers.orderNo })
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.orderNo, `${orderNo}%`))
  return rows.map((row) => row.orderNo).sort()
}

async function expectLedgerHolds() {
  const audit = await auditLedger(server.deps.db)
  expect(audit.mismatched).toEqual([])
  expect(audit.negative).toEqual([])
  for (const sum of Object.values(audit.sums)) expect(sum).toBe(0)
}

/** Orders a month of `star` and pays it on the local checkout page with `card`. */
async function subscribe(member: ItemMember, card = APPROVE) {
  const order = await member.item.createSubscriptionOrder(
    { channelId: 'star', region: 'NA' },
    newKey(),
  )
  const paid = await fetch(order.checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'pay', card }).toString(),
    redirect: 'manual',
  })
  return { order, paid }
}

async function subscriptionOf(member: ItemMember) {
  const info = await member.item.getSubscribeInfo('star')
  if (!info.subscriptionId) throw new Error('no subscription')
  return member.item.getSubscription(info.subscriptionId)
}

async function roomSocket(channelId: string) {
  const socket = await openSocket(server.url, { clientId: `c-${sockets.length}` })
  sockets.push(socket)
  expect(await socket.command('ENTER_CHANNEL', { channelId })).toEqual({ ok: true })
  return socket
}

describe('who may subscribe', () => {
  it('answers an empty object when allowed, and the spec codes for the check and the order alike', async () => {
    const db = server.deps.db
    const fan = await itemMember(server, 'checker')
    expect(await fan.item.checkSubscribe('star')).toEqual({})
    const refusedBoth = async (handle: string, member = fan) => {
      const check = await refusal(member.item.checkSubscribe(handle))
      const order = await refusal(
        member.item.createSubscriptionOrder({ channelId: handle, region: 'NA' }, newKey()),
      )
      expect(order).toEqual(check)
      return check
    }
    expect(await refusedBoth('star', star)).toEqual({ status: 403, code: ITEM_ERRORS.ownChannel })
    const [side] = await db
      .insert(channels)
      .values({ handle: 'starside', nickname: 'Star side', ownerId: star.memberId })
      .returning()
    await db.insert(channelMonetization).values({
      channelId: side?.id ?? 0,
      termsVersion: MONETIZE_TERMS_VERSION,
      agreedByMemberId: star.memberId,
    })
    expect(await refusedBoth('starside', star)).toEqual({
      status: 403,
      code: ITEM_ERRORS.anotherOwnChannel,
    })
    await itemMember(server, 'plain')
    expect(await refusedBoth('plain')).toEqual({ status: 403, code: ITEM_ERRORS.notMonetized })
    const adult = await streamerMember(server, 'night')
    await db.insert(liveStreamSettings).values({ channelId: adult.channelIdx ?? 0, isAdult: true })
    expect(await refusedBoth('night')).toEqual({ status: 403, code: ITEM_ERRORS.adultOnly })
    const strict = await streamerMember(server, 'strict')
    await db
      .insert(channelBlocks)
      .values({ memberId: strict.memberId, channelId: fan.channelIdx ?? 0 })
    expect(await refusedBoth('strict')).toEqual({ status: 403, code: ITEM_ERRORS.blocked })
    const quiet = await streamerMember(server, 'quiet')
    await db.insert(chatBlocks).values({
      channelId: quiet.channelIdx ?? 0,
      targetMemberId: fan.memberId,
      targetChannelId: fan.channelIdx ?? 0,
      action: 3,
    })
    expect(await refusedBoth('quiet')).toEqual({ status: 403, code: ITEM_ERRORS.blocked })
    expect(await refusedBoth('nobody')).toEqual({ status: 404, code: 'CHA30023' })
    // An order moves money: it needs an idempotency key.
    expect(
      await refusal(fan.item.createSubscriptionOrder({ channelId: 'star', region: 'NA' })),
    ).toEqual({ status: 400, code: ITEM_ERRORS.idempotencyKeyRequired })
    // A subscriber (a gift's period counts) is told so.
    await insertSubscription(db, {
      channelIdx: star.channelIdx ?? 0,
      subscriberChannelIdx: fan.channelIdx ?? 0,
      subscriberMemberId: fan.memberId,
      kind: 'gift',
      from: now(),
    })
    expect(await refusedBoth('star')).toEqual({
      status: 409,
      code: SUBSCRIPTION_ERRORS.alreadySubscribed,
    })
  })

  it('prices the plan by region', async () => {
    const fan = await itemMember(server, 'pricer')
    expect(await fan.item.getSubscriptionPlan({ region: 'TH' })).toMatchObject({
      currency: 'THB',
      price: '179.00',
      periodDays: 30,
    })
  })
})

describe('a subscription through the local checkout', () => {
  it('starts on the signed webhook: subscriber, SUBSCRIBE entry, alert, first period in the ledger', async () => {
    const fan = await itemMember(server, 'fan')
    const room = await roomSocket('star')
    const before = await revenue()
    const opened = await fan.item.createSubscriptionOrder(
      { channelId: 'star', region: 'NA' },
      newKey(),
    )
    const page = await (await fetch(opened.checkoutUrl)).text()
    expect(page).toContain('Pay $4.99 a month')
    expect(page).toContain('Monthly subscription to Nick star')
    expect(page).toContain('Renews every month')
    const { order, paid } = await subscribe(fan)
    expect(order).toMatchObject({
      status: 'PENDING',
      channelId: 'star',
      price: '4.99',
      currency: 'USD',
    })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(
      `${server.url}/payment/redirect/subscription?orderNo=${order.orderNo}`,
    )
    expect(await fan.item.getPaymentResult(order.orderNo)).toMatchObject({
      status: 'SUCCESS',
      itemType: 'subscription',
      itemNm: 'Monthly subscription to Nick star',
      payPrice: '4.99',
      payCur: 'USD',
    })
    const info = await fan.item.getSubscribeInfo('star')
    expect(info).toMatchObject({
      channelId: 'star',
      isSubscriber: true,
      isRegular: true,
      renews: true,
      subscribeMonth: 1,
    })
    const entry = await room.next<ChatMessage>('CHAT_MESSAGE', (e) => e.type === 'SUBSCRIBE')
    expect(entry).toMatchObject({ type: 'SUBSCRIBE', subscribeMonth: 1, channelId: 'star' })
    expect(entry.viewerInfo?.viewerId).toBe('fan')
    expect((entry.level ?? 0) & CHAT_LEVEL.subscriber).toBe(CHAT_LEVEL.subscriber)
    const alerts = await server.deps.db
      .select()
      .from(widgetAlerts)
      .where(eq(widgetAlerts.channelId, star.channelIdx ?? 0))
    expect(alerts.map((a) => a.payload)).toContainEqual(
      expect.objectContaining({ type: 'subscription', nickname: 'Nick fan', days: 30, months: 1 }),
    )
    expect((await revenue()) - before).toBe(499)
    const sub = await subscriptionOf(fan)
    expect(sub).toMatchObject({
      kind: 'regular',
      status: 'ACTIVE',
      renews: true,
      months: 1,
      channel: { channelId: 'star', nickname: 'Nick star' },
      price: '4.99',
      currency: 'USD',
      endReason: null,
    })
    const payments = await fan.item.listSubscriptionPayments({ page: 1 })
    expect(payments.list).toMatchObject([
      {
        periodNo: 1,
        status: 'PAID',
        paidWith: 'card',
        price: '4.99',
        subscriptionId: sub.subscriptionId,
      },
    ])
    expect(await refusal(fan.item.checkSubscribe('star'))).toEqual({
      status: 409,
      code: SUBSCRIPTION_ERRORS.alreadySubscribed,
    })
    await expectLedgerHolds()
  })

  it('grants nothing twice for a replayed webhook, and nothing at all for a forged or stale one', async () => {
    const fan = await itemMember(server, 'replayer')
    const { order } = await subscribe(fan)
    const [sent] = await server.deps.db
      .select()
      .from(localWebhookOutbox)
      .where(
        and(
          like(localWebhookOutbox.payload, `%${order.orderNo}%`),
          like(localWebhookOutbox.payload, '%checkout.session.completed%'),
        ),
      )
    if (!sent) throw new Error('no webhook was sent')
    const transfers = (await auditLedger(server.deps.db)).transfers
    const revenueBefore = await revenue()
    const again = await deliverWebhook(server, sent.payload)
    expect(again.body.data).toEqual({ received: true, outcome: 'duplicate' })
    // The same payment under another event id: the order is paid already.
    const renamed = sent.payload.replace(/"id":"evt_local_[0-9a-f]+"/, '"id":"evt_local_renamed"')
    expect((await deliverWebhook(server, renamed)).body.data).toEqual({
      received: true,
      outcome: 'already-paid',
    })
    expect((await deliverWebhook(server, renamed, 'whsec_someone_else')).status).toBe(400)
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: renamed,
      secret: TEST_WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    })
    expect((await deliverWebhook(server, renamed, TEST_WEBHOOK_SECRET, stale)).status).toBe(400)
    expect((await auditLedger(server.deps.db)).transfers).toBe(transfers)
    expect(await revenue()).toBe(revenueBefore)
    expect((await subscriptionOf(fan)).months).toBe(1)
  })

  it('declines the declining card at checkout: no subscription', async () => {
    const fan = await itemMember(server, 'declined')
    const { order, paid } = await subscribe(fan, '4000 0000 0000 0002')
    expect(paid.status).toBe(200)
    expect(await fan.item.getPaymentResult(order.orderNo)).toMatchObject({ status: 'DECLINED' })
    expect(await fan.item.getSubscribeInfo('star')).toMatchObject({ isSubscriber: false })
  })
})

describe('the renewal job on the server clock', () => {
  it('renews a month later: period 2 and its own ledger batch, once however often the job runs', async () => {
    const fan = await itemMember(server, 'renewer')
    const { order } = await subscribe(fan)
    const first = await subscriptionOf(fan)
    const before = await revenue()
    advanceClock(31 * DAY_MS)
    // Two runs at once (two instances): the period is charged once.
    const runs = await Promise.all([renewDue(), renewDue()])
    expect(runs.reduce((n, run) => n + run.charged, 0)).toBeGreaterThanOrEqual(1)
    expect((await renewDue()).charged).toBe(0)
    const renewed = await subscriptionOf(fan)
    expect(renewed).toMatchObject({ status: 'ACTIVE', months: 2, renews: true })
    // The second period starts where the first ended.
    expect(renewed.periodStart).toBe(first.periodEnd)
    expect(await fan.item.getSubscribeInfo('star')).toMatchObject({
      isSubscriber: true,
      subscribeMonth: 2,
    })
    expect(await batchesOf(order.orderNo)).toEqual([order.orderNo, `${order.orderNo}:2`])
    // This subscription's second month, at least (the earlier tests' subscribers renew too).
    expect((await revenue()) - before).toBeGreaterThanOrEqual(499)
    const payments = await fan.item.listSubscriptionPayments({
      page: 1,
      subscriptionId: renewed.subscriptionId,
    })
    expect(payments.list.map((p) => [p.periodNo, p.status])).toEqual([
      [2, 'PAID'],
      [1, 'PAID'],
    ])
    await expectLedgerHolds()
  })

  it('keeps a cancelled one until its period ends, then ends it as cancelled', async () => {
    const fan = await itemMember(server, 'canceller')
    const { order } = await subscribe(fan)
    const cancelled = await fan.item.cancelRegularSubscribe('star')
    expect(cancelled).toMatchObject({ status: 'CANCELLED', renews: false })
    expect(await refusal(fan.item.cancelRegularSubscribe('star'))).toEqual({
      status: 409,
      code: SUBSCRIPTION_ERRORS.notCancellable,
    })
    const [local] = await server.deps.db
      .select()
      .from(localSubscriptions)
      .where(eq(localSubscriptions.cancelAtPeriodEnd, true))
    expect(local).toBeDefined()
    advanceClock(10 * DAY_MS)
    await renewDue()
    expect(await fan.item.getSubscribeInfo('star')).toMatchObject({
      isSubscriber: true,
      renews: false,
    })
    advanceClock(21 * DAY_MS)
    await renewDue()
    const ended = await subscriptionOf(fan)
    expect(ended).toMatchObject({ status: 'ENDED', endReason: 'cancelled', months: 1 })
    expect(await fan.item.getSubscribeInfo('star')).toMatchObject({ isSubscriber: false })
    expect(await batchesOf(order.orderNo)).toEqual([order.orderNo])
    // Over: a new subscription may follow.
    expect(await fan.item.checkSubscribe('star')).toEqual({})
  })

  it('ends a subscription whose renewal is refused at its period end, saying why', async () => {
    const fan = await itemMember(server, 'refused')
    const { order } = await subscribe(fan)
    await server.deps.db
      .update(localSubscriptions)
      .set({ card: '4000000000000002' })
      .where(eq(localSubscriptions.orderNo, order.orderNo))
    advanceClock(31 * DAY_MS)
    await renewDue()
    const ended = await subscriptionOf(fan)
    expect(ended).toMatchObject({ status: 'ENDED', endReason: 'payment_failed', months: 1 })
    expect(ended.endDetail).toMatch(/declined/)
    expect(await fan.item.getSubscribeInfo('star')).toMatchObject({ isSubscriber: false })
    const payments = await fan.item.listSubscriptionPayments({
      page: 1,
      subscriptionId: ended.subscriptionId,
    })
    expect(payments.list[0]).toMatchObject({ periodNo: 2, status: 'FAILED' })
    expect(payments.list[0]?.failure).toMatch(/declined/)
    expect(await batchesOf(order.orderNo)).toEqual([order.orderNo])
    await expectLedgerHolds()
  })

  it('ends a gift whose period is over', async () => {
    const fan = await itemMember(server, 'giftee')
    await insertSubscription(server.deps.db, {
      channelIdx: star.channelIdx ?? 0,
      subscriberChannelIdx: fan.channelIdx ?? 0,
      subscriberMemberId: fan.memberId,
      kind: 'gift',
      from: now(),
      days: 1,
    })
    expect(await fan.item.getSubscribeInfo('star')).toMatchObject({ isSubscriber: true })
    advanceClock(2 * DAY_MS)
    expect((await renewDue()).ended).toBeGreaterThanOrEqual(1)
    expect(await subscriptionOf(fan)).toMatchObject({ status: 'ENDED', endReason: 'period_over' })
  })
})

describe("the member's subscriptions", () => {
  it('lists active ones first, filters by state, and hides others\u2019 (ITE20016)', async () => {
    const fan = await itemMember(server, 'lister')
    const other = await streamerMember(server, 'other')
    await insertSubscription(server.deps.db, {
      channelIdx: other.channelIdx ?? 0,
      subscriberChannelIdx: fan.channelIdx ?? 0,
      subscriberMemberId: fan.memberId,
      kind: 'free',
      from: now(),
      days: 1,
    })
    advanceClock(2 * DAY_MS)
    await subscribe(fan)
    const all = await fan.item.listSubscribeHistory({ page: 1 })
    expect(all.totalCnt).toBe(2)
    expect(all.list.map((s) => s.channel.channelId)).toEqual(['star', 'other'])
    const past = await fan.item.listSubscribeHistory({ page: 1, state: 'past' })
    expect(past.list.map((s) => s.channel.channelId)).toEqual(['other'])
    const active = await fan.item.listSubscribeHistory({ page: 1, state: 'active' })
    expect(active.list.map((s) => s.channel.channelId)).toEqual(['star'])
    const stranger = await itemMember(server, 'stranger')
    // A path naming no number names none of the member's either.
    const odd = await fetch(`${server.url}/v2/item/subscribe/abc`, {
      headers: { authorization: `Bearer ${stranger.token}` },
    })
    expect(odd.status).toBe(404)
    expect(((await odd.json()) as { code?: string }).code).toBe(
      SUBSCRIPTION_ERRORS.subscriptionNotFound,
    )
    expect(await refusal(stranger.item.getSubscription(all.list[0]?.subscriptionId ?? 0))).toEqual({
      status: 404,
      code: SUBSCRIPTION_ERRORS.subscriptionNotFound,
    })
    expect(await stranger.item.getSubscribeInfo('star')).toMatchObject({ isSubscriber: false })
    expect(await refusal(stranger.item.cancelRegularSubscribe('star'))).toEqual({
      status: 409,
      code: SUBSCRIPTION_ERRORS.notCancellable,
    })
  })
})

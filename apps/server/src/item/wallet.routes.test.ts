import { ITEM_ERRORS, MONETIZE_TERMS_VERSION } from '@airwave/sdk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { communityClient } from '../community/testKit'
import { channelManagers } from '../db/schema'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'
import {
  buyGems,
  type ItemMember,
  itemClient,
  itemMember,
  localPayments,
  newKey,
  refusal,
  streamerMember,
} from './itemTestKit'

// The wallet's and the streamer's reads and settings over real HTTP: each member reads their
// own wallet, each streamer their own channel's money; monetization opens a channel to gems;
// signature gems, the ranking, the pay policy.

let server: RunningServer
let star: ItemMember
let amy: ItemMember
let bob: ItemMember

/** The UTC day `offset` days from the day the ledger wrote this file's movements. */
let written = 0
const day = (offset: number) => new Date(written + offset * 86_400_000).toISOString().slice(0, 10)

beforeAll(async () => {
  server = await startTestServer({ config: { payments: localPayments } })
  star = await streamerMember(server, 'walletstar')
  amy = await itemMember(server, 'amy')
  bob = await itemMember(server, 'bob')
  await buyGems(server, amy, 'gem-1000')
  await buyGems(server, bob, 'gem-500')
  await amy.item.cheer('walletstar', { gem: 300, message: 'first!' }, newKey())
  await bob.item.cheer('walletstar', { gem: 300 }, newKey())
  const last = await amy.item.cheer('walletstar', { gem: 50 }, newKey())
  const [entry] = (await amy.item.listGemHistory({ limit: 1 })).list
  written = Date.parse(entry?.createDate ?? '')
  expect(entry?.historyNo).toBe(last.cheerNo)
})

afterAll(() => server.stop())

describe('the wallet', () => {
  it('lists every movement with the balance after it, newest first, paged and by day', async () => {
    const history = await amy.item.listGemHistory({ limit: 2 })
    expect(history).toMatchObject({ totalCnt: 3, page: 1, limit: 2 })
    expect(history.list.map((e) => [e.kind, e.gem, e.balance, e.channelId])).toEqual([
      ['cheer', -50, 650, 'walletstar'],
      ['cheer', -300, 700, 'walletstar'],
    ])
    expect(history.list[1]?.message).toBe('first!')
    const second = await amy.item.listGemHistory({ page: 2, limit: 2 })
    expect(second.list.map((e) => [e.kind, e.gem, e.balance])).toEqual([['purchase', 1000, 1000]])
    expect(second.list[0]?.orderNo).toMatch(/^G\d{8}[0-9A-F]{16}$/)
    expect((await amy.item.listGemHistory({ kind: 'purchase' })).totalCnt).toBe(1)
    expect((await amy.item.listGemHistory({ startDate: day(0), endDate: day(0) })).totalCnt).toBe(3)
    expect((await amy.item.listGemHistory({ startDate: day(1) })).totalCnt).toBe(0)
    expect((await amy.item.listGemHistory({ endDate: day(-1) })).totalCnt).toBe(0)
    expect(await refusal(amy.item.listGemHistory({ startDate: day(0), endDate: day(-1) }))).toEqual(
      { status: 400, code: 'INVALID_REQUEST' },
    )
    expect(await refusal(amy.item.listGemHistory({ startDate: '2026-02-30' }))).toEqual({
      status: 400,
      code: 'INVALID_REQUEST',
    })
  })

  it('lists the purchases with their order numbers and amounts, and the balance', async () => {
    const purchases = await amy.item.listGemPurchases({})
    expect(purchases.list).toHaveLength(1)
    expect(purchases.list[0]).toMatchObject({
      status: 'SUCCESS',
      gem: 1000,
      payPrice: '9.99',
      payCur: 'USD',
    })
    expect((await amy.item.listGemPurchases({ startDate: day(1) })).list).toEqual([])
    expect(await amy.item.getPossess()).toEqual({ gem: 650, voucher: 0 })
    // Each member reads their own: bob's wallet is bob's.
    expect((await bob.item.listGemHistory({})).totalCnt).toBe(2)
    expect(await bob.item.getPossess()).toEqual({ gem: 200, voucher: 0 })
    expect(await refusal(itemClient(server.url).getPossess())).toMatchObject({ status: 401 })
  })
})

describe("the streamer's side", () => {
  it('shows the earnings, by day and by supporter, to the owner only', async () => {
    expect(await star.item.getEarnings()).toEqual({
      channelId: 'walletstar',
      isMonetize: true,
      balance: 650,
      totalGem: 650,
    })
    expect(await star.item.listEarningsByDay({})).toEqual({
      list: [{ date: day(0), gem: 650, cheerCnt: 3 }],
      totalGem: 650,
    })
    expect(await star.item.listEarningsByDay({ endDate: day(-1) })).toEqual({
      list: [],
      totalGem: 0,
    })
    expect(
      await refusal(star.item.listEarningsByDay({ startDate: '2024-01-01', endDate: day(0) })),
    ).toEqual({ status: 400, code: 'INVALID_REQUEST' })
    const supporters = await star.item.listEarningsBySupporter({})
    // 350 from amy; 300 from bob, who reached it first: amy leads.
    expect(supporters.list.map((s) => [s.rank, s.channelId, s.gem, s.cheerCnt])).toEqual([
      [1, 'amy', 350, 2],
      [2, 'bob', 300, 1],
    ])
    // Nobody else reads them: a manager of the channel reads their own channel's.
    await server.deps.db
      .insert(channelManagers)
      .values({ channelId: star.channelIdx ?? 0, managerChannelId: amy.channelIdx ?? 0 })
    expect(await amy.item.getEarnings()).toMatchObject({ channelId: 'amy', balance: 0 })
    expect((await amy.item.listEarningsBySupporter({})).list).toEqual([])
  })

  it('ranks the top supporters of a period for anyone', async () => {
    const ranking = await itemClient(server.url).getRanking('walletstar', { period: 'week' })
    expect(ranking).toMatchObject({ channelId: 'walletstar', period: 'week' })
    expect(ranking.list.map((s) => [s.rank, s.nickname, s.gem])).toEqual([
      [1, 'Nick amy', 350],
      [2, 'Nick bob', 300],
    ])
    expect((await itemClient(server.url).getRanking('walletstar', { limit: 1 })).list).toHaveLength(
      1,
    )
    expect(await refusal(itemClient(server.url).getRanking('nobody', {}))).toEqual({
      status: 404,
      code: 'CHA30023',
    })
  })

  it('signs a channel up for monetization: gems and its settings open only then', async () => {
    const newbie = await itemMember(server, 'newbie')
    expect(await newbie.item.getMonetization()).toMatchObject({
      isMonetize: false,
      agreeDate: null,
    })
    expect(await newbie.item.checkMonetize()).toEqual({ isMonetize: false })
    expect(await refusal(amy.item.cheer('newbie', { gem: 1 }, newKey()))).toEqual({
      status: 403,
      code: ITEM_ERRORS.notMonetized,
    })
    expect(await refusal(newbie.item.addSignatureGem({ gem: 10, title: 'ten' }))).toEqual({
      status: 403,
      code: ITEM_ERRORS.notMonetized,
    })
    expect(await refusal(newbie.item.updateSignatureGem(1, { title: 'ten' }))).toEqual({
      status: 403,
      code: ITEM_ERRORS.notMonetized,
    })
    // Subscriptions too: the subscribe check answers the same until the sign-up.
    expect(await refusal(amy.item.checkSubscribe('newbie'))).toEqual({
      status: 403,
      code: ITEM_ERRORS.notMonetized,
    })
    // Its earnings read as nothing yet, not as a refusal: the dashboard sends it to the sign-up.
    expect(await newbie.item.getEarnings()).toEqual({
      channelId: 'newbie',
      isMonetize: false,
      balance: 0,
      totalGem: 0,
    })
    const response = await fetch(`${server.url}/v2/item/monetization/signup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${newbie.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ isAgreeMonetizeTerms: false, termsVersion: MONETIZE_TERMS_VERSION }),
    })
    expect(response.status).toBe(400)
    const signed = await newbie.item.signUpMonetization({
      isAgreeMonetizeTerms: true,
      termsVersion: MONETIZE_TERMS_VERSION,
    })
    expect(signed).toMatchObject({ isMonetize: true, termsVersion: MONETIZE_TERMS_VERSION })
    expect(await newbie.item.checkMonetize()).toEqual({ isMonetize: true })
    const info = await communityClient(server.url).channel.getChannelInfo('newbie')
    expect(info.streamerChannelInfo?.isMonetize).toBe(true)
    expect((await amy.item.cheer('newbie', { gem: 1 }, newKey())).gem).toBe(1)
    expect(await amy.item.checkSubscribe('newbie')).toEqual({})
    expect(await newbie.item.addSignatureGem({ gem: 10, title: 'ten' })).toMatchObject({ gem: 10 })
  })

  it('keeps signature gems: one per amount, twenty at most, the owner alone changes them', async () => {
    const made = await star.item.addSignatureGem({ gem: 777, title: '  Lucky sevens  ' })
    expect(made).toMatchObject({ gem: 777, title: 'Lucky sevens' })
    expect(await refusal(star.item.addSignatureGem({ gem: 777, title: 'again' }))).toEqual({
      status: 409,
      code: ITEM_ERRORS.signatureGemTaken,
    })
    expect(await refusal(star.item.addSignatureGem({ gem: 0, title: 'zero' }))).toMatchObject({
      status: 400,
    })
    expect(await refusal(star.item.addSignatureGem({ gem: 5, title: '' }))).toMatchObject({
      status: 400,
    })
    for (let gem = 1; gem <= 19; gem += 1)
      await star.item.addSignatureGem({ gem, title: `#${gem}` })
    expect(await refusal(star.item.addSignatureGem({ gem: 999, title: 'one more' }))).toEqual({
      status: 409,
      code: ITEM_ERRORS.signatureGemLimit,
    })
    const list = await itemClient(server.url).listSignatureGems('walletstar')
    expect(list.list).toHaveLength(20)
    expect(list.list.at(-1)).toMatchObject({ gem: 777 })
    // Another channel's signature gem is not there for them.
    expect(await refusal(amy.item.deleteSignatureGem(made.signatureGemIdx))).toMatchObject({
      status: 404,
    })
    expect(
      await star.item.updateSignatureGem(made.signatureGemIdx, { title: 'Sevens!' }),
    ).toMatchObject({ gem: 777, title: 'Sevens!' })
    expect(await refusal(star.item.updateSignatureGem(made.signatureGemIdx, { gem: 1 }))).toEqual({
      status: 409,
      code: ITEM_ERRORS.signatureGemTaken,
    })
    await star.item.deleteSignatureGem(made.signatureGemIdx)
    expect((await itemClient(server.url).listSignatureGems('walletstar')).list).toHaveLength(19)
  })
})

describe('the pay policy', () => {
  it("prices packs in the region's currency: the asked region, the client's, else GLOBAL", async () => {
    const anyone = itemClient(server.url)
    const th = await anyone.getPayPolicy({ region: 'TH' })
    expect(th).toMatchObject({ region: 'TH', currency: 'THB', provider: 'local' })
    expect(th.regions).toEqual(['NA', 'TH', 'GC', 'GLOBAL'])
    expect(th.packs[0]).toEqual({
      packId: 'gem-100',
      gem: 100,
      price: '35.00',
      priceMinor: 3500,
      currency: 'THB',
    })
    expect((await anyone.getPayPolicy({})).region).toBe('GLOBAL')
    const fromHeader = await fetch(`${server.url}/v2/item/pay/policy`, {
      headers: { 'x-region-code': 'gc' },
    })
    expect(((await fromHeader.json()) as { data: { currency: string } }).data.currency).toBe('TWD')
  })
})

describe('a server without a payment provider', () => {
  it('offers no packs to buy: orders are 503 ITE20005, and no webhook route answers', async () => {
    const bare = await startTestServer({ config: { payments: null } })
    try {
      const member = await itemMember(bare, 'nopay')
      expect((await member.item.getPayPolicy({})).provider).toBeNull()
      expect(
        await refusal(member.item.createGemOrder({ packId: 'gem-100', region: 'NA' }, newKey())),
      ).toEqual({ status: 503, code: ITEM_ERRORS.paymentsUnavailable })
      const webhook = await fetch(`${bare.url}/v2/item/payment/webhook`, { method: 'POST' })
      expect(webhook.status).toBe(404)
    } finally {
      await bare.stop()
    }
  })
})

describe('the write limits', () => {
  it('refuse a member past 60 cheers and 10 orders a minute', async () => {
    const limited = await startTestServer({
      config: { payments: localPayments, writeRateLimits: true },
    })
    try {
      const streamer = await streamerMember(limited, 'limitstar')
      const fan = await itemMember(limited, 'limitfan')
      await buyGems(limited, fan, 'gem-100')
      for (let i = 0; i < 60; i += 1) await fan.item.cheer('limitstar', { gem: 1 }, newKey())
      expect(await refusal(fan.item.cheer('limitstar', { gem: 1 }, newKey()))).toEqual({
        status: 429,
        code: 'RATE_LIMITED',
      })
      expect((await fan.item.getPossess()).gem).toBe(40)
      // One order was made by buyGems: nine more, then the limit.
      for (let i = 0; i < 9; i += 1) {
        await fan.item.createGemOrder({ packId: 'gem-100', region: 'NA' }, newKey())
      }
      expect(
        await refusal(fan.item.createGemOrder({ packId: 'gem-100', region: 'NA' }, newKey())),
      ).toEqual({ status: 429, code: 'RATE_LIMITED' })
      expect(streamer.channelId).toBe('limitstar')
    } finally {
      await limited.stop()
    }
  })
})

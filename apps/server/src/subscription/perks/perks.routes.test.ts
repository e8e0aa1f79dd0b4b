import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import {
  NICKNAME_COLORS,
  SUBSCRIBER_EMOTICON_LIMIT,
  SUBSCRIBER_IMAGE_RULES,
} from '@airwave/sdk/contract'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember } from '../../community/testKit'
import { gradientPng } from '../../community/uploads/demoImages'
import {
  subscriberBadges,
  subscriberEmoticons,
  subscriptionPeriods,
  subscriptions,
} from '../../db/schema'
import { type ItemMember, itemClient, itemMember, refusal } from '../../item/itemTestKit'
import { ledgerAccount, postTransfers } from '../../item/ledger'
import { liveInfoOf } from '../../realtime/liveInfoOf'
import type { RunningServer } from '../../server'
import { chatClient } from '../../testing/chatClient'
import { insertSubscription } from '../../testing/subscriptionRows'
import { startTestServer } from '../../testing/testServer'
import { insertDemoPerks } from './perks.seed'

let server: RunningServer
let streamer: ItemMember
let fan: ItemMember
let subscriber: ItemMember
let veteran: ItemMember

const DAY_MS = 86_400_000

beforeAll(async () => {
  server = await startTestServer()
  streamer = await itemMember(server, 'perkstar')
  fan = await itemMember(server, 'perkfan')
  subscriber = await itemMember(server, 'perksub')
  veteran = await itemMember(server, 'perkvet')
  await insertDemoPerks(server.deps.db, streamer.channelIdx ?? 0)
  await insertSubscription(server.deps.db, {
    channelIdx: streamer.channelIdx ?? 0,
    subscriberChannelIdx: subscriber.channelIdx ?? 0,
    subscriberMemberId: subscriber.memberId,
  })
  await insertSubscription(server.deps.db, {
    channelIdx: streamer.channelIdx ?? 0,
    subscriberChannelIdx: veteran.channelIdx ?? 0,
    subscriberMemberId: veteran.memberId,
    months: 7,
    kind: 'regular',
  })
})
afterAll(() => server?.stop())

type Bytes = Uint8Array<ArrayBuffer>
const bytesOf = (buffer: Buffer | string): Bytes =>
  new Uint8Array(typeof buffer === 'string' ? Buffer.from(buffer) : buffer) as Bytes
const png = (w: number, h: number) => bytesOf(gradientPng(w, h, [10, 20, 30], [200, 100, 50]))

function form(fields: Record<string, string>, bytes: Bytes, name = 'a.png', type = 'image/png') {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  data.append('file', new Blob([bytes], { type }), name)
  return data
}

/** The files under the uploads directory, the seed's demo ones aside. */
async function storedFiles(): Promise<string[]> {
  const dir = join(server.deps.config.dataDir, 'uploads')
  const names = await readdir(dir).catch(() => [] as string[])
  return names.filter((name) => name !== 'demo')
}

async function rows() {
  const { db } = server.deps
  const [badges] = await db.select({ n: count() }).from(subscriberBadges)
  const [emoticons] = await db.select({ n: count() }).from(subscriberEmoticons)
  return { badges: badges?.n, emoticons: emoticons?.n, files: await storedFiles() }
}

describe('badge and emoticon uploads', () => {
  it('stores a square PNG badge, replaces the tier, serves it with safe headers', async () => {
    const first = await streamer.item.uploadSubscriberBadge(form({ months: '2' }, png(64, 64)))
    expect(first.months).toBe(2)
    expect(first.badgeUrl).toMatch(new RegExp(`^${server.url}/uploads/[0-9a-f-]+\\.png$`))
    const bytes = png(32, 32)
    const second = await streamer.item.uploadSubscriberBadge(form({ months: '2' }, bytes))
    expect(second.badgeUrl).not.toBe(first.badgeUrl)
    const { list } = await itemClient(server.url).listSubscriberBadges('perkstar')
    expect(list.map((badge) => badge.months)).toEqual([1, 2, 3, 6, 12])
    expect(list.find((badge) => badge.months === 2)?.badgeUrl).toBe(second.badgeUrl)

    const response = await fetch(second.badgeUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'")
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes)

    await streamer.item.deleteSubscriberBadge(2)
    expect(await refusal(streamer.item.deleteSubscriberBadge(2))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    })
    expect(await refusal(streamer.item.deleteSubscriberBadge(5))).toMatchObject({ status: 400 })
  })

  it('refuses what is not a small square PNG, GIF or WebP, and stores nothing', async () => {
    const before = await rows()
    const upload = (data: FormData) => refusal(streamer.item.uploadSubscriberEmoticon(data))
    const svg = bytesOf(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script></svg>',
    )
    expect(await upload(form({ keyword: 'evilSvg' }, svg, 'a.svg', 'image/svg+xml'))).toEqual({
      status: 400,
      code: 'FILE_TYPE_NOT_ALLOWED',
    })
    const html = bytesOf('<!doctype html><html><script>alert(1)</script></html>')
    expect(await upload(form({ keyword: 'evilHtml' }, html))).toEqual({
      status: 400,
      code: 'FILE_TYPE_NOT_ALLOWED',
    })
    // A JPEG is an image, but not one of the allowed types.
    const jpeg = bytesOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]))
    expect((await upload(form({ keyword: 'aJpeg' }, jpeg, 'a.jpg', 'image/jpeg'))).code).toBe(
      'FILE_TYPE_NOT_ALLOWED',
    )
    for (const [w, h] of [
      [64, 48],
      [27, 27],
      [513, 513],
    ] as const) {
      expect(await upload(form({ keyword: 'badSize' }, png(w, h)))).toEqual({
        status: 400,
        code: 'IMAGE_DIMENSIONS_NOT_ALLOWED',
      })
    }
    // Just above the limit, with an honest PNG header: the parser stops it at the limit.
    const large = new Uint8Array(SUBSCRIBER_IMAGE_RULES.maxBytes + 1) as Bytes
    large.set(png(64, 64))
    expect(await upload(form({ keyword: 'tooBig' }, large))).toEqual({
      status: 413,
      code: 'FILE_SIZE_EXCEEDS',
    })
    // 30 MB: refused from its announced length, before its body is read.
    const huge = new Uint8Array(30 * 1024 * 1024) as Bytes
    huge.set(png(64, 64))
    expect(await upload(form({ keyword: 'huge' }, huge))).toEqual({
      status: 413,
      code: 'FILE_SIZE_EXCEEDS',
    })
    // Not a streamer: a member without a channel, and a guest.
    const noChannel = await addMember(server, 'perknochan', { channel: false })
    const bare = itemClient(server.url, noChannel.token)
    expect(
      await refusal(bare.uploadSubscriberEmoticon(form({ keyword: 'nochan' }, png(64, 64)))),
    ).toEqual({ status: 403, code: 'CHANNEL_REQUIRED' })
    expect(
      (
        await refusal(
          itemClient(server.url).uploadSubscriberBadge(form({ months: '1' }, png(64, 64))),
        )
      ).status,
    ).toBe(401)
    expect(await rows()).toEqual(before)
  })

  it('takes an emoticon keyword of 2 to 20 letters and digits, once across channels', async () => {
    const before = await rows()
    for (const keyword of ['a', 'has space', 'x'.repeat(21), 'émoji']) {
      expect(
        (await refusal(fan.item.uploadSubscriberEmoticon(form({ keyword }, png(28, 28))))).code,
      ).toBe('INVALID_REQUEST')
    }
    // The demo channel's keyword, in another case and by another channel.
    expect(
      await refusal(fan.item.uploadSubscriberEmoticon(form({ keyword: 'AIRWAVEHI' }, png(28, 28)))),
    ).toEqual({ status: 409, code: 'EMOTICON_KEYWORD_TAKEN' })
    expect(await rows()).toEqual(before)

    const made = await fan.item.uploadSubscriberEmoticon(
      form({ keyword: 'fanWave' }, png(512, 512)),
    )
    expect(made.emoticonKeyword).toBe('fanWave')
    expect(made.emoticonImgUrl).toMatch(new RegExp(`^${server.url}/uploads/[0-9a-f-]+\\.png$`))
    const listed = await chatless('perkfan')
    expect(listed).toEqual(['fanWave'])
    await fan.item.deleteSubscriberEmoticon('fanWave')
    expect(await chatless('perkfan')).toEqual([])
    expect((await refusal(fan.item.deleteSubscriberEmoticon('fanWave'))).status).toBe(404)
  })

  it(`holds at most ${SUBSCRIBER_EMOTICON_LIMIT} emoticons a channel`, async () => {
    const full = await itemMember(server, 'perkfull')
    await server.deps.db.insert(subscriberEmoticons).values(
      Array.from({ length: SUBSCRIBER_EMOTICON_LIMIT }, (_, i) => ({
        channelId: full.channelIdx ?? 0,
        keyword: `full${i}`,
        file: `/uploads/full${i}.png`,
      })),
    )
    const before = await rows()
    expect(
      await refusal(full.item.uploadSubscriberEmoticon(form({ keyword: 'oneMore' }, png(64, 64)))),
    ).toEqual({ status: 409, code: 'EMOTICON_LIMIT_REACHED' })
    expect(await rows()).toEqual(before)
  })
})

/** A channel's subscriber emoticon keywords, as the picker reads them. */
async function chatless(handle: string): Promise<string[]> {
  const response = await fetch(
    `${server.url}/v2/item/subscribe/streamer/emoticonList?channelId=${handle}`,
  )
  const { data } = (await response.json()) as { data: { emoticons: { emoticonKeyword: string }[] } }
  return data.emoticons.map((e) => e.emoticonKeyword)
}

describe('name colours', () => {
  it('are on with all 26 colours by default; the streamer narrows them, never to none', async () => {
    expect(await fan.item.getSubscriberNameColor()).toEqual({
      enabled: true,
      colors: [...NICKNAME_COLORS],
    })
    expect(
      (await refusal(fan.item.setSubscriberNameColor({ enabled: true, colors: [] }))).code,
    ).toBe('INVALID_REQUEST')
    const bad = await fetch(`${server.url}/v2/item/subscribe/streamer/nick-color`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${fan.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: true, colors: ['chartreuse'] }),
    })
    expect(bad.status).toBe(400)
    expect(
      await fan.item.setSubscriberNameColor({ enabled: false, colors: ['rose', 'teal', 'rose'] }),
    ).toEqual({ enabled: false, colors: ['teal', 'rose'] })
    expect(await fan.item.getSubscriberNameColor()).toEqual({
      enabled: false,
      colors: ['teal', 'rose'],
    })
    expect((await refusal(itemClient(server.url).getSubscriberNameColor())).status).toBe(401)
  })

  it("give a subscriber their months' badge and a colour among the allowed; 403 to others", async () => {
    expect(await refusal(fan.item.getBadgeNickColor('perkstar'))).toMatchObject({ status: 403 })
    expect(
      await refusal(fan.item.setBadgeNickColor('perkstar', { nickColor: 'teal' })),
    ).toMatchObject({ status: 403 })
    // The streamer is not a subscriber of their own channel here.
    expect((await refusal(streamer.item.getBadgeNickColor('perkstar'))).status).toBe(403)
    const info = await veteran.item.getBadgeNickColor('perkstar')
    expect(info).toMatchObject({ months: 7, nickColor: null, colors: [...NICKNAME_COLORS] })
    expect(info.badgeUrl).toBe(`${server.url}/uploads/demo/badge-6m.png`)
    expect((await subscriber.item.getBadgeNickColor('perkstar')).badgeUrl).toBe(
      `${server.url}/uploads/demo/badge-1m.png`,
    )
    expect(
      (await veteran.item.setBadgeNickColor('perkstar', { nickColor: 'teal' })).nickColor,
    ).toBe('teal')
    await streamer.item.setSubscriberNameColor({ enabled: true, colors: ['rose', 'navy'] })
    expect(await veteran.item.getBadgeNickColor('perkstar')).toMatchObject({
      nickColor: null,
      colors: ['navy', 'rose'],
    })
    expect(
      (await refusal(veteran.item.setBadgeNickColor('perkstar', { nickColor: 'teal' }))).code,
    ).toBe('INVALID_REQUEST')
    expect(
      (await veteran.item.setBadgeNickColor('perkstar', { nickColor: 'rose' })).nickColor,
    ).toBe('rose')
    expect((await veteran.item.setBadgeNickColor('perkstar', { nickColor: null })).nickColor).toBe(
      null,
    )
    await streamer.item.setSubscriberNameColor({ enabled: true, colors: [...NICKNAME_COLORS] })
  })
})

describe('the chat', () => {
  it("colours a subscriber's entry and carries their badge; the streamer's switch turns it off", async () => {
    const chat = chatClient(server.url, veteran.token).chat
    await veteran.item.setBadgeNickColor('perkstar', { nickColor: 'lime' })
    const entry = await chat.sendMessage('perkstar', { message: 'hello' })
    expect(entry.nicknameColor).toBe('lime')
    expect(entry.badgeUrl).toBe(`${server.url}/uploads/demo/badge-6m.png`)
    expect((await chat.getChatMe('perkstar')).nicknameColor).toBe('lime')

    await streamer.item.setSubscriberNameColor({ enabled: false, colors: [...NICKNAME_COLORS] })
    const plain = await chat.sendMessage('perkstar', { message: 'again' })
    expect(plain.nicknameColor).not.toBe('lime')
    expect(plain.badgeUrl).toBe(`${server.url}/uploads/demo/badge-6m.png`)
    await streamer.item.setSubscriberNameColor({ enabled: true, colors: [...NICKNAME_COLORS] })

    // A non-subscriber has no badge; the streamer keeps the streamer's style.
    const other = await chatClient(server.url, fan.token).chat.sendMessage('perkstar', {
      message: 'hi',
    })
    expect(other.badgeUrl).toBeUndefined()
    const own = await chatClient(server.url, streamer.token).chat.sendMessage('perkstar', {
      message: 'welcome',
    })
    expect([own.nicknameColor, own.badgeUrl]).toEqual(['streamer', undefined])
  })

  it("refuses an uploaded subscriber emoticon from a non-subscriber and takes a subscriber's", async () => {
    await streamer.item.uploadSubscriberEmoticon(form({ keyword: 'perkStar' }, png(48, 48)))
    const message = 'yay {:perkStar:}'
    expect(
      (await refusal(chatClient(server.url, fan.token).chat.sendMessage('perkstar', { message })))
        .code,
    ).toBe('CHT10006')
    const sent = await chatClient(server.url, subscriber.token).chat.sendMessage('perkstar', {
      message,
    })
    expect(sent.message).toBe(message)
    const own = await chatClient(server.url, streamer.token).chat.sendMessage('perkstar', {
      message,
    })
    expect(own.message).toBe(message)
    // The member's picker unlocks it for the subscriber only.
    const picker = async (token: string) => {
      const response = await fetch(`${server.url}/v2/item/emoticon/user`, {
        headers: { authorization: `Bearer ${token}` },
      })
      return ((await response.json()) as { data: { emoticonKeys: string[] } }).data.emoticonKeys
    }
    expect(await picker(subscriber.token)).toContain('perkStar')
    expect(await picker(fan.token)).not.toContain('perkStar')
  })
})

describe('subscriber counts', () => {
  it('answer isSubscriber and totalSubscriberCount in channel info and live info', async () => {
    const info = async (member: ItemMember) =>
      (await member.client.channel.getChannelInfo('perkstar')).streamerChannelInfo
    expect((await info(subscriber)).myChannelRelatedInfo?.isSubscriber).toBe(true)
    expect((await info(fan)).myChannelRelatedInfo?.isSubscriber).toBe(false)
    // The streamer does not count as a subscriber of their own channel.
    const own = await info(streamer)
    expect(own.myChannelRelatedInfo?.isSubscriber).toBe(false)
    expect(own.totalSubscriberCount).toBe(2)
    const live = await liveInfoOf(server.deps, {
      idx: streamer.channelIdx ?? 0,
      handle: 'perkstar',
    })
    expect(live.totalSubscriberCount).toBe(2)
    // A subscription whose period is over does not count.
    const lapsed = await itemMember(server, 'perklapsed')
    await insertSubscription(server.deps.db, {
      channelIdx: streamer.channelIdx ?? 0,
      subscriberChannelIdx: lapsed.channelIdx ?? 0,
      subscriberMemberId: lapsed.memberId,
      from: new Date(Date.now() - 40 * DAY_MS),
    })
    expect((await info(lapsed)).myChannelRelatedInfo?.isSubscriber).toBe(false)
    expect((await info(fan)).totalSubscriberCount).toBe(2)
  })
})

describe("the streamer's subscribers and revenue", () => {
  it('lists active and past subscribers, newest first, with months and kind', async () => {
    const all = await streamer.item.listSubscribers({})
    expect(all.list.map((row) => row.channelId)).toEqual(['perkvet', 'perksub', 'perklapsed'])
    expect(all).toMatchObject({ totalCnt: 3, page: 1 })
    expect(all.list[0]).toMatchObject({
      kind: 'regular',
      months: 7,
      status: 'ACTIVE',
      giftedBy: null,
    })
    const active = await streamer.item.listSubscribers({ state: 'active' })
    expect(active.list.map((row) => row.channelId)).toEqual(['perkvet', 'perksub'])
    const past = await streamer.item.listSubscribers({ state: 'past' })
    expect(past.list.map((row) => row.channelId)).toEqual(['perklapsed'])
    const paged = await streamer.item.listSubscribers({ page: 2, limit: 2 })
    expect(paged.list.map((row) => row.channelId)).toEqual(['perklapsed'])
    // A gifted one names its giver.
    await server.deps.db
      .update(subscriptions)
      .set({ kind: 'gift', giftedByChannelId: fan.channelIdx ?? 0 })
      .where(eq(subscriptions.subscriberChannelId, subscriber.channelIdx ?? 0))
    const gifted = (await streamer.item.listSubscribers({ state: 'active' })).list[1]
    expect(gifted).toMatchObject({
      channelId: 'perksub',
      kind: 'gift',
      giftedBy: { channelId: 'perkfan', nickname: 'Nick perkfan' },
    })
    expect((await fan.item.listSubscribers({})).totalCnt).toBe(0)
  })

  it('sums the money of the ledger by currency, the paid periods and the gifted gems', async () => {
    const { db } = server.deps
    const idx = streamer.channelIdx ?? 0
    expect(await streamer.item.getSubscriptionRevenue()).toEqual({
      activeSubscribers: 2,
      byCurrency: [],
      gem: 0,
    })
    const subscriptionId = await insertSubscription(db, {
      channelIdx: idx,
      subscriberChannelIdx: fan.channelIdx ?? 0,
      subscriberMemberId: fan.memberId,
      kind: 'regular',
    })
    const at = new Date()
    await db.insert(subscriptionPeriods).values({
      subscriptionId,
      periodNo: 1,
      periodStart: at,
      periodEnd: new Date(at.getTime() + 30 * DAY_MS),
      paidWith: 'card',
      status: 'PAID',
      orderNo: 'SUB-TEST-1',
      priceMinor: 499,
      currency: 'USD',
    })
    await db.transaction(async (tx) => {
      const posted = await postTransfers(tx, [
        {
          debit: ledgerAccount.clearing('local', 'USD'),
          credit: ledgerAccount.subscriptionRevenue(idx, 'USD'),
          amount: 499,
          kind: 'subscription',
          orderNo: 'SUB-TEST-1',
          channelId: idx,
        },
        {
          debit: ledgerAccount.clearing('local', 'EUR'),
          credit: ledgerAccount.subscriptionRevenue(idx, 'EUR'),
          amount: 450,
          kind: 'gift',
          channelId: idx,
        },
        {
          debit: ledgerAccount.issuer,
          credit: ledgerAccount.earnings(idx),
          amount: 1000,
          kind: 'gift',
          channelId: idx,
        },
        // A cheer is not subscription revenue.
        {
          debit: ledgerAccount.issuer,
          credit: ledgerAccount.earnings(idx),
          amount: 70,
          kind: 'cheer',
          channelId: idx,
        },
      ])
      expect(posted.ok).toBe(true)
    })
    expect(await streamer.item.getSubscriptionRevenue()).toEqual({
      activeSubscribers: 3,
      byCurrency: [
        { currency: 'EUR', amount: '450', payments: 0 },
        { currency: 'USD', amount: '499', payments: 1 },
      ],
      gem: 1000,
    })
    // Another channel's revenue is its own.
    expect(await fan.item.getSubscriptionRevenue()).toEqual({
      activeSubscribers: 0,
      byCurrency: [],
      gem: 0,
    })
  })
})

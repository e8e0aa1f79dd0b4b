import { createClient } from '@airwave/sdk'
import {
  type Alert,
  CHAT_LEVEL,
  type ChatMessage,
  GEM_MAX,
  ITEM_ERRORS,
  MONETIZE_TERMS_VERSION,
  widgetEndpoints,
} from '@airwave/sdk/contract'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  channelBlocks,
  channelMonetization,
  channels,
  chatBlocks,
  liveStreamSettings,
} from '../db/schema'
import type { RunningServer } from '../server'
import { openSocket, type TestSocket } from '../testing/socketClient'
import { startTestServer } from '../testing/testServer'
import {
  buyGems,
  type ItemMember,
  itemMember,
  localPayments,
  newKey,
  refusal,
  streamerMember,
} from './itemTestKit'
import { auditLedger } from './ledger'

// Cheers over real HTTP and the real socket: the gems move once per key, the room gets the GEMS
// entry, the gifter bit sticks, the alert box gets its alert past its thresholds, and every
// refusal (the spec's ITE codes, bad amounts, the chat's rules, not enough gems) moves nothing.

let server: RunningServer
let star: ItemMember
let fan: ItemMember
const sockets: TestSocket[] = []

beforeAll(async () => {
  server = await startTestServer({ config: { payments: localPayments } })
  star = await streamerMember(server, 'star')
  fan = await itemMember(server, 'fan')
  await buyGems(server, fan, 'gem-1000')
})

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close()
})

afterAll(() => server.stop())

async function roomSocket(channelId: string, token?: string) {
  const socket = await openSocket(server.url, {
    clientId: `c-${sockets.length}`,
    ...(token ? { token } : {}),
  })
  sockets.push(socket)
  expect(await socket.command('ENTER_CHANNEL', { channelId })).toEqual({ ok: true })
  return socket
}

const possess = async (member: ItemMember) => (await member.item.getPossess()).gem

describe('a cheer', () => {
  it('moves the gems once, tells the room with a GEMS entry and makes the sender a gifter', async () => {
    const room = await roomSocket('star')
    const key = newKey()
    const result = await fan.item.cheer('star', { gem: 100, message: 'gg star' }, key)
    expect(result).toMatchObject({ channelId: 'star', gem: 100, balance: 900 })
    const entry = await room.next<ChatMessage>(
      'CHAT_MESSAGE',
      (e) => e.logIdentity === result.logIdentity,
    )
    expect(entry).toMatchObject({ type: 'GEMS', gem: 100, message: 'gg star', channelId: 'star' })
    expect((entry.level ?? 0) & CHAT_LEVEL.gifter).toBe(CHAT_LEVEL.gifter)
    // The retry answers the first result and moves nothing.
    expect(await fan.item.cheer('star', { gem: 100, message: 'gg star' }, key)).toEqual(result)
    expect(await possess(fan)).toBe(900)
    expect(await star.item.getEarnings()).toMatchObject({ balance: 100, totalGem: 100 })
    // From then on, the fan's chat lines carry the gifter bit.
    const chat = await fetch(`${server.url}/v2/chat/message/star`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fan.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'hello again' }),
    })
    const sent = (await chat.json()) as { data: ChatMessage }
    expect((sent.data.level ?? 0) & CHAT_LEVEL.gifter).toBe(CHAT_LEVEL.gifter)
    // The entry is in the room's history for those who come later.
    const later = await roomSocket('star')
    const history = await later.next<{ messages: ChatMessage[] }>('CHAT_HISTORY')
    expect(history.messages.find((m) => m.logIdentity === result.logIdentity)).toMatchObject({
      type: 'GEMS',
      gem: 100,
    })
  })

  it('refuses the same key with another body, and a call without a key', async () => {
    const key = newKey()
    await fan.item.cheer('star', { gem: 5 }, key)
    expect(await refusal(fan.item.cheer('star', { gem: 6 }, key))).toEqual({
      status: 409,
      code: ITEM_ERRORS.idempotencyKeyReused,
    })
    expect(await refusal(fan.item.cheer('star', { gem: 5 }))).toEqual({
      status: 400,
      code: ITEM_ERRORS.idempotencyKeyRequired,
    })
  })

  it('refuses more gems than the wallet holds, moving nothing, and answers the retry the same', async () => {
    const before = await possess(fan)
    const key = newKey()
    const refused = await refusal(fan.item.cheer('star', { gem: before + 1 }, key))
    expect(refused).toEqual({ status: 409, code: ITEM_ERRORS.notEnoughGems })
    expect(await possess(fan)).toBe(before)
    // The first outcome stands for its key, even once the wallet could pay.
    await buyGems(server, fan, 'gem-100')
    expect(await refusal(fan.item.cheer('star', { gem: before + 1 }, key))).toEqual(refused)
    expect(await possess(fan)).toBe(before + 100)
  })

  it('refuses amounts that are not whole numbers from 1 to 2^31 - 1, writing nothing', async () => {
    const before = await auditLedger(server.deps.db)
    for (const gem of [0, -5, 1.5, GEM_MAX + 1, 2 ** 53, Number.NaN, '100', null]) {
      const response = await fetch(`${server.url}/v2/item/gem/cheer/star`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${fan.token}`,
          'content-type': 'application/json',
          'idempotency-key': `bad-${String(gem)}`,
        },
        body: JSON.stringify({ gem }),
      })
      expect(response.status, String(gem)).toBe(400)
      expect(((await response.json()) as { code: string }).code).toBe('INVALID_REQUEST')
    }
    const after = await auditLedger(server.deps.db)
    expect(after.transfers).toBe(before.transfers)
  })

  it('follows the chat: a ban word is refused (the sender alone is told), nothing moves', async () => {
    await fetch(`${server.url}/v2/chat/ban-word/star`, {
      method: 'POST',
      headers: { authorization: `Bearer ${star.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ word: 'spoiler' }),
    })
    const own = await roomSocket('star', fan.token)
    const before = await possess(fan)
    expect(
      await refusal(fan.item.cheer('star', { gem: 10, message: 'big SPOILER ahead' }, newKey())),
    ).toEqual({ status: 403, code: 'CHT10001' })
    await own.next<ChatMessage>('CHAT_MESSAGE', (e) => e.type === 'RESULT_FORBIDDEN_WORDS')
    expect(await possess(fan)).toBe(before)
    expect(
      await refusal(
        fan.item.cheer('star', { gem: 10, message: 'see https://x.example' }, newKey()),
      ),
    ).toEqual({ status: 403, code: 'CHT10005' })
    expect(
      await refusal(fan.item.cheer('star', { gem: 10, message: 'a\u0000b' }, newKey())),
    ).toEqual({
      status: 400,
      code: 'INVALID_REQUEST',
    })
  })
})

describe("the channel's alert box", () => {
  it('gets a cheer past the exposure thresholds through its socket; a signature gem always passes', async () => {
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
        exposure: { gem: { mode: { disabled: false }, minimumExposureNumber: 50 } },
      },
    })
    expect((await fan.item.getAlertExposure('star')).gem).toEqual({
      mode: { disabled: false },
      minimumExposureNumber: 50,
    })
    await star.item.addSignatureGem({ gem: 7, title: 'Lucky <7>' })
    const overlay = await openSocket(server.url, {
      clientId: 'overlay',
      options: { auth: { widgetKey: alertBox.key } },
    })
    sockets.push(overlay)
    const small = await fan.item.cheer('star', { gem: 10, message: 'small' }, newKey())
    const lucky = await fan.item.cheer('star', { gem: 7, message: 'lucky' }, newKey())
    const _big = await fan.item.cheer('star', { gem: 60, message: 'big one' }, newKey())
    expect(lucky.signatureGemIdx).toBeGreaterThan(0)
    const bigAlert = await overlay.next<{ alert: Alert }>(
      'WIDGET_ALERT',
      ({ alert }) => alert.type === 'gem' && alert.gem === 60,
    )
    expect(bigAlert.alert).toMatchObject({ nickname: 'Nick fan', message: 'big one', test: false })
    // In order: the signature gem's alert came first, the small cheer's never.
    const pushed = overlay.all<{ alert: Alert }>('WIDGET_ALERT').map(({ alert }) => alert)
    expect(pushed.map((alert) => (alert.type === 'gem' ? alert.gem : 0))).toEqual([7, 60])
    expect(pushed[0]).toMatchObject({ signature: { title: 'Lucky <7>' } })
    // An overlay back from a cut reads the same alerts.
    const { alerts } = await createClient({
      baseUrl: server.url,
      endpoints: { widget: widgetEndpoints },
      fetch: (input, init) =>
        fetch(input, {
          ...init,
          headers: { ...(init?.headers as Record<string, string>), 'x-widget-key': alertBox.key },
        }),
    }).widget.overlayAlerts({})
    const mine = (list: Alert[]) =>
      list
        .filter((a) => ['small', 'lucky', 'big one'].includes(a.message ?? ''))
        .map((a) => a.message)
    expect(mine(alerts)).toEqual(['lucky', 'big one'])
    expect(small.gem).toBe(10)
  })
})

describe('who may cheer whom', () => {
  it('answers the spec codes: own channel, another own channel, not monetized, adult, blocked', async () => {
    const db = server.deps.db
    expect(await refusal(star.item.cheer('star', { gem: 1 }, newKey()))).toEqual({
      status: 403,
      code: ITEM_ERRORS.ownChannel,
    })
    const plain = await itemMember(server, 'plain')
    expect(await refusal(fan.item.cheer('plain', { gem: 1 }, newKey()))).toEqual({
      status: 403,
      code: ITEM_ERRORS.notMonetized,
    })
    expect(await refusal(fan.item.checkSubscribe('plain'))).toEqual({
      status: 403,
      code: ITEM_ERRORS.notMonetized,
    })
    // Another channel of the same account.
    const [side] = await db
      .insert(channels)
      .values({ handle: 'starside', nickname: 'Star side', ownerId: star.memberId })
      .returning()
    await db.insert(channelMonetization).values({
      channelId: side?.id ?? 0,
      termsVersion: MONETIZE_TERMS_VERSION,
      agreedByMemberId: star.memberId,
    })
    expect(await refusal(star.item.cheer('starside', { gem: 1 }, newKey()))).toEqual({
      status: 403,
      code: ITEM_ERRORS.anotherOwnChannel,
    })
    const adult = await streamerMember(server, 'night')
    await db.insert(liveStreamSettings).values({ channelId: adult.channelIdx ?? 0, isAdult: true })
    expect(await refusal(fan.item.cheer('night', { gem: 1 }, newKey()))).toEqual({
      status: 403,
      code: ITEM_ERRORS.adultOnly,
    })
    const strict = await streamerMember(server, 'strict')
    await db
      .insert(channelBlocks)
      .values({ memberId: strict.memberId, channelId: fan.channelIdx ?? 0 })
    expect(await refusal(fan.item.cheer('strict', { gem: 1 }, newKey()))).toEqual({
      status: 403,
      code: ITEM_ERRORS.blocked,
    })
    const quiet = await streamerMember(server, 'quiet')
    await db.insert(chatBlocks).values({
      channelId: quiet.channelIdx ?? 0,
      targetMemberId: fan.memberId,
      targetChannelId: fan.channelIdx ?? 0,
      action: 3,
    })
    expect(await refusal(fan.item.cheer('quiet', { gem: 1 }, newKey()))).toEqual({
      status: 403,
      code: ITEM_ERRORS.blocked,
    })
    expect(await fan.item.checkSubscribe('star')).toEqual({})
    expect(await refusal(fan.item.cheer('nobody', { gem: 1 }, newKey()))).toEqual({
      status: 404,
      code: 'CHA30023',
    })
    expect(plain.channelId).toBe('plain')
  })
})

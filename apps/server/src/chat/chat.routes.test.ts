import {
  CHAT_ACTION,
  CHAT_LEVEL,
  ICE_CHAT_LEVEL,
  type ManagerPermission,
} from '@airwave/sdk/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, apiError, type TestMember } from '../community/testKit'
import { channelManagers, channels, chatMessages } from '../db/schema'
import type { RunningServer } from '../server'
import { insertDemoPerks } from '../subscription/perks/perks.seed'
import { chatClient } from '../testing/chatClient'
import { insertSubscription } from '../testing/subscriptionRows'
import { startTestServer } from '../testing/testServer'
import { defaultNicknameColor } from './chatLevel'

let server: RunningServer
let streamer: TestMember
let manager: TestMember
let manager2: TestMember
let otherManager: TestMember
let fan: TestMember
let subscriber: TestMember
let admin: TestMember
let noChannel: TestMember
type Chat = ReturnType<typeof chatClient>
const chat: Record<string, Chat> = {}
let anonymous: Chat

const CH = 'airwave'

beforeAll(async () => {
  server = await startTestServer()
  // `airwave` has the seed's subscriber emoticons (airwaveHi...).
  streamer = await addMember(server, CH)
  await insertDemoPerks(server.deps.db, streamer.channelIdx ?? 0)
  manager = await addMember(server, 'mod1')
  manager2 = await addMember(server, 'mod2')
  otherManager = await addMember(server, 'othermod')
  fan = await addMember(server, 'fan1')
  subscriber = await addMember(server, 'sub1')
  admin = await addMember(server, 'boss1')
  noChannel = await addMember(server, 'nochan', { channel: false })
  const other = await addMember(server, 'other')
  for (const member of [streamer, manager, manager2, otherManager, fan, subscriber, admin, other]) {
    chat[member.channelId] = chatClient(server.url, member.token)
  }
  chat.nochan = chatClient(server.url, noChannel.token)
  anonymous = chatClient(server.url)
  await chat[CH]?.channel.addManager({ channelId: 'mod1' })
  await chat[CH]?.channel.addManager({ channelId: 'mod2' })
  await chat.other?.channel.addManager({ channelId: 'othermod' })
  const { db } = server.deps
  await insertSubscription(db, {
    subscriberChannelIdx: subscriber.channelIdx ?? 0,
    subscriberMemberId: subscriber.memberId,
    channelIdx: streamer.channelIdx ?? 0,
  })
  await db.update(channels).set({ role: 2 }).where(eq(channels.handle, 'boss1'))
})

afterAll(() => server?.stop())

const as = (handle: string) => {
  const client = chat[handle]
  if (!client) throw new Error(`no client for ${handle}`)
  return client.chat
}
const send = (handle: string, message: string) => as(handle).sendMessage(CH, { message })
const codeOf = async (call: Promise<unknown>) => (await apiError(call)).code
const setInfo = (handle: string, change: Record<string, unknown>) =>
  as(handle).updateChatInfo(CH, change)
const history = async () => (await anonymous.chat.listMessages(CH)).messages
/** What the streamer lets a manager of `airwave` do (the dashboard's PATCH is the channel's). */
const permit = async (handle: string, permissions: Partial<Record<ManagerPermission, boolean>>) => {
  const { db } = server.deps
  const [target] = await db.select().from(channels).where(eq(channels.handle, handle))
  await db
    .update(channelManagers)
    .set(permissions)
    .where(
      and(
        eq(channelManagers.channelId, streamer.channelIdx ?? 0),
        eq(channelManagers.managerChannelId, target?.id ?? 0),
      ),
    )
}

describe('chat send', () => {
  it('needs a member with a channel, a known channel and a storable text of 1 to 5000', async () => {
    expect((await apiError(anonymous.chat.sendMessage(CH, { message: 'hi' }))).status).toBe(401)
    expect(await codeOf(send('nochan', 'hi'))).toBe('CHANNEL_REQUIRED')
    expect(await codeOf(as('fan1').sendMessage('nobody', { message: 'hi' }))).toBe('CHA30023')
    expect(await codeOf(send('fan1', '   '))).toBe('INVALID_REQUEST')
    expect(await codeOf(send('fan1', 'x'.repeat(5001)))).toBe('INVALID_REQUEST')
    expect(await codeOf(send('fan1', 'a\u0000b'))).toBe('INVALID_REQUEST')
    expect(await codeOf(send('fan1', 'a\uD800b'))).toBe('INVALID_REQUEST')
    const long = await send('fan1', 'y'.repeat(5000))
    expect(long.message).toHaveLength(5000)
  })

  it('answers the entry as the room gets it, with the level and colour the server computed', async () => {
    const entry = await send('fan1', '  hello room  ')
    expect(entry).toMatchObject({
      type: 'CHAT_MESSAGE',
      channelId: CH,
      message: 'hello room',
      viewerInfo: { viewerId: 'fan1', chatNickname: 'Nick fan1', level: 0 },
      level: 0,
      nicknameColor: defaultNicknameColor('fan1'),
      blinded: false,
    })
    expect(entry.logIdentity).toMatch(/^[0-9a-f-]{36}$/)
    expect(Date.parse(entry.createDate ?? '')).not.toBeNaN()
    expect((await history()).at(-1)?.logIdentity).toBe(entry.logIdentity)
  })

  it('sets the level bits and special colours from the roles', async () => {
    expect(await send(CH, 'streamer here')).toMatchObject({
      level: CHAT_LEVEL.streamer,
      nicknameColor: 'streamer',
    })
    expect(await send('mod1', 'manager here')).toMatchObject({
      level: CHAT_LEVEL.manager,
      nicknameColor: 'manager',
    })
    expect(await send('boss1', 'admin here')).toMatchObject({
      level: CHAT_LEVEL.admin,
      nicknameColor: 'admin',
    })
    expect((await send('sub1', 'subscriber here')).level).toBe(CHAT_LEVEL.subscriber)
    await chat.sub1?.channel.follow({ channelId: CH })
    expect((await send('sub1', 'following too')).level).toBe(
      CHAT_LEVEL.subscriber | CHAT_LEVEL.active,
    )
  })

  it("uses the member's chosen colour, one of the 26", async () => {
    await as('sub1').setNicknameColor({ color: 'teal' })
    expect((await send('sub1', 'in teal')).nicknameColor).toBe('teal')
    expect((await as('sub1').getChatMe(CH)).nicknameColor).toBe('teal')
    const bad = as('sub1').setNicknameColor({ color: 'neon' as 'teal' })
    expect(await codeOf(bad)).toBe('INVALID_REQUEST')
    // A manager's style wins over a chosen colour.
    await as('mod1').setNicknameColor({ color: 'red' })
    expect((await send('mod1', 'still manager')).nicknameColor).toBe('manager')
    expect((await apiError(anonymous.chat.setNicknameColor({ color: 'red' }))).status).toBe(401)
  })
})

describe('ban words', () => {
  it('are listed, added and removed by the streamer and managers only', async () => {
    const added = await as('mod1').addBanWord(CH, { word: ' Cheap ' })
    expect(added.word).toBe('Cheap')
    expect(await codeOf(as(CH).addBanWord(CH, { word: 'CHEAP' }))).toBe('CONFLICT')
    const page = await as(CH).listBanWords(CH, { page: 1, limit: 200 })
    expect(page).toMatchObject({ totalCnt: 1, currentPage: 1, limit: 200 })
    expect(page.banWordList).toEqual([{ banWordIdx: added.banWordIdx, word: 'Cheap' }])
    expect(await codeOf(as(CH).listBanWords(CH, { page: 1, limit: 201 }))).toBe('INVALID_REQUEST')
    for (const outsider of ['fan1', 'sub1', 'othermod']) {
      expect(await codeOf(as(outsider).listBanWords(CH, {}))).toBe('MANAGER_PERMISSION')
      expect(await codeOf(as(outsider).addBanWord(CH, { word: 'x' }))).toBe('MANAGER_PERMISSION')
      expect(await codeOf(as(outsider).removeBanWord(CH, added.banWordIdx))).toBe(
        'MANAGER_PERMISSION',
      )
    }
    expect((await apiError(anonymous.chat.listBanWords(CH, {}))).status).toBe(401)
  })

  it('refuse a message holding one, in any case (CHT10001), for everyone', async () => {
    expect(await codeOf(send('fan1', 'so CHEAP here'))).toBe('CHT10001')
    expect(await codeOf(send('mod1', 'uncheapened'))).toBe('CHT10001')
    expect((await history()).some((entry) => entry.message?.toLowerCase().includes('cheap'))).toBe(
      false,
    )
    const page = await as(CH).listBanWords(CH, {})
    const idx = page.banWordList[0]?.banWordIdx ?? 0
    await as(CH).removeBanWord(CH, idx)
    expect(await codeOf(as(CH).removeBanWord(CH, idx))).toBe('NOT_FOUND')
    expect((await send('fan1', 'cheap is fine now')).message).toBe('cheap is fine now')
  })
})

describe('links and subscriber emoticons', () => {
  it('refuses links unless URL chat is permitted; the streamer and urlChat managers may', async () => {
    expect(await codeOf(send('fan1', 'see www.airwave.test'))).toBe('CHT10005')
    expect(await codeOf(send('sub1', 'https://airwave.test/x'))).toBe('CHT10005')
    expect(await codeOf(send('mod1', 'see www.airwave.test'))).toBe('CHT10005')
    await permit('mod1', { urlChat: true })
    expect((await send('mod1', 'see www.airwave.test')).message).toContain('www.')
    await permit('mod1', { urlChat: false })
    expect((await send(CH, 'https://airwave.test/x')).message).toContain('https')
    // Not a link by the rich text rule: allowed.
    expect((await send('fan1', 'airwave.test is the site')).message).toContain('airwave.test')
    await setInfo(CH, { isPermitUrlChat: true })
    expect((await send('fan1', 'see www.airwave.test')).message).toContain('www.')
    await setInfo(CH, { isPermitUrlChat: false })
  })

  it("keeps the channel's subscriber emoticons for its subscribers (CHT10006)", async () => {
    expect(await codeOf(send('fan1', 'hi {:airwaveHi:}'))).toBe('CHT10006')
    expect(await codeOf(send('mod1', '{:airwaveLove:}'))).toBe('CHT10006')
    expect((await send('sub1', 'hi {:airwaveHi:}')).message).toBe('hi {:airwaveHi:}')
    expect((await send(CH, '{:airwaveHype:}')).message).toBe('{:airwaveHype:}')
    // Default emoticons and malformed markers are anyone's.
    expect(await send('fan1', '{:wave:} {:airwaveHi')).toBeTruthy()
  })
})

describe('chat info, ice mode and slow mode', () => {
  it('is read by anyone and changed by the streamer; managers within their rights', async () => {
    expect(await anonymous.chat.getChatInfo(CH)).toMatchObject({
      isChatIce: false,
      iceChatLevel: 1,
      isPermitUrlChat: false,
      isPermitManagerChatIceMode: false,
      slowModeSeconds: 0,
    })
    expect(await codeOf(anonymous.chat.getChatInfo('nobody'))).toBe('CHA30023')
    expect((await apiError(anonymous.chat.updateChatInfo(CH, { chatNotice: 'x' }))).status).toBe(
      401,
    )
    expect(await codeOf(setInfo('fan1', { chatNotice: 'x' }))).toBe('MANAGER_PERMISSION')
    expect(await codeOf(setInfo('othermod', { chatNotice: 'x' }))).toBe('MANAGER_PERMISSION')
    const saved = await setInfo('mod1', { chatNotice: 'Be kind', isChatNotice: true })
    expect(saved).toMatchObject({ chatNotice: 'Be kind', isChatNotice: true })
    expect(await codeOf(setInfo('mod1', { isChatIce: true }))).toBe('MANAGER_PERMISSION')
    expect(await codeOf(setInfo('mod1', { isPermitManagerChatIceMode: true }))).toBe(
      'MANAGER_PERMISSION',
    )
    expect(await codeOf(setInfo('mod1', { isPermitUrlChat: true }))).toBe('MANAGER_PERMISSION')
    await setInfo(CH, { isPermitManagerChatIceMode: true })
    // The channel's switch alone is not enough: the manager needs the iceMode permission too.
    expect(await codeOf(setInfo('mod1', { isChatIce: true }))).toBe('MANAGER_PERMISSION')
    await permit('mod1', { iceMode: true })
    expect((await setInfo('mod1', { isChatIce: true })).isChatIce).toBe(true)
    expect((await setInfo('mod1', { isChatIce: false })).isChatIce).toBe(false)
    // ...and the switch off takes it from every manager at once.
    await setInfo(CH, { isPermitManagerChatIceMode: false })
    expect(await codeOf(setInfo('mod1', { isChatIce: true }))).toBe('MANAGER_PERMISSION')
    await setInfo(CH, { isPermitManagerChatIceMode: true })
    await permit('mod1', { iceMode: false })
    expect(await codeOf(setInfo(CH, { slowModeSeconds: 301 }))).toBe('INVALID_REQUEST')
    expect(await codeOf(setInfo(CH, { slowModeSeconds: -1 }))).toBe('INVALID_REQUEST')
    expect(await codeOf(setInfo(CH, { iceChatLevel: 4 }))).toBe('INVALID_REQUEST')
    expect((await anonymous.chat.getChatInfo(CH)).chatNotice).toBe('Be kind')
  })

  it('lets only the roles at or above the ice level chat (CHT10002); admins always', async () => {
    await setInfo(CH, { isChatIce: true, iceChatLevel: ICE_CHAT_LEVEL.subscribers })
    expect(await codeOf(send('fan1', 'frozen?'))).toBe('CHT10002')
    expect((await send('sub1', 'subscriber in ice')).message).toBeTruthy()
    expect((await send('mod1', 'manager in ice')).message).toBeTruthy()
    await setInfo(CH, { iceChatLevel: ICE_CHAT_LEVEL.managers })
    expect(await codeOf(send('sub1', 'no'))).toBe('CHT10002')
    expect((await send('mod1', 'manager in ice 2')).message).toBeTruthy()
    await setInfo(CH, { iceChatLevel: ICE_CHAT_LEVEL.streamer })
    expect(await codeOf(send('mod1', 'no'))).toBe('CHT10002')
    expect((await send(CH, 'streamer in ice')).message).toBeTruthy()
    expect((await send('boss1', 'admin in ice')).message).toBeTruthy()
    await setInfo(CH, { isChatIce: false, iceChatLevel: 1 })
    expect((await send('fan1', 'thawed')).message).toBe('thawed')
  })

  it('takes one message per N seconds per member (CHT10003, retry-after); moderators exempt', async () => {
    await setInfo('mod1', { slowModeSeconds: 120 })
    expect((await send('fan1', 'first')).message).toBe('first')
    const response = await fetch(`${server.url}/v2/chat/message/${CH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fan.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'second' }),
    })
    const body = (await response.json()) as { code: string }
    expect([response.status, body.code]).toEqual([403, 'CHT10003'])
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(100)
    // Another member has a slot of their own; moderators have none to wait for.
    expect((await send('sub1', 'mine')).message).toBe('mine')
    for (const text of ['m1', 'm2']) expect((await send('mod1', text)).message).toBe(text)
    for (const text of ['s1', 's2']) expect((await send(CH, text)).message).toBe(text)
    await setInfo(CH, { slowModeSeconds: 0 })
    expect((await send('fan1', 'free again')).message).toBe('free again')
  })
})

describe('moderation', () => {
  it('blocks from the chat (3), lists and lifts (5); erases (4); user block is both (2)', async () => {
    await as('mod1').chatAction(CH, { targetChannelId: 'fan1', action: CHAT_ACTION.chatBlock })
    expect(await codeOf(send('fan1', 'blocked?'))).toBe('CHT10004')
    expect((await as('fan1').getChatMe(CH)).chatBlocked).toBe(true)
    const { blockList } = await as(CH).listChatBlocks(CH)
    expect(blockList).toEqual([
      expect.objectContaining({ channelId: 'fan1', nickname: 'Nick fan1', action: 3 }),
    ])
    await as('mod1').chatAction(CH, { targetChannelId: 'fan1', action: CHAT_ACTION.delete })
    expect((await as(CH).listChatBlocks(CH)).blockList).toEqual([])
    const kept = await send('fan1', 'back again')
    expect((await history()).some((entry) => entry.logIdentity === kept.logIdentity)).toBe(true)

    await as(CH).chatAction(CH, { targetChannelId: 'fan1', action: CHAT_ACTION.erase })
    expect((await history()).some((entry) => entry.viewerInfo?.viewerId === 'fan1')).toBe(false)
    expect((await send('fan1', 'erased, not blocked')).message).toBeTruthy()

    await as(CH).chatAction(CH, { targetChannelId: 'fan1', action: CHAT_ACTION.userBlock })
    expect((await history()).some((entry) => entry.viewerInfo?.viewerId === 'fan1')).toBe(false)
    expect(await codeOf(send('fan1', 'banned?'))).toBe('CHT10004')
    expect((await as(CH).listChatBlocks(CH)).blockList[0]?.action).toBe(2)
    await as(CH).chatAction(CH, { targetChannelId: 'fan1', action: CHAT_ACTION.delete })
    expect((await send('fan1', 'unbanned')).message).toBe('unbanned')
  })

  it('refuses outsiders, acting on the streamer, and managers acting on managers', async () => {
    const act = (handle: string, target: string, action: 2 | 3 | 4 | 5 = 3) =>
      as(handle).chatAction(CH, { targetChannelId: target, action })
    for (const outsider of ['fan1', 'sub1', 'othermod']) {
      expect(await codeOf(act(outsider, 'sub1'))).toBe('MANAGER_PERMISSION')
      expect(await codeOf(as(outsider).listChatBlocks(CH))).toBe('MANAGER_PERMISSION')
    }
    expect((await apiError(anonymous.chat.listChatBlocks(CH))).status).toBe(401)
    expect(await codeOf(act('mod1', CH))).toBe('FORBIDDEN')
    expect(await codeOf(act('boss1', CH, 4))).toBe('FORBIDDEN')
    expect(await codeOf(act('mod1', 'mod2'))).toBe('FORBIDDEN')
    expect(await codeOf(act('mod1', 'mod2', 4))).toBe('FORBIDDEN')
    expect(await codeOf(act('mod1', 'mod1'))).toBe('CHA30017')
    expect(await codeOf(act('mod1', 'nobody'))).toBe('CHA30023')
    // The streamer and admins may act on a manager.
    await act(CH, 'mod2')
    expect(await codeOf(send('mod2', 'blocked manager'))).toBe('CHT10004')
    await act('boss1', 'mod2', 5)
    expect((await send('mod2', 'free manager')).message).toBe('free manager')
  })

  it('deletes and blinds entries by log identity; the streamer’s only by the streamer', async () => {
    const victim = await send('sub1', 'delete me')
    const outsiders = ['fan1', 'othermod']
    for (const outsider of outsiders) {
      expect(await codeOf(as(outsider).deleteMessage(CH, victim.logIdentity))).toBe(
        'MANAGER_PERMISSION',
      )
      expect(await codeOf(as(outsider).blindMessage(CH, victim.logIdentity))).toBe(
        'MANAGER_PERMISSION',
      )
    }
    expect((await apiError(anonymous.chat.deleteMessage(CH, victim.logIdentity))).status).toBe(401)
    await as('mod1').deleteMessage(CH, victim.logIdentity)
    expect((await history()).some((entry) => entry.logIdentity === victim.logIdentity)).toBe(false)
    expect(await codeOf(as('mod1').deleteMessage(CH, victim.logIdentity))).toBe('NOT_FOUND')

    const rude = await send('sub1', 'blind me')
    await as('boss1').blindMessage(CH, rude.logIdentity)
    const blinded = (await history()).find((entry) => entry.logIdentity === rude.logIdentity)
    expect(blinded).toMatchObject({ blinded: true })
    expect(blinded).not.toHaveProperty('message')

    const own = await send(CH, 'from the streamer')
    expect(await codeOf(as('mod1').deleteMessage(CH, own.logIdentity))).toBe('FORBIDDEN')
    expect(await codeOf(as('mod1').blindMessage(CH, own.logIdentity))).toBe('FORBIDDEN')
    await as(CH).deleteMessage(CH, own.logIdentity)
    expect((await history()).some((entry) => entry.logIdentity === own.logIdentity)).toBe(false)
  })
})

describe('chat me and history', () => {
  it("answers the caller's level, colour and rights", async () => {
    expect(await as(CH).getChatMe(CH)).toEqual({
      level: CHAT_LEVEL.streamer,
      nicknameColor: 'streamer',
      chatBlocked: false,
      canModerate: true,
      canSwitchIce: true,
      isSubscriber: true,
    })
    expect(await as('mod2').getChatMe(CH)).toMatchObject({
      level: CHAT_LEVEL.manager,
      canModerate: true,
      // The channel's switch is on (earlier in this file), mod2's iceMode permission is not.
      canSwitchIce: false,
      isSubscriber: false,
    })
    await permit('mod2', { iceMode: true })
    expect((await as('mod2').getChatMe(CH)).canSwitchIce).toBe(true)
    await permit('mod2', { iceMode: false, chat: false })
    expect((await as('mod2').getChatMe(CH)).canModerate).toBe(false)
    await permit('mod2', { chat: true })
    expect(await as('othermod').getChatMe(CH)).toMatchObject({
      level: 0,
      canModerate: false,
      canSwitchIce: false,
    })
    expect(await as('boss1').getChatMe(CH)).toMatchObject({ level: 1, canModerate: true })
    expect((await apiError(anonymous.chat.getChatMe(CH))).status).toBe(401)
    expect(await codeOf(as('fan1').getChatMe('nobody'))).toBe('CHA30023')
  })

  it('serves the last 200 entries oldest first, without authors the reader blocked', async () => {
    const { db } = server.deps
    const rows = Array.from({ length: 205 }, (_, i) => ({
      logIdentity: `bulk-${i}`,
      channelId: streamer.channelIdx ?? 0,
      senderChannelId: subscriber.channelIdx ?? 0,
      senderMemberId: subscriber.memberId,
      message: `bulk ${i}`,
      viewerId: 'sub1',
      chatNickname: 'Nick sub1',
      nicknameColor: 'teal',
    }))
    await db.insert(chatMessages).values(rows)
    const last = await send('mod1', 'the newest')
    const messages = await history()
    expect(messages).toHaveLength(200)
    expect(messages.at(-1)?.logIdentity).toBe(last.logIdentity)
    expect(messages.at(-2)?.message).toBe('bulk 204')
    expect(messages[0]?.message).toBe('bulk 6')
    await chat.fan1?.channel.block({ channelId: 'sub1' })
    const seenByFan = (await as('fan1').listMessages(CH)).messages
    expect(seenByFan.some((entry) => entry.viewerInfo?.viewerId === 'sub1')).toBe(false)
    expect(seenByFan.at(-1)?.logIdentity).toBe(last.logIdentity)
    expect(await codeOf(anonymous.chat.listMessages('nobody'))).toBe('CHA30023')
  })
})

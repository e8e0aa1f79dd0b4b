import { CHAT_ACTION, type ManagerPermission } from '@airwave/sdk/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { advanceClock, resetClock } from '../clock'
import { addMember, apiError, type TestMember } from '../community/testKit'
import { channelManagers, channels, managerActivity } from '../db/schema'
import type { RunningServer } from '../server'
import { chatClient } from '../testing/chatClient'
import { openSocket, type TestSocket } from '../testing/socketClient'
import { startTestServer } from '../testing/testServer'

// Issue 29's moderation: each call for the streamer, a manager with the permission, a manager
// without it, a viewer, a manager of another channel and a guest; timeouts that lift themselves;
// system lines for everyone in the room; chat reports and their queue.

let server: RunningServer
let streamer: TestMember
let viewer2: TestMember
const sockets: TestSocket[] = []
type Chat = ReturnType<typeof chatClient>
const chat: Record<string, Chat> = {}
let guest: Chat

const CH = 'studio'

beforeAll(async () => {
  server = await startTestServer()
  streamer = await addMember(server, CH)
  for (const handle of ['mod1', 'mod2', 'viewer1', 'viewer2', 'stranger']) {
    const member = await addMember(server, handle)
    if (handle === 'viewer2') viewer2 = member
    chat[handle] = chatClient(server.url, member.token)
  }
  chat[CH] = chatClient(server.url, streamer.token)
  guest = chatClient(server.url)
  await chat[CH]?.channel.addManager({ channelId: 'mod1' })
  await chat[CH]?.channel.addManager({ channelId: 'mod2' })
  // mod2 may do everything but moderate the chat.
  await permit('mod2', { chat: false, iceMode: true, urlChat: true })
})

afterEach(() => resetClock())

afterAll(async () => {
  for (const socket of sockets) socket.close()
  await server?.stop()
})

const as = (handle: string) => {
  const client = chat[handle]
  if (!client) throw new Error(`no client for ${handle}`)
  return client.chat
}
const codeOf = async (call: Promise<unknown>) => (await apiError(call)).code

async function permit(handle: string, permissions: Partial<Record<ManagerPermission, boolean>>) {
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

async function activity() {
  return server.deps.db
    .select({ action: managerActivity.action, detail: managerActivity.detail })
    .from(managerActivity)
    .where(eq(managerActivity.channelId, streamer.channelIdx ?? 0))
}

async function roomSocket(clientId: string) {
  const socket = await openSocket(server.url, { clientId })
  sockets.push(socket)
  await socket.command('ENTER_CHANNEL', { channelId: CH })
  return socket
}

describe('who may moderate', () => {
  it('lets the streamer and a manager with chat act; refuses the others with 403 MANAGER_PERMISSION', async () => {
    const entry = await as('viewer1').sendMessage(CH, { message: 'hello' })
    for (const handle of ['mod2', 'viewer2', 'stranger']) {
      expect(await codeOf(as(handle).blindMessage(CH, entry.logIdentity))).toBe(
        'MANAGER_PERMISSION',
      )
      expect(await codeOf(as(handle).deleteMessage(CH, entry.logIdentity))).toBe(
        'MANAGER_PERMISSION',
      )
      expect(
        await codeOf(
          as(handle).chatAction(CH, {
            targetChannelId: 'viewer1',
            action: CHAT_ACTION.chatBlock,
            minutes: 1,
          }),
        ),
      ).toBe('MANAGER_PERMISSION')
      expect(await codeOf(as(handle).listChatBlocks(CH))).toBe('MANAGER_PERMISSION')
      expect(await codeOf(as(handle).listBanWords(CH, {}))).toBe('MANAGER_PERMISSION')
      expect(await codeOf(as(handle).listChatReports(CH, { page: 1 }))).toBe('MANAGER_PERMISSION')
      expect(await codeOf(as(handle).updateChatInfo(CH, { slowModeSeconds: 5 }))).toBe(
        'MANAGER_PERMISSION',
      )
    }
    expect((await apiError(guest.chat.blindMessage(CH, entry.logIdentity))).status).toBe(401)
    expect((await apiError(guest.chat.listChatReports(CH, { page: 1 }))).status).toBe(401)
    await as('mod1').blindMessage(CH, entry.logIdentity)
    await as(CH).deleteMessage(CH, entry.logIdentity)
    // The manager's act is in the activity; the streamer's is not.
    expect(await activity()).toContainEqual({ action: 'chatBlind', detail: null })
    expect((await activity()).some((row) => row.action === 'chatDelete')).toBe(false)
  })

  it('asks iceMode (with the channel switch) for ice mode and urlChat for URL chat', async () => {
    // mod2 has iceMode, but the streamer has not turned the channel's switch on.
    expect(await codeOf(as('mod2').updateChatInfo(CH, { isChatIce: true }))).toBe(
      'MANAGER_PERMISSION',
    )
    await as(CH).updateChatInfo(CH, { isPermitManagerChatIceMode: true })
    expect((await as('mod2').updateChatInfo(CH, { isChatIce: true })).isChatIce).toBe(true)
    // mod1 has chat but not iceMode.
    expect(await codeOf(as('mod1').updateChatInfo(CH, { isChatIce: false }))).toBe(
      'MANAGER_PERMISSION',
    )
    expect(await codeOf(as('mod1').updateChatInfo(CH, { isPermitUrlChat: true }))).toBe(
      'MANAGER_PERMISSION',
    )
    expect((await as('mod2').updateChatInfo(CH, { isPermitUrlChat: true })).isPermitUrlChat).toBe(
      true,
    )
    expect(await codeOf(as('mod2').updateChatInfo(CH, { isPermitManagerChatIceMode: false }))).toBe(
      'MANAGER_PERMISSION',
    )
    await as('mod2').updateChatInfo(CH, { isChatIce: false, isPermitUrlChat: false })
    expect(await activity()).toEqual(
      expect.arrayContaining([
        { action: 'iceMode', detail: 'on, level 1' },
        { action: 'urlChat', detail: 'on' },
        { action: 'iceMode', detail: 'off' },
      ]),
    )
  })
})

describe('timeouts', () => {
  it('refuses the viewer with the time left, over REST and the socket, then lifts itself', async () => {
    const watcher = await roomSocket('watcher')
    await as('mod1').chatAction(CH, {
      targetChannelId: 'viewer2',
      action: CHAT_ACTION.chatBlock,
      minutes: 1,
    })
    const line = await watcher.next<{ type: string; systemKind?: string }>(
      'CHAT_MESSAGE',
      (entry) => entry.type === 'SYSTEM',
    )
    expect(line).toMatchObject({
      type: 'SYSTEM',
      systemKind: 'timeout',
      minutes: 1,
      targetNickname: 'Nick viewer2',
      targetChannelId: 'viewer2',
    })
    const response = await fetch(`${server.url}/v2/chat/message/${CH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${viewer2.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'let me' }),
    })
    const body = (await response.json()) as { code: string }
    expect([response.status, body.code]).toEqual([403, 'CHT10007'])
    const left = Number(response.headers.get('retry-after'))
    expect(left).toBeGreaterThan(50)
    expect(left).toBeLessThanOrEqual(60)
    const me = await as('viewer2').getChatMe(CH)
    expect(me.chatBlocked).toBe(true)
    expect(Date.parse(me.chatBlockedUntil ?? '')).toBeGreaterThan(Date.now())
    const { blockList } = await as('mod1').listChatBlocks(CH, { action: 3, page: 1 })
    expect(blockList).toEqual([
      expect.objectContaining({ channelId: 'viewer2', action: 3, expireDate: expect.any(String) }),
    ])
    expect(await activity()).toContainEqual({ action: 'chatTimeout', detail: '1 min' })
    advanceClock(61_000)
    expect((await as('viewer2').sendMessage(CH, { message: 'back' })).message).toBe('back')
    expect((await as('mod1').listChatBlocks(CH, { action: 3 })).blockList).toEqual([])
  })

  it('is refused on the socket with the same code and the seconds left', async () => {
    const viewer = await addMember(server, 'viewer4')
    const socket = await openSocket(server.url, { clientId: 'v4', token: viewer.token })
    sockets.push(socket)
    await as(CH).chatAction(CH, { targetChannelId: 'viewer4', action: 3, minutes: 10 })
    const ack = await socket.command<{ ok: boolean; code?: string; retryAfterSeconds?: number }>(
      'SEND_CHAT',
      { channelId: CH, message: 'hi' },
    )
    expect(ack).toMatchObject({ ok: false, code: 'CHT10007' })
    expect(ack.retryAfterSeconds).toBeGreaterThan(540)
  })

  it('is lifted early with action 5, said in the room; minutes only go with a chat block', async () => {
    const watcher = await roomSocket('watcher-lift')
    await as('mod1').chatAction(CH, { targetChannelId: 'viewer1', action: 3, minutes: 60 })
    await as('mod1').chatAction(CH, { targetChannelId: 'viewer1', action: CHAT_ACTION.delete })
    expect(
      await watcher.next('CHAT_MESSAGE', (entry) => entry.systemKind === 'timeoutLifted'),
    ).toMatchObject({ targetNickname: 'Nick viewer1', targetChannelId: 'viewer1' })
    expect((await as('viewer1').sendMessage(CH, { message: 'free' })).message).toBe('free')
    expect(
      await codeOf(
        as('mod1').chatAction(CH, { targetChannelId: 'viewer1', action: 2, minutes: 1 }),
      ),
    ).toBe('INVALID_REQUEST')
  })

  it('says slow mode and ice mode changes in the room', async () => {
    const watcher = await roomSocket('watcher-settings')
    await as('mod1').updateChatInfo(CH, { slowModeSeconds: 10 })
    expect(
      await watcher.next('CHAT_MESSAGE', (entry) => entry.systemKind === 'slowModeOn'),
    ).toMatchObject({ type: 'SYSTEM', seconds: 10 })
    await as(CH).updateChatInfo(CH, { slowModeSeconds: 0, isChatIce: true, iceChatLevel: 2 })
    expect(
      await watcher.next('CHAT_MESSAGE', (entry) => entry.systemKind === 'slowModeOff'),
    ).toBeTruthy()
    expect(
      await watcher.next('CHAT_MESSAGE', (entry) => entry.systemKind === 'iceModeOn'),
    ).toMatchObject({ iceChatLevel: 2 })
    await as(CH).updateChatInfo(CH, { isChatIce: false })
    expect(
      await watcher.next('CHAT_MESSAGE', (entry) => entry.systemKind === 'iceModeOff'),
    ).toBeTruthy()
  })
})

describe('chat reports', () => {
  it('files one report per member and entry, lists it with its text, and blinds it', async () => {
    const entry = await as('viewer1').sendMessage(CH, { message: 'buy followers at spam' })
    expect(
      await codeOf(as('viewer1').reportMessage(CH, entry.logIdentity, { reportReason: 1 })),
    ).toBe('CHA30017')
    await as('viewer2').reportMessage(CH, entry.logIdentity, { reportReason: 'spam' })
    expect(
      await codeOf(as('viewer2').reportMessage(CH, entry.logIdentity, { reportReason: 'spam' })),
    ).toBe('CHA30049')
    await as('stranger').reportMessage(CH, entry.logIdentity, { reportReason: 'spam' })
    expect(
      (await apiError(guest.chat.reportMessage(CH, entry.logIdentity, { reportReason: 1 }))).status,
    ).toBe(401)
    const page = await as('mod1').listChatReports(CH, { page: 1 })
    expect(page.total).toBe(1)
    expect(page.items[0]).toMatchObject({
      logIdentity: entry.logIdentity,
      author: { channelId: 'viewer1' },
      content: 'buy followers at spam',
      reportCount: 2,
      reasons: ['spam'],
      blinded: false,
    })
    expect(
      await codeOf(as('mod2').handleChatReport(CH, entry.logIdentity, { action: 'blind' })),
    ).toBe('MANAGER_PERMISSION')
    const watcher = await roomSocket('watcher-report')
    await as('mod1').handleChatReport(CH, entry.logIdentity, { action: 'blind' })
    expect(
      await watcher.next('CHAT_BLIND', (event) => event.logIdentity === entry.logIdentity),
    ).toBeTruthy()
    expect((await as(CH).listChatReports(CH, { page: 1 })).items).toEqual([])
    expect(
      await codeOf(as(CH).handleChatReport(CH, entry.logIdentity, { action: 'dismiss' })),
    ).toBe('NOT_FOUND')
    expect(await activity()).toContainEqual({ action: 'reportBlind', detail: null })
  })

  it('dismisses and deletes', async () => {
    const kept = await as('viewer1').sendMessage(CH, { message: 'fine really' })
    const gone = await as('viewer1').sendMessage(CH, { message: 'really bad' })
    await as('viewer2').reportMessage(CH, kept.logIdentity, { reportReason: 2 })
    await as('viewer2').reportMessage(CH, gone.logIdentity, { reportReason: 3 })
    expect((await as(CH).listChatReports(CH, { page: 1 })).total).toBe(2)
    await as(CH).handleChatReport(CH, kept.logIdentity, { action: 'dismiss' })
    await as(CH).handleChatReport(CH, gone.logIdentity, { action: 'delete' })
    expect((await as(CH).listChatReports(CH, { page: 1 })).total).toBe(0)
    const history = (await guest.chat.listMessages(CH)).messages.map((m) => m.logIdentity)
    expect(history).toContain(kept.logIdentity)
    expect(history).not.toContain(gone.logIdentity)
  })
})

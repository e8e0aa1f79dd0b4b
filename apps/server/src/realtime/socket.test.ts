import { CHAT_ACTION } from '@airwave/sdk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken, verifyAccessToken } from '../account/tokens'
import { addMember, type TestMember } from '../community/testKit'
import { chatMessages } from '../db/schema'
import type { RunningServer } from '../server'
import { chatClient } from '../testing/chatClient'
import { sdkClient } from '../testing/sdkClient'
import { openSocket, type TestSocket } from '../testing/socketClient'
import { startTestServer } from '../testing/testServer'

let server: RunningServer
let streamer: TestMember
let manager: TestMember
let fan: TestMember
let other: TestMember
const sockets: TestSocket[] = []

const open = async (clientId: string, token?: string) => {
  const socket = await openSocket(server.url, { clientId, ...(token ? { token } : {}) })
  sockets.push(socket)
  return socket
}
type Ack = { ok: boolean; code?: string; message?: string; entry?: { logIdentity: string } }
const enter = (socket: TestSocket, channelId: string) =>
  socket.command<Ack>('ENTER_CHANNEL', { channelId })
const say = (socket: TestSocket, channelId: string, message: string) =>
  socket.command<Ack>('SEND_CHAT', { channelId, message })

beforeAll(async () => {
  server = await startTestServer({ config: { corsOrigins: ['https://site.airwave.test'] } })
  streamer = await addMember(server, 'star')
  manager = await addMember(server, 'mod1')
  fan = await addMember(server, 'fan1')
  other = await addMember(server, 'other')
  await chatClient(server.url, streamer.token).channel.addManager({ channelId: 'mod1' })
})

afterAll(async () => {
  for (const socket of sockets) socket.close()
  await server?.stop()
})

describe('handshake', () => {
  it('needs a client id; a refused token leaves a socket that reads, told why', async () => {
    await expect(openSocket(server.url, { clientId: '' })).rejects.toThrow()
    const long = 'x'.repeat(129)
    await expect(openSocket(server.url, { clientId: long })).rejects.toThrow()
    const forged = await open('c-forged', 'not-a-token')
    expect((await forged.next('SOCKET_ERROR')).code).toBe('UNAUTHORIZED')
    expect(await enter(forged, 'star')).toEqual({ ok: true })
    expect((await say(forged, 'star', 'hi')).code).toBe('UNAUTHORIZED')
    const { token } = await signAccessToken(
      server.deps.config.jwtSecret,
      { memberId: fan.memberId, channelIdx: fan.channelIdx ?? null, familyId: 'gone' },
      new Date(Date.now() - 16 * 60_000),
    )
    const expired = await open('c-expired', token)
    expect((await expired.next('SOCKET_ERROR')).code).toBe('UNAUTHORIZED')
  })

  it("takes the token from socket.io's auth payload first, the query's for the spec's clients", async () => {
    // The SDK's: the token in the CONNECT packet, not in the URL the access logs keep.
    const inAuth = await openSocket(server.url, {
      clientId: 'c-auth-payload',
      options: { auth: { token: fan.token } },
    })
    sockets.push(inAuth)
    expect(await enter(inAuth, 'star')).toEqual({ ok: true })
    expect(await say(inAuth, 'star', 'token in auth')).toMatchObject({ ok: true })
    // The payload's token wins over a query's.
    const both = await openSocket(server.url, {
      clientId: 'c-auth-wins',
      query: { token: 'not-a-token' },
      options: { auth: { token: fan.token } },
    })
    sockets.push(both)
    expect(await enter(both, 'star')).toEqual({ ok: true })
    expect(await say(both, 'star', 'auth over query')).toMatchObject({ ok: true })
    // The query alone still signs in (the spec's clients).
    const inQuery = await open('c-query-token', fan.token)
    expect(await enter(inQuery, 'star')).toEqual({ ok: true })
    expect(await say(inQuery, 'star', 'token in query')).toMatchObject({ ok: true })
  })

  it('accepts pages of the configured origins and of its own origin only', async () => {
    const from = (origin: string) =>
      openSocket(server.url, {
        clientId: 'c-origin',
        options: { extraHeaders: { origin } },
      })
    const allowed = await from('https://site.airwave.test')
    allowed.close()
    const own = await from(server.url)
    own.close()
    await expect(from('https://evil.example')).rejects.toThrow()
  })
})

describe('commands', () => {
  it('enters a channel: history and live info to the socket; unknown channel CHA30023', async () => {
    const entry = await chatClient(server.url, fan.token).chat.sendMessage('star', {
      message: 'before you came',
    })
    const viewer = await open('c-enter')
    expect(await enter(viewer, 'nobody')).toMatchObject({ ok: false, code: 'CHA30023' })
    expect(await enter(viewer, 'STAR')).toEqual({ ok: true })
    const history = await viewer.next<{ channelId: string; messages: { logIdentity: string }[] }>(
      'CHAT_HISTORY',
    )
    expect(history.channelId).toBe('star')
    expect(history.messages.at(-1)?.logIdentity).toBe(entry.logIdentity)
    expect(await viewer.next('LIVE_INFO')).toMatchObject({ channelId: 'star', likeCnt: 0 })
  })

  it('answers a payload that does not parse with INVALID_REQUEST, and keeps serving', async () => {
    const socket = await open('c-bad', fan.token)
    const bad = [
      ['ENTER_CHANNEL', {}],
      ['ENTER_CHANNEL', 'star'],
      ['ENTER_CHANNEL', { channelId: 'x'.repeat(65) }],
      ['SEND_CHAT', { channelId: 'star', message: '   ' }],
      ['SEND_CHAT', { channelId: 'star', message: 'x'.repeat(5001) }],
      ['SEND_CHAT', { channelId: 'star', message: 42 }],
      ['AUTH', { token: 7 }],
      ['LEAVE_ALL_CHANNEL', { channelId: 'star' }],
    ] as const
    for (const [name, payload] of bad) {
      expect(await socket.command<Ack>(name, payload)).toMatchObject({
        ok: false,
        code: 'INVALID_REQUEST',
      })
    }
    expect(await socket.command('LEAVE_ALL_CHANNEL')).toEqual({ ok: true })
    expect((await say(socket, 'star', 'still here')).ok).toBe(true)
  })

  it('delivers chat to the room only; the sender gets the entry in the ack', async () => {
    const sender = await open('c-sender', fan.token)
    const inRoom = await open('c-in-room')
    const elsewhere = await open('c-elsewhere')
    await enter(inRoom, 'star')
    await enter(elsewhere, 'other')
    const ack = await say(sender, 'star', 'hello star room')
    expect(ack).toMatchObject({
      ok: true,
      entry: { channelId: 'star', message: 'hello star room' },
    })
    const got = await inRoom.next<{ logIdentity: string }>(
      'CHAT_MESSAGE',
      (entry) => entry.logIdentity === ack.entry?.logIdentity,
    )
    expect(got).toMatchObject({ viewerInfo: { viewerId: 'fan1' } })
    // Pushes reach each socket in order: once the other room's entry is there, the first one
    // would have been before it.
    const marker = await say(sender, 'other', 'for the other room')
    await elsewhere.next<{ logIdentity: string }>(
      'CHAT_MESSAGE',
      (entry) => entry.logIdentity === marker.entry?.logIdentity,
    )
    expect(elsewhere.all<{ channelId: string }>('CHAT_MESSAGE').map((e) => e.channelId)).toEqual([
      'other',
    ])
    expect(await say(sender, 'nobody', 'x')).toMatchObject({ ok: false, code: 'CHA30023' })
  })

  it('gives a socket entering a room every entry: in its history or live, never in neither', async () => {
    const sender = await open('c-race-sender', fan.token)
    const late = await open('c-race-late')
    // The late socket's history is read before the message is stored, but answered only once
    // the message has gone out to the room: what a slower history read meets on a busy server.
    const db = server.deps.db as unknown as { select: (...args: unknown[]) => unknown }
    const select = db.select
    let read!: () => void
    const historyRead = new Promise<void>((resolve) => {
      read = resolve
    })
    let release!: () => void
    const sent = new Promise<void>((resolve) => {
      release = resolve
    })
    db.select = (...args: unknown[]) => {
      const builder = select.apply(db, args) as { from: (table: unknown) => unknown }
      const from = builder.from.bind(builder)
      builder.from = (table: unknown) => {
        const query = from(table) as { execute: (...args: unknown[]) => Promise<unknown> }
        if (table !== chatMessages) return query
        db.select = select
        // Awaiting a drizzle query runs its `execute`.
        const execute = query.execute.bind(query)
        query.execute = async (...args) => {
          const rows = await execute(...args)
          read()
          await sent
          return rows
        }
        return query
      }
      return builder
    }
    try {
      const entered = enter(late, 'star')
      await historyRead
      const ack = await say(sender, 'star', 'said while the late one entered')
      release()
      expect(await entered).toEqual({ ok: true })
      const history = await late.next<{ messages: { logIdentity: string }[] }>('CHAT_HISTORY')
      const inHistory = history.messages.some((m) => m.logIdentity === ack.entry?.logIdentity)
      if (!inHistory) {
        await late.next<{ logIdentity: string }>(
          'CHAT_MESSAGE',
          (entry) => entry.logIdentity === ack.entry?.logIdentity,
        )
      }
    } finally {
      db.select = select
      release()
    }
  })

  it("keeps a socket's messages in the order sent, even without waiting for each answer", async () => {
    const sender = await open('c-burst', manager.token)
    const watcher = await open('c-burst-watcher')
    await enter(watcher, 'star')
    const texts = Array.from({ length: 30 }, (_, i) => `burst ${i}`)
    const acks = await Promise.all(texts.map((text) => say(sender, 'star', text)))
    expect(acks.every((ack) => ack.ok)).toBe(true)
    await watcher.next<{ message: string }>('CHAT_MESSAGE', (e) => e.message === 'burst 29')
    expect(watcher.all<{ message: string }>('CHAT_MESSAGE').map((e) => e.message)).toEqual(texts)
  })

  it('refuses chat rules with their codes; a ban word is told to the sender alone', async () => {
    const owner = chatClient(server.url, streamer.token).chat
    await owner.addBanWord('star', { word: 'spoiler' })
    const sender = await open('c-banned-sender', fan.token)
    const watcher = await open('c-banned-watcher')
    await enter(watcher, 'star')
    expect(await say(sender, 'star', 'SPOILER: he dies')).toMatchObject({
      ok: false,
      code: 'CHT10001',
    })
    const notice = await sender.next<{ type: string; message: string }>('CHAT_MESSAGE')
    expect(notice).toMatchObject({ type: 'RESULT_FORBIDDEN_WORDS', message: 'SPOILER: he dies' })
    await owner.updateChatInfo('star', { slowModeSeconds: 60 })
    expect((await say(sender, 'star', 'one')).ok).toBe(true)
    const slow = await say(sender, 'star', 'two')
    expect(slow).toMatchObject({ ok: false, code: 'CHT10003' })
    expect((slow as { retryAfterSeconds?: number }).retryAfterSeconds).toBeGreaterThan(0)
    await owner.updateChatInfo('star', { slowModeSeconds: 0 })
    const one = await watcher.next<{ logIdentity: string; message: string }>(
      'CHAT_MESSAGE',
      (entry) => entry.message === 'one',
    )
    // The settings changes above are said as SYSTEM lines; of the members' entries, only one.
    const said = watcher.all<{ type: string }>('CHAT_MESSAGE').map((e) => e.type)
    expect(said.filter((type) => type !== 'SYSTEM')).toEqual(['CHAT_MESSAGE'])
    expect(one.message).toBe('one')
  })

  it('pushes deletes, erases, blinds and chat info changes to the room', async () => {
    const watcher = await open('c-moderation')
    await enter(watcher, 'star')
    const fanChat = chatClient(server.url, fan.token).chat
    const modChat = chatClient(server.url, manager.token).chat
    const a = await fanChat.sendMessage('star', { message: 'delete me' })
    const b = await fanChat.sendMessage('star', { message: 'blind me' })
    await modChat.deleteMessage('star', a.logIdentity)
    await modChat.blindMessage('star', b.logIdentity)
    await modChat.chatAction('star', { targetChannelId: 'fan1', action: CHAT_ACTION.erase })
    await modChat.updateChatInfo('star', { chatRule: 'No spoilers', isChatRule: true })
    expect(await watcher.next('CHAT_DELETE', (e) => e.logIdentity === a.logIdentity)).toEqual({
      channelId: 'star',
      logIdentity: a.logIdentity,
    })
    expect(await watcher.next('CHAT_BLIND')).toEqual({
      channelId: 'star',
      logIdentity: b.logIdentity,
    })
    expect(await watcher.next('CHAT_DELETE', (e) => e.viewerId === 'fan1')).toEqual({
      channelId: 'star',
      viewerId: 'fan1',
    })
    expect(await watcher.next('CHAT_INFO')).toMatchObject({
      channelId: 'star',
      chatRule: 'No spoilers',
      isChatRule: true,
    })
  })

  it('leaves the history of a blocked author out for the member who blocked them', async () => {
    await chatClient(server.url, other.token).chat.sendMessage('star', { message: 'from other' })
    await chatClient(server.url, streamer.token).chat.sendMessage('star', { message: 'mine' })
    await chatClient(server.url, manager.token).channel.block({ channelId: 'other' })
    const mod = await open('c-blocker', manager.token)
    await enter(mod, 'star')
    const history = await mod.next<{ messages: { viewerInfo?: { viewerId: string } }[] }>(
      'CHAT_HISTORY',
    )
    expect(history.messages.at(-1)?.viewerInfo?.viewerId).toBe('star')
    expect(history.messages.some((m) => m.viewerInfo?.viewerId === 'other')).toBe(false)
    const anonymous = await open('c-no-blocks')
    await enter(anonymous, 'star')
    const everything = await anonymous.next<{ messages: { viewerInfo?: { viewerId: string } }[] }>(
      'CHAT_HISTORY',
    )
    expect(everything.messages.some((m) => m.viewerInfo?.viewerId === 'other')).toBe(true)
  })

  it('limits room entries per client (address and client id)', async () => {
    const socket = await open('c-flood')
    const answers: Ack[] = []
    for (let i = 0; i < 11; i++) answers.push(await enter(socket, 'star'))
    expect(answers.slice(0, 10).every((a) => a.ok)).toBe(true)
    expect(answers[10]).toMatchObject({ ok: false, code: 'RATE_LIMITED' })
  })
})

describe('identity', () => {
  it('AUTH swaps the token in and drops it', async () => {
    const socket = await open('c-auth')
    expect((await say(socket, 'star', 'anon')).code).toBe('UNAUTHORIZED')
    expect(await socket.command('AUTH', { token: fan.token })).toEqual({ ok: true })
    expect((await say(socket, 'star', 'signed in now')).ok).toBe(true)
    expect(await socket.command('AUTH', {})).toEqual({ ok: true })
    expect((await say(socket, 'star', 'anon again')).code).toBe('UNAUTHORIZED')
    expect(await socket.command('AUTH', { token: 'forged' })).toMatchObject({
      ok: false,
      code: 'UNAUTHORIZED',
    })
    expect((await say(socket, 'star', 'still anon')).code).toBe('UNAUTHORIZED')
  })

  it("signing out takes that session's write rights at once, and says so", async () => {
    const member = await addMember(server, 'leaver')
    const socket = await open('c-signout', member.token)
    expect((await say(socket, 'star', 'before')).ok).toBe(true)
    await sdkClient(server.url, () => member.token).account.signOut()
    expect(await socket.next('SOCKET_ERROR', (e) => e.code === 'SIGNED_OUT')).toBeTruthy()
    expect((await say(socket, 'star', 'after')).code).toBe('UNAUTHORIZED')
    // Another session of another member is untouched.
    const fanSocket = await open('c-fan-stays', fan.token)
    expect((await say(fanSocket, 'star', 'fan stays')).ok).toBe(true)
  })

  it('re-checks the token expiry on every write', async () => {
    const member = await addMember(server, 'shortlived')
    const live = await verifyAccessToken(server.deps.config.jwtSecret, member.token)
    // A token of the member's live session that expires within a few seconds.
    const claims = {
      memberId: member.memberId,
      channelIdx: member.channelIdx ?? null,
      familyId: live?.familyId ?? '',
    }
    const issued = new Date(Date.now() - 15 * 60_000 + 3000)
    const { token, expiresAt } = await signAccessToken(server.deps.config.jwtSecret, claims, issued)
    const socket = await open('c-expiring', token)
    expect((await say(socket, 'star', 'in time')).ok).toBe(true)
    // Waits for the clock to pass the expiry (a condition, bounded by the guard).
    for (let i = 0; i < 100 && Date.now() <= expiresAt.getTime(); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(Date.now()).toBeGreaterThan(expiresAt.getTime())
    expect((await say(socket, 'star', 'too late')).code).toBe('TOKEN_EXPIRED')
    expect(await socket.next('SOCKET_ERROR', (e) => e.code === 'TOKEN_EXPIRED')).toBeTruthy()
  })
})

describe('presence', () => {
  it('counts a client id once per channel however many sockets it has', async () => {
    await addMember(server, 'watched')
    const info = async () =>
      (
        (await (await fetch(`${server.url}/v2/stream/info/watched`)).json()) as {
          data: { totalViewer: number }
        }
      ).data.totalViewer
    const watcher = await open('p-watcher')
    await enter(watcher, 'watched')
    const tabA = await open('p-client')
    const tabB = await open('p-client')
    await enter(tabA, 'watched')
    await enter(tabB, 'watched')
    expect(await info()).toBe(2)
    const second = await open('p-second')
    await enter(second, 'watched')
    expect(await info()).toBe(3)
    await watcher.next('LIVE_INFO', (e) => e.totalViewer === 3)
    tabA.close()
    second.close()
    await watcher.next('LIVE_INFO', (e) => e.totalViewer === 2)
    tabB.close()
    await watcher.next('LIVE_INFO', (e) => e.totalViewer === 1)
    expect(await info()).toBe(1)
    // Leaving the channel stops counting too.
    await watcher.command('LEAVE_ALL_CHANNEL')
    expect(await info()).toBe(0)
  })
})

import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate'
import {
  CHAT_BUFFER,
  CHAT_LEVEL,
  CHAT_MAX_LENGTH,
  type ChatMe,
  type ChatMessage,
  type StreamerChatInfo,
} from '../contract/chat/chat.schemas'
import type { SendChatAck } from '../contract/realtime/socket.schemas'
import { ApiError } from '../core/apiError'
import type { Viewer } from '../core/viewer'
import { type ChatRoomEmitted, type ChatRoomInput, chatRoomMachine } from './chatRoom.machine'

const member: Viewer = { status: 'member', channelId: 'mina', nickname: 'Mina' }
const anonymous: Viewer = { status: 'anonymous' }

function said(logIdentity: string, viewerId = 'ari', level = 0): ChatMessage {
  return {
    type: 'CHAT_MESSAGE',
    logIdentity,
    channelId: 'airwave',
    viewerInfo: { viewerId, level, chatNickname: viewerId },
    message: `text ${logIdentity}`,
  }
}

const me = (extra: Partial<ChatMe> = {}): ChatMe => ({
  level: 0,
  nicknameColor: 'teal',
  chatBlocked: false,
  canModerate: false,
  canSwitchIce: false,
  isSubscriber: false,
  ...extra,
})

interface Options {
  input?: Partial<ChatRoomInput>
  me?: ChatMe
  slowModeSeconds?: number
  socket?: (message: string) => Promise<SendChatAck>
  rest?: (message: string) => Promise<SendChatAck>
}

function start(options: Options = {}) {
  const clock = new SimulatedClock()
  const calls: string[] = []
  const machine = chatRoomMachine.provide({
    actors: {
      chatFeed: fromCallback(() => undefined),
      getChatInfo: fromPromise(
        async (): Promise<StreamerChatInfo> => ({
          chatNotice: 'Be kind',
          slowModeSeconds: options.slowModeSeconds ?? 0,
        }),
      ),
      getChatMe: fromPromise(async () => {
        calls.push('getChatMe')
        return options.me ?? me()
      }),
      sendOverSocket: fromPromise(async ({ input }) => {
        calls.push(`socket:${input.message}`)
        return (
          options.socket ?? (async () => ({ ok: true, entry: said(`s-${input.message}`, 'mina') }))
        )(input.message)
      }),
      sendOverRest: fromPromise(async ({ input }) => {
        calls.push(`rest:${input.message}`)
        return (
          options.rest ?? (async () => ({ ok: true, entry: said(`r-${input.message}`, 'mina') }))
        )(input.message)
      }),
      deleteMessage: fromPromise(async ({ input }) => {
        calls.push(`delete:${input.logIdentity}`)
      }),
      blindMessage: fromPromise(async ({ input }) => {
        calls.push(`blind:${input.logIdentity}`)
      }),
      chatAction: fromPromise(async ({ input }) => {
        calls.push(`action:${input.targetChannelId}:${input.action}`)
        if (input.targetChannelId === 'nobody') throw new ApiError(404, 'CHA30023', 'Not found')
        if (input.targetChannelId === 'down') throw new ApiError(502, 'BAD_GATEWAY', 'HTTP 502')
        if (input.targetChannelId === 'fast') throw new ApiError(429, 'RATE_LIMITED', 'Slow')
        if (input.targetChannelId === 'gone') throw new ApiError(401, 'UNAUTHORIZED', 'expired')
      }),
    },
  })
  const actor = createActor(machine, {
    clock,
    input: { channelId: 'airwave', viewer: member, ...options.input },
  })
  const emitted: ChatRoomEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  const ids = () => actor.getSnapshot().context.entries.map((e) => e.logIdentity)
  return { actor, clock, calls, emitted, ids }
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches({ settings: 'ready' }) && !s.matches({ member: 'checking' }), {
    timeout: 5000,
  })
const idle = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches({ send: 'idle' }), { timeout: 5000 })

describe('chatRoomMachine: the list', () => {
  it('shows entries together, one flush after the first of them', () => {
    const { actor, clock, ids } = start()
    actor.send({ type: 'FEED.ENTRY', entry: said('l1') })
    clock.increment(100)
    actor.send({ type: 'FEED.ENTRY', entry: said('l2') })
    expect(ids()).toEqual([])
    clock.increment(49)
    expect(ids()).toEqual([])
    clock.increment(1)
    expect(ids()).toEqual(['l1', 'l2'])
  })

  it('takes gathered messages as single ones, its own channel only, in their order', () => {
    const { actor, clock, ids } = start()
    actor.send({
      type: 'FEED.ENTRIES',
      entries: [said('g1'), { ...said('x1'), channelId: 'viewer1' }, said('g2')],
    })
    actor.send({ type: 'FEED.ENTRY', entry: said('g3') })
    actor.send({ type: 'FEED.ENTRIES', entries: [said('g2'), said('g4')] })
    expect(ids()).toEqual([])
    clock.increment(150)
    expect(ids()).toEqual(['g1', 'g2', 'g3', 'g4'])
  })

  it('changes the visible list once per flush for 1,000 messages a second', () => {
    const { actor, clock, ids } = start()
    let changes = 0
    let flushes = 0
    let last = actor.getSnapshot()
    actor.subscribe((snapshot) => {
      if (snapshot.context.entries !== last.context.entries) changes++
      if (last.matches({ batch: 'waiting' }) && snapshot.matches({ batch: 'idle' })) flushes++
      last = snapshot
    })
    // One second at 1,000 a second: a message every millisecond.
    for (let ms = 0; ms < 1000; ms++) {
      actor.send({ type: 'FEED.ENTRY', entry: said(`m${ms}`) })
      clock.increment(1)
    }
    clock.increment(150)
    // 1,000 ms in windows of 150 ms: 7 flushes, and the list changed once in each.
    expect(flushes).toBe(7)
    expect(changes).toBe(flushes)
    expect(ids()).toHaveLength(CHAT_BUFFER)
    expect(ids().at(-1)).toBe('m999')
  })

  it('keeps the latest 200 entries', () => {
    const { actor, clock, ids } = start()
    for (let i = 0; i < CHAT_BUFFER + 50; i++)
      actor.send({ type: 'FEED.ENTRY', entry: said(`l${i}`) })
    clock.increment(150)
    expect(ids()).toHaveLength(CHAT_BUFFER)
    expect(ids()[0]).toBe('l50')
  })

  it('holds the flush delay between 100 and 250 ms', () => {
    expect(start({ input: { flushMs: 10 } }).actor.getSnapshot().context.flushMs).toBe(100)
    expect(start({ input: { flushMs: 1000 } }).actor.getSnapshot().context.flushMs).toBe(250)
  })

  it('ignores duplicates: the same entry twice, and a second channel-in of one viewer', () => {
    const { actor, clock, ids } = start()
    const cameIn = (logIdentity: string, viewerId: string): ChatMessage => ({
      type: 'CHANNEL_IN',
      logIdentity,
      channelId: 'airwave',
      viewerInfo: { viewerId, level: 0 },
    })
    actor.send({ type: 'FEED.ENTRY', entry: said('l1') })
    actor.send({ type: 'FEED.ENTRY', entry: said('l1') })
    actor.send({ type: 'FEED.ENTRY', entry: cameIn('in1', 'joon') })
    clock.increment(150)
    actor.send({ type: 'FEED.ENTRY', entry: said('l1') })
    actor.send({ type: 'FEED.ENTRY', entry: cameIn('in2', 'joon') })
    actor.send({ type: 'FEED.ENTRY', entry: said('l2') })
    clock.increment(150)
    expect(ids()).toEqual(['l1', 'in1', 'l2'])
  })

  it('merges the history on entering, without duplicating what arrived live', () => {
    const { actor, clock, ids } = start()
    actor.send({ type: 'FEED.ENTRY', entry: said('h2') })
    actor.send({ type: 'FEED.HISTORY', messages: [said('h1'), said('h2')] })
    expect(ids()).toEqual(['h1', 'h2'])
    clock.increment(150)
    expect(ids()).toEqual(['h1', 'h2'])
    // Entered again after a reconnection: the same history again.
    actor.send({ type: 'FEED.HISTORY', messages: [said('h1'), said('h2')] })
    expect(ids()).toEqual(['h1', 'h2'])
  })

  it("ignores other channels' entries", () => {
    const { actor, clock, ids } = start()
    actor.send({ type: 'FEED.ENTRY', entry: { ...said('x'), channelId: 'viewer1' } })
    actor.send({ type: 'FEED.HISTORY', messages: [{ ...said('y'), channelId: 'viewer1' }] })
    clock.increment(150)
    expect(ids()).toEqual([])
  })

  it('deletes by log identity and by viewer, from the list and from the queue', () => {
    const { actor, clock, ids } = start()
    actor.send({ type: 'FEED.ENTRY', entry: said('a', 'ari') })
    actor.send({ type: 'FEED.ENTRY', entry: said('b', 'troll') })
    actor.send({ type: 'FEED.ENTRY', entry: said('c', 'ari') })
    clock.increment(150)
    actor.send({ type: 'FEED.DELETE', logIdentity: 'a' })
    expect(ids()).toEqual(['b', 'c'])
    actor.send({ type: 'FEED.ENTRY', entry: said('d', 'troll') })
    actor.send({ type: 'FEED.ENTRY', entry: said('e', 'ari') })
    actor.send({ type: 'FEED.DELETE', viewerId: 'troll' })
    expect(ids()).toEqual(['c'])
    clock.increment(150)
    expect(ids()).toEqual(['c', 'e'])
  })

  it('blinds an entry shown or still queued', () => {
    const { actor, clock } = start()
    actor.send({ type: 'FEED.ENTRY', entry: said('a') })
    clock.increment(150)
    actor.send({ type: 'FEED.ENTRY', entry: said('b') })
    actor.send({ type: 'FEED.BLIND', logIdentity: 'a' })
    actor.send({ type: 'FEED.BLIND', logIdentity: 'b' })
    clock.increment(150)
    const entries = actor.getSnapshot().context.entries
    expect(entries.map((e) => [e.logIdentity, e.blinded])).toEqual([
      ['a', true],
      ['b', true],
    ])
  })

  it('ignores entries of blocked members, and hides them once blocked', () => {
    const { actor, clock, ids } = start({ input: { blockedIds: ['troll'] } })
    actor.send({ type: 'FEED.ENTRY', entry: said('a', 'troll') })
    actor.send({ type: 'FEED.ENTRY', entry: said('b', 'ari') })
    actor.send({ type: 'FEED.ENTRY', entry: said('c', 'joon') })
    clock.increment(150)
    expect(ids()).toEqual(['b', 'c'])
    actor.send({ type: 'BLOCKED', ids: ['troll', 'joon'] })
    expect(ids()).toEqual(['b'])
    actor.send({ type: 'FEED.ENTRY', entry: said('d', 'joon') })
    clock.increment(150)
    expect(ids()).toEqual(['b'])
    expect(actor.getSnapshot().context.participants.active.map((p) => p.viewerId)).toEqual(['ari'])
  })

  it('groups the participants from the entries seen', () => {
    const { actor, clock } = start()
    actor.send({ type: 'FEED.ENTRY', entry: said('a', 'kim', CHAT_LEVEL.streamer) })
    actor.send({ type: 'FEED.ENTRY', entry: said('b', 'lee', CHAT_LEVEL.manager) })
    actor.send({ type: 'FEED.ENTRY', entry: said('c', 'root', CHAT_LEVEL.admin) })
    actor.send({ type: 'FEED.ENTRY', entry: said('d', 'pat', CHAT_LEVEL.partner) })
    actor.send({ type: 'FEED.ENTRY', entry: said('e', 'lee', CHAT_LEVEL.manager) })
    clock.increment(150)
    const { participants } = actor.getSnapshot().context
    expect(participants.streamer.map((p) => p.viewerId)).toEqual(['kim'])
    expect(participants.manager.map((p) => p.viewerId)).toEqual(['lee'])
    expect(participants.active.map((p) => p.viewerId)).toEqual(['pat'])
    expect(Object.values(participants).flat()).toHaveLength(3)
  })

  it('holds the list still while the viewer reads back, counting what arrived', () => {
    const { actor, clock, ids } = start()
    actor.send({ type: 'FEED.ENTRY', entry: said('a') })
    clock.increment(150)
    actor.send({ type: 'PAUSE_FOLLOW' })
    actor.send({ type: 'FEED.ENTRY', entry: said('b') })
    actor.send({ type: 'FEED.ENTRY', entry: said('c') })
    clock.increment(150)
    actor.send({ type: 'FEED.ENTRY', entry: said('d') })
    clock.increment(150)
    expect(ids()).toEqual(['a'])
    expect(actor.getSnapshot().context.unseen).toBe(3)
    // Moderation still shows on the held list.
    actor.send({ type: 'FEED.BLIND', logIdentity: 'a' })
    expect(actor.getSnapshot().context.entries[0]?.blinded).toBe(true)
    actor.send({ type: 'RESUME_FOLLOW' })
    expect(ids()).toEqual(['a', 'b', 'c', 'd'])
    expect(actor.getSnapshot().context.unseen).toBe(0)
  })
})

describe('chatRoomMachine: settings and the member', () => {
  it('loads the chat info, then follows CHAT_INFO', async () => {
    const { actor } = start()
    await settled(actor)
    expect(actor.getSnapshot().context.info).toEqual({ chatNotice: 'Be kind', slowModeSeconds: 0 })
    actor.send({ type: 'FEED.INFO', info: { isChatIce: true, iceChatLevel: 2 } })
    expect(actor.getSnapshot().context.info).toEqual({ isChatIce: true, iceChatLevel: 2 })
  })

  it('asks who the member is in this chat only when signed in, and again on sign-in', async () => {
    const anon = start({ input: { viewer: anonymous } })
    await settled(anon.actor)
    expect(anon.calls).toEqual([])
    expect(anon.actor.getSnapshot().context.me).toBeUndefined()
    anon.actor.send({ type: 'VIEWER', viewer: member })
    await waitFor(anon.actor, (s) => s.matches({ member: 'known' }), { timeout: 5000 })
    expect(anon.calls).toEqual(['getChatMe'])
    expect(anon.actor.getSnapshot().context.me).toEqual(me())
  })

  it("asks again when the room says this member was timed out or let back, not for another's", async () => {
    const { actor, calls } = start()
    await settled(actor)
    expect(calls).toEqual(['getChatMe'])
    const line = (logIdentity: string, extra: Partial<ChatMessage>): ChatMessage => ({
      type: 'SYSTEM',
      logIdentity,
      channelId: 'airwave',
      systemKind: 'timeout',
      minutes: 10,
      ...extra,
    })
    actor.send({ type: 'FEED.ENTRY', entry: line('t1', { targetChannelId: 'ari' }) })
    actor.send({
      type: 'FEED.ENTRY',
      entry: line('t2', { targetChannelId: 'mina', channelId: 'elsewhere' }),
    })
    await settled(actor)
    expect(calls).toEqual(['getChatMe'])
    actor.send({ type: 'FEED.ENTRY', entry: line('t3', { targetChannelId: 'Mina' }) })
    // Only the member's region asks again: the batch keeps its waiting entry, the settings stay.
    expect(actor.getSnapshot().value).toMatchObject({
      batch: 'waiting',
      settings: 'ready',
      member: 'checking',
    })
    await settled(actor)
    expect(calls).toEqual(['getChatMe', 'getChatMe'])
    actor.send({
      type: 'FEED.ENTRIES',
      entries: [said('a1'), line('t4', { systemKind: 'timeoutLifted', targetChannelId: 'mina' })],
    })
    await settled(actor)
    expect(calls).toEqual(['getChatMe', 'getChatMe', 'getChatMe'])
  })
})

describe('chatRoomMachine: sending', () => {
  it('ignores a blank message', async () => {
    const { actor, calls, emitted } = start()
    await settled(actor)
    actor.send({ type: 'SEND', text: '   \n' })
    expect(actor.getSnapshot().matches({ send: 'idle' })).toBe(true)
    expect(calls).toEqual(['getChatMe'])
    expect(emitted).toEqual([])
  })

  it('asks an anonymous viewer to log in', async () => {
    const { actor, calls, emitted } = start({ input: { viewer: anonymous } })
    await settled(actor)
    actor.send({ type: 'SEND', text: 'hi' })
    expect(emitted).toEqual([{ type: 'login-required' }])
    expect(calls).toEqual([])
  })

  it('refuses more than 5,000 characters here', async () => {
    const { actor, calls, emitted } = start()
    await settled(actor)
    actor.send({ type: 'SEND', text: 'x'.repeat(CHAT_MAX_LENGTH + 1) })
    expect(emitted).toEqual([{ type: 'text-too-long', max: CHAT_MAX_LENGTH }])
    expect(calls).toEqual(['getChatMe'])
  })

  it('sends over the socket while connected, over REST otherwise, and shows the entry', async () => {
    const { actor, calls, emitted, clock, ids } = start()
    await settled(actor)
    actor.send({ type: 'SEND', text: ' hello ' })
    await idle(actor)
    actor.send({ type: 'FEED.LINK', connected: true })
    actor.send({ type: 'SEND', text: 'again' })
    await idle(actor)
    expect(calls).toEqual(['getChatMe', 'rest:hello', 'socket:again'])
    expect(emitted.map((e) => e.type)).toEqual(['sent', 'sent'])
    // The room's echo of the sender's own entry is a duplicate.
    actor.send({ type: 'FEED.ENTRY', entry: said('s-again', 'mina') })
    clock.increment(150)
    expect(ids()).toEqual(['r-hello', 's-again'])
  })

  it("turns the server's refusals into events the UI can show", async () => {
    const refusals: SendChatAck[] = [
      { ok: false, code: 'CHT10001', message: 'Ban word' },
      { ok: false, code: 'CHT10005', message: 'No links' },
      { ok: false, code: 'RATE_LIMITED', message: 'Slow down', retryAfterSeconds: 2 },
      { ok: false, code: 'INVALID_REQUEST', message: 'Bad message' },
    ]
    const { actor, emitted } = start({ socket: async () => refusals.shift()! })
    await settled(actor)
    actor.send({ type: 'FEED.LINK', connected: true })
    for (let i = 0; i < 4; i++) {
      actor.send({ type: 'SEND', text: `m${i}` })
      await idle(actor)
    }
    expect(emitted).toEqual([
      { type: 'chat-refused', code: 'CHT10001', message: 'Ban word' },
      { type: 'chat-refused', code: 'CHT10005', message: 'No links' },
      { type: 'rate-limited', retryAfterSeconds: 2 },
      { type: 'toast', place: 'chatroom', message: 'Bad message' },
    ])
  })

  it('counts slow mode down after a send, refusing here until it ends', async () => {
    const { actor, calls, emitted, clock } = start({ slowModeSeconds: 3 })
    await settled(actor)
    actor.send({ type: 'SEND', text: 'one' })
    await idle(actor)
    expect(actor.getSnapshot().context.cooldown).toBe(3)
    clock.increment(1000)
    expect(actor.getSnapshot().context.cooldown).toBe(2)
    actor.send({ type: 'SEND', text: 'two' })
    expect(emitted.at(-1)).toEqual({ type: 'chat-refused', code: 'CHT10003', retryAfterSeconds: 2 })
    // The countdown ticks each second (the simulated clock runs one tick per increment).
    clock.increment(1000)
    expect(actor.getSnapshot().context.cooldown).toBe(1)
    clock.increment(1000)
    expect(actor.getSnapshot().context.cooldown).toBe(0)
    actor.send({ type: 'SEND', text: 'three' })
    await idle(actor)
    expect(calls).toEqual(['getChatMe', 'rest:one', 'rest:three'])
  })

  it('holds no manager to slow mode', async () => {
    const { actor } = start({ slowModeSeconds: 3, me: me({ level: CHAT_LEVEL.manager }) })
    await settled(actor)
    actor.send({ type: 'SEND', text: 'one' })
    await idle(actor)
    expect(actor.getSnapshot().context.cooldown).toBe(0)
  })

  it("starts the countdown the server's slow-mode refusal gives", async () => {
    const { actor, emitted, clock } = start({
      rest: async () => ({ ok: false, code: 'CHT10003', message: 'Slow', retryAfterSeconds: 4 }),
    })
    await settled(actor)
    actor.send({ type: 'SEND', text: 'one' })
    await idle(actor)
    expect(emitted).toEqual([
      { type: 'chat-refused', code: 'CHT10003', message: 'Slow', retryAfterSeconds: 4 },
    ])
    expect(actor.getSnapshot().context.cooldown).toBe(4)
    const left: number[] = []
    for (let second = 0; second < 4; second++) {
      clock.increment(1000)
      left.push(actor.getSnapshot().context.cooldown)
    }
    expect(left).toEqual([3, 2, 1, 0])
    expect(actor.getSnapshot().matches({ slowMode: 'ready' })).toBe(true)
  })

  it('refuses here a member blocked from the chat, or held back by ice mode', async () => {
    const blocked = start({ me: me({ chatBlocked: true }) })
    await settled(blocked.actor)
    blocked.actor.send({ type: 'SEND', text: 'hi' })
    expect(blocked.emitted).toEqual([{ type: 'chat-refused', code: 'CHT10004' }])
    const iced = start()
    await settled(iced.actor)
    iced.actor.send({ type: 'FEED.INFO', info: { isChatIce: true, iceChatLevel: 1 } })
    iced.actor.send({ type: 'SEND', text: 'hi' })
    expect(iced.emitted).toEqual([{ type: 'chat-refused', code: 'CHT10002' }])
    expect(iced.calls).toEqual(['getChatMe'])
  })

  it('tries REST once when the socket refuses its token', async () => {
    const { actor, calls, emitted } = start({
      socket: async () => ({ ok: false, code: 'UNAUTHORIZED', message: 'expired' }),
    })
    await settled(actor)
    actor.send({ type: 'FEED.LINK', connected: true })
    actor.send({ type: 'SEND', text: 'hi' })
    await idle(actor)
    expect(calls).toEqual(['getChatMe', 'socket:hi', 'rest:hi'])
    expect(emitted.map((e) => e.type)).toEqual(['sent'])
  })

  it('takes back "not sent" once the socket reconnects, and only then', async () => {
    const { actor, emitted } = start({
      rest: async () => {
        throw new ApiError(0, 'NETWORK_ERROR', 'POST /chat failed')
      },
    })
    await settled(actor)
    // The socket is down: the send goes over REST, which cannot reach the server either.
    actor.send({ type: 'SEND', text: 'hi' })
    await idle(actor)
    expect(emitted.map((e) => e.type)).toEqual(['failed', 'send-failed'])
    actor.send({ type: 'FEED.LINK', connected: false })
    actor.send({ type: 'FEED.LINK', connected: true })
    expect(emitted.map((e) => e.type)).toEqual(['failed', 'send-failed', 'send-recovered'])
    // Once: a later reconnection has nothing to take back.
    actor.send({ type: 'FEED.LINK', connected: false })
    actor.send({ type: 'FEED.LINK', connected: true })
    expect(emitted.map((e) => e.type)).toEqual(['failed', 'send-failed', 'send-recovered'])
  })

  it('asks for a login when REST says the session is gone', async () => {
    const { actor, emitted } = start({
      rest: async () => ({ ok: false, code: 'UNAUTHORIZED', message: 'expired' }),
    })
    await settled(actor)
    actor.send({ type: 'SEND', text: 'hi' })
    await idle(actor)
    expect(emitted).toEqual([{ type: 'login-required' }])
  })

  it('says a send failed when nobody answered, with its code', async () => {
    const { actor, emitted } = start({
      socket: async () => {
        throw new ApiError(0, 'TIMEOUT', 'operation has timed out')
      },
    })
    await settled(actor)
    actor.send({ type: 'FEED.LINK', connected: true })
    actor.send({ type: 'SEND', text: 'hi' })
    await idle(actor)
    expect(emitted).toEqual([
      { type: 'failed', error: expect.any(ApiError) },
      { type: 'send-failed', code: 'TIMEOUT' },
    ])
  })
})

describe('chatRoomMachine: moderation', () => {
  it('lets a moderator delete and blind entries through the endpoints', async () => {
    const { actor, calls, clock, ids, emitted } = start({ me: me({ canModerate: true }) })
    await settled(actor)
    actor.send({ type: 'FEED.ENTRY', entry: said('a') })
    actor.send({ type: 'FEED.ENTRY', entry: said('b') })
    clock.increment(150)
    actor.send({ type: 'DELETE_ENTRY', logIdentity: 'a' })
    actor.send({ type: 'BLIND_ENTRY', logIdentity: 'b' })
    await waitFor(actor, () => emitted.length === 2, { timeout: 5000 })
    expect(calls).toEqual(['getChatMe', 'delete:a', 'blind:b'])
    expect(ids()).toEqual(['b'])
    expect(actor.getSnapshot().context.entries[0]?.blinded).toBe(true)
    expect(emitted.map((e) => e.type)).toEqual(['moderated', 'moderated'])
  })

  it("erases a member's messages with a chat action, and says when it failed", async () => {
    const { actor, calls, clock, ids, emitted } = start({ me: me({ canModerate: true }) })
    await settled(actor)
    actor.send({ type: 'FEED.ENTRY', entry: said('a', 'troll') })
    actor.send({ type: 'FEED.ENTRY', entry: said('b', 'ari') })
    clock.increment(150)
    actor.send({ type: 'CHAT_ACTION', targetChannelId: 'troll', action: 4 })
    actor.send({ type: 'CHAT_ACTION', targetChannelId: 'nobody', action: 3 })
    await waitFor(actor, () => emitted.length === 3, { timeout: 5000 })
    expect(calls).toEqual(['getChatMe', 'action:troll:4', 'action:nobody:3'])
    expect(ids()).toEqual(['b'])
    expect(emitted).toContainEqual({
      type: 'moderation-failed',
      call: expect.objectContaining({ targetChannelId: 'nobody' }),
      reason: 'refused',
      message: 'Not found',
    })
  })

  it("says why a moderation call failed, never a gateway's raw answer", async () => {
    const { actor, clock, emitted } = start({ me: me({ canModerate: true }) })
    await settled(actor)
    clock.increment(150)
    for (const target of ['down', 'fast', 'gone']) {
      actor.send({ type: 'CHAT_ACTION', targetChannelId: target, action: 3 })
    }
    await waitFor(actor, () => emitted.length === 6, { timeout: 5000 })
    const feedback = emitted.filter((e) => e.type !== 'failed')
    expect(feedback).toEqual([
      expect.objectContaining({ type: 'moderation-failed', reason: 'unreachable' }),
      expect.objectContaining({ type: 'moderation-failed', reason: 'rate-limited' }),
      { type: 'login-required' },
    ])
    expect(emitted.filter((e) => e.type === 'failed')).toHaveLength(3)
  })

  it('ignores moderation from a member who may not moderate', async () => {
    const { actor, calls } = start()
    await settled(actor)
    actor.send({ type: 'DELETE_ENTRY', logIdentity: 'a' })
    actor.send({ type: 'CHAT_ACTION', targetChannelId: 'troll', action: 2 })
    expect(calls).toEqual(['getChatMe'])
  })
})

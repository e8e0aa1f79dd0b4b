import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, SimulatedClock, setup, waitFor } from 'xstate'
import type { ChatMessage } from '../contract/chat/chat.schemas'
import { ApiError } from '../core/apiError'
import { createRealtime } from '../realtime/createRealtime'
import { fakeSocketTransport } from '../realtime/fakeSocketTransport.fixture'
import {
  CHAT_FEED_GATHER_MS,
  type ChatRoomClient,
  chatFeed,
  chatRoomActors,
} from './chatRoom.actors'
import { type ChatFeedEvent, type ChatRoomEmitted, chatRoomMachine } from './chatRoom.machine'

const entry = (logIdentity: string, channelId = 'airwave'): ChatMessage => ({
  type: 'CHAT_MESSAGE',
  logIdentity,
  channelId,
  viewerInfo: { viewerId: 'ari', level: 0 },
  message: logIdentity,
})

function start(
  sendMessage: ChatRoomClient['chat']['sendMessage'],
  reportMessage: ChatRoomClient['chat']['reportMessage'] = async () => undefined,
) {
  const transport = fakeSocketTransport()
  const realtime = createRealtime({
    baseUrl: 'http://127.0.0.1:1',
    clientId: 'web',
    transport,
    provide: { actors: { network: fromCallback(() => undefined) } },
  })
  const client: ChatRoomClient = {
    chat: {
      getChatInfo: async () => ({ slowModeSeconds: 0 }),
      getChatMe: async () => ({
        level: 0,
        nicknameColor: 'teal',
        chatBlocked: false,
        canModerate: false,
        canSwitchIce: false,
        isSubscriber: false,
      }),
      sendMessage,
      deleteMessage: async () => undefined,
      blindMessage: async () => undefined,
      chatAction: async () => undefined,
      reportMessage,
    },
  }
  const clock = new SimulatedClock()
  const room = createActor(
    chatRoomMachine.provide({ actors: chatRoomActors({ realtime, client }) }),
    {
      clock,
      input: { channelId: 'airwave', viewer: { status: 'member', channelId: 'mina' } },
    },
  )
  const emitted: ChatRoomEmitted[] = []
  room.on('*', (event) => emitted.push(event))
  room.start()
  return { transport, realtime, room, clock, emitted }
}

describe('chatRoomActors', () => {
  it("enters the room's channel on the page's socket, and leaves it when the room stops", () => {
    const { transport, realtime, room } = start(async () => entry('x'))
    transport.signal({ type: 'connected', recovered: false })
    expect(transport.sent).toEqual([{ name: 'ENTER_CHANNEL', payload: { channelId: 'airwave' } }])
    expect(room.getSnapshot().context.connected).toBe(true)
    room.stop()
    expect(transport.sent.at(-1)).toEqual({ name: 'LEAVE_ALL_CHANNEL', payload: undefined })
    expect(realtime.actor.getSnapshot().context.channels).toEqual({})
  })

  it("feeds the room its channel's events only", () => {
    const { transport, room, clock } = start(async () => entry('x'))
    transport.signal({ type: 'connected', recovered: false })
    transport.signal({ type: 'event', name: 'CHAT_MESSAGE', payload: entry('a') })
    transport.signal({ type: 'event', name: 'CHAT_MESSAGE', payload: entry('b', 'viewer1') })
    transport.signal({
      type: 'event',
      name: 'CHAT_HISTORY',
      payload: { channelId: 'viewer1', messages: [entry('c', 'viewer1')] },
    })
    transport.signal({
      type: 'event',
      name: 'CHAT_INFO',
      payload: { channelId: 'airwave', isChatIce: true },
    })
    transport.signal({
      type: 'event',
      name: 'CHAT_INFO',
      payload: { channelId: 'x', chatRule: 'r' },
    })
    clock.increment(150)
    expect(room.getSnapshot().context.entries.map((e) => e.logIdentity)).toEqual(['a'])
    expect(room.getSnapshot().context.info).toEqual({ isChatIce: true })
    transport.signal({
      type: 'event',
      name: 'CHAT_DELETE',
      payload: { channelId: 'airwave', logIdentity: 'a' },
    })
    expect(room.getSnapshot().context.entries).toEqual([])
  })

  it('hands a burst of messages to the room in one event, and what follows after them', () => {
    vi.useFakeTimers()
    try {
      const transport = fakeSocketTransport()
      const realtime = createRealtime({
        baseUrl: 'http://127.0.0.1:1',
        clientId: 'web',
        transport,
        provide: { actors: { network: fromCallback(() => undefined) } },
      })
      const seen: ChatFeedEvent[] = []
      const parent = createActor(
        setup({ actors: { feed: chatFeed(realtime) } }).createMachine({
          invoke: { src: 'feed', input: { channelId: 'airwave' } },
          on: { '*': { actions: ({ event }) => seen.push(event as ChatFeedEvent) } },
        }),
      ).start()
      transport.signal({ type: 'connected', recovered: false })
      seen.length = 0
      for (let i = 0; i < 100; i++) {
        transport.signal({ type: 'event', name: 'CHAT_MESSAGE', payload: entry(`m${i}`) })
      }
      expect(seen).toEqual([])
      // A delete after them: the messages go first, so it finds them.
      transport.signal({
        type: 'event',
        name: 'CHAT_DELETE',
        payload: { channelId: 'airwave', logIdentity: 'm7' },
      })
      expect(seen.map((event) => event.type)).toEqual(['FEED.ENTRIES', 'FEED.DELETE'])
      const [burst] = seen
      expect(burst?.type === 'FEED.ENTRIES' && burst.entries.map((e) => e.logIdentity)).toEqual(
        Array.from({ length: 100 }, (_, i) => `m${i}`),
      )
      // A quiet channel's message waits no longer than the gathering window.
      transport.signal({ type: 'event', name: 'CHAT_MESSAGE', payload: entry('late') })
      vi.advanceTimersByTime(CHAT_FEED_GATHER_MS)
      expect(seen.at(-1)).toMatchObject({
        type: 'FEED.ENTRIES',
        entries: [{ logIdentity: 'late' }],
      })
      parent.stop()
    } finally {
      vi.useRealTimers()
    }
  })

  it('sends with SEND_CHAT while the socket is up, and over REST while it is down', async () => {
    const rest = vi.fn(async () => entry('r1'))
    const { transport, room, emitted } = start(rest)
    await waitFor(room, (s) => s.matches({ member: 'known' }), { timeout: 5000 })
    room.send({ type: 'SEND', text: 'down' })
    await waitFor(room, () => emitted.length === 1, { timeout: 5000 })
    expect(rest).toHaveBeenCalledWith('airwave', { message: 'down' })
    transport.answer = (_name, payload) => ({
      ok: true,
      entry: { ...entry('s1'), message: (payload as { message: string }).message },
    })
    transport.signal({ type: 'connected', recovered: false })
    room.send({ type: 'SEND', text: 'up' })
    await waitFor(room, () => emitted.length === 2, { timeout: 5000 })
    expect(transport.sent.at(-1)).toEqual({
      name: 'SEND_CHAT',
      payload: { channelId: 'airwave', message: 'up' },
    })
    expect(emitted.map((e) => e.type)).toEqual(['sent', 'sent'])
    expect(rest).toHaveBeenCalledTimes(1)
  })

  it("reads a REST refusal as the socket's: a chat code to show", async () => {
    const { room, emitted } = start(async () => {
      throw new ApiError(403, 'CHT10001', 'Ban word')
    })
    await waitFor(room, (s) => s.matches({ member: 'known' }), { timeout: 5000 })
    room.send({ type: 'SEND', text: 'bad' })
    await waitFor(room, () => emitted.length === 1, { timeout: 5000 })
    expect(emitted).toEqual([{ type: 'chat-refused', code: 'CHT10001', message: 'Ban word' }])
  })

  it("reports an entry with the member's reason, and as `other` when none was picked", async () => {
    const report = vi.fn<ChatRoomClient['chat']['reportMessage']>(async () => undefined)
    const { room, emitted } = start(async () => entry('x'), report)
    await waitFor(room, (s) => s.matches({ member: 'known' }), { timeout: 5000 })
    room.send({ type: 'REPORT_ENTRY', logIdentity: 'log-1', reason: 'spam' })
    await waitFor(room, () => emitted.length === 1, { timeout: 5000 })
    room.send({ type: 'REPORT_ENTRY', logIdentity: 'log-2' })
    await waitFor(room, () => emitted.length === 2, { timeout: 5000 })
    expect(report.mock.calls).toEqual([
      ['airwave', 'log-1', { reportReason: 'spam' }],
      ['airwave', 'log-2', { reportReason: 'other' }],
    ])
    expect(emitted.map((e) => e.type)).toEqual(['moderated', 'moderated'])
  })
})

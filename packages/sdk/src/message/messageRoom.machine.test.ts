import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import type { MessageContent, MessageRoom } from '../contract/message/message.schemas'
import { ApiError } from '../core/apiError'
import {
  type LoadContentsInput,
  type MessageRoomEmitted,
  type MessageRoomFeedEvent,
  messageRoomMachine,
  type SendMessageInput,
  type SentMessage,
} from './messageRoom.machine'

const kim = { channelId: 'kim', nickname: 'Kim' }
const theirs = (idx: number): MessageContent => ({
  messageContentIdx: idx,
  messageContent: `m${idx}`,
  senderChannelId: 'kim',
})
const room = (fields: Partial<MessageRoom> = {}): MessageRoom => ({
  messageRoomIdx: 7,
  roomStatus: 'NORMAL',
  messageContentList: [],
  channel: kim,
  ...fields,
})

/** A test's server and socket: calls recorded, answers as the test says. */
function fakes() {
  const calls = {
    loads: [] as LoadContentsInput[],
    sends: [] as SendMessageInput[],
    reads: [] as number[],
    answers: [] as boolean[],
    deleted: [] as number[],
    blocked: [] as string[],
  }
  let feed: (event: MessageRoomFeedEvent) => void = () => {}
  const server = {
    load: async (_input: LoadContentsInput): Promise<MessageRoom> =>
      room({ messageContentList: [theirs(1), theirs(2)], unReadCount: 1 }),
    send: async (input: SendMessageInput): Promise<SentMessage> => ({
      messageContentIdx: 99 + calls.sends.length,
      messageContent: input.messageContent,
      clientMessageId: input.clientMessageId,
      senderChannelId: 'me',
      unReadParticipantCount: 1,
      messageRoomIdx: 7,
      roomStatus: 'NORMAL',
    }),
    answer: async (isAllow: boolean): Promise<MessageRoom> =>
      room({ roomStatus: isAllow ? 'APPROVED_BY_ME' : 'REQUEST_DECLINED' }),
  }
  const machine = messageRoomMachine.provide({
    actors: {
      roomFeed: fromCallback(({ sendBack }) => {
        feed = (event) => sendBack(event)
        sendBack({ type: 'FEED.LINK', connected: true })
      }),
      findRoom: fromPromise(async () =>
        room({ messageRoomIdx: 0, roomStatus: 'REQUEST_REQUIRED' }),
      ),
      loadContents: fromPromise(async ({ input }: { input: LoadContentsInput }) => {
        calls.loads.push(input)
        return server.load(input)
      }),
      sendMessage: fromPromise(async ({ input }: { input: SendMessageInput }) => {
        calls.sends.push(input)
        return server.send(input)
      }),
      markRead: fromPromise<unknown, { messageContentIdx: number }>(async ({ input }) => {
        calls.reads.push(input.messageContentIdx)
      }),
      answerRequest: fromPromise<MessageRoom, { messageRoomIdx: number; isAllow: boolean }>(
        async ({ input }) => {
          calls.answers.push(input.isAllow)
          return server.answer(input.isAllow)
        },
      ),
      deleteRoom: fromPromise<unknown, { messageRoomIdx: number }>(async ({ input }) => {
        calls.deleted.push(input.messageRoomIdx)
      }),
      blockChannel: fromPromise<unknown, { channelId: string }>(async ({ input }) => {
        calls.blocked.push(input.channelId)
      }),
    },
  })
  return { calls, server, machine, feed: (event: MessageRoomFeedEvent) => feed(event) }
}

let ids = 0
const newId = () => `c${++ids}`

function start(f: ReturnType<typeof fakes>, input: Parameters<typeof createActor>[1] = {}) {
  const emitted: MessageRoomEmitted[] = []
  const actor = createActor(f.machine, {
    input: { messageRoomIdx: 7, channel: kim, viewerChannelId: 'me', newId, ...input?.input },
  })
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, emitted }
}

const idle = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches({ ready: { outbox: 'idle' } }) && s.context.outbox.length === 0)

describe('messageRoomMachine', () => {
  it('loads the newest page and marks read what was shown', async () => {
    const f = fakes()
    const { actor, emitted } = start(f)
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.messages.map((m) => m.messageContentIdx)).toEqual([1, 2])
    actor.send({ type: 'SEEN' })
    await waitFor(actor, (s) => s.context.readUpTo === 2)
    expect(f.calls.reads).toEqual([2])
    expect(emitted).toContainEqual({ type: 'read', messageRoomIdx: 7, messageContentIdx: 2 })
    actor.send({ type: 'SEEN' })
    expect(f.calls.reads).toEqual([2])
  })

  it('pages back in time from the oldest message shown', async () => {
    const f = fakes()
    f.server.load = async (input) =>
      input.lastMessageContentIdx
        ? room({ messageContentList: [theirs(0.5)], hasNext: false })
        : room({ messageContentList: [theirs(1), theirs(2)], hasNext: true })
    const { actor } = start(f)
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'LOAD_OLDER' })
    await waitFor(actor, (s) => s.context.messages.length === 3)
    expect(f.calls.loads[1]).toEqual({ messageRoomIdx: 7, lastMessageContentIdx: 1 })
    expect(actor.getSnapshot().context.hasOlder).toBe(false)
  })

  it('sends with a pending row, then shows the stored message once, its socket echo too', async () => {
    const f = fakes()
    const { actor } = start(f)
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'SEND', text: ' hello ' })
    const row = actor.getSnapshot().context.messages.at(-1)
    expect(row).toMatchObject({ state: 'pending', messageContent: 'hello' })
    await idle(actor)
    f.feed({
      type: 'FEED.MESSAGE',
      message: {
        messageRoomIdx: 7,
        messageContentIdx: 100,
        messageContent: 'hello',
        clientMessageId: row?.clientMessageId,
        senderChannelId: 'me',
      },
    })
    const messages = actor.getSnapshot().context.messages
    expect(messages.map((m) => [m.messageContentIdx, m.state])).toEqual([
      [1, 'sent'],
      [2, 'sent'],
      [100, 'sent'],
    ])
    expect(f.calls.sends[0]).toEqual({
      messageRoomIdx: 7,
      messageContent: 'hello',
      clientMessageId: row?.clientMessageId,
    })
  })

  it('keeps a failed message with its text and sends it again with the same client id', async () => {
    const f = fakes()
    const send = f.server.send
    f.server.send = async () => {
      throw new ApiError(0, 'NETWORK_ERROR', 'offline')
    }
    const { actor } = start(f)
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'SEND', text: 'still here' })
    await idle(actor)
    const failed = actor.getSnapshot().context.messages.at(-1)
    expect(failed).toMatchObject({ state: 'failed', messageContent: 'still here', error: 'failed' })
    f.server.send = send
    actor.send({ type: 'RETRY_SEND', clientMessageId: failed?.clientMessageId ?? '' })
    await idle(actor)
    expect(f.calls.sends.map((s) => s.clientMessageId)).toEqual([
      failed?.clientMessageId,
      failed?.clientMessageId,
    ])
    expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({
      state: 'sent',
      messageContent: 'still here',
    })
  })

  it('says MSG2003 on a second message to a pending request, and stops the composer', async () => {
    const f = fakes()
    f.server.send = async () => {
      throw new ApiError(409, 'MSG2003', 'pending')
    }
    const { actor } = start(f)
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'SEND', text: 'again' })
    await idle(actor)
    expect(actor.getSnapshot().context.messages.at(-1)?.error).toBe('MSG2003')
    expect(actor.getSnapshot().context.roomStatus).toBe('REQUEST_SENT')
    actor.send({ type: 'SEND', text: 'refused before any call' })
    expect(f.calls.sends).toHaveLength(1)
  })

  it('opens from a channel: a first message is a request to the channel, then the room is its', async () => {
    const f = fakes()
    f.server.send = async (input) => ({
      messageContentIdx: 1,
      messageContent: input.messageContent,
      clientMessageId: input.clientMessageId,
      senderChannelId: 'me',
      messageRoomIdx: 9,
      roomStatus: 'REQUEST_SENT',
    })
    const { actor, emitted } = start(f, { input: { messageRoomIdx: undefined } })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.roomStatus).toBe('REQUEST_REQUIRED')
    actor.send({ type: 'SEND', text: 'hi there' })
    await idle(actor)
    expect(f.calls.sends[0]).toMatchObject({ receiverChannelId: 'kim' })
    expect(actor.getSnapshot().context).toMatchObject({
      messageRoomIdx: 9,
      roomStatus: 'REQUEST_SENT',
    })
    expect(emitted).toContainEqual(
      expect.objectContaining({
        type: 'room',
        room: expect.objectContaining({ messageRoomIdx: 9 }),
      }),
    )
  })

  it('reads the newest page again after a reconnection, without doubles', async () => {
    const f = fakes()
    const { actor } = start(f)
    await waitFor(actor, (s) => s.matches('ready'))
    f.feed({ type: 'FEED.LINK', connected: false })
    f.server.load = async () => room({ messageContentList: [theirs(2), theirs(3)] })
    f.feed({ type: 'FEED.LINK', connected: true })
    await waitFor(actor, (s) => s.context.messages.length === 3)
    expect(actor.getSnapshot().context.messages.map((m) => m.messageContentIdx)).toEqual([1, 2, 3])
    expect(f.calls.loads).toHaveLength(2)
  })

  it("merges the other side's messages and read receipts, ignoring other rooms", async () => {
    const f = fakes()
    const { actor } = start(f)
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'SEND', text: 'mine' })
    await idle(actor)
    f.feed({ type: 'FEED.MESSAGE', message: { ...theirs(200), messageRoomIdx: 8 } })
    f.feed({ type: 'FEED.MESSAGE', message: { ...theirs(101), messageRoomIdx: 7 } })
    f.feed({ type: 'FEED.MESSAGE', message: { ...theirs(101), messageRoomIdx: 7 } })
    f.feed({
      type: 'FEED.ROOM',
      event: { messageRoomIdx: 7, change: 'read', lastReadMessageContentIdx: 101 },
    })
    const messages = actor.getSnapshot().context.messages
    expect(messages.map((m) => m.messageContentIdx)).toEqual([1, 2, 100, 101])
    expect(messages[2]?.unReadParticipantCount).toBe(0)
  })

  it('answers a request received and takes the status', async () => {
    const f = fakes()
    f.server.load = async () => room({ roomStatus: 'REQUEST_RECEIVED' })
    const { actor, emitted } = start(f)
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'SEND', text: 'not before answering' })
    expect(actor.getSnapshot().context.outbox).toEqual([])
    actor.send({ type: 'ACCEPT' })
    await waitFor(actor, (s) => s.context.roomStatus === 'APPROVED_BY_ME')
    expect(f.calls.answers).toEqual([true])
    expect(emitted).toContainEqual({
      type: 'room',
      room: { messageRoomIdx: 7, roomStatus: 'APPROVED_BY_ME' },
    })
  })

  it('asks before leaving with a pending request, saying it is cancelled', async () => {
    const f = fakes()
    f.server.load = async () => room({ roomStatus: 'REQUEST_SENT' })
    const { actor, emitted } = start(f)
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'LEAVE' })
    expect(actor.getSnapshot().context.confirm).toEqual({
      action: 'leave',
      key: 'leaveCancelsRequest',
    })
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().context.confirm).toBeUndefined()
    actor.send({ type: 'LEAVE' })
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('gone'))
    expect(f.calls.deleted).toEqual([7])
    expect(emitted).toContainEqual({ type: 'left', messageRoomIdx: 7 })
  })

  it('blocks after the confirm that says a received request is declined', async () => {
    const f = fakes()
    f.server.load = async () => room({ roomStatus: 'REQUEST_RECEIVED' })
    const { actor, emitted } = start(f)
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'BLOCK' })
    expect(actor.getSnapshot().context.confirm?.key).toBe('blockDeclinesRequest')
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('gone'))
    expect(f.calls.blocked).toEqual(['kim'])
    expect(emitted).toContainEqual({ type: 'blocked', channelId: 'kim', messageRoomIdx: 7 })
  })

  it('shows a load failure and loads again on RETRY', async () => {
    const f = fakes()
    const load = f.server.load
    f.server.load = async () => {
      throw new ApiError(404, 'MSG2008', 'no room')
    }
    const { actor } = start(f)
    await waitFor(actor, (s) => s.matches('failed'))
    f.server.load = load
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.messages).toHaveLength(2)
  })
})

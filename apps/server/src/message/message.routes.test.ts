import { MESSAGE_ERRORS, MESSAGE_LIMITS } from '@airwave/sdk/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { channelFollows, channels, messageContents } from '../db/schema'
import type { RunningServer } from '../server'
import { apiError } from '../testing/sdkClient'
import type { TestSocket } from '../testing/socketClient'
import { startTestServer } from '../testing/testServer'
import {
  directMessages,
  type MessageMember,
  memberSocket,
  messageMember,
  nextDirectMessage,
} from './messageTestKit'

// Delivery, read receipts, unread counts, paging, the room list, search, and every call made
// with another member's ids.

let server: RunningServer
let n = 0
const sockets: TestSocket[] = []

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  for (const socket of sockets) socket.close()
  await server.stop()
})

/** Two members who follow each other: their room is normal at once. */
async function friends(): Promise<[MessageMember, MessageMember]> {
  n++
  const a = await messageMember(server, `amy${n}`)
  const b = await messageMember(server, `ben${n}`)
  await server.deps.db.insert(channelFollows).values([
    { memberId: a.memberId, channelId: b.channelIdx },
    { memberId: b.memberId, channelId: a.channelIdx },
  ])
  return [a, b]
}

const send = (from: MessageMember, to: MessageMember, text: string, clientMessageId?: string) =>
  from.api.message.send({
    receiverChannelId: to.channelId,
    messageContent: text,
    ...(clientMessageId && { clientMessageId }),
  })

const open = async (member: MessageMember) => {
  const socket = await memberSocket(server.url, member)
  sockets.push(socket)
  return socket
}

describe('delivery', () => {
  it('stores the message, then pushes it to both members’ sockets', async () => {
    const [a, b] = await friends()
    const [socketA, socketB] = [await open(a), await open(b)]
    const sent = await send(a, b, '  hello there  ')
    expect(sent.messageContent).toBe('hello there')
    expect(sent.senderChannelId).toBe(a.channelId)
    expect(sent.unReadParticipantCount).toBe(1)
    const [stored] = await server.deps.db
      .select()
      .from(messageContents)
      .where(eq(messageContents.id, sent.messageContentIdx))
    expect(stored?.content).toBe('hello there')
    for (const socket of [socketA, socketB]) {
      const event = await nextDirectMessage(socket, sent.messageContentIdx)
      expect(event.content.directMessageData).toMatchObject({
        messageRoomIdx: sent.messageRoomIdx,
        messageContent: 'hello there',
        senderChannelId: a.channelId,
      })
    }
  })

  it('stores rich text as written (the client sanitises when it renders)', async () => {
    const [a, b] = await friends()
    const text = '<b>bold</b> <script>alert(1)</script> 👋'
    const sent = await send(a, b, text)
    const page = await b.api.message.listContents({ messageRoomIdx: sent.messageRoomIdx })
    expect(page.messageContentList.map((m) => m.messageContent)).toEqual([text])
  })

  it('refuses empty, over-long and unstorable texts', async () => {
    const [a, b] = await friends()
    for (const text of ['   ', 'x'.repeat(MESSAGE_LIMITS.content + 1), 'a\u0000b']) {
      expect((await apiError(send(a, b, text))).status).toBe(400)
    }
    expect((await send(a, b, 'x'.repeat(MESSAGE_LIMITS.content))).messageContent).toHaveLength(
      MESSAGE_LIMITS.content,
    )
    expect((await apiError(a.api.message.send({ messageContent: 'to whom?' }))).status).toBe(400)
  })

  it('answers a retry with the same clientMessageId with the stored message, pushed once', async () => {
    const [a, b] = await friends()
    const socketB = await open(b)
    const first = await send(a, b, 'once', 'client-1')
    const retry = await send(a, b, 'once', 'client-1')
    expect(retry).toEqual(first)
    expect(retry.clientMessageId).toBe('client-1')
    const [x, y] = await Promise.all([
      send(a, b, 'twice', 'client-2'),
      send(a, b, 'twice', 'client-2'),
    ])
    expect(x.messageContentIdx).toBe(y.messageContentIdx)
    const last = await send(a, b, 'after')
    await nextDirectMessage(socketB, last.messageContentIdx)
    expect(directMessages(socketB).map((m) => m.messageContent)).toEqual(['once', 'twice', 'after'])
    const page = await b.api.message.listContents({ messageRoomIdx: first.messageRoomIdx })
    expect(page.messageContentList.map((m) => m.messageContent)).toEqual(['once', 'twice', 'after'])
  })

  it('a retried request answers the request, not MSG2003', async () => {
    n++
    const a = await messageMember(server, `req${n}`)
    const b = await messageMember(server, `rec${n}`)
    const first = await send(a, b, 'may I?', 'req-1')
    const again = await send(a, b, 'may I?', 'req-1')
    expect([again.messageContentIdx, again.roomStatus]).toEqual([
      first.messageContentIdx,
      'REQUEST_SENT',
    ])
  })
})

describe('reads', () => {
  it('counts unread rooms and messages; a read receipt reaches the sender', async () => {
    const [a, b] = await friends()
    const [socketA, socketB] = [await open(a), await open(b)]
    await send(a, b, 'one')
    const two = await send(a, b, 'two')
    expect(await b.api.message.getInfo()).toEqual({ unReadRoomCount: 1, isAllowMessage: true })
    const roomOfB = (await b.api.message.listRooms({})).messageRoomList[0]
    expect(roomOfB).toMatchObject({
      messageRoomIdx: two.messageRoomIdx,
      unReadCount: 2,
      roomStatus: 'NORMAL',
      channel: { channelId: a.channelId, nickname: `Nick ${a.channelId}` },
      lastMessage: { messageContentIdx: two.messageContentIdx, messageContent: 'two' },
    })
    const beforeRead = await a.api.message.listContents({ messageRoomIdx: two.messageRoomIdx })
    expect(beforeRead.messageContentList.map((m) => m.unReadParticipantCount)).toEqual([1, 1])

    await b.api.message.markRead({ messageContentIdx: two.messageContentIdx })
    const receipt = await socketA.next<{ change: string; lastReadMessageContentIdx?: number }>(
      'DIRECT_MESSAGE_ROOM',
      (e) => e.change === 'read',
    )
    expect(receipt).toEqual({
      messageRoomIdx: two.messageRoomIdx,
      change: 'read',
      lastReadMessageContentIdx: two.messageContentIdx,
    })
    const badge = await socketB.next<{ change: string; unReadRoomCount?: number }>(
      'DIRECT_MESSAGE_ROOM',
      (e) => e.change === 'read',
    )
    expect(badge).toEqual({
      messageRoomIdx: two.messageRoomIdx,
      change: 'read',
      unReadRoomCount: 0,
    })
    expect((await b.api.message.getInfo()).unReadRoomCount).toBe(0)
    const afterRead = await a.api.message.listContents({ messageRoomIdx: two.messageRoomIdx })
    expect(afterRead.messageContentList.map((m) => m.unReadParticipantCount)).toEqual([0, 0])
    // Never back: an older read keeps the newer mark.
    await b.api.message.markRead({ messageContentIdx: two.messageContentIdx - 1 })
    expect(
      (
        await a.api.message.listContents({ messageRoomIdx: two.messageRoomIdx })
      ).messageContentList.at(-1)?.unReadParticipantCount,
    ).toBe(0)
  })
})

describe('rooms', () => {
  it('lists the member’s rooms latest message first, with paging', async () => {
    n++
    const me = await messageMember(server, `hub${n}`)
    const others: MessageMember[] = []
    for (const i of [1, 2, 3]) {
      const other = await messageMember(server, `spoke${n}x${i}`)
      await server.deps.db
        .insert(channelFollows)
        .values({ memberId: other.memberId, channelId: me.channelIdx })
      others.push(other)
      await send(me, other, `to ${i}`)
    }
    await send(me, others[0] as MessageMember, 'latest')
    const page1 = await me.api.message.listRooms({ page: 1, limit: 2 })
    expect(page1.messageRoomList.map((r) => r.lastMessage?.messageContent)).toEqual([
      'latest',
      'to 3',
    ])
    expect(page1.hasNext).toBe(true)
    const page2 = await me.api.message.listRooms({ page: 2, limit: 2 })
    expect(page2.messageRoomList.map((r) => r.lastMessage?.messageContent)).toEqual(['to 2'])
    expect(page2.hasNext).toBe(false)
    expect((await apiError(me.api.message.listRooms({ page: 0 }))).status).toBe(400)
  })

  it('pages contents back in time, oldest first within a page', async () => {
    const [a, b] = await friends()
    let roomIdx = 0
    for (let i = 1; i <= 7; i++)
      roomIdx = (await send(i % 2 ? a : b, i % 2 ? b : a, `m${i}`)).messageRoomIdx
    const texts = (page: { messageContentList: { messageContent: string }[] }) =>
      page.messageContentList.map((m) => m.messageContent)
    const newest = await a.api.message.listContents({ messageRoomIdx: roomIdx, limit: 3 })
    expect([texts(newest), newest.hasNext]).toEqual([['m5', 'm6', 'm7'], true])
    const older = await a.api.message.listContents({
      messageRoomIdx: roomIdx,
      limit: 3,
      lastMessageContentIdx: newest.messageContentList[0]?.messageContentIdx,
    })
    expect([texts(older), older.hasNext]).toEqual([['m2', 'm3', 'm4'], true])
    const oldest = await a.api.message.listContents({
      messageRoomIdx: roomIdx,
      limit: 3,
      lastMessageContentIdx: older.messageContentList[0]?.messageContentIdx,
    })
    expect([texts(oldest), oldest.hasNext]).toEqual([['m1'], false])
    expect(oldest.channel?.channelId).toBe(b.channelId)
  })

  it('a deleted room leaves the list and the member’s history; the other keeps theirs', async () => {
    const [a, b] = await friends()
    const socketA = await open(a)
    const first = await send(a, b, 'old news')
    await b.api.message.deleteRoom({ messageRoomIdx: first.messageRoomIdx })
    expect((await b.api.message.listRooms({})).messageRoomList).toEqual([])
    expect(
      (await b.api.message.listContents({ messageRoomIdx: first.messageRoomIdx }))
        .messageContentList,
    ).toEqual([])
    const kept = await a.api.message.listContents({ messageRoomIdx: first.messageRoomIdx })
    expect(kept.messageContentList.map((m) => m.messageContent)).toEqual(['old news'])
    // A new message brings it back, without the cleared history.
    const fresh = await send(a, b, 'news')
    await nextDirectMessage(socketA, fresh.messageContentIdx)
    const back = await b.api.message.listRooms({})
    expect(back.messageRoomList.map((r) => [r.messageRoomIdx, r.unReadCount])).toEqual([
      [first.messageRoomIdx, 1],
    ])
    const contents = await b.api.message.listContents({ messageRoomIdx: first.messageRoomIdx })
    expect(contents.messageContentList.map((m) => m.messageContent)).toEqual(['news'])
    // A cleared message cannot be marked either.
    expect(
      (await apiError(b.api.message.markRead({ messageContentIdx: first.messageContentIdx }))).code,
    ).toBe(MESSAGE_ERRORS.noRoom)
  })

  it('finds channels by id or nickname prefix, any case, not oneself, deleted or suspended ones', async () => {
    n++
    const me = await messageMember(server, `zed${n}`)
    const live = await messageMember(server, `zoe${n}`)
    const gone = await messageMember(server, `zoa${n}`)
    const away = await messageMember(server, `zia${n}`)
    await server.deps.db
      .update(channels)
      .set({ nickname: `Quokka${n}` })
      .where(eq(channels.id, away.channelIdx))
    await server.deps.db
      .update(channels)
      .set({ deletedAt: new Date() })
      .where(eq(channels.id, gone.channelIdx))
    const found = async (keyword: string) =>
      (await me.api.message.searchChannels({ keyword })).map((c) => c.channelId)
    expect(await found(`ZOE${n}`)).toEqual([live.channelId])
    expect(await found('z')).not.toContain(me.channelId)
    expect(await found('z')).not.toContain(gone.channelId)
    expect(await found(`quokka${n}`)).toEqual([away.channelId])
    expect(await found('%')).toEqual([])
    await server.deps.db
      .update(channels)
      .set({ suspended: true })
      .where(eq(channels.id, away.channelIdx))
    expect(await found(`quokka${n}`)).toEqual([])
    expect((await me.api.message.searchChannels({ keyword: 'nick' })).length).toBeLessThanOrEqual(
      MESSAGE_LIMITS.searchResults,
    )
  })
})

describe('another member’s room', () => {
  it('reads as missing (MSG2008, 404) for every call, and changes nothing', async () => {
    const [a, b] = await friends()
    n++
    const stranger = await messageMember(server, `eve${n}`)
    const sent = await send(a, b, 'private')
    const room = sent.messageRoomIdx
    const calls: [string, () => Promise<unknown>][] = [
      ['contents', () => stranger.api.message.listContents({ messageRoomIdx: room })],
      ['read', () => stranger.api.message.markRead({ messageContentIdx: sent.messageContentIdx })],
      ['answer', () => stranger.api.message.answerRequest({ messageRoomIdx: room, isAllow: true })],
      ['delete', () => stranger.api.message.deleteRoom({ messageRoomIdx: room })],
      ['send', () => stranger.api.message.send({ messageRoomIdx: room, messageContent: 'hi' })],
      ['no such room', () => a.api.message.listContents({ messageRoomIdx: 999_999 })],
      ['no such message', () => a.api.message.markRead({ messageContentIdx: 999_999 })],
    ]
    for (const [name, call] of calls) {
      const error = await apiError(call())
      expect([name, error.status, error.code]).toEqual([name, 404, MESSAGE_ERRORS.noRoom])
    }
    expect((await stranger.api.message.listRooms({})).messageRoomList).toEqual([])
    const seen = await b.api.message.listContents({ messageRoomIdx: room })
    expect(
      seen.messageContentList.map((m) => [m.messageContent, m.unReadParticipantCount]),
    ).toEqual([['private', 1]])
    expect((await b.api.message.listRooms({})).messageRoomList).toHaveLength(1)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../server'
import { startCluster, type TestCluster } from '../testing/cluster'
import { apiError } from '../testing/sdkClient'
import type { TestSocket } from '../testing/socketClient'
import {
  directMessages,
  memberSocket,
  messageMember,
  nextDirectMessage,
  onServer,
} from './messageTestKit'

// Two instances on one database and one Redis, as behind a load balancer: member A on the
// first, member B on the second exchange messages through a request and its acceptance, each
// receiving every message in real time; the write limits count a member on both together.

let cluster: TestCluster
let one: RunningServer
let two: RunningServer
const sockets: TestSocket[] = []

beforeAll(async () => {
  cluster = await startCluster(2, { config: { writeRateLimits: true } })
  ;[one, two] = cluster.servers as [RunningServer, RunningServer]
})

afterAll(async () => {
  for (const socket of sockets) socket.close()
  await cluster?.stop()
})

type RoomEvent = { messageRoomIdx: number; change: string; roomStatus?: string }

describe('direct messages on two instances', () => {
  it('a request, its acceptance and the conversation reach each side in real time', async () => {
    const a = await messageMember(one, 'alice')
    const b = onServer(await messageMember(one, 'bruno'), two)
    const socketA = await memberSocket(one.url, a)
    const socketB = await memberSocket(two.url, b)
    sockets.push(socketA, socketB)

    const request = await a.api.message.send({
      receiverChannelId: b.channelId,
      messageContent: 'Hi, may I write?',
    })
    expect(request.roomStatus).toBe('REQUEST_SENT')
    const received = await nextDirectMessage(socketB, request.messageContentIdx)
    expect(received.content.directMessageData.messageStatus).toBe('REQUEST')
    await socketB.next<RoomEvent>('DIRECT_MESSAGE_ROOM', (e) => e.roomStatus === 'REQUEST_RECEIVED')

    const room = request.messageRoomIdx
    const accepted = await b.api.message.answerRequest({ messageRoomIdx: room, isAllow: true })
    expect(accepted.roomStatus).toBe('APPROVED_BY_ME')
    await socketA.next<RoomEvent>(
      'DIRECT_MESSAGE_ROOM',
      (e) => e.roomStatus === 'APPROVED_BY_OTHER',
    )

    const reply = await b.api.message.send({
      messageRoomIdx: room,
      messageContent: 'Sure, go ahead',
    })
    await nextDirectMessage(socketA, reply.messageContentIdx)
    const more = await a.api.message.send({ messageRoomIdx: room, messageContent: 'Thanks!' })
    await nextDirectMessage(socketB, more.messageContentIdx)
    await b.api.message.markRead({ messageContentIdx: more.messageContentIdx })
    await socketA.next<RoomEvent & { lastReadMessageContentIdx?: number }>(
      'DIRECT_MESSAGE_ROOM',
      (e) => e.change === 'read' && e.lastReadMessageContentIdx === more.messageContentIdx,
    )
    const texts = ['Hi, may I write?', 'Sure, go ahead', 'Thanks!']
    expect(directMessages(socketA).map((m) => m.messageContent)).toEqual(texts)
    expect(directMessages(socketB).map((m) => m.messageContent)).toEqual(texts)
  })

  it('counts a member’s sends on both instances against one limit', async () => {
    const a = await messageMember(one, 'chatty')
    const b = await messageMember(one, 'patient')
    // b follows a: a normal room, every send counted.
    await b.api.channel.follow({ channelId: a.channelId })
    const onTwo = onServer(a, two)
    let refused: Awaited<ReturnType<typeof apiError>> | undefined
    let sent = 0
    for (let i = 0; i < 40 && !refused; i++) {
      const sender = i % 2 ? onTwo : a
      try {
        await sender.api.message.send({ receiverChannelId: b.channelId, messageContent: `#${i}` })
        sent++
      } catch {
        refused = await apiError(
          sender.api.message.send({ receiverChannelId: b.channelId, messageContent: 'again' }),
        )
      }
    }
    expect(sent).toBe(30)
    expect([refused?.status, refused?.code]).toEqual([429, 'RATE_LIMITED'])
    // Another member is not affected.
    expect(
      (await b.api.message.send({ receiverChannelId: a.channelId, messageContent: 'hi' }))
        .roomStatus,
    ).toBe('NORMAL')
  })
})

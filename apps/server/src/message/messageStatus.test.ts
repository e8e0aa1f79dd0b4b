import { CHAT_ACTION, MESSAGE_ERRORS, type MessageRoomStatus } from '@airwave/sdk/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { channelFollows, channels } from '../db/schema'
import type { RunningServer } from '../server'
import { apiError } from '../testing/sdkClient'
import type { TestSocket } from '../testing/socketClient'
import { startTestServer } from '../testing/testServer'
import { type MessageMember, memberSocket, messageMember } from './messageTestKit'

// Every room status, reached through the real calls and read from both sides (where the other
// side can still sign in), with the refusals each one makes.

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

/** A fresh pair of members (no relation between them). */
async function pair(): Promise<[MessageMember, MessageMember]> {
  n++
  return [await messageMember(server, `ana${n}`), await messageMember(server, `bo${n}`)]
}

const statusWith = async (me: MessageMember, other: MessageMember) =>
  (await me.api.message.roomWith({ channelId: other.channelId })).roomStatus

/** Asserts each side's status of the pair's room. */
async function expectStatuses(
  a: MessageMember,
  aStatus: MessageRoomStatus,
  b: MessageMember,
  bStatus: MessageRoomStatus,
) {
  expect([await statusWith(a, b), await statusWith(b, a)]).toEqual([aStatus, bStatus])
}

const follow = (follower: MessageMember, channel: MessageMember) =>
  server.deps.db
    .insert(channelFollows)
    .values({ memberId: follower.memberId, channelId: channel.channelIdx })

const send = (from: MessageMember, to: MessageMember, text: string) =>
  from.api.message.send({ receiverChannelId: to.channelId, messageContent: text })

async function refusedWith(call: Promise<unknown>, code: string, status: number) {
  const error = await apiError(call)
  expect([error.code, error.status]).toEqual([code, status])
  return error
}

describe('room statuses', () => {
  it('NORMAL when the receiver follows the sender, at once and after the first message', async () => {
    const [a, b] = await pair()
    await follow(b, a)
    await expectStatuses(a, 'NORMAL', b, 'REQUEST_REQUIRED')
    const sent = await send(a, b, 'hi')
    expect([sent.roomStatus, sent.messageStatus]).toEqual(['NORMAL', 'SENT'])
    await expectStatuses(a, 'NORMAL', b, 'NORMAL')
    await send(b, a, 'hello back')
    await send(a, b, 'more')
  })

  it('REQUEST_REQUIRED, then REQUEST_SENT and REQUEST_RECEIVED; a second message is MSG2003', async () => {
    const [a, b] = await pair()
    const empty = await a.api.message.roomWith({ channelId: b.channelId })
    expect([empty.messageRoomIdx, empty.roomStatus]).toEqual([0, 'REQUEST_REQUIRED'])
    expect(empty.channel?.channelId).toBe(b.channelId)
    const sent = await send(a, b, 'may I?')
    expect([sent.roomStatus, sent.messageStatus]).toEqual(['REQUEST_SENT', 'REQUEST'])
    await expectStatuses(a, 'REQUEST_SENT', b, 'REQUEST_RECEIVED')
    await refusedWith(send(a, b, 'again?'), MESSAGE_ERRORS.requestPending, 409)
    await refusedWith(
      a.api.message.send({ messageRoomIdx: sent.messageRoomIdx, messageContent: 'again?' }),
      MESSAGE_ERRORS.requestPending,
      409,
    )
    // The sender cannot answer their own request.
    expect(
      (
        await apiError(
          a.api.message.answerRequest({ messageRoomIdx: sent.messageRoomIdx, isAllow: true }),
        )
      ).status,
    ).toBe(409)
  })

  it('APPROVED_BY_ME and APPROVED_BY_OTHER after an accept; both write', async () => {
    const [a, b] = await pair()
    const sent = await send(a, b, 'may I?')
    const socketA = await memberSocket(server.url, a)
    sockets.push(socketA)
    const room = await b.api.message.answerRequest({
      messageRoomIdx: sent.messageRoomIdx,
      isAllow: true,
    })
    expect(room.roomStatus).toBe('APPROVED_BY_ME')
    await socketA.next<{ roomStatus: string }>(
      'DIRECT_MESSAGE_ROOM',
      (e) => e.roomStatus === 'APPROVED_BY_OTHER',
    )
    await expectStatuses(a, 'APPROVED_BY_OTHER', b, 'APPROVED_BY_ME')
    expect((await send(a, b, 'thanks')).roomStatus).toBe('APPROVED_BY_OTHER')
    expect((await send(b, a, 'welcome')).roomStatus).toBe('APPROVED_BY_ME')
  })

  it('a reply to a request accepts it', async () => {
    const [a, b] = await pair()
    await send(a, b, 'may I?')
    const reply = await send(b, a, 'sure')
    expect([reply.roomStatus, reply.messageStatus]).toEqual(['APPROVED_BY_ME', 'SENT'])
    await expectStatuses(a, 'APPROVED_BY_OTHER', b, 'APPROVED_BY_ME')
  })

  it('REQUEST_DECLINED and REQUEST_REJECTED after a decline; the requester gets MSG2000', async () => {
    const [a, b] = await pair()
    const sent = await send(a, b, 'may I?')
    const room = await b.api.message.answerRequest({
      messageRoomIdx: sent.messageRoomIdx,
      isAllow: false,
    })
    expect(room.roomStatus).toBe('REQUEST_DECLINED')
    await expectStatuses(a, 'REQUEST_REJECTED', b, 'REQUEST_DECLINED')
    const error = await refusedWith(send(a, b, 'please'), MESSAGE_ERRORS.cannotSend, 403)
    expect(error.message).toContain('REQUEST_REJECTED')
    // The decliner may change their mind: accepting (or writing) opens the room.
    const again = await b.api.message.answerRequest({
      messageRoomIdx: sent.messageRoomIdx,
      isAllow: true,
    })
    expect(again.roomStatus).toBe('APPROVED_BY_ME')
    await expectStatuses(a, 'APPROVED_BY_OTHER', b, 'APPROVED_BY_ME')
  })

  it('OFFICIAL_CHANNEL_CANNOT_SEND towards a platform channel (role 2)', async () => {
    const [a, official] = await pair()
    await server.deps.db
      .update(channels)
      .set({ role: 2 })
      .where(eq(channels.id, official.channelIdx))
    await expectStatuses(a, 'OFFICIAL_CHANNEL_CANNOT_SEND', official, 'REQUEST_REQUIRED')
    await refusedWith(send(a, official, 'hi'), MESSAGE_ERRORS.cannotSend, 403)
    // The official channel writes (a request, as anyone's); the member still cannot answer.
    const notice = await send(official, a, 'A notice from the platform')
    expect(notice.roomStatus).toBe('REQUEST_SENT')
    await expectStatuses(a, 'OFFICIAL_CHANNEL_CANNOT_SEND', official, 'REQUEST_SENT')
    await refusedWith(
      a.api.message.send({ messageRoomIdx: notice.messageRoomIdx, messageContent: 'ok' }),
      MESSAGE_ERRORS.cannotSend,
      403,
    )
  })

  it('WITHDRAWN_CHANNEL_CANNOT_SEND once the other account is deleted', async () => {
    const [a, b] = await pair()
    await follow(b, a)
    const sent = await send(a, b, 'hi')
    await server.deps.db
      .update(channels)
      .set({ deletedAt: new Date() })
      .where(eq(channels.id, b.channelIdx))
    expect(await statusWith(a, b)).toBe('WITHDRAWN_CHANNEL_CANNOT_SEND')
    const listed = await a.api.message.listRooms({})
    expect(
      listed.messageRoomList.find((r) => r.messageRoomIdx === sent.messageRoomIdx)?.roomStatus,
    ).toBe('WITHDRAWN_CHANNEL_CANNOT_SEND')
    await refusedWith(
      a.api.message.send({ messageRoomIdx: sent.messageRoomIdx, messageContent: 'still there?' }),
      MESSAGE_ERRORS.cannotSend,
      403,
    )
    // No room with a deleted channel: its id answers CHA30071.
    const [c] = await pair()
    await server.deps.db
      .update(channels)
      .set({ deletedAt: new Date() })
      .where(eq(channels.id, c.channelIdx))
    expect((await apiError(a.api.message.roomWith({ channelId: c.channelId }))).code).toBe(
      'CHA30071',
    )
    expect((await apiError(a.api.message.roomWith({ channelId: 'nobody-here' }))).code).toBe(
      'CHA30023',
    )
  })

  it('USER_SETTING_CANNOT_SEND for new rooms; a room already open goes on', async () => {
    const [a, b] = await pair()
    const [c] = await pair()
    await follow(b, c)
    await send(c, b, 'we talk already')
    const info = await b.api.message.saveSetting({ isAllowMessage: false })
    expect(info.isAllowMessage).toBe(false)
    expect((await b.api.message.getInfo()).isAllowMessage).toBe(false)
    await expectStatuses(a, 'USER_SETTING_CANNOT_SEND', b, 'REQUEST_REQUIRED')
    await refusedWith(send(a, b, 'hi'), MESSAGE_ERRORS.cannotSend, 403)
    expect((await send(c, b, 'still fine')).roomStatus).toBe('NORMAL')
    await b.api.message.saveSetting({ isAllowMessage: true })
    expect(await statusWith(a, b)).toBe('REQUEST_REQUIRED')
  })

  it('UNBLOCK_REQUIRED for the blocker, CHANNEL_UNBLOCK_REQUIRED for the blocked; neither writes', async () => {
    const [a, b] = await pair()
    await follow(a, b)
    await follow(b, a)
    const sent = await send(a, b, 'hi')
    await a.api.channel.block({ channelId: b.channelId })
    await expectStatuses(a, 'UNBLOCK_REQUIRED', b, 'CHANNEL_UNBLOCK_REQUIRED')
    await refusedWith(send(a, b, 'x'), MESSAGE_ERRORS.cannotSend, 403)
    await refusedWith(
      b.api.message.send({ messageRoomIdx: sent.messageRoomIdx, messageContent: 'x' }),
      MESSAGE_ERRORS.cannotSend,
      403,
    )
    await a.api.channel.unblock({ channelId: b.channelId })
    await expectStatuses(a, 'NORMAL', b, 'NORMAL')
  })

  it('BLACKLIST_UNBLOCK_REQUIRED for a member banned from the other channel’s chat', async () => {
    const [a, b] = await pair()
    await follow(b, a)
    await b.api.chat.chatAction(b.channelId, {
      targetChannelId: a.channelId,
      action: CHAT_ACTION.userBlock,
    })
    await expectStatuses(a, 'BLACKLIST_UNBLOCK_REQUIRED', b, 'REQUEST_REQUIRED')
    await refusedWith(send(a, b, 'hi'), MESSAGE_ERRORS.cannotSend, 403)
    await b.api.chat.chatAction(b.channelId, {
      targetChannelId: a.channelId,
      action: CHAT_ACTION.delete,
    })
    expect(await statusWith(a, b)).toBe('NORMAL')
  })

  it('SERVICE_UNBLOCK_REQUIRED on both sides while one channel is suspended', async () => {
    const [a, b] = await pair()
    await follow(b, a)
    await send(a, b, 'hi')
    await server.deps.db
      .update(channels)
      .set({ suspended: true })
      .where(eq(channels.id, b.channelIdx))
    await expectStatuses(a, 'SERVICE_UNBLOCK_REQUIRED', b, 'SERVICE_UNBLOCK_REQUIRED')
    await refusedWith(send(a, b, 'x'), MESSAGE_ERRORS.cannotSend, 403)
    await refusedWith(send(b, a, 'x'), MESSAGE_ERRORS.cannotSend, 403)
    await server.deps.db
      .update(channels)
      .set({ suspended: false })
      .where(eq(channels.id, b.channelIdx))
    await expectStatuses(a, 'NORMAL', b, 'NORMAL')
  })

  it('DELETED for the receiver when the requester leaves; either may start again', async () => {
    const [a, b] = await pair()
    const sent = await send(a, b, 'may I?')
    await a.api.message.deleteRoom({ messageRoomIdx: sent.messageRoomIdx })
    await expectStatuses(a, 'REQUEST_REQUIRED', b, 'DELETED')
    expect((await b.api.message.getInfo()).unReadRoomCount).toBe(0)
    // The receiver writes: a request of theirs now.
    const back = await send(b, a, 'you left?')
    expect(back.roomStatus).toBe('REQUEST_SENT')
    await expectStatuses(a, 'REQUEST_RECEIVED', b, 'REQUEST_SENT')
  })

  it('UNSPECIFIED with oneself: no room, and a message to one’s own channel is MSG2000', async () => {
    const [a] = await pair()
    const own = await a.api.message.roomWith({ channelId: a.channelId })
    expect([own.messageRoomIdx, own.roomStatus]).toEqual([0, 'UNSPECIFIED'])
    const error = await refusedWith(send(a, a, 'me'), MESSAGE_ERRORS.cannotSend, 403)
    expect(error.message).toContain('UNSPECIFIED')
  })
})

describe('blocking and leaving while a request waits', () => {
  it('the receiver blocking declines it; both sockets learn their status', async () => {
    const [a, b] = await pair()
    const sent = await send(a, b, 'may I?')
    const [socketA, socketB] = [
      await memberSocket(server.url, a),
      await memberSocket(server.url, b),
    ]
    sockets.push(socketA, socketB)
    await b.api.channel.block({ channelId: a.channelId })
    await socketA.next<{ roomStatus: string; messageRoomIdx: number }>(
      'DIRECT_MESSAGE_ROOM',
      (e) =>
        e.roomStatus === 'CHANNEL_UNBLOCK_REQUIRED' && e.messageRoomIdx === sent.messageRoomIdx,
    )
    await socketB.next<{ roomStatus: string }>(
      'DIRECT_MESSAGE_ROOM',
      (e) => e.roomStatus === 'UNBLOCK_REQUIRED',
    )
    await b.api.channel.unblock({ channelId: a.channelId })
    await expectStatuses(a, 'REQUEST_REJECTED', b, 'REQUEST_DECLINED')
  })

  it('the requester blocking cancels it: the receiver reads DELETED after the unblock', async () => {
    const [a, b] = await pair()
    await send(a, b, 'may I?')
    await a.api.channel.block({ channelId: b.channelId })
    await expectStatuses(a, 'UNBLOCK_REQUIRED', b, 'CHANNEL_UNBLOCK_REQUIRED')
    await a.api.channel.unblock({ channelId: b.channelId })
    await expectStatuses(a, 'REQUEST_REQUIRED', b, 'DELETED')
  })

  it('the receiver leaving declines it', async () => {
    const [a, b] = await pair()
    const sent = await send(a, b, 'may I?')
    const socketA = await memberSocket(server.url, a)
    sockets.push(socketA)
    await b.api.message.deleteRoom({ messageRoomIdx: sent.messageRoomIdx })
    await socketA.next<{ roomStatus: string }>(
      'DIRECT_MESSAGE_ROOM',
      (e) => e.roomStatus === 'REQUEST_REJECTED',
    )
    await expectStatuses(a, 'REQUEST_REJECTED', b, 'REQUEST_DECLINED')
    expect((await b.api.message.listRooms({})).messageRoomList).toEqual([])
  })
})

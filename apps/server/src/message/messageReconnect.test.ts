import type { MessageContent } from '@airwave/sdk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { channelFollows } from '../db/schema'
import type { RunningServer } from '../server'
import {
  type RoundRobinProxy,
  roundRobinProxy,
  startCluster,
  type TestCluster,
} from '../testing/cluster'
import type { TestSocket } from '../testing/socketClient'
import {
  type DirectMessageData,
  directMessages,
  type MessageMember,
  memberSocket,
  messageMember,
} from './messageTestKit'

// A member's socket that drops mid-conversation (through a round-robin balancer, so it comes
// back mostly on the other instance) ends with every message exactly once. The client's duty:
// keep messages by `messageContentIdx` (socket events and pages merge into one map), and after
// every reconnection read the room's contents again (newest page, then older pages until it
// reaches a message it holds) — connection-state recovery replays what the socket missed, and
// when it cannot (a session too old, an instance gone) the re-read fills the gap; either way
// nothing is shown twice.

const reconnecting = { reconnection: true, reconnectionDelay: 20, reconnectionDelayMax: 200 }
const ROUNDS = 6
const PER_ROUND = 5

let cluster: TestCluster
let proxy: RoundRobinProxy
const sockets: TestSocket[] = []

beforeAll(async () => {
  cluster = await startCluster(2)
  const [a, b] = cluster.servers as [RunningServer, RunningServer]
  proxy = await roundRobinProxy([a.url, b.url])
})

afterAll(async () => {
  for (const socket of sockets) socket.close()
  await proxy?.close()
  await cluster?.stop()
})

/** Drops the socket's transport as a network cut does; resolves once it is back. */
async function drop(receiver: TestSocket, meanwhile: () => Promise<void>) {
  const { socket } = receiver
  const down = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()))
  socket.io.engine.close()
  await down
  await meanwhile()
  if (!socket.connected)
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
}

/** What the client does after a reconnection: pages back until it meets a message it holds. */
async function reread(member: MessageMember, roomIdx: number, held: Map<number, MessageContent>) {
  let before: number | undefined
  for (let pages = 0; pages < 100; pages++) {
    const page = await member.api.message.listContents({
      messageRoomIdx: roomIdx,
      limit: 4,
      ...(before !== undefined && { lastMessageContentIdx: before }),
    })
    const list = page.messageContentList
    const metHeld = list.some((m) => held.has(m.messageContentIdx))
    for (const m of list) held.set(m.messageContentIdx, m)
    if (metHeld || !page.hasNext || list.length === 0) return
    before = list[0]?.messageContentIdx
  }
}

describe('a reconnection mid-conversation', () => {
  it('ends with every message exactly once, recovered or not', async () => {
    const [one] = cluster.servers as [RunningServer]
    const a = await messageMember(one, 'sender')
    const b = await messageMember(one, 'reader')
    await one.deps.db
      .insert(channelFollows)
      .values({ memberId: b.memberId, channelId: a.channelIdx })
    const socket = await memberSocket(proxy.url, b, reconnecting)
    sockets.push(socket)
    // The client's one map of messages.
    const held = new Map<number, MessageContent>()
    const take = (m: DirectMessageData) => held.set(m.messageContentIdx, m)
    socket.socket.on('DIRECT_MESSAGE', (e: { content: { directMessageData: DirectMessageData } }) =>
      take(e.content.directMessageData),
    )
    const sent: number[] = []
    const say = async (text: string) => {
      const message = await a.api.message.send({
        receiverChannelId: b.channelId,
        messageContent: text,
      })
      sent.push(message.messageContentIdx)
      return message
    }
    const first = await say('hello')
    const roomIdx = first.messageRoomIdx
    await socket.next('DIRECT_MESSAGE')
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < PER_ROUND; i++) await say(`r${round}m${i}`)
      await drop(socket, async () => {
        await say(`r${round} while away`)
      })
      await reread(b, roomIdx, held)
    }
    // A socket closed for good and opened again (a new session: nothing replayed): the
    // re-read alone fills the gap.
    socket.close()
    await say('while closed 1')
    await say('while closed 2')
    const again = await memberSocket(proxy.url, b, reconnecting)
    sockets.push(again)
    again.socket.on('DIRECT_MESSAGE', (e: { content: { directMessageData: DirectMessageData } }) =>
      take(e.content.directMessageData),
    )
    await reread(b, roomIdx, held)
    const last = await say('the end')
    await again.next<{ content: { directMessageData: DirectMessageData } }>(
      'DIRECT_MESSAGE',
      (e) => e.content.directMessageData.messageContentIdx === last.messageContentIdx,
    )
    const ids = [...held.keys()].sort((x, y) => x - y)
    expect(ids).toEqual(sent)
    expect(new Set(ids).size).toBe(sent.length)
    // The socket events themselves: no message came twice over one socket.
    const pushed = [...directMessages(socket), ...directMessages(again)].map(
      (m) => m.messageContentIdx,
    )
    expect(new Set(pushed).size).toBe(pushed.length)
  })
})

import { randomUUID } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { members, subscriptions } from '../../db/schema'
import {
  buyGems,
  type ItemMember,
  itemMember,
  localPayments,
  newKey,
  streamerMember,
} from '../../item/itemTestKit'
import type { RunningServer } from '../../server'
import { startCluster, type TestCluster } from '../../testing/cluster'
import { openSocket, type TestSocket } from '../../testing/socketClient'

// A random gift on two instances sharing Redis: the viewers present are read across instances
// (the socket's presence), so a viewer whose socket is held by the other instance is drawn too.

let cluster: TestCluster
let a: RunningServer
let b: RunningServer
const sockets: TestSocket[] = []

beforeAll(async () => {
  cluster = await startCluster(2, { config: { payments: localPayments } })
  ;[a, b] = cluster.servers as [RunningServer, RunningServer]
})

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close()
})

afterAll(() => cluster?.stop())

async function giftMember(handle: string, streamer = false) {
  const member = streamer ? await streamerMember(a, handle) : await itemMember(a, handle)
  await a.deps.db
    .update(members)
    .set({ activeChannelId: member.channelIdx ?? null })
    .where(eq(members.id, member.memberId))
  return member
}

async function watch(server: RunningServer, channelId: string, token?: string) {
  const socket = await openSocket(server.url, {
    clientId: randomUUID(),
    ...(token ? { token } : {}),
  })
  sockets.push(socket)
  expect(await socket.command('ENTER_CHANNEL', { channelId })).toEqual({ ok: true })
  return socket
}

describe('a random gift on a cluster', () => {
  it('draws the members present on either instance, and only them', async () => {
    await giftMember('clusterstar', true)
    const giver: ItemMember = await giftMember('cgiver')
    await buyGems(a, giver, 'gem-5000')
    const [near, far, absent] = await Promise.all(
      ['near', 'far', 'absent'].map((h) => giftMember(h)),
    )
    if (!near || !far || !absent) throw new Error('members')
    const onA = await watch(a, 'clusterstar', near.token)
    await watch(b, 'clusterstar', far.token)
    await watch(b, 'clusterstar')
    // Both members and the guest are counted on the instance that draws (through Redis).
    await onA.next<{ totalViewer: number }>('LIVE_INFO', (info) => info.totalViewer === 3)
    const result = await giver.item.giftVouchers(
      { type: 'random', streamerChannelId: 'clusterstar', voucherCount: 2, payWith: 'gem' },
      newKey(),
    )
    expect(result.receivers.map((r) => r.channelId).sort()).toEqual(['far', 'near'])
    const subs = await a.deps.db
      .select()
      .from(subscriptions)
      .where(
        inArray(
          subscriptions.subscriberChannelId,
          [near, far, absent].map((m) => m.channelIdx ?? 0),
        ),
      )
    expect(subs.map((s) => s.subscriberChannelId).sort()).toEqual(
      [near.channelIdx, far.channelIdx].sort(),
    )
    expect(await a.deps.realtime.presence.members('clusterstar')).toHaveLength(2)
  })
})

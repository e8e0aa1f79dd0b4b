import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, type TestMember } from '../community/testKit'
import type { RunningServer } from '../server'
import { startCluster, type TestCluster } from '../testing/cluster'
import { openSocket, type TestSocket } from '../testing/socketClient'
import { startTestServer } from '../testing/testServer'
import { addressKey, GUESTS_PER_ADDRESS, ViewerTally, viewerOf } from './viewers'

// A channel's viewers: members one each, guests one each but at most GUESTS_PER_ADDRESS from
// one address (60 guest sockets with random client ids from one address used to make 60
// viewers, and the count orders the live list and the raid picker).

const sockets: TestSocket[] = []
afterAll(() => {
  for (const socket of sockets) socket.close()
})

async function watch(
  server: RunningServer,
  channelId: string,
  options: { token?: string; address?: string; clientId?: string } = {},
) {
  const socket = await openSocket(server.url, {
    clientId: options.clientId ?? randomUUID(),
    ...(options.token ? { token: options.token } : {}),
    ...(options.address
      ? { options: { extraHeaders: { 'x-forwarded-for': options.address } } }
      : {}),
  })
  sockets.push(socket)
  expect(await socket.command('ENTER_CHANNEL', { channelId })).toEqual({ ok: true })
  return socket
}

const viewers = async (server: RunningServer, channelId: string) =>
  (
    (await (await fetch(`${server.url}/v2/stream/info/${channelId}`)).json()) as {
      data: { totalViewer: number }
    }
  ).data.totalViewer

describe('the viewer tally', () => {
  it('counts members once each and guests at most the cap per address', () => {
    const tally = new ViewerTally()
    for (let i = 0; i < 60; i++) tally.add(viewerOf({ address: '203.0.113.7', clientId: `c${i}` }))
    expect(tally.count).toBe(GUESTS_PER_ADDRESS)
    tally.add(viewerOf({ address: '203.0.113.8', clientId: 'c0' }))
    tally.add(viewerOf({ memberId: 1 }))
    tally.add(viewerOf({ memberId: 2 }))
    expect(tally.count).toBe(GUESTS_PER_ADDRESS + 3)
    for (let i = 0; i < 58; i++) {
      tally.remove(viewerOf({ address: '203.0.113.7', clientId: `c${i}` }))
    }
    expect(tally.count).toBe(2 + 3)
    tally.remove(viewerOf({ memberId: 1 }))
    expect(tally.count).toBe(4)
  })

  it('counts a guest under its IPv4 address or its IPv6 /64', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('2001:db8:1:2:aa:bb:cc:dd')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8:1:2::dd')).toBe(addressKey('2001:0db8:0001:0002:ffff::1'))
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'))
  })
})

describe('viewers of one server', () => {
  let server: RunningServer
  let members: TestMember[]

  beforeAll(async () => {
    server = await startTestServer()
    await addMember(server, 'counted')
    members = []
    for (let i = 0; i < 4; i++) members.push(await addMember(server, `member${i}`))
  })
  afterAll(() => server.stop())

  it('counts 60 guests with random client ids from one address as at most three', async () => {
    expect(await viewers(server, 'counted')).toBe(0)
    for (let i = 0; i < 60; i++) await watch(server, 'counted')
    expect(await viewers(server, 'counted')).toBe(GUESTS_PER_ADDRESS)
    // A forged X-Forwarded-For is not believed without AIRWAVE_TRUST_PROXY.
    await watch(server, 'counted', { address: '198.51.100.1' })
    expect(await viewers(server, 'counted')).toBe(GUESTS_PER_ADDRESS)
  })

  it('counts members from the same address one each, and a member with two tabs once', async () => {
    const before = await viewers(server, 'counted')
    for (const member of members) await watch(server, 'counted', { token: member.token })
    await watch(server, 'counted', { token: members[0]?.token ?? '' })
    expect(await viewers(server, 'counted')).toBe(before + members.length)
  })
})

describe('viewers behind a trusted proxy', () => {
  let server: RunningServer

  beforeAll(async () => {
    server = await startTestServer({ config: { trustProxy: true } })
    await addMember(server, 'proxied')
  })
  afterAll(() => server.stop())

  it('counts guests by the address the proxy names, as a call sees it', async () => {
    for (let i = 0; i < 10; i++) await watch(server, 'proxied', { address: '203.0.113.50' })
    await watch(server, 'proxied', { address: '203.0.113.51' })
    await watch(server, 'proxied', { address: '2001:db8:5:6::1' })
    await watch(server, 'proxied', { address: '2001:db8:5:6::2' })
    // 3 from .50, 1 from .51, 2 from one IPv6 /64.
    expect(await viewers(server, 'proxied')).toBe(GUESTS_PER_ADDRESS + 1 + 2)
  })
})

describe('viewers of a cluster (Redis)', () => {
  let cluster: TestCluster
  let a: RunningServer
  let b: RunningServer
  let member: TestMember

  beforeAll(async () => {
    cluster = await startCluster(2)
    ;[a, b] = cluster.servers as [RunningServer, RunningServer]
    await addMember(a, 'clustered')
    member = await addMember(a, 'clustermember')
  })
  afterAll(() => cluster?.stop())

  it('shares the cap of an address across instances; members count one each', async () => {
    const watcher = await watch(a, 'clustered', { token: member.token })
    for (let i = 0; i < 60; i++) await watch(i % 2 ? a : b, 'clustered')
    expect(await viewers(a, 'clustered')).toBe(1 + GUESTS_PER_ADDRESS)
    expect(await viewers(b, 'clustered')).toBe(1 + GUESTS_PER_ADDRESS)
    await watcher.next('LIVE_INFO', (e) => e.totalViewer === 1 + GUESTS_PER_ADDRESS)
    // The member's second tab, on the other instance, is the same viewer.
    await watch(b, 'clustered', { token: member.token })
    expect(await viewers(b, 'clustered')).toBe(1 + GUESTS_PER_ADDRESS)
  })
})

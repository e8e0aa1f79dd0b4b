import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, apiError, type TestMember } from '../community/testKit'
import type { RunningServer } from '../server'
import { chatClient } from '../testing/chatClient'
import { startCluster, type TestCluster } from '../testing/cluster'
import { openSocket } from '../testing/socketClient'
import { startTestServer } from '../testing/testServer'

// The chat's send limit (20 messages in 10 s per member), on like in production: test servers
// run without it (`writeRateLimits: false`). The REST send and SEND_CHAT share one allowance.

async function exhaust(url: string, member: TestMember) {
  const chat = chatClient(url, member.token).chat
  const socket = await openSocket(url, { clientId: 'limit', token: member.token })
  try {
    for (let i = 0; i < 10; i++) await chat.sendMessage('star', { message: `rest ${i}` })
    for (let i = 0; i < 10; i++) {
      const ack = await socket.command<{ ok: boolean }>('SEND_CHAT', {
        channelId: 'star',
        message: `socket ${i}`,
      })
      expect(ack.ok).toBe(true)
    }
    const refused = await apiError(chat.sendMessage('star', { message: 'one too many' }))
    expect([refused.status, refused.code]).toEqual([429, 'RATE_LIMITED'])
    const ack = await socket.command<{ ok: boolean; code: string; retryAfterSeconds: number }>(
      'SEND_CHAT',
      { channelId: 'star', message: 'one too many' },
    )
    expect(ack).toMatchObject({ ok: false, code: 'RATE_LIMITED' })
    expect(ack.retryAfterSeconds).toBeGreaterThan(0)
  } finally {
    socket.close()
  }
}

describe('chat send limit', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer({ config: { writeRateLimits: true } })
    await addMember(server, 'star')
  })
  afterAll(() => server?.stop())

  it('counts REST sends and SEND_CHAT together, per member, in memory', async () => {
    const fan = await addMember(server, 'fan1')
    await exhaust(server.url, fan)
    // Another member has an allowance of their own.
    const other = await addMember(server, 'fan2')
    expect(
      (await chatClient(server.url, other.token).chat.sendMessage('star', { message: 'hi' }))
        .message,
    ).toBe('hi')
  })
})

describe('chat send limit in Redis', () => {
  let cluster: TestCluster
  afterAll(async () => {
    await cluster?.stop()
  })

  it('is shared by the instances of a cluster, like slow mode', async () => {
    cluster = await startCluster(2, { config: { writeRateLimits: true } })
    const [a, b] = cluster.servers as [RunningServer, RunningServer]
    await addMember(a, 'star')
    const fan = await addMember(a, 'fan1')
    const chat = chatClient(a.url, fan.token).chat
    for (let i = 0; i < 20; i++) await chat.sendMessage('star', { message: `on A ${i}` })
    const onB = await apiError(
      chatClient(b.url, fan.token).chat.sendMessage('star', { message: 'B' }),
    )
    expect([onB.status, onB.code]).toEqual([429, 'RATE_LIMITED'])
    // Slow mode too: a slot taken through A is taken on B.
    const streamer = await addMember(a, 'slowstar')
    await chatClient(a.url, streamer.token).chat.updateChatInfo('slowstar', { slowModeSeconds: 60 })
    const other = await addMember(a, 'fan2')
    await chatClient(a.url, other.token).chat.sendMessage('slowstar', { message: 'on A' })
    const slow = await apiError(
      chatClient(b.url, other.token).chat.sendMessage('slowstar', { message: 'on B' }),
    )
    expect(slow.code).toBe('CHT10003')
  })
})

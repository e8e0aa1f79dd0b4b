import { createClient } from '@airwave/sdk'
import { type Poll, pollEndpoints } from '@airwave/sdk/contract'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { advanceClock, resetClock } from '../clock'
import { addMember, type TestMember } from '../community/testKit'
import { polls } from '../db/schema'
import type { RunningServer } from '../server'
import { openSocket, type TestSocket } from '../testing/socketClient'
import { openTestDatabase } from '../testing/testDatabase'
import { startTestServer } from '../testing/testServer'
import { POLL_SCHEDULED } from './pollService'

// Every change of a poll reaches its channel's room as CHANNEL_VOTE; a member's own vote only
// their sockets; a poll whose time is up is ended and pushed by the scheduler, also after a
// restart.

type Vote = { channelVoteData: Poll }

function pollClient(baseUrl: string, token?: string) {
  const signed: typeof fetch = (input, init) =>
    fetch(input, {
      ...init,
      headers: { ...(init?.headers as Record<string, string>), authorization: `Bearer ${token}` },
    })
  return createClient({
    baseUrl,
    endpoints: { poll: pollEndpoints },
    ...(token ? { fetch: signed } : {}),
  }).poll
}

const form = { title: 'Next map?', options: [{ content: 'Dust' }, { content: 'Mirage' }] }
const MINUTE = 60_000

let server: RunningServer
let streamer: TestMember
let fan: TestMember
const sockets: TestSocket[] = []

async function watcher(clientId: string, token?: string) {
  const socket = await openSocket(server.url, { clientId, ...(token ? { token } : {}) })
  sockets.push(socket)
  expect(await socket.command('ENTER_CHANNEL', { channelId: 'star' })).toEqual({ ok: true })
  return socket
}
const votes = (socket: TestSocket) => socket.all<Vote>('CHANNEL_VOTE').map((e) => e.channelVoteData)
const nextVote = async (socket: TestSocket, match: (poll: Poll) => boolean) =>
  (await socket.next<Vote>('CHANNEL_VOTE', (event) => match(event.channelVoteData))).channelVoteData

beforeAll(async () => {
  server = await startTestServer()
  streamer = await addMember(server, 'star')
  fan = await addMember(server, 'fan1')
})

afterEach(async () => {
  resetClock()
  for (const socket of sockets.splice(0)) socket.close()
  await server.deps.db.update(polls).set({ status: 'end' })
})

afterAll(() => server?.stop())

describe('CHANNEL_VOTE', () => {
  it("pushes the start, the votes, the result and the close to the channel's room", async () => {
    const room = await watcher('w-room')
    const owner = pollClient(server.url, streamer.token)
    const created = await owner.create(form)
    const started = await nextVote(room, (p) => p.idx === created.idx)
    expect(started).toMatchObject({ status: 'in-progress', channelId: 'star', title: 'Next map?' })
    // The room never learns who manages or who voted for what.
    expect(started).not.toHaveProperty('canManage')
    await pollClient(server.url, fan.token).vote(created.idx, { voteItemIdx: 2 })
    const counted = await nextVote(room, (p) => p.voteItem[1]?.voteCnt === 1)
    expect(counted.voteItem.map((item) => Object.keys(item).includes('isVoted'))).toEqual([
      false,
      false,
    ])
    await owner.end(created.idx)
    await nextVote(room, (p) => p.status === 'result')
    await owner.end(created.idx)
    await nextVote(room, (p) => p.status === 'end')
    // Another channel's room heard nothing.
    const elsewhere = await openSocket(server.url, { clientId: 'w-else' })
    sockets.push(elsewhere)
    await elsewhere.command('ENTER_CHANNEL', { channelId: 'fan1' })
    await owner.create(form)
    await nextVote(room, (p) => p.idx > created.idx)
    expect(elsewhere.all('CHANNEL_VOTE')).toEqual([])
  })

  it("sends a member's own vote to that member's sockets only", async () => {
    const fanTab = await watcher('w-fan-tab', fan.token)
    const fanOtherPage = await openSocket(server.url, { clientId: 'w-fan-other', token: fan.token })
    sockets.push(fanOtherPage)
    const stranger = await watcher('w-stranger')
    const poll = await pollClient(server.url, streamer.token).create(form)
    await pollClient(server.url, fan.token).vote(poll.idx, { voteItemIdx: 1 })
    const own = await nextVote(fanTab, (p) => p.voteItem[0]?.isVoted === true)
    expect(own.voteItem.map((item) => item.isVoted)).toEqual([true, false])
    // The member's socket outside the room gets it too (their other tab or device).
    await nextVote(fanOtherPage, (p) => p.voteItem[0]?.isVoted === true)
    await nextVote(stranger, (p) => p.voteItem[0]?.voteCnt === 1)
    expect(votes(stranger).some((p) => p.voteItem.some((item) => item.isVoted))).toBe(false)
  })

  it('leaves the counts out of the room while they are hidden, and sends them at the result', async () => {
    const room = await watcher('w-hidden')
    const owner = pollClient(server.url, streamer.token)
    const poll = await owner.create({ ...form, isRankingExpose: false })
    await pollClient(server.url, fan.token).vote(poll.idx, { voteItemIdx: 2 })
    const counted = await nextVote(room, (p) => p.totalVoteCnt === 1)
    expect(counted.voteItem.some((item) => item.voteCnt !== undefined)).toBe(false)
    await owner.end(poll.idx)
    const result = await nextVote(room, (p) => p.status === 'result')
    expect(result.voteItem.map((item) => item.voteCnt)).toEqual([0, 1])
  })

  it('gathers a burst of votes into few pushes, the last with every vote', async () => {
    const room = await watcher('w-burst')
    const poll = await pollClient(server.url, streamer.token).create(form)
    const voters = await Promise.all(
      Array.from({ length: 20 }, (_, i) => addMember(server, `burst${i}`)),
    )
    await Promise.all(
      voters.map((member, i) =>
        pollClient(server.url, member.token).vote(poll.idx, { voteItemIdx: 1 + (i % 2) }),
      ),
    )
    await nextVote(room, (p) => p.totalVoteCnt === 20)
    const pushes = votes(room).filter((p) => p.idx === poll.idx && p.status === 'in-progress')
    // The start, the first vote at once, then at most one a second: far fewer than 20.
    expect(pushes.length).toBeLessThan(8)
    expect(pushes.at(-1)?.voteItem.map((item) => item.voteCnt)).toEqual([10, 10])
  })
})

describe('ending on time', () => {
  it('ends a due poll and tells the room when the scheduler looks, with no one reading', async () => {
    const room = await watcher('w-due')
    const poll = await pollClient(server.url, streamer.token).create({
      ...form,
      time: { minute: 1 },
    })
    advanceClock(MINUTE)
    // What a start, or another instance's new poll, does: the scheduler looks again.
    server.deps.realtime.signal(POLL_SCHEDULED, poll.idx)
    const result = await nextVote(room, (p) => p.idx === poll.idx && p.status === 'result')
    expect(result.remainingMs).toBe(0)
    const [row] = await server.deps.db.select().from(polls).where(eq(polls.id, poll.idx))
    expect(row?.status).toBe('result')
    expect(row?.resultAt?.toISOString()).toBe(poll.endDate)
  })

  it('ends a poll whose time ran out while the server was down, as it starts again', async () => {
    const database = openTestDatabase()
    const shared = { ...database, close: async () => {} }
    const first = await startTestServer({ database: shared })
    const owner = await addMember(first, 'restart')
    const poll = await pollClient(first.url, owner.token).create({ ...form, time: { minute: 1 } })
    await first.stop()
    advanceClock(2 * MINUTE)
    const second = await startTestServer({ database: shared })
    try {
      // Nobody reads it: the second server's scheduler ends it as it starts.
      const deadline = Date.now() + 20_000
      let status: string | undefined
      while (Date.now() < deadline) {
        const [row] = await second.deps.db.select().from(polls).where(eq(polls.id, poll.idx))
        status = row?.status
        if (status === 'result') break
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(status).toBe('result')
    } finally {
      await second.stop()
      await database.close()
    }
  })
})

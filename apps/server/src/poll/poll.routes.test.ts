import { createClient } from '@airwave/sdk'
import { type Poll, pollEndpoints } from '@airwave/sdk/contract'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { advanceClock, resetClock } from '../clock'
import { addMember, apiError, type TestMember } from '../community/testKit'
import { channelManagers, channels, polls } from '../db/schema'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'

let server: RunningServer
const members: Record<string, TestMember> = {}
type PollClient = ReturnType<typeof pollClient>
const clients: Record<string, PollClient> = {}
let guest: PollClient

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

const as = (handle: string) => {
  const client = clients[handle]
  if (!client) throw new Error(`no client for ${handle}`)
  return client
}
const codeOf = async (call: Promise<unknown>) => (await apiError(call)).code
const form = (title = 'Next map?') => ({
  title,
  options: [{ content: 'Dust' }, { content: 'Mirage' }, { content: 'Nuke' }],
  time: { minute: 5 },
})
const MINUTE = 60_000

beforeAll(async () => {
  server = await startTestServer()
  for (const handle of ['star', 'mod1', 'fan1', 'fan2', 'fan3', 'boss1', 'other']) {
    members[handle] = await addMember(server, handle)
    clients[handle] = pollClient(server.url, members[handle]?.token)
  }
  members.nochan = await addMember(server, 'nochan', { channel: false })
  clients.nochan = pollClient(server.url, members.nochan.token)
  guest = pollClient(server.url)
  const { db } = server.deps
  await db.insert(channelManagers).values({
    channelId: members.star?.channelIdx ?? 0,
    managerChannelId: members.mod1?.channelIdx ?? 0,
  })
  await db.update(channels).set({ role: 2 }).where(eq(channels.handle, 'boss1'))
})

afterAll(() => server?.stop())

// Every test starts with no current poll on `star`, on the real clock.
afterEach(async () => {
  resetClock()
  await server.deps.db.update(polls).set({ status: 'end' })
})

describe('poll form rules', () => {
  it('stores the kept options and a trimmed title, 1 minute when no time is sent', async () => {
    const poll = await as('star').create({
      title: '  Next map?  ',
      options: [{ content: ' Dust ' }, { content: '' }, { content: '  ' }, { content: 'Nuke' }],
    })
    expect(poll).toMatchObject({
      status: 'in-progress',
      channelId: 'star',
      title: 'Next map?',
      isRankingExpose: true,
      time: { day: 0, hour: 0, minute: 1 },
      canManage: true,
      totalVoteCnt: 0,
      voteItem: [
        { idx: 1, content: 'Dust', voteCnt: 0 },
        { idx: 2, content: 'Nuke', voteCnt: 0 },
      ],
    })
    expect(poll.remainingMs).toBeGreaterThan(55_000)
    expect(poll.remainingMs).toBeLessThanOrEqual(MINUTE)
    expect(Date.parse(poll.endDate ?? '') - Date.parse(poll.startDate ?? '')).toBe(MINUTE)
  })

  it('refuses a title out of 1..50, no kept option, 11 options, a long option, 0 minutes', async () => {
    const bad = [
      { ...form(), title: '' },
      { ...form(), title: 'x'.repeat(51) },
      { ...form(), options: [{ content: ' ' }, { content: '' }] },
      { ...form(), options: Array.from({ length: 11 }, (_, i) => ({ content: `o${i}` })) },
      { ...form(), options: [{ content: 'A' }, { content: 'b'.repeat(51) }] },
      { ...form(), time: { day: 0, hour: 0, minute: 0 } },
      { ...form(), time: { minute: 60 } },
    ]
    for (const body of bad) expect(await codeOf(as('star').create(body))).toBe('INVALID_REQUEST')
    const fifty = await as('star').create({ ...form('t'.repeat(50)), time: { day: 7 } })
    expect(fifty.title).toHaveLength(50)
    expect(fifty.time).toEqual({ day: 7, hour: 0, minute: 0 })
  })
})

describe('who manages polls', () => {
  it('lets the streamer and its managers create, edit and end; nobody else', async () => {
    expect((await apiError(guest.create(form()))).status).toBe(401)
    expect(await codeOf(as('fan1').create({ ...form(), channelId: 'star' }))).toBe('CHA30091')
    expect(await codeOf(as('boss1').create({ ...form(), channelId: 'star' }))).toBe('CHA30091')
    expect(await codeOf(as('nochan').create(form()))).toBe('CHA30091')
    expect(await codeOf(as('mod1').create({ ...form(), channelId: 'nobody' }))).toBe('CHA30023')
    // The manager starts one on the streamer's channel (its id in any case).
    const poll = await as('mod1').create({ ...form(), channelId: 'STAR' })
    expect(poll.channelId).toBe('star')
    expect(await codeOf(as('fan1').update(poll.idx, form('Hijacked')))).toBe('CHA30091')
    expect(await codeOf(as('fan1').end(poll.idx))).toBe('CHA30091')
    expect(await codeOf(as('other').end(poll.idx))).toBe('CHA30091')
    expect((await as('star').update(poll.idx, { ...form('Edited'), time: {} })).title).toBe(
      'Edited',
    )
    expect((await as('mod1').end(poll.idx)).status).toBe('result')
    expect(await codeOf(as('star').end(999_999))).toBe('CHA30090')
    // A manager lists the streamer's polls; a fan may not.
    const page = await as('mod1').list({ channelId: 'star', page: 1 })
    expect(page.pollList[0]).toMatchObject({ idx: poll.idx, title: 'Edited', canManage: true })
    expect(await codeOf(as('fan1').list({ channelId: 'star' }))).toBe('CHA30091')
  })

  it('runs one poll at a time; a new one closes the result of the last', async () => {
    const first = await as('star').create(form('First'))
    expect(await codeOf(as('mod1').create({ ...form('Second'), channelId: 'star' }))).toBe(
      'CHA30092',
    )
    await as('star').end(first.idx)
    const second = await as('star').create(form('Second'))
    expect((await as('star').get(first.idx)).status).toBe('end')
    expect(await guest.getOngoing('star')).toMatchObject({ idx: second.idx })
    // Two creates at once: exactly one runs.
    await as('star').end(second.idx)
    const raced = await Promise.allSettled([
      as('star').create(form('A')),
      as('mod1').create({ ...form('B'), channelId: 'star' }),
    ])
    expect(raced.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const refused = raced.find((r) => r.status === 'rejected')
    expect((refused as PromiseRejectedResult).reason.code).toBe('CHA30092')
  })

  it('ends a running poll into its result, then closes it; an ended poll takes nothing', async () => {
    const poll = await as('star').create(form())
    expect((await as('star').end(poll.idx)).status).toBe('result')
    expect(await guest.getOngoing('star')).toMatchObject({ idx: poll.idx, status: 'result' })
    expect(await codeOf(as('star').update(poll.idx, form()))).toBe('CHA30093')
    expect((await as('star').end(poll.idx)).status).toBe('end')
    expect(await guest.getOngoing('star')).toBeNull()
    expect(await codeOf(as('star').end(poll.idx))).toBe('CHA30093')
  })

  it('adds edit time to the end, and locks the options once someone voted', async () => {
    const poll = await as('star').create({ ...form(), time: { minute: 5 } })
    const longer = await as('star').update(poll.idx, { ...form(), time: { minute: 10 } })
    expect(Date.parse(longer.endDate ?? '') - Date.parse(poll.endDate ?? '')).toBe(10 * MINUTE)
    const fewer = await as('star').update(poll.idx, {
      ...form(),
      options: [{ content: 'Dust' }, { content: 'Inferno' }],
      time: { minute: 0 },
    })
    expect(fewer.voteItem.map((item) => item.content)).toEqual(['Dust', 'Inferno'])
    await as('fan1').vote(poll.idx, { voteItemIdx: 2 })
    const changed = { ...form(), options: [{ content: 'Dust' }, { content: 'Anubis' }] }
    expect(await codeOf(as('star').update(poll.idx, changed))).toBe('CHA30095')
    // The same options with a new title are fine.
    const retitled = await as('star').update(poll.idx, {
      title: 'Retitled',
      options: [{ content: 'Dust' }, { content: 'Inferno' }],
    })
    expect(retitled.title).toBe('Retitled')
    expect(retitled.voteItem[1]).toMatchObject({ content: 'Inferno', voteCnt: 1 })
  })
})

describe('votes', () => {
  it('takes one vote per member, refuses unknown polls and options, and guests', async () => {
    const poll = await as('star').create(form())
    expect((await apiError(guest.vote(poll.idx, { voteItemIdx: 1 }))).status).toBe(401)
    expect(await codeOf(as('fan1').vote(poll.idx, { voteItemIdx: 4 }))).toBe('CHA30090')
    expect(await codeOf(as('fan1').vote(999_999, { voteItemIdx: 1 }))).toBe('CHA30090')
    const voted = await as('fan1').vote(poll.idx, { voteItemIdx: 2 })
    expect(voted.voteItem.map((item) => [item.idx, item.isVoted, item.voteCnt])).toEqual([
      [1, false, 0],
      [2, true, 1],
      [3, false, 0],
    ])
    expect(await codeOf(as('fan1').vote(poll.idx, { voteItemIdx: 1 }))).toBe('CHA30094')
    // A member without a channel votes too: one member, one vote.
    await as('nochan').vote(poll.idx, { voteItemIdx: 1 })
    expect((await as('fan1').get(poll.idx)).voteItem[1]).toMatchObject({ isVoted: true })
    expect((await guest.get(poll.idx)).voteItem[1]).not.toHaveProperty('isVoted')
    expect((await guest.get(poll.idx)).totalVoteCnt).toBe(2)
  })

  it('counts exactly one vote per member under concurrency, and never a vote after the end', async () => {
    const poll = await as('star').create(form())
    // The same member, ten times at once: one vote.
    const burst = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => as('fan2').vote(poll.idx, { voteItemIdx: 1 + (i % 3) })),
    )
    expect(burst.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(
      burst
        .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
        .map((r) => r.reason.code),
    ).toEqual(Array(9).fill('CHA30094'))
    // Votes racing the end: every vote counted was accepted, every one refused came too late.
    const voters = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const member = await addMember(server, `racer${i}`)
        return pollClient(server.url, member.token)
      }),
    )
    const votes = voters.map((client, i) => client.vote(poll.idx, { voteItemIdx: 1 + (i % 3) }))
    const ended = as('star').end(poll.idx)
    const outcomes = await Promise.allSettled(votes)
    await ended
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason.code).toBe('CHA30093')
    }
    const accepted = outcomes.filter((r) => r.status === 'fulfilled').length
    const final = await guest.get(poll.idx)
    expect(final.status).toBe('result')
    expect(final.totalVoteCnt).toBe(accepted + 1)
    expect(final.voteItem.reduce((sum, item) => sum + (item.voteCnt ?? 0), 0)).toBe(accepted + 1)
    expect(await codeOf(as('fan3').vote(poll.idx, { voteItemIdx: 1 }))).toBe('CHA30093')
  })

  it('hides the counts of a running poll without isRankingExpose, but not from its managers', async () => {
    const poll = await as('star').create({ ...form(), isRankingExpose: false })
    await as('fan1').vote(poll.idx, { voteItemIdx: 3 })
    const seen = await as('fan2').get(poll.idx)
    expect(seen.voteItem.every((item) => item.voteCnt === undefined)).toBe(true)
    expect(seen.totalVoteCnt).toBe(1)
    expect((await guest.getOngoing('star'))?.voteItem[2]).not.toHaveProperty('voteCnt')
    expect((await as('mod1').get(poll.idx)).voteItem[2]).toMatchObject({ voteCnt: 1 })
    await as('star').end(poll.idx)
    expect((await guest.get(poll.idx)).voteItem[2]).toMatchObject({ voteCnt: 1 })
  })
})

describe('the time running out', () => {
  it('ends the poll for whoever reads it once its time is up, with no timer', async () => {
    const poll = await as('star').create({ ...form(), time: { minute: 1 } })
    // Half the time: the clock also runs on its own, so a busy machine's seconds can't end it.
    advanceClock(MINUTE / 2)
    expect((await guest.getOngoing('star'))?.status).toBe('in-progress')
    advanceClock(MINUTE / 2)
    const done = (await guest.getOngoing('star')) as Poll
    expect(done).toMatchObject({ idx: poll.idx, status: 'result', remainingMs: 0 })
    expect(await codeOf(as('fan1').vote(poll.idx, { voteItemIdx: 1 }))).toBe('CHA30093')
    expect(await codeOf(as('star').update(poll.idx, form()))).toBe('CHA30093')
    // Its result time is when its time ran out, not when someone looked.
    expect(done.endDate).toBe(poll.endDate)
    // A vote is refused once the time is up even before anyone read it.
    const next = await as('star').create({ ...form(), time: { minute: 1 } })
    advanceClock(MINUTE)
    expect(await codeOf(as('fan1').vote(next.idx, { voteItemIdx: 1 }))).toBe('CHA30093')
  })

  it('lists the channel newest first, 10 a page, by status', async () => {
    for (let i = 0; i < 11; i++) {
      const poll = await as('star').create(form(`Poll ${i}`))
      await as('star').end(poll.idx)
    }
    const first = await as('star').list({ page: 1 })
    expect(first.pollList).toHaveLength(10)
    expect(first.pollList[0]?.title).toBe('Poll 10')
    expect(first.currentPage).toBe(1)
    const total = first.totalCnt ?? 0
    const last = await as('star').list({ page: Math.ceil(total / 10) })
    expect(last.pollList.length).toBe(total - 10 * (Math.ceil(total / 10) - 1))
    const results = await as('star').list({ page: 1, status: 'result' })
    expect(results.pollList.map((p) => p.title)).toEqual(['Poll 10'])
  })
})

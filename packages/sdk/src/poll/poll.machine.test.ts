import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { Poll } from '../contract/poll/poll.schemas'
import { ApiError } from '../core/apiError'
import type { Viewer } from '../core/viewer'
import {
  POLL_RESULT_CARD_MS,
  POLL_RESULT_GRACE_MS,
  type PollEmitted,
  type PollFeedEvent,
  pollMachine,
  pollStateOf,
} from './poll.machine'

const member: Viewer = { status: 'member', channelId: 'mina', nickname: 'Mina' }
const guest: Viewer = { status: 'anonymous' }

const running: Poll = {
  idx: 7,
  status: 'in-progress',
  channelId: 'airwave',
  title: 'Next map?',
  remainingMs: 60_000,
  voteItem: [
    { idx: 1, content: 'Dust', voteCnt: 0 },
    { idx: 2, content: 'Mirage', voteCnt: 0 },
  ],
}
const votedFor = (poll: Poll, itemIdx: number): Poll => ({
  ...poll,
  voteItem: poll.voteItem.map((item) =>
    item.idx === itemIdx ? { ...item, isVoted: true, voteCnt: (item.voteCnt ?? 0) + 1 } : item,
  ),
})

type Answer = Poll | null | Error

function start(options: {
  ongoing: Answer[]
  vote?: (input: { pollIdx: number; itemIdx: number }) => Promise<Poll>
  viewer?: Viewer
}) {
  const clock = new SimulatedClock()
  let feed: ((event: PollFeedEvent) => void) | undefined
  let entered = 0
  let left = 0
  const calls: string[] = []
  let answered = 0
  const machine = pollMachine.provide({
    actors: {
      pollFeed: fromCallback(({ sendBack, input }) => {
        entered++
        calls.push(`enter ${(input as { channelId: string }).channelId}`)
        feed = sendBack as (event: PollFeedEvent) => void
        return () => {
          left++
        }
      }),
      getOngoing: fromPromise(async () => {
        const answer = options.ongoing[Math.min(answered, options.ongoing.length - 1)]
        answered++
        calls.push('getOngoing')
        if (answer instanceof Error || answer === undefined) throw answer ?? new Error('none')
        return answer
      }),
      vote: fromPromise(async ({ input }) => {
        calls.push(`vote ${input.pollIdx}:${input.itemIdx}`)
        if (!options.vote) throw new Error('no vote')
        return options.vote(input)
      }),
    },
  })
  const actor = createActor(machine, {
    clock,
    input: { channelId: 'airwave', viewer: options.viewer ?? member, now: () => clock.now() },
  })
  const emitted: PollEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return {
    actor,
    clock,
    emitted,
    calls,
    push: (poll: Poll) => feed?.({ type: 'FEED.POLL', poll }),
    link: (connected: boolean) => feed?.({ type: 'FEED.LINK', connected }),
    counts: () => ({ entered, left }),
  }
}

type Started = ReturnType<typeof start>
const context = ({ actor }: Started) => actor.getSnapshot().context
const settled = ({ actor }: Started) =>
  waitFor(
    actor,
    (s) =>
      !s.matches({ load: 'loading' }) &&
      !s.matches({ load: 'refreshing' }) &&
      !s.matches({ vote: 'voting' }),
    { timeout: 5000 },
  )

describe('pollMachine', () => {
  it('enters the channel, reads its poll, and leaves (clearing it) when it stops', async () => {
    const page = start({ ongoing: [running] })
    expect(pollStateOf(page.actor.getSnapshot())).toBe('loading')
    await settled(page)
    expect(pollStateOf(page.actor.getSnapshot())).toBe('in-progress')
    expect(page.calls).toEqual(['enter airwave', 'getOngoing'])
    expect(context(page).poll?.title).toBe('Next map?')
    page.actor.stop()
    expect(page.counts()).toEqual({ entered: 1, left: 1 })
  })

  it('shows none without a poll, and a failed load until it is tried again', async () => {
    const none = start({ ongoing: [null] })
    await settled(none)
    expect(pollStateOf(none.actor.getSnapshot())).toBe('none')
    expect(context(none).redDot).toBe(false)
    const failing = start({ ongoing: [new Error('down'), running] })
    await settled(failing)
    expect(pollStateOf(failing.actor.getSnapshot())).toBe('failed')
    failing.actor.send({ type: 'RELOAD' })
    await settled(failing)
    expect(pollStateOf(failing.actor.getSnapshot())).toBe('in-progress')
  })

  describe('the red dot and the popup', () => {
    it('lights on entering a channel with a poll; the popup stays closed', async () => {
      const page = start({ ongoing: [running] })
      await settled(page)
      expect(context(page)).toMatchObject({ redDot: true, popup: 'closed', card: 'shown' })
      // Opening puts the dot out, and takes the keyboard's focus (the member asked).
      page.actor.send({ type: 'OPEN' })
      expect(context(page)).toMatchObject({ redDot: false, popup: 'open', openedBy: 'member' })
      page.actor.send({ type: 'CLOSE' })
      expect(context(page)).toMatchObject({ redDot: false, popup: 'closed' })
    })

    it('stays off on entering when the poll runs and the member already voted', async () => {
      const page = start({ ongoing: [votedFor(running, 2)] })
      await settled(page)
      expect(context(page)).toMatchObject({ redDot: false, popup: 'closed' })
      // A poll showing its result lights it even so, without opening the popup.
      const result = start({ ongoing: [{ ...votedFor(running, 2), status: 'result' }] })
      await settled(result)
      expect(context(result)).toMatchObject({ redDot: true, popup: 'closed' })
    })

    it('lights when the status changes, and never opens the popup by itself', async () => {
      const page = start({ ongoing: [null] })
      await settled(page)
      page.push(running)
      expect(context(page)).toMatchObject({ redDot: true, popup: 'closed' })
      page.actor.send({ type: 'TOGGLE' })
      page.actor.send({ type: 'TOGGLE' })
      // A new count is no change of status: no dot.
      page.push({
        ...running,
        voteItem: [
          { idx: 1, voteCnt: 3 },
          { idx: 2, voteCnt: 1 },
        ],
      })
      expect(context(page)).toMatchObject({ redDot: false, popup: 'closed' })
      // The result: the dot, the popup still closed.
      page.push({ ...running, status: 'result', remainingMs: 0 })
      expect(context(page)).toMatchObject({ redDot: true, popup: 'closed' })
      // The member opens it: the dot goes out.
      page.actor.send({ type: 'TOGGLE' })
      expect(context(page)).toMatchObject({ redDot: false, popup: 'open', openedBy: 'member' })
      page.actor.send({ type: 'TOGGLE' })
      expect(context(page).popup).toBe('closed')
      // The next poll: the dot, not the popup.
      page.push({ ...running, idx: 8 })
      expect(context(page)).toMatchObject({ redDot: true, popup: 'closed' })
    })

    it("shows the result on the player's card for POLL_RESULT_CARD_MS, then hides the card", async () => {
      const page = start({ ongoing: [running] })
      await settled(page)
      expect(context(page).card).toBe('shown')
      page.push({ ...running, status: 'result', remainingMs: 0 })
      expect(context(page)).toMatchObject({ card: 'shown', poll: { status: 'result' } })
      page.clock.increment(POLL_RESULT_CARD_MS - 1)
      // A repeat of the same result does not start the time again.
      page.push({ ...running, status: 'result', remainingMs: 0 })
      page.clock.increment(1)
      expect(context(page)).toMatchObject({ card: 'hidden', poll: { status: 'result' } })
      // The next poll is on the card again.
      page.push({ ...running, idx: 8 })
      expect(context(page).card).toBe('shown')
    })

    it('entering a channel whose poll shows its result, the card hides after the same time', async () => {
      const page = start({ ongoing: [{ ...running, status: 'result', remainingMs: 0 }] })
      await settled(page)
      expect(context(page).card).toBe('shown')
      page.clock.increment(POLL_RESULT_CARD_MS)
      expect(context(page).card).toBe('hidden')
    })

    it('clears the poll on its end, and ignores the end of an older one', async () => {
      const page = start({ ongoing: [running] })
      await settled(page)
      page.push({ ...running, idx: 6, status: 'end' })
      expect(context(page).poll?.idx).toBe(7)
      page.push({ ...running, status: 'end' })
      expect(context(page)).toMatchObject({ poll: undefined, redDot: false, popup: 'closed' })
      expect(pollStateOf(page.actor.getSnapshot())).toBe('none')
      // A late update of an older poll does not bring it back.
      page.push({ ...running, idx: 8 })
      page.push({ ...running, idx: 7, status: 'result' })
      expect(context(page).poll?.idx).toBe(8)
    })
  })

  it("keeps the member's own voted flags through live updates, items sorted by idx", async () => {
    const page = start({ ongoing: [votedFor(running, 2)] })
    await settled(page)
    page.push({
      ...running,
      voteItem: [
        { idx: 2, content: 'Mirage', voteCnt: 5 },
        { idx: 1, content: 'Dust', voteCnt: 4 },
      ],
    })
    expect(context(page).poll?.voteItem).toEqual([
      { idx: 1, content: 'Dust', voteCnt: 4 },
      { idx: 2, content: 'Mirage', voteCnt: 5, isVoted: true },
    ])
  })

  describe('voting', () => {
    it('asks a guest to sign in, without a call', async () => {
      const page = start({ ongoing: [running], viewer: guest })
      await settled(page)
      page.actor.send({ type: 'VOTE', itemIdx: 1 })
      expect(page.emitted).toEqual([{ type: 'login-required' }])
      expect(page.calls).not.toContain('vote 7:1')
    })

    it("votes once, and takes the answer's flags and counts", async () => {
      const page = start({
        ongoing: [running],
        vote: async ({ itemIdx }) => votedFor(running, itemIdx),
      })
      await settled(page)
      page.actor.send({ type: 'VOTE', itemIdx: 2 })
      expect(context(page).voting).toBe(2)
      // A second click while the first is on its way sends nothing.
      page.actor.send({ type: 'VOTE', itemIdx: 1 })
      await settled(page)
      expect(page.calls.filter((call) => call.startsWith('vote'))).toEqual(['vote 7:2'])
      expect(context(page).poll?.voteItem[1]).toMatchObject({ isVoted: true, voteCnt: 1 })
      expect(page.emitted).toEqual([{ type: 'voted', poll: votedFor(running, 2) }])
      // Voted: no second vote, and an option that is not the poll's is never sent.
      page.actor.send({ type: 'VOTE', itemIdx: 1 })
      page.actor.send({ type: 'VOTE', itemIdx: 9 })
      expect(page.calls.filter((call) => call.startsWith('vote'))).toHaveLength(1)
    })

    it('turns a refusal into its alert and reads the poll again', async () => {
      const ended = { ...running, status: 'result' as const, remainingMs: 0 }
      const page = start({
        ongoing: [running, ended],
        vote: async () => {
          throw new ApiError(409, 'CHA30093', 'The poll has ended')
        },
      })
      await settled(page)
      page.actor.send({ type: 'VOTE', itemIdx: 1 })
      await settled(page)
      const alert = {
        kind: 'known',
        code: 'CHA30093',
        titleKey: 'alertEndedTitle',
        descriptionKey: 'alertEndedBody',
      }
      expect(context(page).alert).toEqual(alert)
      expect(page.emitted).toEqual([{ type: 'alert', alert }])
      expect(context(page).poll?.status).toBe('result')
      page.actor.send({ type: 'DISMISS_ALERT' })
      expect(context(page).alert).toBeUndefined()
    })

    it('shows an unknown refusal as its status and message', async () => {
      const page = start({
        ongoing: [running],
        vote: async () => {
          throw new ApiError(503, 'SOMETHING', 'Back soon')
        },
      })
      await settled(page)
      page.actor.send({ type: 'VOTE', itemIdx: 1 })
      await settled(page)
      expect(context(page).alert).toEqual({
        kind: 'unknown',
        code: 'SOMETHING',
        title: '503',
        description: 'Back soon',
      })
    })
  })

  it("asks for the result when the poll's time is up and none came, not before", async () => {
    const result: Poll = { ...running, status: 'result', remainingMs: 0 }
    const page = start({ ongoing: [running, result] })
    await settled(page)
    expect(context(page).endsAt).toBe(page.clock.now() + 60_000)
    page.clock.increment(60_000 + POLL_RESULT_GRACE_MS - 1)
    expect(page.calls.filter((call) => call === 'getOngoing')).toHaveLength(1)
    page.clock.increment(1)
    await settled(page)
    expect(page.calls.filter((call) => call === 'getOngoing')).toHaveLength(2)
    expect(context(page).poll?.status).toBe('result')
  })

  it('does not ask when the result came through the socket, and follows an extension', async () => {
    const page = start({ ongoing: [running] })
    await settled(page)
    // The streamer added 2 minutes: the time moves.
    page.clock.increment(30_000)
    page.push({ ...running, remainingMs: 150_000 })
    page.clock.increment(60_000)
    expect(page.calls.filter((call) => call === 'getOngoing')).toHaveLength(1)
    page.push({ ...running, status: 'result', remainingMs: 0 })
    page.clock.increment(600_000)
    expect(page.calls.filter((call) => call === 'getOngoing')).toHaveLength(1)
  })

  it('reads the poll again when the socket comes back, and takes an update sent meanwhile', async () => {
    const page = start({ ongoing: [running, { ...running, status: 'result', remainingMs: 0 }] })
    await settled(page)
    page.link(true)
    await settled(page)
    expect(context(page).poll?.status).toBe('result')
    expect(context(page).redDot).toBe(true)
    page.link(true)
    expect(page.calls.filter((call) => call === 'getOngoing')).toHaveLength(2)
  })

  it('applies an update that came during the first load only when it is later', async () => {
    let answer: (poll: Poll) => void = () => {}
    const clock = new SimulatedClock()
    let feed: ((event: PollFeedEvent) => void) | undefined
    const actor = createActor(
      pollMachine.provide({
        actors: {
          pollFeed: fromCallback(({ sendBack }) => {
            feed = sendBack as (event: PollFeedEvent) => void
          }),
          getOngoing: fromPromise(() => new Promise<Poll | null>((resolve) => (answer = resolve))),
        },
      }),
      { clock, input: { channelId: 'airwave', viewer: member, now: () => clock.now() } },
    ).start()
    feed?.({ type: 'FEED.POLL', poll: { ...running, status: 'result' } })
    answer(running)
    await waitFor(actor, (s) => s.matches({ load: 'ready' }))
    expect(actor.getSnapshot().context.poll?.status).toBe('result')
  })

  it("reads the member's own votes again when they sign in or out", async () => {
    const page = start({ ongoing: [votedFor(running, 1), running] })
    await settled(page)
    page.actor.send({ type: 'VIEWER', viewer: guest })
    await settled(page)
    expect(context(page).viewer).toEqual(guest)
    expect(context(page).poll?.voteItem.some((item) => item.isVoted)).toBe(false)
  })
})

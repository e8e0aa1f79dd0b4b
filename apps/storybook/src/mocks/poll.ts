import {
  POLL_ERRORS,
  POLL_PAGE_SIZE,
  type Poll,
  type PollStatus,
  pollEndpoints,
} from '@airwave/sdk/contract'
import type { SocketTransport } from '@airwave/sdk/realtime'
import { member, Refusal } from './backend'
import { BOARD } from './people'
import { route } from './route'
import { socketSignals } from './socketSignals'

// The board's channel polls as the reference server answers them: one current poll, one vote
// per member, the counts left out of a running poll without `isRankingExpose` (but for the
// streamer), only the streamer manages; every change pushed to the room as CHANNEL_VOTE over
// the fake socket (`pollSocket`), a member's own vote to that member alone.

/** What a poll story starts from (`parameters.poll`). */
export interface PollScenario {
  /** The channel's current poll: none, running, running with hidden counts, or its result. */
  current?: 'none' | 'running' | 'hidden' | 'result' | 'tie' | 'long'
  /** The member (viewer1) already voted for this option. */
  votedBy?: number
  /** Minutes left of a running poll (default 4.5). */
  minutesLeft?: number
  /** How many earlier polls the list holds. */
  history?: number
  /** Nobody voted yet. */
  noVotes?: boolean
}

interface StoredPoll {
  idx: number
  status: PollStatus
  title: string
  isRankingExpose: boolean
  options: string[]
  votes: Map<string, number>
  time: { day: number; hour: number; minute: number }
  startedAt: number
  endsAt: number
}

const QUESTION = 'Which map do we play next?'
const MAPS = ['Dust', 'Mirage', 'Nuke']
const MINUTE = 60_000

const state = {
  polls: [] as StoredPoll[],
  nextIdx: 100,
  listeners: new Set<(poll: Poll) => void>(),
}

const current = () => state.polls.find((poll) => poll.status !== 'end')

function countsOf(poll: StoredPoll): number[] {
  return poll.options.map((_, i) => [...poll.votes.values()].filter((v) => v === i + 1).length)
}

/** A poll as `viewer` sees it (the room: no viewer and no own flags). */
function view(poll: StoredPoll, viewer: string | undefined, forRoom = false): Poll {
  const manager = !forRoom && viewer === BOARD
  const shown = poll.status !== 'in-progress' || poll.isRankingExpose || manager
  const counts = countsOf(poll)
  const mine = viewer && !forRoom ? poll.votes.get(viewer) : undefined
  return {
    idx: poll.idx,
    status: poll.status,
    channelId: BOARD,
    title: poll.title,
    isRankingExpose: poll.isRankingExpose,
    time: poll.time,
    startDate: new Date(poll.startedAt).toISOString(),
    endDate: new Date(poll.endsAt).toISOString(),
    remainingMs: poll.status === 'in-progress' ? Math.max(0, poll.endsAt - Date.now()) : 0,
    totalVoteCnt: poll.votes.size,
    ...(forRoom ? {} : { canManage: manager }),
    voteItem: poll.options.map((content, i) => ({
      idx: i + 1,
      content,
      ...(shown ? { voteCnt: counts[i] ?? 0 } : {}),
      ...(mine !== undefined ? { isVoted: mine === i + 1 } : {}),
    })),
  }
}

const push = (poll: StoredPoll) => {
  const payload = view(poll, undefined, true)
  for (const listener of [...state.listeners]) listener(payload)
}

function stored(partial: Partial<StoredPoll> & { title: string; options: string[] }): StoredPoll {
  const now = Date.now()
  return {
    idx: state.nextIdx++,
    status: 'in-progress',
    isRankingExpose: true,
    votes: new Map(),
    time: { day: 0, hour: 0, minute: 5 },
    startedAt: now - 30_000,
    endsAt: now + 4.5 * MINUTE,
    ...partial,
  }
}

/**
 * Starts over from the story's scenario: the board's polls, its current one, the member's vote.
 *
 * @example
 * resetPoll({ current: 'result', votedBy: 2 })
 */
export function resetPoll(scenario: PollScenario = {}): void {
  state.polls = []
  state.nextIdx = 100
  for (let i = 0; i < (scenario.history ?? 3); i++) {
    state.polls.push(
      stored({
        title: `Earlier poll ${i + 1}`,
        options: ['Yes', 'No'],
        status: 'end',
        votes: new Map([
          ['viewer2', 1],
          ['viewer3', 2],
          ['viewer4', 1],
        ]),
        startedAt: Date.now() - (i + 2) * 86_400_000,
        endsAt: Date.now() - (i + 2) * 86_400_000 + 5 * MINUTE,
      }),
    )
  }
  const kind = scenario.current ?? 'running'
  if (kind === 'none') return
  const votes = new Map<string, number>([
    ['viewer2', 1],
    ['viewer3', 1],
    ['viewer4', 2],
    ['viewer5', 3],
  ])
  if (kind === 'tie') votes.set('viewer5', 2)
  if (scenario.noVotes) votes.clear()
  if (scenario.votedBy !== undefined) votes.set('viewer1', scenario.votedBy)
  const long = kind === 'long'
  state.polls.push(
    stored({
      title: long ? 'Which of these very long map names should we play on the next run?' : QUESTION,
      options: long
        ? Array.from({ length: 10 }, (_, i) => `Option number ${i + 1} with a longer name`)
        : MAPS,
      isRankingExpose: kind !== 'hidden',
      status: kind === 'result' || kind === 'tie' ? 'result' : 'in-progress',
      votes,
      endsAt: Date.now() + (scenario.minutesLeft ?? 4.5) * MINUTE,
    }),
  )
}

/**
 * Another member votes, as a play function's "someone else in the room": the room hears it.
 *
 * @example
 * voteAs('viewer5', 2)
 */
export function voteAs(channelId: string, itemIdx: number): void {
  const poll = current()
  if (poll?.status !== 'in-progress') return
  poll.votes.set(channelId, itemIdx)
  push(poll)
}

/** The streamer stops the current poll (or closes its result), as another page of theirs would. */
export function advancePoll(): void {
  const poll = current()
  if (!poll) return
  poll.status = poll.status === 'in-progress' ? 'result' : 'end'
  push(poll)
}

const managed = (viewer: string | undefined, pollIdx: number) => {
  const poll = state.polls.find((p) => p.idx === pollIdx)
  if (!poll) throw new Refusal(POLL_ERRORS.notFound, 'No poll has this id')
  if (member(viewer) !== BOARD) {
    throw new Refusal(POLL_ERRORS.notAllowed, "Only the channel's streamer and managers")
  }
  return poll
}

/** The poll calls' MSW handlers. */
export const pollHandlers = [
  route('getOngoingPoll', pollEndpoints.getOngoing, ({ viewer }) => {
    const poll = current()
    return poll ? view(poll, viewer) : null
  }),
  route('getPoll', pollEndpoints.get, ({ viewer, params }) => {
    const poll = state.polls.find((p) => p.idx === Number(params.pollIdx))
    if (!poll) throw new Refusal(POLL_ERRORS.notFound, 'No poll has this id')
    return view(poll, viewer)
  }),
  route('listPolls', pollEndpoints.list, ({ viewer, query }) => {
    if (member(viewer) !== BOARD) {
      throw new Refusal(POLL_ERRORS.notAllowed, "Only the channel's streamer and managers")
    }
    const page = query.page ?? 1
    const all = [...state.polls]
      .reverse()
      .filter((poll) => !query.status || poll.status === query.status)
    return {
      pollList: all
        .slice((page - 1) * POLL_PAGE_SIZE, page * POLL_PAGE_SIZE)
        .map((poll) => view(poll, viewer)),
      totalCnt: all.length,
      currentPage: page,
    }
  }),
  route('votePoll', pollEndpoints.vote, ({ viewer, params, body }) => {
    const who = member(viewer)
    const poll = state.polls.find((p) => p.idx === Number(params.pollIdx))
    if (!poll) throw new Refusal(POLL_ERRORS.notFound, 'No poll has this id')
    if (poll.status !== 'in-progress') throw new Refusal(POLL_ERRORS.ended, 'The poll has ended')
    if (body.voteItemIdx > poll.options.length) {
      throw new Refusal(POLL_ERRORS.notFound, 'This poll has no such option')
    }
    if (poll.votes.has(who)) throw new Refusal(POLL_ERRORS.alreadyVoted, 'Already voted')
    poll.votes.set(who, body.voteItemIdx)
    push(poll)
    return view(poll, viewer)
  }),
  route('createPoll', pollEndpoints.create, ({ viewer, body }) => {
    if (member(viewer) !== BOARD || (body.channelId && body.channelId !== BOARD)) {
      throw new Refusal(POLL_ERRORS.notAllowed, "Only the channel's streamer and managers")
    }
    const running = current()
    if (running?.status === 'in-progress') {
      throw new Refusal(POLL_ERRORS.alreadyRunning, 'A poll is already running')
    }
    if (running) running.status = 'end'
    const minutes = (body.time.day * 24 + body.time.hour) * 60 + body.time.minute
    const poll = stored({
      title: body.title,
      options: body.options.map((option) => option.content),
      isRankingExpose: body.isRankingExpose,
      time: body.time,
      startedAt: Date.now(),
      endsAt: Date.now() + minutes * MINUTE,
    })
    state.polls.push(poll)
    push(poll)
    return view(poll, viewer)
  }),
  route('updatePoll', pollEndpoints.update, ({ viewer, params, body }) => {
    const poll = managed(viewer, Number(params.pollIdx))
    if (poll.status !== 'in-progress') throw new Refusal(POLL_ERRORS.ended, 'The poll has ended')
    const options = body.options.map((option) => option.content)
    if (poll.votes.size > 0 && options.join('\n') !== poll.options.join('\n')) {
      throw new Refusal(POLL_ERRORS.optionsLocked, 'The options are locked')
    }
    Object.assign(poll, {
      title: body.title,
      options,
      isRankingExpose: body.isRankingExpose,
      endsAt:
        poll.endsAt + ((body.time.day * 24 + body.time.hour) * 60 + body.time.minute) * MINUTE,
    })
    push(poll)
    return view(poll, viewer)
  }),
  route('endPoll', pollEndpoints.end, ({ viewer, params }) => {
    const poll = managed(viewer, Number(params.pollIdx))
    if (poll.status === 'end') throw new Refusal(POLL_ERRORS.ended, 'The poll has ended')
    poll.status = poll.status === 'in-progress' ? 'result' : 'end'
    push(poll)
    return view(poll, viewer)
  }),
]

/**
 * The page's socket over the fake polls: connects at once, enters any channel, and pushes the
 * room's CHANNEL_VOTE while connected. Asynchronous like a real socket.
 *
 * @example
 * createRealtime({ baseUrl: API_ORIGIN, clientId: 'storybook', transport: pollSocket() })
 */
export function pollSocket(): SocketTransport {
  const { signal, subscribe } = socketSignals()
  let up = false
  const room = (poll: Poll) => {
    if (up)
      queueMicrotask(() =>
        signal({ type: 'event', name: 'CHANNEL_VOTE', payload: { channelVoteData: poll } }),
      )
  }
  const shut = () => {
    up = false
    state.listeners.delete(room)
  }
  return {
    connect() {
      setTimeout(() => {
        up = true
        state.listeners.add(room)
        signal({ type: 'connected', recovered: false })
      }, 0)
    },
    drop: shut,
    close: shut,
    connected: () => up,
    async emitWithAck() {
      if (!up) throw new Error('The socket is not connected')
      return { ok: true }
    },
    subscribe,
  }
}

import type { ParsedPollForm, Poll, PollPage, PollStatus } from '@airwave/sdk/contract'
import { recordManagerAction } from '../channel/managerRights'
import { now } from '../clock'
import type { AppDeps } from '../deps'
import { type AuthMember, requireChannel } from '../http/auth'
import { managesPolls, pollChannel, pollNotAllowed, pollStanding } from './pollAccess'
import {
  advancePoll,
  insertPoll,
  insertVote,
  listPolls,
  loadCurrent,
  loadPoll,
  type PollRecord,
  pollNotFound,
  settleDue,
  updatePoll,
  votedItem,
} from './pollStore'
import { pollView } from './pollView'
import { createVotePushes } from './votePushes'

/** The signal that tells every instance's scheduler a poll started or its end moved. */
export const POLL_SCHEDULED = 'pollScheduled'

/** The polls as the routes use them: every rule, the pushes, the scheduler's signal. */
export interface PollService {
  create(me: AuthMember, form: ParsedPollForm): Promise<Poll>
  update(me: AuthMember, pollId: number, form: ParsedPollForm): Promise<Poll>
  end(me: AuthMember, pollId: number): Promise<Poll>
  vote(me: AuthMember, pollId: number, itemIdx: number): Promise<Poll>
  get(member: AuthMember | undefined, pollId: number): Promise<Poll>
  ongoing(member: AuthMember | undefined, handle: string): Promise<Poll | null>
  list(
    me: AuthMember,
    query: { page?: number | undefined; status?: PollStatus | undefined; channelId?: string },
  ): Promise<PollPage>
  /** Ends the polls whose time is up and tells their rooms (the scheduler's tick). */
  settle(): Promise<void>
  close(): void
}

/**
 * The poll service over the database and the socket. Every change is a CHANNEL_VOTE to the
 * channel's room (vote counts at most once a second, see `votePushes`); a member's own vote
 * goes to that member's sockets only. Every call first ends the polls whose time is up, so
 * no answer is stale, whatever the timers.
 *
 * @example
 * const polls = createPollService(deps, app.log)
 * const poll = await polls.vote(me, 7, 2)
 */
export function createPollService(
  deps: Pick<AppDeps, 'db' | 'realtime'>,
  log: { warn(details: object, message: string): void },
): PollService {
  const { db, realtime } = deps
  const toRoom = (record: PollRecord) =>
    realtime.toChannel(record.handle, 'CHANNEL_VOTE', {
      channelVoteData: pollView(record, {}, now()),
    })
  const pushById = async (pollId: number) => {
    const record = await loadPoll(db, pollId)
    if (record) toRoom(record)
  }
  const votes = createVotePushes({
    push: pushById,
    onError: (error) => log.warn({ err: error }, 'pushing poll votes failed'),
  })

  const settle = async () => {
    for (const row of await settleDue(db, now())) await pushById(row.id)
  }

  // A poll the caller manages, or CHA30090 / CHA30091 / MANAGER_PERMISSION, with their standing.
  const managed = async (me: AuthMember, pollId: number) => {
    await settle()
    const record = await loadPoll(db, pollId)
    if (!record) throw pollNotFound()
    const standing = await pollStanding(db, record.row.channelId, me)
    return { record, standing }
  }

  // The channel whose polls the caller manages: the one named, else the caller's own; or
  // CHA30091 / MANAGER_PERMISSION.
  const managedChannel = async (me: AuthMember, channelId: string | undefined) => {
    const handle = channelId ?? me.channel?.channelId
    if (!handle) throw pollNotAllowed()
    const channel = await pollChannel(db, handle, me)
    const standing = await pollStanding(db, channel.idx, me)
    await settle()
    return { ...channel, standing }
  }

  const answer = async (pollId: number, audience: { votedIdx?: number; canManage?: boolean }) => {
    const record = await loadPoll(db, pollId)
    if (!record) throw pollNotFound()
    return pollView(record, audience, now())
  }

  const viewFor = async (record: PollRecord, member: AuthMember | undefined) =>
    pollView(
      record,
      member
        ? {
            votedIdx: await votedItem(db, record.row.id, member.id),
            canManage: await managesPolls(db, record.row.channelId, member),
          }
        : {},
      now(),
    )

  return {
    async create(me, form) {
      const channel = await managedChannel(me, form.channelId)
      const creator = requireChannel(me).idx
      const { created, closed } = await insertPoll(db, channel.idx, creator, form, now())
      await recordManagerAction(db, channel.standing, channel.idx, 'pollCreate', {
        detail: form.title,
      })
      if (closed) await pushById(closed.id)
      await pushById(created)
      realtime.signal(POLL_SCHEDULED, created)
      return answer(created, { canManage: true })
    },

    async update(me, pollId, form) {
      await managed(me, pollId)
      await updatePoll(db, pollId, form, now())
      await pushById(pollId)
      realtime.signal(POLL_SCHEDULED, pollId)
      return answer(pollId, { canManage: true })
    },

    async end(me, pollId) {
      const { record, standing } = await managed(me, pollId)
      await advancePoll(db, pollId, now())
      await recordManagerAction(db, standing, record.row.channelId, 'pollEnd', {
        detail: record.row.title,
      })
      await pushById(pollId)
      return answer(pollId, { canManage: true })
    },

    async vote(me, pollId, itemIdx) {
      await settle()
      await insertVote(db, pollId, me.id, itemIdx, now())
      const record = await loadPoll(db, pollId)
      if (!record) throw pollNotFound()
      // The member's other tabs and devices learn their vote; the room, its counts.
      realtime.toMember(me.id, 'CHANNEL_VOTE', {
        channelVoteData: pollView(record, { votedIdx: itemIdx }, now()),
      })
      votes.changed(pollId)
      return pollView(record, { votedIdx: itemIdx }, now())
    },

    async get(member, pollId) {
      await settle()
      const record = await loadPoll(db, pollId)
      if (!record) throw pollNotFound()
      return viewFor(record, member)
    },

    async ongoing(member, handle) {
      const channel = await pollChannel(db, handle, member)
      await settle()
      const record = await loadCurrent(db, channel.idx)
      return record ? viewFor(record, member) : null
    },

    async list(me, query) {
      const channel = await managedChannel(me, query.channelId)
      const page = query.page ?? 1
      const { records, total } = await listPolls(db, channel.idx, page, query.status)
      return {
        pollList: records.map((record) => pollView(record, { canManage: true }, now())),
        totalCnt: total,
        currentPage: page,
      }
    },

    settle,
    close: () => votes.close(),
  }
}

import {
  isPollRunning,
  type ParsedPollForm,
  POLL_ERRORS,
  POLL_PAGE_SIZE,
  type PollStatus,
  pollOptionsLocked,
  pollTimeLeft,
} from '@airwave/sdk/contract'
import { and, asc, count, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { channels, pollItems, polls, pollVotes } from '../db/schema'
import { lockRow } from '../db/transaction'
import { conflict, notFound } from '../http/httpError'

// The polls' queries. Every rule that must hold under concurrency is held here, by the
// database: one current poll per channel (the channel's row lock), one vote per member (the
// votes' primary key), no vote after the end (the poll's row, shared by votes, taken by ends).

export type PollRow = typeof polls.$inferSelect
type PollItemRow = typeof pollItems.$inferSelect

/** A poll with its options (by idx) and its channel's public id. */
export interface PollRecord {
  row: PollRow
  items: PollItemRow[]
  /** The channel's public id as stored: the room and the events carry it. */
  handle: string
}

const MINUTE_MS = 60_000
const durationMs = (time: ParsedPollForm['time']) =>
  ((time.day * 24 + time.hour) * 60 + time.minute) * MINUTE_MS

export const pollNotFound = () => notFound('No poll has this id', POLL_ERRORS.notFound)
const pollEnded = () => conflict('The poll has ended', POLL_ERRORS.ended)

// Running at `at` on the server's clock: a poll whose time ran out is over before the
// scheduler gets to it.
const runningAt = (row: Pick<PollRow, 'status' | 'endsAt'>, at: Date) =>
  isPollRunning(row, pollTimeLeft(row.endsAt, at))

async function recordsOf(db: Db, rows: PollRow[]): Promise<PollRecord[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [items, handles] = await Promise.all([
    db
      .select()
      .from(pollItems)
      .where(inArray(pollItems.pollId, ids))
      .orderBy(asc(pollItems.pollId), asc(pollItems.idx)),
    db
      .select({ id: channels.id, handle: channels.handle })
      .from(channels)
      .where(
        inArray(
          channels.id,
          rows.map((row) => row.channelId),
        ),
      ),
  ])
  const handleOf = new Map(handles.map((channel) => [channel.id, channel.handle]))
  return rows.map((row) => ({
    row,
    items: items.filter((item) => item.pollId === row.id),
    handle: handleOf.get(row.channelId) ?? '',
  }))
}

/** A poll by id, or undefined. @example const poll = await loadPoll(db, 7) */
export async function loadPoll(db: Db, pollId: number): Promise<PollRecord | undefined> {
  const rows = await db.select().from(polls).where(eq(polls.id, pollId))
  return (await recordsOf(db, rows))[0]
}

/** A channel's current poll (running, or showing its result), or undefined. */
export async function loadCurrent(db: Db, channelIdx: number): Promise<PollRecord | undefined> {
  const rows = await db
    .select()
    .from(polls)
    .where(and(eq(polls.channelId, channelIdx), ne(polls.status, 'end')))
  return (await recordsOf(db, rows))[0]
}

/** One page of a channel's polls, newest first, and how many there are. */
export async function listPolls(
  db: Db,
  channelIdx: number,
  page: number,
  status: PollStatus | undefined,
): Promise<{ records: PollRecord[]; total: number }> {
  const where = and(eq(polls.channelId, channelIdx), status ? eq(polls.status, status) : undefined)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(polls)
      .where(where)
      .orderBy(desc(polls.id))
      .limit(POLL_PAGE_SIZE)
      .offset((page - 1) * POLL_PAGE_SIZE),
    db.select({ n: count() }).from(polls).where(where),
  ])
  return { records: await recordsOf(db, rows), total: total?.n ?? 0 }
}

/** The option a member voted for in a poll, or undefined. */
export async function votedItem(
  db: Db,
  pollId: number,
  memberId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ itemIdx: pollVotes.itemIdx })
    .from(pollVotes)
    .where(and(eq(pollVotes.pollId, pollId), eq(pollVotes.memberId, memberId)))
  return row?.itemIdx
}

/**
 * Ends the running polls whose time ran out by `at` (the scheduler's work, and every read's
 * before it answers), each once whichever instance gets there first: the polls changed here.
 *
 * @example for (const poll of await settleDue(db, now())) push(poll)
 */
export async function settleDue(db: Db, at: Date): Promise<PollRow[]> {
  return db
    .update(polls)
    .set({ status: 'result', resultAt: sql`${polls.endsAt}`, updatedAt: at })
    .where(and(eq(polls.status, 'in-progress'), lte(polls.endsAt, at)))
    .returning()
}

/** When the next running poll ends, on any channel (the scheduler arms its timer for it). */
export async function nextDue(db: Db): Promise<Date | undefined> {
  const [row] = await db
    .select({ endsAt: polls.endsAt })
    .from(polls)
    .where(eq(polls.status, 'in-progress'))
    .orderBy(asc(polls.endsAt))
    .limit(1)
  return row?.endsAt
}

/**
 * Starts a poll on a channel, under the channel's row lock: refused while one runs there
 * (CHA30092); a poll showing its result is closed first. Answers the new poll and the closed
 * one, if any.
 *
 * @example const { created, closed } = await insertPoll(db, channelIdx, creatorIdx, form, now())
 */
export async function insertPoll(
  db: Db,
  channelIdx: number,
  createdBy: number,
  form: ParsedPollForm,
  at: Date,
): Promise<{ created: number; closed: PollRow | undefined }> {
  return db.transaction(async (tx) => {
    await lockRow(tx, channels.id, channelIdx, 'no key update')
    const [current] = await tx
      .select()
      .from(polls)
      .where(and(eq(polls.channelId, channelIdx), ne(polls.status, 'end')))
      .for('update')
    if (current && runningAt(current, at)) {
      throw conflict('A poll is already running on this channel', POLL_ERRORS.alreadyRunning)
    }
    let closed: PollRow | undefined
    if (current) {
      ;[closed] = await tx
        .update(polls)
        .set({
          status: 'end',
          // A running poll whose time ran out unseen gets its result time too.
          resultAt: current.resultAt ?? current.endsAt,
          closedAt: at,
          updatedAt: at,
        })
        .where(eq(polls.id, current.id))
        .returning()
    }
    const [row] = await tx
      .insert(polls)
      .values({
        channelId: channelIdx,
        createdBy,
        title: form.title,
        isRankingExpose: form.isRankingExpose,
        durationDay: form.time.day,
        durationHour: form.time.hour,
        durationMinute: form.time.minute,
        startedAt: at,
        endsAt: new Date(at.getTime() + durationMs(form.time)),
        updatedAt: at,
      })
      .returning({ id: polls.id })
    if (!row) throw new Error('insert returned nothing')
    await tx.insert(pollItems).values(
      form.options.map((option, index) => ({
        pollId: row.id,
        idx: index + 1,
        content: option.content,
        imageUrl: option.imageUrl ?? null,
      })),
    )
    return { created: row.id, closed }
  })
}

const sameOptions = (items: PollItemRow[], options: ParsedPollForm['options']) =>
  items.length === options.length &&
  items.every((item, index) => item.content === options[index]?.content)

/**
 * Edits a running poll under its row lock (votes wait): title and ranking, the options until
 * the first vote (CHA30095 after, unless they are unchanged), and `time` added to its end.
 *
 * @example await updatePoll(db, 7, form, now())
 */
export async function updatePoll(
  db: Db,
  pollId: number,
  form: ParsedPollForm,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(polls).where(eq(polls.id, pollId)).for('update')
    if (!row) throw pollNotFound()
    if (!runningAt(row, at)) throw pollEnded()
    const items = await tx
      .select()
      .from(pollItems)
      .where(eq(pollItems.pollId, pollId))
      .orderBy(asc(pollItems.idx))
    if (!sameOptions(items, form.options)) {
      const [votes] = await tx
        .select({ n: count() })
        .from(pollVotes)
        .where(eq(pollVotes.pollId, pollId))
      if (pollOptionsLocked(votes?.n)) {
        throw conflict('Someone has voted: the options are locked', POLL_ERRORS.optionsLocked)
      }
      await tx.delete(pollItems).where(eq(pollItems.pollId, pollId))
      await tx.insert(pollItems).values(
        form.options.map((option, index) => ({
          pollId,
          idx: index + 1,
          content: option.content,
          imageUrl: option.imageUrl ?? null,
        })),
      )
    }
    await tx
      .update(polls)
      .set({
        title: form.title,
        isRankingExpose: form.isRankingExpose,
        endsAt: new Date(row.endsAt.getTime() + durationMs(form.time)),
        updatedAt: at,
      })
      .where(eq(polls.id, pollId))
  })
}

/**
 * Moves a poll on under its row lock: a running one to its result (votes stop; those already
 * in count), one showing its result to its end. An ended one: CHA30093.
 *
 * @example const row = await advancePoll(db, 7, now())
 */
export async function advancePoll(db: Db, pollId: number, at: Date): Promise<PollRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(polls).where(eq(polls.id, pollId)).for('update')
    if (!row) throw pollNotFound()
    if (row.status === 'end') throw pollEnded()
    const running = runningAt(row, at)
    const [changed] = await tx
      .update(polls)
      .set(
        running
          ? { status: 'result', resultAt: at, updatedAt: at }
          : { status: 'end', resultAt: row.resultAt ?? row.endsAt, closedAt: at, updatedAt: at },
      )
      .where(eq(polls.id, pollId))
      .returning()
    if (!changed) throw pollNotFound()
    return changed
  })
}

/**
 * One member's vote, exactly once: under a shared lock on the poll's row (votes go together,
 * an end waits for them and the votes after it see it), the poll must be running and its time
 * not up (CHA30093), the option its own (CHA30090), the member not have voted (CHA30094, by
 * the votes' primary key).
 *
 * @example await insertVote(db, 7, member.id, 2, now())
 */
export async function insertVote(
  db: Db,
  pollId: number,
  memberId: number,
  itemIdx: number,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: polls.status, endsAt: polls.endsAt })
      .from(polls)
      .where(eq(polls.id, pollId))
      .for('share')
    if (!row) throw pollNotFound()
    if (!runningAt(row, at)) throw pollEnded()
    const [item] = await tx
      .select({ idx: pollItems.idx })
      .from(pollItems)
      .where(and(eq(pollItems.pollId, pollId), eq(pollItems.idx, itemIdx)))
    if (!item) throw notFound('This poll has no such option', POLL_ERRORS.notFound)
    const inserted = await tx
      .insert(pollVotes)
      .values({ pollId, memberId, itemIdx, createdAt: at })
      .onConflictDoNothing()
      .returning({ memberId: pollVotes.memberId })
    if (inserted.length === 0) {
      throw conflict('You have already voted in this poll', POLL_ERRORS.alreadyVoted)
    }
    await tx
      .update(pollItems)
      .set({ voteCnt: sql`${pollItems.voteCnt} + 1` })
      .where(and(eq(pollItems.pollId, pollId), eq(pollItems.idx, itemIdx)))
  })
}

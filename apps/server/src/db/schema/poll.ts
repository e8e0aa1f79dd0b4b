import type { PollStatus } from '@airwave/sdk/contract'
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { channels } from './accounts'
import { at, belongsTo, counter, createdAt, flag, serialId, updatedAt } from './columns'
import { channelRef, memberRef } from './refs'

// Polls: a poll per row with its options and its votes (one per member).

/**
 * A channel's poll. `status` is the contract's `in-progress`, `result` or `end`; a channel has at
 * most one poll that is not `end` (its current poll, running or showing its result). `endsAt`
 * is when the running poll's time runs out: whoever reads a due poll ends it, and each
 * instance's scheduler ends it on time.
 */
export const polls = pgTable(
  'polls',
  {
    id: serialId(),
    channelId: channelRef(),
    /** The streamer or manager (their channel) who started it. */
    createdBy: integer('created_by').references(() => channels.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    isRankingExpose: flag('is_ranking_expose', true),
    status: text('status').$type<PollStatus>().notNull().default('in-progress'),
    durationDay: integer('duration_day').notNull().default(0),
    durationHour: integer('duration_hour').notNull().default(0),
    durationMinute: integer('duration_minute').notNull().default(1),
    startedAt: at('started_at').notNull(),
    endsAt: at('ends_at').notNull(),
    /** When voting stopped (the time ran out, or the streamer stopped it). */
    resultAt: at('result_at'),
    /** When the result was closed. */
    closedAt: at('closed_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One current poll per channel; a second create fails on this, even when two race.
    uniqueIndex('polls_channel_current').on(t.channelId).where(sql`${t.status} <> 'end'`),
    index('polls_channel_latest').on(t.channelId, t.id),
    // The scheduler's question: the next running poll to end.
    index('polls_due').on(t.endsAt).where(sql`${t.status} = 'in-progress'`),
  ],
)

/** An option of a poll, by its place (`idx`, 1 first), with its vote count. */
export const pollItems = pgTable(
  'poll_items',
  {
    pollId: belongsTo('poll_id', () => polls.id),
    idx: integer('idx').notNull(),
    content: text('content').notNull(),
    imageUrl: text('image_url'),
    voteCnt: counter('vote_cnt'),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.idx] })],
)

/** A member's vote: one per member per poll, whichever channel they act as. */
export const pollVotes = pgTable(
  'poll_votes',
  {
    pollId: belongsTo('poll_id', () => polls.id),
    memberId: memberRef(),
    itemIdx: integer('item_idx').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.memberId] })],
)

import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { at, counter, createdAt, flag, serialId, updatedAt } from './columns'
import { channelKey, channelRef, memberRef } from './refs'

// Challenge missions. A mission's gems are held in its own ledger account (`mission:{id}`,
// no overdraft): a pledge moves gems from the giver's wallet into it, an ending moves them all
// out (to the channel's earnings on success, back to each giver otherwise), in the step's own
// transaction. `mission_pledges` sums each giver's gems, so a refund is one transfer a giver.

/**
 * A mission proposed to a channel. `status` is the contract's MISSION_STATUS (1 open, 2
 * started, 3 completed, 4 failed, 6 timed out, 7 cancelled); `total_gem` the held gems (the
 * ledger account's balance, kept beside it for the lists' sort).
 */
export const missions = pgTable(
  'missions',
  {
    id: serialId(),
    channelId: channelRef(),
    proposerMemberId: memberRef('proposer_member_id'),
    proposerChannelId: channelRef('proposer_channel_id'),
    title: text('title').notNull(),
    status: integer('status').notNull().default(1),
    totalGem: integer('total_gem').notNull().default(0),
    pledgeCount: counter('pledge_count'),
    /** Seconds a started mission runs, extensions included. */
    limitSeconds: integer('limit_seconds'),
    extended: flag('extended'),
    startedAt: at('started_at'),
    endsAt: at('ends_at'),
    endedAt: at('ended_at'),
    /** Why it ended: `success`, `failure`, `timeout`, `rejected`, `cancelled`. */
    endReason: text('end_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('missions_total', sql`${t.totalGem} >= 0`),
    // The open and started lists of a channel, and the recently completed.
    index('missions_channel_status').on(t.channelId, t.status, t.createdAt),
    // The timeout job's scan: started missions by end.
    index('missions_started_end').on(t.endsAt).where(sql`${t.status} = 2`),
  ],
)

/** A giver's gems in a mission (the sum of their pledges), for the refund and `myGem`. */
export const missionPledges = pgTable(
  'mission_pledges',
  {
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    channelId: channelRef(),
    gem: integer('gem').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.missionId, t.memberId] }),
    index('mission_pledges_member').on(t.memberId, t.updatedAt),
  ],
)

/**
 * A channel's mission settings; a channel without a row has not agreed. `agreed_at` is the
 * spec's agreement flag (set once).
 */
export const missionSettings = pgTable('mission_settings', {
  channelId: channelKey(),
  agreedAt: at('agreed_at'),
  enabled: flag('enabled'),
  minimumGem: integer('minimum_gem').notNull().default(100),
  /** MISSION_PROPOSERS: `everyone`, `followers`, `subscribers`. */
  proposer: text('proposer').notNull().default('everyone'),
  updatedAt: updatedAt(),
})

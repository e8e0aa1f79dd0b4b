import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { rateLimits } from '../db/schema'
import { tooManyRequests } from './httpError'

export interface RateLimitRule {
  /** Attempts allowed per window. */
  limit: number
  windowMs: number
}

/**
 * Counts one attempt under `key` in a fixed window and answers the count so far. Stored in the
 * database, so limits hold across restarts and across instances on PostgreSQL.
 *
 * @example
 * const n = await countAttempt(db, 'verification:kim@ab.co', { limit: 5, windowMs: 3600_000 })
 */
export async function countAttempt(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
): Promise<number> {
  // Raw `sql` parameters skip drizzle's column mapping; postgres.js wants strings, not Dates.
  const windowStart = sql`${new Date(now.getTime() - rule.windowMs).toISOString()}::timestamptz`
  const started = sql`${now.toISOString()}::timestamptz`
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStart} then ${started} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count })
  return row?.count ?? 1
}

/** True when `key` has used up its attempts in the current window (does not count one). */
export async function isLimited(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key))
  if (!row || row.windowStart.getTime() <= now.getTime() - rule.windowMs) return false
  return row.count >= rule.limit
}

/** Forgets the attempts under `key` (a successful sign-in clears the account's failures). */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key))
}

/**
 * Counts an attempt and throws 429 RATE_LIMITED once the limit is passed.
 *
 * @example
 * await hitRateLimit(db, `report:${member.id}`, { limit: 20, windowMs: 60_000 })
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  message = 'Too many attempts, please try again later',
): Promise<void> {
  const count = await countAttempt(db, key, rule)
  if (count > rule.limit) throw tooManyRequests(message)
}

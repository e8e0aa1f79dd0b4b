import { timestamp } from 'drizzle-orm/pg-core'

// The columns every domain's tables repeat, written once. References to members and channels
// are in `refs.ts`: the accounts tables use these, and importing accounts from here would make
// the two modules wait on each other.

/** A moment, with its time zone. @example deletedAt: at('deleted_at') */
export const at = (name: string) => timestamp(name, { withTimezone: true })

/** When the row was made. @example createdAt: createdAt() */
export const createdAt = () => at('created_at').notNull().defaultNow()

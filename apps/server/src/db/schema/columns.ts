import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  integer,
  jsonb,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

// The columns every domain's tables repeat, written once. References to members and channels
// are in `refs.ts`: the accounts tables use these, and importing accounts from here would make
// the two modules wait on each other.

/** A moment, with its time zone. @example deletedAt: at('deleted_at') */
export const at = (name: string) => timestamp(name, { withTimezone: true })

/** When the row was made. @example createdAt: createdAt() */
export const createdAt = () => at('created_at').notNull().defaultNow()

/** When the row last changed (writes set it again). @example updatedAt: updatedAt() */
export const updatedAt = () => at('updated_at').notNull().defaultNow()

/**
 * When the row was deleted: deleted rows stay, so what references them still holds.
 *
 * @example deletedAt: deletedAt()
 */
export const deletedAt = () => at('deleted_at')

/** The row's own key, numbered by the database. @example id: serialId() */
export const serialId = (name = 'id') => serial(name).primaryKey()

/** A count kept on the row, from 0. @example likeCnt: counter('like_cnt') */
export const counter = (name: string) => integer(name).notNull().default(0)

/** A switch, off unless said otherwise. @example hidden: flag('hidden') */
export const flag = (name: string, initial = false) => boolean(name).notNull().default(initial)

/** A list of short texts, empty by default. @example tags: textList('tags') */
export const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`)

/** A JSON object, empty by default. @example settings: jsonObject('settings') */
export const jsonObject = (name: string) => jsonb(name).notNull().default({})

/**
 * A row that belongs to another row goes with it: the reference cascades.
 *
 * @example pollId: belongsTo('poll_id', () => polls.id)
 */
export const belongsTo = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' })

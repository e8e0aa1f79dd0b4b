import { eq } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from './database'

/** The transaction a `db.transaction` callback gets: it runs the same queries as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Takes one row's lock for the rest of the transaction, by its key column: the writers that
 * take it first run one after the other (a count that stays exact, a maximum that holds, one
 * pin at a time). `no key update` still lets rows that reference it be inserted meanwhile.
 *
 * @example await lockRow(tx, mediaVods.id, vodNo)
 */
export async function lockRow(
  tx: Tx,
  key: PgColumn,
  value: number,
  strength: 'update' | 'no key update' = 'update',
): Promise<void> {
  await tx.select({ id: key }).from(key.table).where(eq(key, value)).for(strength)
}

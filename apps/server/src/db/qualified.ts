import { type AnyColumn, getTableName, type SQL, sql } from 'drizzle-orm'

/**
 * A column as `"table"."column"`. Drizzle writes columns bare in a one-table select, and inside
 * a correlated `exists (select … from other …)` a bare name binds to the inner table whenever
 * it has a column of that name: `channel_id = channel_id` is always true. Outer columns in
 * subqueries go through this.
 *
 * @example
 * sql`exists (select 1 from ${channelBlocks} where ${channelBlocks.channelId} = ${qualified(postComments.channelId)})`
 */
export function qualified(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`
}

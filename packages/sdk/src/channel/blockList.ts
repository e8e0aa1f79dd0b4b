import type { MutationObserverOptions, QueryClient } from '@tanstack/query-core'
import type { channelEndpoints } from '../contract/channel/channel.endpoints'
import type { ChannelPage, ChannelSummary } from '../contract/channel/channel.schemas'
import type { ApiError } from '../core/apiError'
import type { BoundGroups } from '../core/client'
import { channelKeys } from './channel.queries'

type ChannelApi = BoundGroups<{ channel: typeof channelEndpoints }>['channel']
/** The part of a bound client a mutation calls; a full client fits. */
type Needs<K extends keyof ChannelApi> = { channel: Pick<ChannelApi, K> }

/** A block or unblock: the argument is the target's channel id; CHA30048 is `max-blocked`. */
export type BlockMutationOptions = MutationObserverOptions<unknown, ApiError, string>

/**
 * Blocks the channel id it is given, then refreshes the blocked list. At the limit of 100 the
 * server refuses with CHA30048 (`error.kind === 'max-blocked'`).
 *
 * @example
 * const block = new MutationObserver(queryClient, blockMutation(client, queryClient))
 * await block.mutate('troll')
 */
export function blockMutation(
  client: Needs<'block'>,
  queryClient: QueryClient,
): BlockMutationOptions {
  return {
    mutationFn: (channelId) => client.channel.block({ channelId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.blocked() }),
  }
}

/**
 * Unblocks the channel id it is given, then refreshes the blocked list.
 *
 * @example
 * const unblock = new MutationObserver(queryClient, unblockMutation(client, queryClient))
 * await unblock.mutate('troll')
 */
export function unblockMutation(
  client: Needs<'unblock'>,
  queryClient: QueryClient,
): BlockMutationOptions {
  return {
    mutationFn: (channelId) => client.channel.unblock({ channelId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.blocked() }),
  }
}

/**
 * Users unblocked during one visit of the blocked list, by channel id. They stay in the list
 * with a block button until the page is left, so a slip is undone where it was made.
 */
export type ReleasedUsers = ReadonlyMap<string, ChannelSummary>

/**
 * The released users after a toggle succeeded: an unblocked user joins them, a user blocked
 * again leaves them.
 *
 * @example
 * released = releaseUser(released, user, true) // after unblock
 */
export function releaseUser(
  released: ReleasedUsers,
  user: ChannelSummary,
  unblocked: boolean,
): ReleasedUsers {
  const next = new Map(released)
  if (unblocked) next.set(user.channelId, user)
  else next.delete(user.channelId)
  return next
}

/** One row of the list: `unblocked` rows were released during the visit and can be blocked. */
export interface BlockListRow {
  user: ChannelSummary
  state: 'blocked' | 'unblocked'
}

/** The list's state, for `data-state`. */
export type BlockListState = 'loading' | 'error' | 'empty' | 'ready'

/** What the list shows: its rows and the count of blocked users. */
export interface BlockListView {
  rows: BlockListRow[]
  /** The server's count of blocked users (the last page's total). */
  total: number
}

/**
 * The rows to show: the loaded pages' users, then the released ones no page lists any more.
 * Each user keeps the place it was first shown at, so an unblocked user blocked again (whom the
 * server lists last) does not jump. `order` records those places for the visit: keep one `Map`
 * per visit and pass it on every call.
 *
 * @example
 * const order = new Map<string, number>()
 * const { rows, total } = blockListView(data.pages, released, order)
 */
export function blockListView(
  pages: readonly ChannelPage[],
  released: ReleasedUsers,
  order: Map<string, number>,
): BlockListView {
  const blocked = pages.flatMap((page) => page.items)
  const listed = new Set(blocked.map((user) => user.channelId))
  const rows: BlockListRow[] = [
    ...blocked.map((user) => ({ user, state: 'blocked' as const })),
    ...[...released.values()]
      .filter((user) => !listed.has(user.channelId))
      .map((user) => ({ user, state: 'unblocked' as const })),
  ]
  for (const { user } of rows) {
    if (!order.has(user.channelId)) order.set(user.channelId, order.size)
  }
  rows.sort((a, b) => (order.get(a.user.channelId) ?? 0) - (order.get(b.user.channelId) ?? 0))
  return { rows, total: pages.at(-1)?.total ?? 0 }
}

/**
 * The list's state from its query and its rows: loading until the first page, then error,
 * empty or ready.
 *
 * @example
 * blockListState({ isPending: false, isError: false }, 0) // 'empty'
 */
export function blockListState(
  query: { isPending: boolean; isError: boolean },
  rowCount: number,
): BlockListState {
  if (query.isPending) return 'loading'
  if (query.isError) return 'error'
  return rowCount === 0 ? 'empty' : 'ready'
}

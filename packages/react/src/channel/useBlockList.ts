import type { ApiError } from '@airwave/sdk'
import {
  blockedListQuery,
  blockMutation,
  type ChannelPage,
  unblockMutation,
} from '@airwave/sdk/channel'
import {
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseMutationResult,
  useInfiniteQuery,
  useMutation,
} from '@tanstack/react-query'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'

export interface UseBlockListOptions {
  /** Blocked users load only for a signed-in member: pass false for an anonymous viewer. */
  enabled?: boolean
}

export interface BlockList {
  list: UseInfiniteQueryResult<InfiniteData<ChannelPage, number>>
  /** Blocks the channel id it is given. */
  block: UseMutationResult<unknown, ApiError, string>
  /** Unblocks the channel id it is given. */
  unblock: UseMutationResult<unknown, ApiError, string>
}

/**
 * The member's blocked channels, 10 a page, with `block` and `unblock` mutations (their
 * argument is the channel id) that refresh the list. At the limit of 100 the server refuses
 * with CHA30048: `block.error?.kind === 'max-blocked'`.
 *
 * @example
 * const { list, block, unblock } = useBlockList({ enabled: viewer.status === 'member' })
 * unblock.mutate('troll')
 */
export function useBlockList({ enabled }: UseBlockListOptions = {}): BlockList {
  const { queryClient } = useAirwave()
  const client = useCalls('useBlockList', 'channel')
  const list = useInfiniteQuery({ ...blockedListQuery(client), enabled }, queryClient)
  const block = useMutation(blockMutation(client, queryClient), queryClient)
  const unblock = useMutation(unblockMutation(client, queryClient), queryClient)
  return { list, block, unblock }
}

import type { TokenPair } from '@airwave/sdk'
import { useAirwave } from '../shared/provider/airwaveContext'

/**
 * Stores a new token pair (a channel switch or deletion answers one, since the tokens name the
 * acting channel) and refreshes every cached answer, which was the other channel's.
 *
 * @example const swap = useSessionSwap(); await swap(await client.account.switchChannel({ channelId }))
 */
export function useSessionSwap() {
  const { session, queryClient } = useAirwave()
  return async (tokens: TokenPair) => {
    if (!session) throw new Error('The provider has no session to store the new pair in')
    await session.signIn(tokens)
    await queryClient.invalidateQueries()
  }
}

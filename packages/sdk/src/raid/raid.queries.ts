import type { liveEndpoints } from '../contract/live/live.endpoints'
import { callQuery } from '../core/callQuery'
import type { ClientPart } from '../core/client'

/**
 * How many live channels a raid picker lists (chosen): the first page of the live list, the
 * most watched first; a streamer looking further types the channel id.
 */
export const RAID_TARGETS_LIMIT = 50

/**
 * Cache keys of raids.
 *
 * @example queryClient.invalidateQueries({ queryKey: raidKeys.targets('airwave') })
 */
export const raidKeys = {
  all: ['raid'] as const,
  targets: (channelId: string) => ['raid', 'targets', channelId] as const,
}

/**
 * The channels a streamer may raid: the live ones, their own left out. Stale at once: a live
 * starts or ends at any moment.
 *
 * @example
 * const targets = await queryClient.fetchQuery(raidTargetsQuery(client, 'airwave'))
 */
export function raidTargetsQuery(
  client: ClientPart<'live', typeof liveEndpoints, 'listStreams'>,
  channelId: string,
) {
  const own = channelId.toLowerCase()
  return callQuery(
    raidKeys.targets(channelId),
    async (signal) => {
      const page = await client.live.listStreams({ page: 1, limit: RAID_TARGETS_LIMIT }, { signal })
      return page.streamList.filter(
        (stream) => stream.isStream !== false && stream.channelId.toLowerCase() !== own,
      )
    },
    { staleTime: 0 },
  )
}

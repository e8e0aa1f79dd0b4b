import type { liveEndpoints } from '../contract/live/live.endpoints'
import type { StreamInfo } from '../contract/live/live.schemas'
import type { BoundGroups } from '../core/client'
import type { QueryOptions } from '../core/queryClient'

type LiveApi = BoundGroups<{ live: typeof liveEndpoints }>['live']

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
  client: { live: Pick<LiveApi, 'listStreams'> },
  channelId: string,
): QueryOptions<StreamInfo[], ReturnType<typeof raidKeys.targets>> {
  const own = channelId.toLowerCase()
  return {
    queryKey: raidKeys.targets(channelId),
    queryFn: async ({ signal }) => {
      const page = await client.live.listStreams({ page: 1, limit: RAID_TARGETS_LIMIT }, { signal })
      return page.streamList.filter(
        (stream) => stream.isStream !== false && stream.channelId.toLowerCase() !== own,
      )
    },
    staleTime: 0,
  }
}

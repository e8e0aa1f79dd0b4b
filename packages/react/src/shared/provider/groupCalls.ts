import type { BoundGroups } from '@airwave/sdk'
import type { channelEndpoints } from '@airwave/sdk/channel'
import type { searchEndpoints } from '@airwave/sdk/search'
import type { videoEndpoints } from '@airwave/sdk/video'
import { useAirwave } from './airwaveContext'

/** The groups discovery's hooks call, beyond what the provider's short form binds. */
export type DiscoveryGroups = BoundGroups<{
  video: typeof videoEndpoints
  search: typeof searchEndpoints
  channel: typeof channelEndpoints
}>

/**
 * The calls `names` of the provider client's `group`, checked when the hook runs: a client
 * bound without them fails with a message naming the hook and the group to bind. The
 * provider's short form binds only the live-end part of `video` and no `search`: an app using
 * these components passes a client made with `videoEndpoints` and `searchEndpoints`.
 *
 * @example const { video } = useGroupCalls('useVideoLike', 'video', 'like', 'unlike')
 */
export function useGroupCalls<
  const G extends keyof DiscoveryGroups,
  const K extends keyof DiscoveryGroups[G],
>(hook: string, group: G, ...names: K[]): { [P in G]: Pick<DiscoveryGroups[G], K> } {
  const { client } = useAirwave()
  const bound = (client as Partial<Record<string, Record<string, unknown>>>)[group]
  for (const name of names) {
    if (typeof bound?.[name as string] !== 'function') {
      throw new Error(
        `${hook} calls ${group}.${String(name)}, and the provider's client has none: ` +
          `createClient({ endpoints: { ${group}: ${group}Endpoints, … } }).`,
      )
    }
  }
  return { [group]: bound } as { [P in G]: Pick<DiscoveryGroups[G], K> }
}

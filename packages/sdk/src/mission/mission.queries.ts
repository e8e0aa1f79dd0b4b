import type * as z from 'zod/mini'
import type { missionEndpoints } from '../contract/mission/mission.endpoints'
import type {
  MissionList,
  MissionSort,
  missionHistoryPageSchema,
} from '../contract/mission/mission.schemas'
import { callQuery, pagedCallQuery } from '../core/callQuery'
import type { BoundGroups } from '../core/client'

/** The mission calls; a full client fits. */
export type MissionApi = BoundGroups<{ mission: typeof missionEndpoints }>['mission']
/** The part of a bound client a query or machine calls. */
export type MissionNeeds<K extends keyof MissionApi> = { mission: Pick<MissionApi, K> }

/** A page of the member's mission history. */
export type MissionHistoryPage = z.output<typeof missionHistoryPageSchema>

/** How many history entries a page asks for (chosen). */
export const MISSION_HISTORY_PAGE = 20

/**
 * The missions' cache keys: `channel(id)` holds every list, the config and the missions of a
 * channel (a step answered or a MISSION_UPDATE writes the lists in place); `history` the
 * member's own.
 *
 * @example queryClient.invalidateQueries({ queryKey: missionKeys.channel('airwave') })
 */
export const missionKeys = {
  all: ['mission'] as const,
  channel: (channelId: string) => ['mission', 'channel', channelId.toLowerCase()] as const,
  lists: (channelId: string) => [...missionKeys.channel(channelId), 'list'] as const,
  list: (channelId: string, list: MissionList, sort: MissionSort) =>
    [...missionKeys.lists(channelId), list, sort] as const,
  config: (channelId: string) => [...missionKeys.channel(channelId), 'config'] as const,
  one: (missionIdx: number) => ['mission', 'one', missionIdx] as const,
  history: () => ['mission', 'history'] as const,
}

/**
 * One of a channel's lists (open, started, the recently completed) in one order. The board
 * (`followChannelMissions`) keeps it current from the channel's room.
 *
 * @example useQuery(missionListQuery(client, 'airwave', 'open', 'totalGem'))
 */
export function missionListQuery(
  client: MissionNeeds<'list'>,
  channelId: string,
  list: MissionList,
  sort: MissionSort = 'totalGem',
) {
  return callQuery(missionKeys.list(channelId, list, sort), (signal) =>
    client.mission.list({ streamerChannelId: channelId, list, sort }, { signal }),
  )
}

/**
 * A channel's mission settings, with whether the signed-in member may propose there.
 *
 * @example useQuery(missionConfigQuery(client, 'airwave'))
 */
export function missionConfigQuery(client: MissionNeeds<'getConfig'>, channelId: string) {
  return callQuery(missionKeys.config(channelId), (signal) =>
    client.mission.getConfig({ streamerChannelId: channelId }, { signal }),
  )
}

/**
 * One mission as it now is.
 *
 * @example queryClient.fetchQuery(missionQuery(client, 12))
 */
export function missionQuery(client: MissionNeeds<'get'>, missionIdx: number) {
  return callQuery(missionKeys.one(missionIdx), (signal) =>
    client.mission.get(missionIdx, { signal }),
  )
}

/**
 * The member's missions (proposed or backed), newest first, a page at a time, each with where
 * their gems went.
 *
 * @example useInfiniteQuery(missionHistoryQuery(client))
 */
export function missionHistoryQuery(client: MissionNeeds<'history'>) {
  return pagedCallQuery(
    missionKeys.history(),
    (page, signal) => client.mission.history({ page, limit: MISSION_HISTORY_PAGE }, { signal }),
    (last, page) => (last.hasNext ? page + 1 : undefined),
  )
}

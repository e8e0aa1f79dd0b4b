import type { QueryClient } from '@tanstack/query-core'
import {
  ENDED_MISSION_STATUSES,
  MISSION_LISTS,
  MISSION_SORTS,
  type Mission,
  type MissionList,
  type MissionSort,
  type MissionUpdateEvent,
  missionUpdateEventSchema,
} from '../contract/mission/mission.schemas'
import { sameChannelId } from '../core/channelId'
import type { Realtime } from '../realtime/createRealtime'
import { parsedEvent } from '../realtime/parsedEvent'
import { walletKeys } from '../wallet/wallet.queries'
import { missionKeys } from './mission.queries'
import { placeMission } from './missionRules'

type MissionCache = Pick<
  QueryClient,
  'getQueriesData' | 'setQueryData' | 'getQueryData' | 'invalidateQueries'
>

const isList = (value: unknown): value is MissionList =>
  (MISSION_LISTS as readonly unknown[]).includes(value)
const isSort = (value: unknown): value is MissionSort =>
  (MISSION_SORTS as readonly unknown[]).includes(value)

/**
 * Writes a mission as it now is into every cached list of its channel (moved from open to
 * started to the recently completed, kept in each list's order, out once timed out or
 * cancelled) and into its own query. A socket's copy is everyone's: it keeps the member's own
 * `myGem` from the cache. Once it ended, the member's history and wallet are read again (gems
 * came back or went to the streamer).
 *
 * @example applyMissionUpdate(queryClient, 'airwave', answer, { fromSocket: false })
 */
export function applyMissionUpdate(
  cache: MissionCache,
  channelId: string,
  mission: Mission,
  options: { fromSocket: boolean },
): void {
  const known = cache.getQueryData<Mission>(missionKeys.one(mission.missionIdx))
  let mine = known?.myGem
  const lists = cache.getQueriesData<Mission[]>({ queryKey: missionKeys.lists(channelId) })
  for (const [, data] of lists) {
    mine ??= data?.find((m) => m.missionIdx === mission.missionIdx)?.myGem
  }
  const shown = options.fromSocket && mine !== undefined ? { ...mission, myGem: mine } : mission
  for (const [key, data] of lists) {
    const [list, sort] = key.slice(-2)
    if (!data || !isList(list) || !isSort(sort)) continue
    cache.setQueryData(key, placeMission(data, shown, list, sort))
  }
  if (known) cache.setQueryData(missionKeys.one(mission.missionIdx), shown)
  if (ENDED_MISSION_STATUSES.includes(mission.missionStatus) && (mine ?? 0) > 0) {
    void cache.invalidateQueries({ queryKey: missionKeys.history() })
    void cache.invalidateQueries({ queryKey: walletKeys.possess() })
  }
}

/** What keeps a channel's mission lists live: the page's socket, the cache, the channel. */
export interface MissionFollowing {
  realtime: Pick<Realtime, 'enter' | 'on'>
  queryClient: MissionCache
  channelId: string
}

/**
 * Keeps a channel's cached mission lists current while a page shows them: enters the channel's
 * room and applies each MISSION_UPDATE (`applyMissionUpdate`). Returns the stop.
 *
 * @example
 * const stop = followChannelMissions({ realtime, queryClient, channelId: 'airwave' })
 */
export function followChannelMissions({
  realtime,
  queryClient,
  channelId,
}: MissionFollowing): () => void {
  const leave = realtime.enter(channelId)
  const off = onMissionUpdate(realtime, (event) => {
    if (sameChannelId(event.channelId, channelId)) {
      applyMissionUpdate(queryClient, channelId, event.mission, { fromSocket: true })
    }
  })
  return () => {
    off()
    leave()
  }
}

/**
 * Listens to the socket's MISSION_UPDATE, parsed with the mission domain's schema (the socket
 * contract passes it through). Returns the stop.
 *
 * @example const off = onMissionUpdate(connection.realtime, ({ mission }) => show(mission))
 */
export function onMissionUpdate(
  realtime: Pick<Realtime, 'on'>,
  handler: (event: MissionUpdateEvent) => void,
): () => void {
  return realtime.on(
    'MISSION_UPDATE',
    parsedEvent('MISSION_UPDATE', missionUpdateEventSchema, handler),
  )
}

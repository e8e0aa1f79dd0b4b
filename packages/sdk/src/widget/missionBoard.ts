import { MISSION_STATUS, type Mission } from '../contract/mission/mission.schemas'
import { ApiError } from '../core/apiError'

/** What the challenge mission overlay shows: missions, none, or not there yet. */
export type MissionBoard =
  | { state: 'missions'; missions: readonly Mission[] }
  /** No open or started mission; also a platform without missions yet (its empty state). */
  | { state: 'empty' }

/**
 * The missions the overlay lists: the open and started ones (the spec's mission panels),
 * started first, then by total gems (chosen: the overlay shows what the stream is doing, then
 * what pays most), at most `max`.
 *
 * @example missionBoard(await client.mission.list({ streamerChannelId }), 5)
 */
export function missionBoard(missions: readonly Mission[], max: number): MissionBoard {
  const shown = missions
    .filter(
      (m) => m.missionStatus === MISSION_STATUS.open || m.missionStatus === MISSION_STATUS.start,
    )
    .sort(
      (a, b) =>
        Number(b.missionStatus === MISSION_STATUS.start) -
          Number(a.missionStatus === MISSION_STATUS.start) || b.totalGem - a.totalGem,
    )
    .slice(0, max)
  return shown.length === 0 ? { state: 'empty' } : { state: 'missions', missions: shown }
}

/**
 * Whether a failed mission list means there are no missions to show: a server without the
 * mission calls yet answers 404. The overlay then shows its empty state, never made-up data;
 * any other failure is retried.
 *
 * @example if (noMissionService(error)) show({ state: 'empty' })
 */
export const noMissionService = (error: unknown) =>
  error instanceof ApiError && error.status === 404

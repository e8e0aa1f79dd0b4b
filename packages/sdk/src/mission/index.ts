export { missionEndpoints } from '../contract/mission/mission.endpoints'
export {
  MISSION_SORTS,
  MISSION_STATUS,
  type Mission,
  type MissionSort,
  missionSchema,
  RECENT_COMPLETED_MISSIONS_MAX,
} from '../contract/mission/mission.schemas'

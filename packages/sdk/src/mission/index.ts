export { missionEndpoints } from './mission.endpoints'
export {
  MISSION_SORTS,
  MISSION_STATUS,
  type Mission,
  type MissionSort,
  missionSchema,
  RECENT_COMPLETED_MISSIONS_MAX,
} from './mission.schemas'

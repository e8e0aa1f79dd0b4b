// @airwave/react/mission: challenge missions in React, over the SDK's mission domain. A
// viewer's: the missions panel (open and started lists, live), the propose and pledge form,
// the recently completed, their history. The streamer's: the controls on each mission (in the
// panel when they own the channel) and the settings. An entry of its own: a page without
// missions never loads its machines or words.

export {
  MISSION_LIMITS,
  MISSION_STATUS,
  type Mission,
  type MissionConfig,
  type MissionHistoryItem,
  type MissionList,
  type MissionSort,
} from '@airwave/sdk/mission'
export { MissionConfigForm, type MissionConfigFormProps } from './mission/MissionConfigForm'
export { MissionHistory } from './mission/MissionHistory'
export { MissionPanel, type MissionPanelProps } from './mission/MissionPanel'
export { MissionProposeForm, type MissionProposeFormProps } from './mission/MissionProposeForm'
export { missionStyles } from './mission/mission.styles'
export { type MissionText, useMissionText } from './mission/missionText'
export { RecentMissions, type RecentMissionsProps } from './mission/RecentMissions'
export {
  useMissionConfig,
  useMissionHistory,
  useMissionList,
  useMissionUpdates,
} from './mission/useMissions'

import {
  MISSION_ERRORS,
  MISSION_STATUS,
  type Mission,
  type MissionConfig,
  type MissionHistoryItem,
  missionEndpoints,
  RECENT_COMPLETED_MISSIONS_MAX,
} from '@airwave/sdk/mission'
import { Refusal } from './backend'
import { BOARD, nicknameOf } from './people'
import { memberRoute, route } from './route'

// The challenge missions as the reference server answers them, for the channel `airwave`: its
// settings (agreed, taking missions, 100 gems at least), a few open and started missions, the
// recently completed, and the member's history. Steps answer with the mission as it now is;
// the story's scenario can refuse them with a MIS code.

/** What a mission story starts from (`parameters.mission`). */
export interface MissionScenario {
  /** No mission at all. */
  empty?: boolean
  /** The streamer never agreed to missions. */
  notAgreed?: boolean
  /** Every step (start, end, time, gems, cancel) is refused with this code. */
  stepRefusal?: string
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
const minutesOn = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()

function seedMissions(): Mission[] {
  return [
    {
      missionIdx: 1,
      missionStatus: MISSION_STATUS.open,
      totalGem: 1200,
      title: 'Beat the boss without healing',
      proposerChannelId: 'viewer2',
      proposerNickname: nicknameOf('viewer2'),
      pledgeCount: 3,
      createDate: minutesAgo(12),
      channelId: BOARD,
    },
    {
      missionIdx: 2,
      missionStatus: MISSION_STATUS.open,
      totalGem: 300,
      title: 'Sing the chorus in Korean',
      proposerChannelId: 'viewer1',
      proposerNickname: nicknameOf('viewer1'),
      pledgeCount: 1,
      myGem: 300,
      createDate: minutesAgo(4),
      channelId: BOARD,
    },
    {
      missionIdx: 3,
      missionStatus: MISSION_STATUS.start,
      totalGem: 5000,
      title: 'Speedrun level 3 under 5 minutes',
      proposerChannelId: 'viewer3',
      proposerNickname: nicknameOf('viewer3'),
      pledgeCount: 8,
      createDate: minutesAgo(30),
      startDate: minutesAgo(5),
      endDate: minutesOn(10),
      missionLimit: 900,
      channelId: BOARD,
    },
    {
      missionIdx: 4,
      missionStatus: MISSION_STATUS.completed,
      totalGem: 800,
      title: 'Ten headshots in a row',
      proposerChannelId: 'viewer4',
      proposerNickname: nicknameOf('viewer4'),
      pledgeCount: 2,
      createDate: minutesAgo(90),
      startDate: minutesAgo(80),
      endDate: minutesAgo(60),
      completeDate: minutesAgo(65),
      missionLimit: 1200,
      channelId: BOARD,
    },
    {
      missionIdx: 5,
      missionStatus: MISSION_STATUS.completedFailed,
      totalGem: 450,
      title: 'No deaths for a whole match',
      proposerChannelId: 'viewer5',
      proposerNickname: nicknameOf('viewer5'),
      pledgeCount: 4,
      createDate: minutesAgo(140),
      startDate: minutesAgo(130),
      endDate: minutesAgo(110),
      completeDate: minutesAgo(112),
      missionLimit: 1200,
      channelId: BOARD,
    },
  ]
}

const state = {
  scenario: {} as MissionScenario,
  missions: [] as Mission[],
  config: {} as MissionConfig,
  next: 10,
}

/**
 * Starts the missions over from the story's scenario.
 *
 * @example resetMission({ notAgreed: true })
 */
export function resetMission(scenario: MissionScenario = {}): void {
  state.scenario = scenario
  state.missions = scenario.empty ? [] : seedMissions()
  state.config = {
    channelId: BOARD,
    isAgreed: !scenario.notAgreed,
    isEnabled: !scenario.notAgreed,
    minimumGem: 100,
    proposer: 'everyone',
  }
  state.next = 10
}
resetMission()

const listOf: Record<string, number[]> = {
  open: [MISSION_STATUS.open],
  started: [MISSION_STATUS.start],
  completed: [MISSION_STATUS.completed, MISSION_STATUS.completedFailed],
}

function find(missionIdx: string): Mission {
  const mission = state.missions.find((m) => m.missionIdx === Number(missionIdx))
  if (!mission) throw new Refusal(MISSION_ERRORS.wrongState, 'No such mission')
  return mission
}

function step(missionIdx: string, change: (mission: Mission) => Partial<Mission>): Mission {
  if (state.scenario.stepRefusal)
    throw new Refusal(state.scenario.stepRefusal, 'Refused (story scenario)')
  const mission = find(missionIdx)
  Object.assign(mission, change(mission))
  return { ...mission }
}

const m = missionEndpoints

export const missionHandlers = [
  route('getMissionConfig', m.getConfig, ({ query, viewer }) => ({
    ...state.config,
    channelId: query.streamerChannelId,
    canPropose: viewer !== undefined && state.config.isAgreed && state.config.isEnabled,
    ...(state.config.isAgreed ? {} : { refusal: MISSION_ERRORS.notTaken }),
  })),
  memberRoute('agreeMission', m.agree, () => {
    state.config = { ...state.config, isAgreed: true }
    return state.config
  }),
  memberRoute('saveMissionConfig', m.saveConfig, ({ body }) => {
    state.config = { ...state.config, ...body }
    return state.config
  }),
  memberRoute('missionHistory', m.history, ({ viewer }) => {
    const missionList: MissionHistoryItem[] = state.missions.map((mission) => ({
      ...mission,
      streamerNickname: nicknameOf(BOARD),
      myGem: mission.myGem ?? 100,
      outcome:
        mission.missionStatus === MISSION_STATUS.completed
          ? 'paid'
          : mission.missionStatus === MISSION_STATUS.open ||
              mission.missionStatus === MISSION_STATUS.start
            ? 'held'
            : 'returned',
    }))
    return { missionList: viewer ? missionList : [], hasNext: false }
  }),
  route('listMissions', m.list, ({ query }) => {
    const statuses = listOf[query.list ?? 'open'] ?? []
    const found = state.missions.filter((mission) => statuses.includes(mission.missionStatus))
    return query.list === 'completed' ? found.slice(0, RECENT_COMPLETED_MISSIONS_MAX) : found
  }),
  memberRoute('createMission', m.create, ({ body, viewer }) => {
    if (state.scenario.stepRefusal)
      throw new Refusal(state.scenario.stepRefusal, 'Refused (story scenario)')
    const mission: Mission = {
      missionIdx: state.next++,
      missionStatus: MISSION_STATUS.open,
      totalGem: body.gem,
      title: body.title,
      proposerChannelId: viewer,
      proposerNickname: nicknameOf(viewer),
      pledgeCount: 1,
      myGem: body.gem,
      createDate: new Date().toISOString(),
      channelId: body.streamerChannelId,
    }
    state.missions.push(mission)
    return mission
  }),
  memberRoute('startMission', m.start, ({ params, body }) =>
    step(params.missionIdx ?? '', () => ({
      missionStatus: MISSION_STATUS.start,
      startDate: new Date().toISOString(),
      endDate: minutesOn(body.missionLimit / 60),
      missionLimit: body.missionLimit,
    })),
  ),
  memberRoute('endMission', m.end, ({ params, body }) =>
    step(params.missionIdx ?? '', (mission) => ({
      missionStatus:
        mission.missionStatus === MISSION_STATUS.open
          ? MISSION_STATUS.cancelled
          : body.isSuccess
            ? MISSION_STATUS.completed
            : MISSION_STATUS.completedFailed,
      completeDate: new Date().toISOString(),
    })),
  ),
  memberRoute('addMissionTime', m.addTime, ({ params, body }) =>
    step(params.missionIdx ?? '', (mission) => ({
      isExtendTime: true,
      missionLimit: (mission.missionLimit ?? 0) + body.seconds,
      endDate: new Date(
        Date.parse(mission.endDate ?? new Date().toISOString()) + body.seconds * 1000,
      ).toISOString(),
    })),
  ),
  memberRoute('addMissionGems', m.addGems, ({ params, body }) =>
    step(params.missionIdx ?? '', (mission) => ({
      totalGem: mission.totalGem + body.gem,
      myGem: (mission.myGem ?? 0) + body.gem,
      pledgeCount: (mission.pledgeCount ?? 0) + (mission.myGem ? 0 : 1),
    })),
  ),
  memberRoute('cancelMission', m.cancel, ({ params }) =>
    step(params.missionIdx ?? '', () => ({
      missionStatus: MISSION_STATUS.cancelled,
      completeDate: new Date().toISOString(),
    })),
  ),
  // Last: its `/v2/mission/{missionIdx}` path would take `/v2/mission/config` and the others.
  route('getMission', m.get, ({ params }) => find(params.missionIdx ?? '')),
]

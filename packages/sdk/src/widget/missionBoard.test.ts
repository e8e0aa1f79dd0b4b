import { describe, expect, it } from 'vitest'
import { MISSION_STATUS, type Mission } from '../contract/mission/mission.schemas'
import { ApiError } from '../core/apiError'
import { missionBoard, noMissionService } from './missionBoard'

const mission = (missionIdx: number, missionStatus: number, totalGem: number): Mission => ({
  missionIdx,
  missionStatus,
  totalGem,
})

describe('missionBoard', () => {
  it('lists started missions first, then by gems, open and started only, at most max', () => {
    const board = missionBoard(
      [
        mission(1, MISSION_STATUS.open, 900),
        mission(2, MISSION_STATUS.start, 100),
        mission(3, MISSION_STATUS.completed, 5000),
        mission(4, MISSION_STATUS.open, 300),
        mission(5, MISSION_STATUS.open, 50),
      ],
      3,
    )
    expect(board.state === 'missions' && board.missions.map((m) => m.missionIdx)).toEqual([2, 1, 4])
  })

  it('is empty without a mission to show, or without the mission calls', () => {
    expect(missionBoard([mission(1, MISSION_STATUS.completed, 10)], 5)).toEqual({ state: 'empty' })
    expect(noMissionService(new ApiError(404, 'NOT_FOUND', 'No route'))).toBe(true)
    expect(noMissionService(new ApiError(0, 'NETWORK_ERROR', 'offline'))).toBe(false)
  })
})

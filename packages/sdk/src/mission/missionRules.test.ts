import { describe, expect, it } from 'vitest'
import { MISSION_LIMITS, MISSION_STATUS, type Mission } from '../contract/mission/mission.schemas'
import { ApiError } from '../core/apiError'
import {
  canPropose,
  clockText,
  missionControls,
  missionErrorKey,
  missionTimeLeft,
  placeMission,
  sortMissions,
  stepSeconds,
} from './missionRules'

const mission = (
  missionIdx: number,
  missionStatus: number,
  extra: Partial<Mission> = {},
): Mission => ({
  missionIdx,
  missionStatus,
  totalGem: 100,
  ...extra,
})
const member = (channelId: string) => ({ status: 'member' as const, channelId })
const config = { isAgreed: true, isEnabled: true, minimumGem: 100, proposer: 'everyone' as const }

describe('canPropose', () => {
  it('gives the reason a viewer may not propose', () => {
    expect(canPropose(config, { status: 'anonymous' }, 'kim')).toEqual({
      ok: false,
      reason: 'signed-out',
    })
    expect(canPropose(config, member('Kim'), 'kim')).toEqual({ ok: false, reason: 'own-channel' })
    expect(canPropose({ ...config, isAgreed: false }, member('mina'), 'kim')).toEqual({
      ok: false,
      reason: 'not-agreed',
    })
    expect(canPropose({ ...config, isEnabled: false }, member('mina'), 'kim')).toEqual({
      ok: false,
      reason: 'not-enabled',
    })
    expect(
      canPropose({ ...config, canPropose: false, refusal: 'MIS1001' }, member('mina'), 'kim'),
    ).toEqual({ ok: false, reason: 'not-allowed' })
    expect(canPropose(config, member('mina'), 'kim')).toEqual({ ok: true })
  })
})

describe('missionControls', () => {
  it('offers the streamer start and reject on an open mission, time and the endings on a started one', () => {
    expect(missionControls(mission(1, MISSION_STATUS.open), member('kim'), 'kim')).toEqual([
      'start',
      'reject',
    ])
    expect(
      missionControls(
        mission(1, MISSION_STATUS.start, { missionLimit: 600 }),
        member('kim'),
        'kim',
      ),
    ).toEqual(['addTime', 'endSuccess', 'endFail', 'cancel'])
    expect(
      missionControls(
        mission(1, MISSION_STATUS.start, { missionLimit: 14_400 }),
        member('kim'),
        'kim',
      ),
    ).toEqual(['endSuccess', 'endFail', 'cancel'])
  })

  it('lets the proposer cancel only while open, and everyone add gems until the end', () => {
    const open = mission(1, MISSION_STATUS.open, { proposerChannelId: 'mina' })
    expect(missionControls(open, member('mina'), 'kim')).toEqual(['addGems', 'cancel'])
    expect(
      missionControls({ ...open, missionStatus: MISSION_STATUS.start }, member('mina'), 'kim'),
    ).toEqual(['addGems'])
    expect(missionControls(open, member('lee'), 'kim')).toEqual(['addGems'])
    for (const status of [3, 4, 5, 6, 7])
      expect(missionControls(mission(1, status), member('kim'), 'kim')).toEqual([])
  })
})

describe('sortMissions and placeMission', () => {
  const a = mission(1, 1, { totalGem: 50, createDate: '2026-01-01T10:00:00Z' })
  const b = mission(2, 1, { totalGem: 500, createDate: '2026-01-01T09:00:00Z' })
  it('sorts by gems, then latest by create date', () => {
    expect(sortMissions([a, b], 'open', 'totalGem').map((m) => m.missionIdx)).toEqual([2, 1])
    expect(sortMissions([b, a], 'open', 'latest').map((m) => m.missionIdx)).toEqual([1, 2])
  })

  it('sorts started missions ending soonest first and latest by start date', () => {
    const s1 = mission(1, 2, { startDate: '2026-01-01T10:00:00Z', endDate: '2026-01-01T11:00:00Z' })
    const s2 = mission(2, 2, { startDate: '2026-01-01T09:00:00Z', endDate: '2026-01-01T10:30:00Z' })
    expect(sortMissions([s1, s2], 'started', 'endDate').map((m) => m.missionIdx)).toEqual([2, 1])
    expect(sortMissions([s2, s1], 'started', 'latest').map((m) => m.missionIdx)).toEqual([1, 2])
  })

  it('moves a mission between lists and keeps 50 completed', () => {
    const started = { ...a, missionStatus: 2 }
    expect(placeMission([a, b], started, 'open', 'totalGem')).toEqual([b])
    expect(placeMission([], started, 'started', 'totalGem')).toEqual([started])
    expect(placeMission([a], { ...a, missionStatus: 7 }, 'open', 'latest')).toEqual([])
    const done = Array.from({ length: 50 }, (_, i) =>
      mission(i + 10, 3, { completeDate: `2026-01-01T00:${String(i).padStart(2, '0')}:00Z` }),
    )
    const newest = mission(99, 4, { completeDate: '2026-01-02T00:00:00Z' })
    const placed = placeMission(done, newest, 'completed', 'latest')
    expect(placed).toHaveLength(50)
    expect(placed[0]).toBe(newest)
  })
})

describe('time and words', () => {
  it('counts the time left on the server clock', () => {
    const m = { endDate: '2026-01-01T10:05:00Z' }
    const now = Date.parse('2026-01-01T10:00:00Z')
    expect(missionTimeLeft(m, now)).toBe(300_000)
    expect(missionTimeLeft(m, now, 60_000)).toBe(240_000)
    expect(missionTimeLeft(m, now + 600_000)).toBe(0)
    expect(missionTimeLeft({}, now)).toBeUndefined()
    expect(clockText(299_001)).toBe('5:00')
    expect(clockText(3_725_000)).toBe('1:02:05')
  })

  it('names every mission code and the wallet short of gems', () => {
    expect(missionErrorKey(new ApiError(409, 'MIS1003', 'x'))).toBe('errorMIS1003')
    expect(missionErrorKey(new ApiError(400, 'ITE20001', 'x'))).toBe('errorITE20001')
    expect(missionErrorKey(new ApiError(401, 'UNAUTHORIZED', 'x'))).toBe('errorLogin')
    expect(missionErrorKey(new Error('boom'))).toBe('errorUnknown')
  })
})

describe('stepSeconds', () => {
  it("turns the streamer's minutes into seconds within the call's range", () => {
    expect(stepSeconds('10', MISSION_LIMITS.limitSeconds)).toBe(600)
    expect(stepSeconds('2.5', MISSION_LIMITS.extendSeconds)).toBe(150)
    // Past the range: its end; below it, nothing or no number: its start.
    expect(stepSeconds('500', MISSION_LIMITS.limitSeconds)).toBe(7_200)
    expect(stepSeconds('45', MISSION_LIMITS.extendSeconds)).toBe(1_800)
    expect(stepSeconds('0.2', MISSION_LIMITS.limitSeconds)).toBe(60)
    expect(stepSeconds('', MISSION_LIMITS.extendSeconds)).toBe(60)
    expect(stepSeconds('soon', MISSION_LIMITS.limitSeconds)).toBe(60)
  })
})

import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { missionEndpoints } from '../contract/mission/mission.endpoints'
import { MISSION_STATUS, missionSchema } from '../contract/mission/mission.schemas'

describe('mission contract', () => {
  it('reads open and started missions', () => {
    const open = z.parse(missionSchema, {
      missionIdx: 1,
      missionStatus: MISSION_STATUS.open,
      createDate: '2024-05-01T10:00:00Z',
      startDate: null,
      color: 'red',
    })
    expect(open.totalGem).toBe(0)
    expect(open).not.toHaveProperty('color')
    const started = z.parse(missionSchema, {
      missionIdx: 2,
      missionStatus: MISSION_STATUS.start,
      totalGem: 500,
      startDate: '2024-05-01T10:00:00Z',
      endDate: '2024-05-01T10:10:00Z',
      missionLimit: 600,
      isExtendTime: true,
    })
    expect(started.missionLimit).toBe(600)
  })

  it('refuses non-positive gems and an empty title', () => {
    const body = missionEndpoints.create.body
    const gems = missionEndpoints.addGems.body
    if (!body || !gems) throw new Error('create and addGems have bodies')
    expect(z.safeParse(body, { streamerChannelId: 'a1b2', title: 'Win', gem: 0 }).success).toBe(
      false,
    )
    expect(z.safeParse(body, { streamerChannelId: 'a1b2', title: ' ', gem: 5 }).success).toBe(false)
    expect(z.safeParse(gems, { gem: 10 }).success).toBe(true)
  })

  it('uses REST paths under /v2/mission, all marked chosen', () => {
    expect(missionEndpoints.cancel).toMatchObject({
      method: 'DELETE',
      path: '/v2/mission/{missionIdx}',
    })
    expect(missionEndpoints.addTime.path).toBe('/v2/mission/{missionIdx}/time')
    for (const definition of Object.values(missionEndpoints)) expect(definition.chosen).toBeTruthy()
  })
})

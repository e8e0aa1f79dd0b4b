import { describe, expect, it } from 'vitest'
import { missionChatLine } from './missionChatLine'

describe('missionChatLine', () => {
  it('says what happened to the mission, with its title and gems', () => {
    expect(
      missionChatLine({ type: 'MISSION', missionStatus: 1, message: 'No deaths', gem: 300 }),
    ).toEqual({ event: 'proposed', title: 'No deaths', gems: 300 })
    expect(missionChatLine({ type: 'MISSION', missionStatus: 2, message: 'Win' })).toEqual({
      event: 'started',
      title: 'Win',
      gems: 0,
    })
    expect(missionChatLine({ type: 'MISSION', missionStatus: 3, gem: 5 })?.event).toBe('completed')
    expect(missionChatLine({ type: 'MISSION', missionStatus: 4, gem: 5 })?.event).toBe('failed')
  })

  it('leaves other entries and a MISSION entry without a known status', () => {
    expect(missionChatLine({ type: 'GEMS', missionStatus: 1 })).toBeUndefined()
    expect(missionChatLine({ type: 'MISSION' })).toBeUndefined()
    expect(missionChatLine({ type: 'MISSION', missionStatus: 7 })).toBeUndefined()
  })
})

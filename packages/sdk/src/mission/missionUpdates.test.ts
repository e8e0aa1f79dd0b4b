import { QueryClient } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import { fromCallback } from 'xstate'
import type { Mission } from '../contract/mission/mission.schemas'
import { createRealtime } from '../realtime/createRealtime'
import { fakeSocketTransport } from '../realtime/fakeSocketTransport.fixture'
import { missionKeys } from './mission.queries'
import { applyMissionUpdate, followChannelMissions } from './missionUpdates'

const m = (
  missionIdx: number,
  missionStatus: number,
  totalGem: number,
  extra: Partial<Mission> = {},
): Mission => ({
  missionIdx,
  missionStatus,
  totalGem,
  ...extra,
})

describe('applyMissionUpdate', () => {
  it('updates totals in place, moves a started mission and drops a cancelled one', () => {
    const cache = new QueryClient()
    cache.setQueryData(missionKeys.list('Kim', 'open', 'totalGem'), [
      m(1, 1, 500, { myGem: 100 }),
      m(2, 1, 300),
    ])
    cache.setQueryData(missionKeys.list('kim', 'started', 'endDate'), [])
    applyMissionUpdate(cache, 'kim', m(2, 1, 800), { fromSocket: true })
    expect(
      cache
        .getQueryData<Mission[]>(missionKeys.list('kim', 'open', 'totalGem'))
        ?.map((x) => x.missionIdx),
    ).toEqual([2, 1])
    applyMissionUpdate(cache, 'kim', m(1, 2, 500, { endDate: '2026-01-01T10:00:00Z' }), {
      fromSocket: true,
    })
    expect(cache.getQueryData<Mission[]>(missionKeys.list('kim', 'started', 'endDate'))).toEqual([
      m(1, 2, 500, { endDate: '2026-01-01T10:00:00Z', myGem: 100 }),
    ])
    applyMissionUpdate(cache, 'kim', m(2, 7, 800), { fromSocket: true })
    expect(cache.getQueryData(missionKeys.list('kim', 'open', 'totalGem'))).toEqual([])
  })
})

describe('followChannelMissions', () => {
  it("applies the channel's own MISSION_UPDATE events while followed", () => {
    const transport = fakeSocketTransport()
    const realtime = createRealtime({
      baseUrl: 'http://127.0.0.1:1',
      clientId: 'web',
      transport,
      provide: { actors: { network: fromCallback(() => undefined) } },
    })
    const queryClient = new QueryClient()
    queryClient.setQueryData(missionKeys.list('kim', 'open', 'totalGem'), [m(1, 1, 100)])
    const stop = followChannelMissions({ realtime, queryClient, channelId: 'kim' })
    transport.signal({ type: 'connected', recovered: false })
    expect(transport.sent).toEqual([{ name: 'ENTER_CHANNEL', payload: { channelId: 'kim' } }])
    const update = (channelId: string, mission: Mission) => ({
      type: 'event' as const,
      name: 'MISSION_UPDATE',
      payload: { channelId, mission },
    })
    transport.signal(update('other', m(1, 1, 999)))
    transport.signal(update('Kim', m(5, 1, 200)))
    expect(
      queryClient.getQueryData<Mission[]>(missionKeys.list('kim', 'open', 'totalGem')),
    ).toEqual([m(5, 1, 200), m(1, 1, 100)])
    stop()
    realtime.stop()
  })
})

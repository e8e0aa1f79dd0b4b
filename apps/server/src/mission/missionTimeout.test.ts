import { MISSION_ERRORS, MISSION_STATUS, type MissionUpdateEvent } from '@airwave/sdk/contract'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { refusal } from '../item/itemTestKit'
import { auditLedger, balanceOf, ledgerAccount } from '../item/ledger'
import type { RunningServer } from '../server'
import { openSocket, type TestSocket } from '../testing/socketClient'
import { advanceClock, resetClock, startTestServer } from '../testing/testServer'
import { heldGems, key, type MissionMember, missionMember, walletOf } from './missionTestKit'
import { missionTimeoutJobOf } from './timeoutJob'

// A started mission past its end times out by the job, on the server's clock (moved forward
// here, put back after): status 6, every gem back to its giver, the room told; nothing moves
// twice when the job runs again, and no step or pledge lands on it once its time is up.

const MINUTE_MS = 60_000

let server: RunningServer
let star: MissionMember
let fan: MissionMember
let fan2: MissionMember
const sockets: TestSocket[] = []

beforeAll(async () => {
  server = await startTestServer()
  star = await missionMember(server, 'star')
  fan = await missionMember(server, 'fan', 2_000)
  fan2 = await missionMember(server, 'fan2', 2_000)
  await star.mission.agree()
})

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close()
})

// The clock is module-wide, and the files of a worker share their modules.
afterAll(async () => {
  resetClock()
  await server.stop()
})

const timeOutDue = () => missionTimeoutJobOf(server.app).timeOutDue()

describe('the timeout job', () => {
  it('times out a started mission past its end and returns every gem, once', async () => {
    const socket = await openSocket(server.url, { clientId: 'timeout-room' })
    sockets.push(socket)
    await socket.command('ENTER_CHANNEL', { channelId: 'star' })
    const held = await heldGems(server)
    const mission = await fan.mission.create(
      { streamerChannelId: 'star', title: 'Beat it in time', gem: 300 },
      key(),
    )
    await fan2.mission.addGems(mission.missionIdx, { gem: 400 }, key())
    await fan.mission.addGems(mission.missionIdx, { gem: 100 }, key())
    await star.mission.start(mission.missionIdx, { missionLimit: 600 })
    // Not yet: the job leaves it.
    advanceClock(9 * MINUTE_MS)
    await timeOutDue()
    expect((await fan.mission.get(mission.missionIdx)).missionStatus).toBe(MISSION_STATUS.start)
    expect(await walletOf(server, fan)).toBe(1_600)
    advanceClock(2 * MINUTE_MS)
    // Past its end, before the job: no pledge, no step takes it.
    expect(await refusal(fan2.mission.addGems(mission.missionIdx, { gem: 100 }, key()))).toEqual({
      status: 409,
      code: MISSION_ERRORS.wrongState,
    })
    expect(await refusal(star.mission.end(mission.missionIdx, { isSuccess: true }))).toEqual({
      status: 409,
      code: MISSION_ERRORS.wrongState,
    })
    // Two runs at once (as on two instances): one ends it.
    await Promise.all([timeOutDue(), timeOutDue()])
    expect(await timeOutDue()).toBe(0)
    const ended = await fan.mission.get(mission.missionIdx)
    expect(ended).toMatchObject({ missionStatus: MISSION_STATUS.timeout, totalGem: 800 })
    expect(ended.completeDate).toBeTruthy()
    await socket.next<MissionUpdateEvent>(
      'MISSION_UPDATE',
      (e) => e.mission.missionIdx === mission.missionIdx && e.mission.missionStatus === 6,
    )
    expect(await walletOf(server, fan)).toBe(2_000)
    expect(await walletOf(server, fan2)).toBe(2_000)
    expect(await balanceOf(server.deps.db, ledgerAccount.mission(mission.missionIdx))).toBe(0)
    expect(await heldGems(server)).toBe(held)
    const audit = await auditLedger(server.deps.db)
    expect(audit).toMatchObject({ mismatched: [], negative: [] })
    expect(Object.values(audit.sums).every((sum) => sum === 0)).toBe(true)
    // Neither completed nor started: it left both lists.
    for (const list of ['started', 'completed'] as const) {
      const missions = await fan.mission.list({ streamerChannelId: 'star', list })
      expect(missions.map((m) => m.missionIdx)).not.toContain(mission.missionIdx)
    }
    const history = await fan2.mission.history({})
    expect(history.missionList[0]).toMatchObject({
      missionIdx: mission.missionIdx,
      outcome: 'returned',
      myGem: 400,
    })
  })

  it('follows the added time', async () => {
    const mission = await fan.mission.create(
      { streamerChannelId: 'star', title: 'Longer', gem: 100 },
      key(),
    )
    await star.mission.start(mission.missionIdx, { missionLimit: 60 })
    await star.mission.addTime(mission.missionIdx, { seconds: 600 })
    advanceClock(2 * MINUTE_MS)
    await timeOutDue()
    expect((await fan.mission.get(mission.missionIdx)).missionStatus).toBe(MISSION_STATUS.start)
    advanceClock(10 * MINUTE_MS)
    await timeOutDue()
    expect((await fan.mission.get(mission.missionIdx)).missionStatus).toBe(MISSION_STATUS.timeout)
    expect(await walletOf(server, fan)).toBe(2_000)
  })
})

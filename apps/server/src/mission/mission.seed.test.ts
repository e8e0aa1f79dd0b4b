import { MISSION_STATUS } from '@airwave/sdk/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueTokenPair } from '../account/tokens'
import { members } from '../db/schema'
import { auditLedger, balanceOf, ledgerAccount } from '../item/ledger'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'
import { missionClient } from './missionTestKit'

// The demo missions of a fresh start: `airwave` takes missions, with two open, one running and
// one completed, pledged from the demo viewers' wallets through the ledger.

let server: RunningServer

beforeAll(async () => {
  server = await startTestServer({ seed: true })
})
afterAll(() => server.stop())

async function clientOf(email: string) {
  const [member] = await server.deps.db.select().from(members).where(eq(members.email, email))
  if (!member) throw new Error('no member')
  const pair = await issueTokenPair(server.deps.db, server.deps.config.jwtSecret, {
    memberId: member.id,
    channelIdx: member.activeChannelId,
  })
  return { memberId: member.id, mission: missionClient(server.url, pair.accessToken) }
}

describe('the demo missions', () => {
  it('fill the lists of airwave, which takes missions from 100 gems', async () => {
    const viewer = await clientOf('viewer1@airwave.test')
    expect(await viewer.mission.getConfig({ streamerChannelId: 'airwave' })).toMatchObject({
      isAgreed: true,
      isEnabled: true,
      minimumGem: 100,
      proposer: 'everyone',
      canPropose: true,
    })
    const open = await viewer.mission.list({ streamerChannelId: 'airwave', sort: 'totalGem' })
    expect(open.map((m) => [m.title, m.totalGem, m.myGem])).toEqual([
      ['Beat the boss without healing', 500, 300],
      ['Sing the theme song on stream', 100, 0],
    ])
    const [started] = await viewer.mission.list({ streamerChannelId: 'airwave', list: 'started' })
    expect(started).toMatchObject({ missionStatus: MISSION_STATUS.start, totalGem: 750 })
    expect(Date.parse(started?.endDate ?? '')).toBeGreaterThan(Date.now())
    const [completed] = await viewer.mission.list({
      streamerChannelId: 'airwave',
      list: 'completed',
    })
    expect(completed).toMatchObject({ missionStatus: MISSION_STATUS.completed, totalGem: 500 })
    expect(completed?.myGem).toBe(100)
    // viewer1 bought 1,000 gems and holds 300 + 100 of them in missions (the 100 paid out).
    expect(await balanceOf(server.deps.db, ledgerAccount.wallet(viewer.memberId))).toBe(600)
    const audit = await auditLedger(server.deps.db)
    expect(audit).toMatchObject({ mismatched: [], negative: [] })
    expect(Object.values(audit.sums).every((sum) => sum === 0)).toBe(true)
    // viewer3 (the e2e's buyer with an empty wallet) holds none.
    const viewer3 = await clientOf('viewer3@airwave.test')
    expect(await balanceOf(server.deps.db, ledgerAccount.wallet(viewer3.memberId))).toBe(0)
  })
})

import { ApiError } from '@airwave/sdk'
import { ITEM_ERRORS, type Mission } from '@airwave/sdk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLedger, balanceOf, ledgerAccount } from '../item/ledger'
import type { RunningServer } from '../server'
import { TEST_CONNECTIONS } from '../testing/boundedFetch'
import { startTestServer } from '../testing/testServer'
import { heldGems, key, type MissionMember, missionMember, walletOf } from './missionTestKit'

// 500 pledges to one mission from 50 members, as many in flight as the client has connections
// (a call starts only when it can be sent: its timeout never counts a queue), some of them sent
// twice with one key (a client retrying) and some past the wallet; then the cancel. Each
// pledge moves once, the total is the sum of the answers, and every wallet is back where it
// started. Meant for PostgreSQL (AIRWAVE_TEST_DATABASE_URL), where the pledges really race; on
// PGlite they run one after the other and the same holds.

const MEMBERS = 50
const PLEDGES_EACH = 10
const WALLET = 1_000

/** Runs the calls with `width` in flight at any time. */
async function inParallel<T>(calls: (() => Promise<T>)[], width: number): Promise<T[]> {
  const answers: T[] = new Array(calls.length)
  let next = 0
  const lane = async () => {
    while (next < calls.length) {
      const index = next++
      answers[index] = await (calls[index] as () => Promise<T>)()
    }
  }
  await Promise.all(Array.from({ length: width }, lane))
  return answers
}

let server: RunningServer
let star: MissionMember
const members: MissionMember[] = []

beforeAll(async () => {
  server = await startTestServer()
  star = await missionMember(server, 'star')
  await star.mission.agree()
  await star.mission.saveConfig({ isEnabled: true, minimumGem: 1, proposer: 'everyone' })
  for (let i = 0; i < MEMBERS; i++) members.push(await missionMember(server, `giver${i}`, WALLET))
})
afterAll(() => server.stop())

type Outcome = { ok: true; mission: Mission } | { ok: false; code: string | undefined }

describe('500 concurrent pledges', () => {
  it('move each once, add up, and all come back on the cancel', async () => {
    const held = await heldGems(server)
    const [proposer] = members
    if (!proposer) throw new Error('no members')
    const mission = await proposer.mission.create(
      { streamerChannelId: 'star', title: 'The crowd pledges', gem: 10 },
      key(),
    )
    // A fixed pseudo-random plan: the same run every time. Every tenth pledge asks more than
    // a wallet holds; every seventh is sent twice with its key.
    let seed = 7
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed
    }
    const plan = members.flatMap((member) =>
      Array.from({ length: PLEDGES_EACH }, (_, i) => ({
        member,
        gem: i === 9 ? WALLET + 1 : 10 + (random() % 60),
        sent: key(),
        twice: random() % 7 === 0,
      })),
    )
    const pledge = async (p: (typeof plan)[number]): Promise<Outcome> => {
      try {
        return {
          ok: true,
          mission: await p.member.mission.addGems(mission.missionIdx, { gem: p.gem }, p.sent),
        }
      } catch (error) {
        if (error instanceof ApiError) return { ok: false, code: error.code }
        throw error
      }
    }
    const requests = plan.flatMap((p) => (p.twice ? [p, p] : [p]))
    expect(requests.length).toBeGreaterThanOrEqual(500)
    const answers = await inParallel(
      requests.map((p) => () => pledge(p)),
      TEST_CONNECTIONS,
    )
    // A retried pledge answers as its first (the same mission answer, or the same refusal).
    const byKey = new Map<string, Outcome[]>()
    requests.forEach((p, i) => {
      const list = byKey.get(p.sent.idempotencyKey) ?? []
      list.push(answers[i] as Outcome)
      byKey.set(p.sent.idempotencyKey, list)
    })
    for (const [first, second] of byKey.values()) {
      if (second) expect(second).toEqual(first)
    }
    let total = 10
    for (const p of plan) {
      const [first] = byKey.get(p.sent.idempotencyKey) ?? []
      if (p.gem > WALLET) {
        expect(first).toEqual({ ok: false, code: ITEM_ERRORS.notEnoughGems })
      } else {
        expect(first?.ok).toBe(true)
        total += p.gem
      }
    }
    const now = await proposer.mission.get(mission.missionIdx)
    expect(now).toMatchObject({ totalGem: total, pledgeCount: MEMBERS })
    expect(await balanceOf(server.deps.db, ledgerAccount.mission(mission.missionIdx))).toBe(total)
    expect(await heldGems(server)).toBe(held)

    await star.mission.cancel(mission.missionIdx)
    const wallets = await Promise.all(members.map((member) => walletOf(server, member)))
    expect(wallets.every((gem) => gem === WALLET)).toBe(true)
    expect(await balanceOf(server.deps.db, ledgerAccount.mission(mission.missionIdx))).toBe(0)
    expect(await heldGems(server)).toBe(held)
    const audit = await auditLedger(server.deps.db)
    expect(audit).toMatchObject({ mismatched: [], negative: [] })
    expect(Object.values(audit.sums).every((sum) => sum === 0)).toBe(true)
  })
})

import { ApiError, ITEM_ERRORS } from '@airwave/sdk/contract'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../server'
import { startTestServer, TEST_ADMIN_TOKEN } from '../testing/testServer'
import {
  deliverWebhook,
  type ItemMember,
  itemMember,
  localPayments,
  newKey,
  orderRow,
  sessionEvent,
  streamerMember,
} from './itemTestKit'
import { auditLedger } from './ledger'

// The ledger's invariants under random sequences of purchases (webhooks replayed, reordered),
// cheers (retried with their key, sent concurrently) and refunds, through the real server: after
// every sequence each balance equals its transfers, none below zero, every unit sums to zero,
// and every wallet and channel holds exactly what the answers said moved.

const PACKS = { 'gem-100': 100, 'gem-500': 500, 'gem-1000': 1000 } as const
type Pack = keyof typeof PACKS

type Cheer = { kind: 'cheer'; member: number; channel: number; gem: number; retries: number }
type Command =
  | { kind: 'buy'; member: number; pack: Pack; replay: boolean; expiredFirst: boolean }
  | Cheer
  | { kind: 'refund'; member: number; nth: number }
  | { kind: 'together'; cheers: Cheer[] }

const member = fc.integer({ min: 0, max: 3 })
const cheer: fc.Arbitrary<Cheer> = fc.record({
  kind: fc.constant('cheer' as const),
  member,
  channel: fc.integer({ min: 0, max: 1 }),
  gem: fc.oneof(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 1, max: 1500 })),
  retries: fc.integer({ min: 0, max: 2 }),
})
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      member,
      pack: fc.constantFrom<Pack>('gem-100', 'gem-500', 'gem-1000'),
      replay: fc.boolean(),
      expiredFirst: fc.boolean(),
    }),
  },
  { weight: 4, arbitrary: cheer },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      member,
      nth: fc.nat({ max: 5 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('together' as const),
      cheers: fc.array(cheer, { minLength: 2, maxLength: 6 }),
    }),
  },
)

let server: RunningServer
let members: ItemMember[]
/** What the answers said: each wallet, each channel's earnings, each member's paid orders. */
const model = {
  wallet: [0, 0, 0, 0],
  earnings: [0, 0],
  paid: [[], [], [], []] as { orderNo: string; gem: number }[][],
}

const add = (list: number[], index: number, amount: number) => {
  list[index] = (list[index] ?? 0) + amount
}

beforeAll(async () => {
  server = await startTestServer({ config: { payments: localPayments } })
  members = [
    await streamerMember(server, 'prop0'),
    await streamerMember(server, 'prop1'),
    await itemMember(server, 'prop2'),
    await itemMember(server, 'prop3'),
  ]
})

afterAll(() => server.stop())

async function buy(command: Extract<Command, { kind: 'buy' }>) {
  const buyer = members[command.member] as ItemMember
  const order = await buyer.item.createGemOrder({ packId: command.pack, region: 'NA' }, newKey())
  const row = await orderRow(server, order.orderNo)
  if (command.expiredFirst)
    await deliverWebhook(server, sessionEvent('checkout.session.expired', row))
  const paid = sessionEvent('checkout.session.completed', row)
  await deliverWebhook(server, paid)
  if (command.replay) await deliverWebhook(server, paid)
  add(model.wallet, command.member, PACKS[command.pack])
  model.paid[command.member]?.push({ orderNo: order.orderNo, gem: PACKS[command.pack] })
}

/** Sends a cheer (and its retries, with the same key); answers the gems it moved. */
async function send(c: Cheer): Promise<number> {
  const from = members[c.member] as ItemMember
  const channel = c.member === c.channel ? 1 - c.channel : c.channel
  const to = members[channel] as ItemMember
  const key = newKey()
  const attempt = () =>
    from.item.cheer(to.channelId, { gem: c.gem }, key).then(
      (result) => ({ ok: true as const, result }),
      (error: unknown) => {
        if (error instanceof ApiError && error.code === ITEM_ERRORS.notEnoughGems) {
          return { ok: false as const, code: error.code }
        }
        throw error
      },
    )
  const first = await attempt()
  // Retries, some at once: each answers as the first did.
  const retries = await Promise.all(Array.from({ length: c.retries }, attempt))
  for (const retry of retries) expect(retry).toEqual(first)
  if (!first.ok) return 0
  add(model.earnings, channel, c.gem)
  return c.gem
}

async function refund(command: Extract<Command, { kind: 'refund' }>) {
  const orders = model.paid[command.member] ?? []
  const order = orders[command.nth % Math.max(orders.length, 1)]
  if (!order) return
  const answer = await fetch(`${server.url}/admin/item/order/${order.orderNo}/refund`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
  })
  const covered = (model.wallet[command.member] ?? 0) >= order.gem
  expect(answer.status).toBe(covered ? 200 : 409)
  if (covered) {
    add(model.wallet, command.member, -order.gem)
    orders.splice(orders.indexOf(order), 1)
  }
}

async function run(command: Command) {
  if (command.kind === 'buy') return buy(command)
  if (command.kind === 'refund') return refund(command)
  if (command.kind === 'cheer') {
    const held = model.wallet[command.member] ?? 0
    const moved = await send(command)
    // One at a time, the model knows: a cheer goes through exactly when the wallet covers it.
    expect(moved > 0).toBe(held >= command.gem)
    add(model.wallet, command.member, -moved)
    return
  }
  const before = [...model.wallet]
  const moved = await Promise.all(command.cheers.map(send))
  command.cheers.forEach((c, i) => {
    add(model.wallet, c.member, -(moved[i] ?? 0))
  })
  // Together they never spend more than a wallet held.
  for (const [i, gems] of model.wallet.entries()) {
    expect(gems, `wallet ${i} after ${before[i]}`).toBeGreaterThanOrEqual(0)
  }
}

async function expectInvariants() {
  const audit = await auditLedger(server.deps.db)
  expect(audit.mismatched).toEqual([])
  expect(audit.negative).toEqual([])
  for (const [unit, sum] of Object.entries(audit.sums)) expect(sum, unit).toBe(0)
  const wallets = await Promise.all(members.map(async (m) => (await m.item.getPossess()).gem))
  expect(wallets).toEqual(model.wallet)
  const earnings = await Promise.all(
    members.slice(0, 2).map(async (m) => (await m.item.getEarnings()).balance),
  )
  expect(earnings).toEqual(model.earnings)
}

describe('the ledger, under random sequences', () => {
  it('keeps every balance equal to its transfers, none below zero, every unit at zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 10 }), async (commands) => {
        for (const c of commands) await run(c)
        await expectInvariants()
      }),
      { numRuns: 20 },
    )
  })
})

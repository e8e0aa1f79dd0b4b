import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { PaymentResult, PaymentStatus } from '../contract/item/item.schemas'
import { ApiError } from '../core/apiError'
import { paymentResultMachine } from './paymentResult.machine'
import { PAYMENT_POLL_ATTEMPTS } from './walletRules'

const result = (status: PaymentStatus): PaymentResult => ({
  status,
  orderNo: 'G1',
  itemType: 'gem',
  gem: 1000,
  payPrice: '9.99',
  payCur: 'USD',
})

// The waits between asks are the machine's `pollDelay`; here none, so the test waits on states.
function page(answers: (() => Promise<PaymentResult>)[]) {
  let asked = 0
  const actor = createActor(
    paymentResultMachine.provide({
      delays: { pollDelay: 0 },
      actors: {
        getResult: fromPromise(async () => {
          asked += 1
          const answer = answers.shift()
          if (!answer) return result('PENDING')
          return answer()
        }),
      },
    }),
    { input: { orderNo: 'G1' } },
  ).start()
  return { actor, asked: () => asked }
}

describe('paymentResultMachine', () => {
  it('asks again while PENDING and stops once paid', async () => {
    const pending = async () => result('PENDING')
    const { actor, asked } = page([pending, pending, async () => result('SUCCESS')])
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().value).toBe('paid')
    expect(actor.getSnapshot().context.result?.gem).toBe(1000)
    expect(asked()).toBe(3)
  })

  it.each([
    ['DECLINED', 'failed'],
    ['EXPIRED', 'cancelled'],
    ['CANCELLED', 'cancelled'],
    ['REFUNDED', 'refunded'],
  ] as const)('ends on %s as %s', async (status, state) => {
    const { actor } = page([async () => result(status)])
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().value).toBe(state)
  })

  it('stops asking after its bound and checks again on request', async () => {
    const { actor, asked } = page([])
    await waitFor(actor, (s) => s.matches('slow'))
    expect(asked()).toBe(PAYMENT_POLL_ATTEMPTS)
    actor.send({ type: 'CHECK' })
    await waitFor(actor, (s) => s.matches('slow') && asked() === 2 * PAYMENT_POLL_ATTEMPTS)
  })

  it('says why it could not read the result, and reads it again', async () => {
    const { actor } = page([
      async () => {
        throw new ApiError(404, 'ITE20003', 'No such order')
      },
      async () => result('SUCCESS'),
    ])
    await waitFor(actor, (s) => s.matches('error'))
    expect(actor.getSnapshot().context.error).toBe('errorOrderNotFound')
    actor.send({ type: 'CHECK' })
    await waitFor(actor, (s) => s.matches('paid'))
  })
})

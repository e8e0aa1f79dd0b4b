import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { GemOrder } from '../contract/item/gem.schemas'
import { ApiError } from '../core/apiError'
import { type CreateOrderInput, gemChargeMachine } from './gemCharge.machine'

const order: GemOrder = {
  orderNo: 'G1',
  status: 'PENDING',
  checkoutUrl: 'http://pay.test/checkout/1',
  gem: 1000,
  price: '9.99',
  currency: 'USD',
}

function shop(answers: (() => Promise<GemOrder>)[]) {
  const sent: CreateOrderInput[] = []
  const visited: string[] = []
  let key = 0
  const actor = createActor(
    gemChargeMachine.provide({
      actors: {
        createOrder: fromPromise(async ({ input }: { input: CreateOrderInput }) => {
          sent.push(input)
          const answer = answers.shift()
          if (!answer) throw new Error('no answer left')
          return answer()
        }),
        goToCheckout: fromPromise(async ({ input }: { input: { checkoutUrl: string } }) => {
          visited.push(input.checkoutUrl)
          await new Promise(() => {})
        }),
      },
    }),
    { input: { newKey: () => `key-${++key}` } },
  ).start()
  return { actor, sent, visited }
}

describe('gemChargeMachine', () => {
  it('orders the chosen pack and goes to its checkout', async () => {
    const { actor, sent, visited } = shop([async () => order])
    actor.send({ type: 'CHOOSE', packId: 'gem-1000', region: 'NA' })
    await waitFor(actor, (s) => s.matches('redirecting'))
    expect(sent).toEqual([{ packId: 'gem-1000', region: 'NA', idempotencyKey: 'key-1' }])
    expect(visited).toEqual(['http://pay.test/checkout/1'])
  })

  it('retries a failed order with the same key, and a new choice with a new one', async () => {
    const refuse = async (): Promise<GemOrder> => {
      throw new ApiError(503, 'ITE20005', 'down')
    }
    const { actor, sent } = shop([refuse, refuse, async () => order])
    actor.send({ type: 'CHOOSE', packId: 'gem-100', region: 'NA' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe('errorPaymentsUnavailable')
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (s) => s.matches('failed') && sent.length === 2)
    actor.send({ type: 'CHOOSE', packId: 'gem-500', region: 'TH' })
    await waitFor(actor, (s) => s.matches('redirecting'))
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2'])
    expect(sent[2]).toMatchObject({ packId: 'gem-500', region: 'TH' })
  })
})

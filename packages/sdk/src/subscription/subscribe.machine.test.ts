import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { PayRegion } from '../contract/item/gem.schemas'
import type { SubscriptionOrder, SubscriptionPlan } from '../contract/item/subscription.schemas'
import { ApiError } from '../core/apiError'
import { type CreateSubscriptionOrderInput, subscribeMachine } from './subscribe.machine'

const plan: SubscriptionPlan = {
  region: 'NA',
  currency: 'USD',
  price: '4.99',
  priceMinor: 499,
  periodDays: 30,
  giftGem: 500,
}

const order: SubscriptionOrder = {
  orderNo: 'S1',
  status: 'PENDING',
  checkoutUrl: 'http://pay.test/checkout/S1',
  channelId: 'airwave',
  price: '4.99',
  currency: 'USD',
}

type Answer<T> = () => Promise<T>

function flow(options: {
  signedIn?: boolean
  checks?: Answer<void>[]
  plans?: Answer<SubscriptionPlan>[]
  orders?: Answer<SubscriptionOrder>[]
}) {
  const checked: string[] = []
  const priced: (PayRegion | undefined)[] = []
  const ordered: CreateSubscriptionOrderInput[] = []
  const visited: string[] = []
  const next = <T>(list: Answer<T>[] | undefined, fallback: T) => {
    const answer = list?.shift()
    return answer ? answer() : Promise.resolve(fallback)
  }
  let key = 0
  const actor = createActor(
    subscribeMachine.provide({
      actors: {
        checkSubscribe: fromPromise(async ({ input }: { input: { channelId: string } }) => {
          checked.push(input.channelId)
          return next<void>(options.checks, undefined)
        }),
        getPlan: fromPromise(async ({ input }: { input: { region: PayRegion | undefined } }) => {
          priced.push(input.region)
          return next(options.plans, plan)
        }),
        createOrder: fromPromise(async ({ input }: { input: CreateSubscriptionOrderInput }) => {
          ordered.push(input)
          return next(options.orders, order)
        }),
        goToCheckout: fromPromise(async ({ input }: { input: { checkoutUrl: string } }) => {
          visited.push(input.checkoutUrl)
          await new Promise(() => {})
        }),
      },
    }),
    {
      input: {
        channelId: 'airwave',
        signedIn: options.signedIn ?? true,
        newKey: () => `key-${++key}`,
      },
    },
  ).start()
  return { actor, checked, priced, ordered, visited }
}

const refuse =
  (code: string, status = 403) =>
  async (): Promise<never> => {
    throw new ApiError(status, code, 'refused')
  }

describe('subscribeMachine', () => {
  it('checks, confirms with the plan, orders with a key and goes to the checkout', async () => {
    const { actor, checked, ordered, visited } = flow({})
    actor.send({ type: 'SUBSCRIBE' })
    await waitFor(actor, (s) => s.matches('confirming'))
    expect(checked).toEqual(['airwave'])
    expect(actor.getSnapshot().context.plan?.price).toBe('4.99')
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('redirecting'))
    expect(ordered).toEqual([{ channelId: 'airwave', region: 'NA', idempotencyKey: 'key-1' }])
    expect(visited).toEqual(['http://pay.test/checkout/S1'])
  })

  it('asks a guest to sign in, then goes on with the check once signed in', async () => {
    const { actor, checked } = flow({ signedIn: false })
    actor.send({ type: 'SUBSCRIBE' })
    expect(actor.getSnapshot().value).toBe('signIn')
    expect(checked).toEqual([])
    actor.send({ type: 'SIGNED_IN', signedIn: true })
    await waitFor(actor, (s) => s.matches('confirming'))
    expect(checked).toEqual(['airwave'])
  })

  it.each([
    ['ITE10009', 'own-channel'],
    ['ITE10003', 'another-own-channel'],
    ['ITE10000', 'not-monetized'],
    ['ITE10001', 'adult-only'],
    ['ITE10005', 'blocked'],
    ['ITE20011', 'already-subscribed'],
    ['ITE99999', 'unknown'],
  ])('shows the refusal of %s as its dialog, closed by its confirm', async (code, refusal) => {
    const { actor, ordered } = flow({ checks: [refuse(code)] })
    actor.send({ type: 'SUBSCRIBE' })
    await waitFor(actor, (s) => s.matches('refused'))
    expect(actor.getSnapshot().context.refusal).toBe(refusal)
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(ordered).toEqual([])
  })

  it('refuses at the order too (the channel changed between check and order)', async () => {
    const { actor } = flow({ orders: [refuse('ITE20011', 409)] })
    actor.send({ type: 'SUBSCRIBE' })
    await waitFor(actor, (s) => s.matches('confirming'))
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('refused'))
    expect(actor.getSnapshot().context.refusal).toBe('already-subscribed')
  })

  it('retries a failed check without a refusal', async () => {
    const { actor, checked } = flow({ checks: [refuse('NETWORK_ERROR', 0)] })
    actor.send({ type: 'SUBSCRIBE' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context).toMatchObject({ error: 'errorNetwork', refusal: undefined })
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (s) => s.matches('confirming'))
    expect(checked).toHaveLength(2)
  })

  it('retries a failed order with the same key, a new attempt with a new one', async () => {
    const { actor, ordered } = flow({
      orders: [refuse('ITE20005', 503), refuse('TIMEOUT', 0)],
    })
    actor.send({ type: 'SUBSCRIBE' })
    await waitFor(actor, (s) => s.matches('confirming'))
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe('errorUnavailable')
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (s) => s.matches('failed') && ordered.length === 2)
    actor.send({ type: 'CLOSE' })
    actor.send({ type: 'SUBSCRIBE' })
    await waitFor(actor, (s) => s.matches('confirming'))
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('redirecting'))
    expect(ordered.map((o) => o.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2'])
  })

  it('asks for the plan once, and retries a failed plan', async () => {
    const { actor, priced } = flow({ plans: [refuse('TIMEOUT', 0)] })
    actor.send({ type: 'SUBSCRIBE' })
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (s) => s.matches('confirming'))
    actor.send({ type: 'CLOSE' })
    actor.send({ type: 'SUBSCRIBE' })
    await waitFor(actor, (s) => s.matches('confirming'))
    expect(priced).toHaveLength(2)
  })
})

import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Subscription } from '../contract/item/subscription.schemas'
import { ApiError } from '../core/apiError'
import { cancelSubscriptionMachine } from './cancelSubscription.machine'

const cancelled: Subscription = {
  subscriptionId: 12,
  channel: { channelId: 'airwave', nickname: 'Airwave' },
  kind: 'regular',
  status: 'CANCELLED',
  renews: false,
  startDate: '2025-11-01T00:00:00.000Z',
  periodStart: '2026-01-01T00:00:00.000Z',
  periodEnd: '2026-01-31T00:00:00.000Z',
  endDate: null,
  endReason: null,
  endDetail: null,
  months: 3,
  giftedBy: null,
  price: '4.99',
  currency: 'USD',
}

function cancelFlow(answers: (() => Promise<Subscription>)[]) {
  const sent: string[] = []
  const actor = createActor(
    cancelSubscriptionMachine.provide({
      actors: {
        cancelSubscription: fromPromise(async ({ input }: { input: { channelId: string } }) => {
          sent.push(input.channelId)
          const answer = answers.shift()
          if (!answer) throw new Error('no answer left')
          return answer()
        }),
      },
    }),
    { input: { channelId: 'airwave', periodEnd: '2026-01-31T00:00:00.000Z' } },
  ).start()
  const emitted: Subscription[] = []
  actor.on('cancelled', (event) => emitted.push(event.subscription))
  return { actor, sent, emitted }
}

describe('cancelSubscriptionMachine', () => {
  it('asks first: closing the confirm sends nothing', () => {
    const { actor, sent } = cancelFlow([])
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'ASK' })
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(actor.getSnapshot().context.periodEnd).toBe('2026-01-31T00:00:00.000Z')
    actor.send({ type: 'DISMISS' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(sent).toEqual([])
  })

  it('cancels the channel’s subscription once confirmed and says so', async () => {
    const { actor, sent, emitted } = cancelFlow([async () => cancelled])
    actor.send({ type: 'ASK' })
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().value).toBe('cancelling')
    await waitFor(actor, (s) => s.matches('done'))
    expect(sent).toEqual(['airwave'])
    expect(actor.getSnapshot().context.result?.status).toBe('CANCELLED')
    expect(emitted).toHaveLength(1)
  })

  it('says why a refused cancel failed, and tries again on request', async () => {
    const refuse = async (): Promise<Subscription> => {
      throw new ApiError(409, 'ITE20017', 'not cancellable')
    }
    const { actor, sent } = cancelFlow([refuse, async () => cancelled])
    actor.send({ type: 'ASK' })
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe('errorNotCancellable')
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(sent).toEqual(['airwave', 'airwave'])
    expect(actor.getSnapshot().context.error).toBeUndefined()
  })

  it('closes a failure without sending again', async () => {
    const { actor, sent } = cancelFlow([
      async () => {
        throw new ApiError(0, 'NETWORK_ERROR', 'offline')
      },
    ])
    actor.send({ type: 'ASK' })
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe('errorNetwork')
    actor.send({ type: 'DISMISS' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(sent).toHaveLength(1)
  })
})

import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { GiftResult } from '../contract/item/subscription.schemas'
import { ApiError } from '../core/apiError'
import { giftSubMachine, type SendGiftInput } from './giftSub.machine'

const delivered: GiftResult = {
  giftIdx: 7,
  status: 'SUCCESS',
  voucherCount: 2,
  receivers: [
    { channelId: 'kim', nickname: 'Kim' },
    { channelId: 'lee', nickname: 'Lee' },
  ],
  orderNo: null,
  checkoutUrl: null,
  balance: 4000,
}

const pending: GiftResult = {
  ...delivered,
  status: 'PENDING',
  receivers: [],
  orderNo: 'V1',
  checkoutUrl: 'http://pay.test/checkout/V1',
  balance: null,
}

function form(
  answers: (() => Promise<GiftResult>)[],
  input: { balance?: number; viewerChannelId?: string } = {},
) {
  const sent: SendGiftInput[] = []
  const visited: string[] = []
  let key = 0
  const actor = createActor(
    giftSubMachine.provide({
      actors: {
        sendGift: fromPromise(async ({ input }: { input: SendGiftInput }) => {
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
    { input: { channelId: 'airwave', newKey: () => `key-${++key}`, ...input } },
  ).start()
  return { actor, sent, visited }
}

const refuse =
  (code: string, status = 409) =>
  async (): Promise<never> => {
    throw new ApiError(status, code, 'refused')
  }

describe('giftSubMachine', () => {
  it('gifts one subscription to each named receiver with gems and shows who received', async () => {
    const { actor, sent } = form([async () => delivered], { balance: 5000 })
    actor.send({ type: 'ADD_RECEIVER', channelId: ' kim ' })
    actor.send({ type: 'ADD_RECEIVER', channelId: 'lee' })
    actor.send({ type: 'ADD_RECEIVER', channelId: 'kim' })
    actor.send({ type: 'PAY_WITH', payWith: 'gem' })
    actor.send({ type: 'SEND' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(sent).toEqual([
      {
        type: 'selected',
        streamerChannelId: 'airwave',
        voucherCount: 2,
        receiverChannelIdList: ['kim', 'lee'],
        payWith: 'gem',
        region: undefined,
        idempotencyKey: 'key-1',
      },
    ])
    expect(actor.getSnapshot().context.result?.receivers.map((r) => r.nickname)).toEqual([
      'Kim',
      'Lee',
    ])
    expect(actor.getSnapshot().context.balance).toBe(4000)
  })

  it('goes to the checkout of a card-paid random gift', async () => {
    const { actor, sent, visited } = form([async () => pending])
    actor.send({ type: 'TARGET', target: 'random' })
    actor.send({ type: 'COUNT', count: 5 })
    actor.send({ type: 'SEND' })
    await waitFor(actor, (s) => s.matches('redirecting'))
    expect(sent[0]).toMatchObject({
      type: 'random',
      voucherCount: 5,
      receiverChannelIdList: undefined,
      payWith: 'checkout',
    })
    expect(visited).toEqual(['http://pay.test/checkout/V1'])
  })

  it.each([
    ['an empty channel', { channelId: '' }, 'channel'],
    ['no receivers', {}, 'receivers'],
    ['a count of 0', { random: 0 }, 'count'],
    ['a count over the maximum', { random: 51 }, 'count'],
    ['oneself', { receiver: 'me' }, 'self'],
  ])('says what is wrong with %s before any call', async (_, edit, problem) => {
    const { actor, sent } = form([], { viewerChannelId: 'me' })
    if ('channelId' in edit) actor.send({ type: 'CHANNEL', channelId: edit.channelId })
    if ('random' in edit) {
      actor.send({ type: 'TARGET', target: 'random' })
      actor.send({ type: 'COUNT', count: edit.random })
    }
    if ('receiver' in edit) actor.send({ type: 'ADD_RECEIVER', channelId: edit.receiver })
    actor.send({ type: 'SEND' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.problem).toBe(problem)
    expect(sent).toEqual([])
    actor.send({ type: 'CHANNEL', channelId: 'airwave' })
    expect(actor.getSnapshot().context.problem).toBeUndefined()
  })

  it('is short of gems before any call, and goes on once the wallet grows', async () => {
    const { actor, sent } = form([async () => delivered], { balance: 400 })
    actor.send({ type: 'ADD_RECEIVER', channelId: 'kim' })
    actor.send({ type: 'PAY_WITH', payWith: 'gem' })
    actor.send({ type: 'SEND' })
    expect(actor.getSnapshot().value).toBe('short')
    expect(sent).toEqual([])
    actor.send({ type: 'BALANCE', balance: 1000 })
    actor.send({ type: 'SEND' })
    await waitFor(actor, (s) => s.matches('done'))
  })

  it('lands in short on the server\u2019s ITE20001 too', async () => {
    const { actor } = form([refuse('ITE20001')])
    actor.send({ type: 'ADD_RECEIVER', channelId: 'kim' })
    actor.send({ type: 'PAY_WITH', payWith: 'gem' })
    actor.send({ type: 'SEND' })
    await waitFor(actor, (s) => s.matches('short'))
  })

  it.each([
    ['ITE20012', 'count'],
    ['ITE20013', 'self'],
    ['ITE20014', 'receiver'],
    ['ITE20015', 'no-viewers'],
  ])('shows the refusal %s and goes back to the form on an edit', async (code, refusal) => {
    const { actor } = form([refuse(code)])
    actor.send({ type: 'ADD_RECEIVER', channelId: 'kim' })
    actor.send({ type: 'SEND' })
    await waitFor(actor, (s) => s.matches('refused'))
    expect(actor.getSnapshot().context.refusal).toBe(refusal)
    actor.send({ type: 'REMOVE_RECEIVER', channelId: 'kim' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toMatchObject({ refusal: undefined, receivers: [] })
  })

  it('names a subscription refusal of the channel', async () => {
    const { actor } = form([refuse('ITE10000', 403)])
    actor.send({ type: 'ADD_RECEIVER', channelId: 'kim' })
    actor.send({ type: 'SEND' })
    await waitFor(actor, (s) => s.matches('refused'))
    expect(actor.getSnapshot().context.refusal).toEqual({ subscribe: 'not-monetized' })
  })

  it('retries a failed gift with the same key', async () => {
    const { actor, sent } = form([refuse('TIMEOUT', 0), async () => delivered])
    actor.send({ type: 'ADD_RECEIVER', channelId: 'kim' })
    actor.send({ type: 'SEND' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe('errorNetwork')
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-1', 'key-1'])
    actor.send({ type: 'AGAIN' })
    expect(actor.getSnapshot().context.receivers).toEqual([])
  })
})

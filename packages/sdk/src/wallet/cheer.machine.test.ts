import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { CheerResult } from '../contract/item/gem.schemas'
import { ApiError } from '../core/apiError'
import { cheerMachine, type SendCheerInput } from './cheer.machine'

const sentResult = (gem: number, balance: number): CheerResult => ({
  cheerNo: 1,
  channelId: 'airwave',
  gem,
  balance,
  logIdentity: 'log-1',
  signatureGemIdx: null,
})

function panel(balance: number | undefined, answers: (() => Promise<CheerResult>)[]) {
  const sent: SendCheerInput[] = []
  let key = 0
  const actor = createActor(
    cheerMachine.provide({
      actors: {
        sendCheer: fromPromise(async ({ input }: { input: SendCheerInput }) => {
          sent.push(input)
          const answer = answers.shift()
          if (!answer) throw new Error('no answer left')
          return answer()
        }),
      },
    }),
    { input: { channelId: 'airwave', balance, newKey: () => `key-${++key}` } },
  ).start()
  return { actor, sent }
}

describe('cheerMachine', () => {
  it('sends the amount and message with a key, and keeps the new balance', async () => {
    const { actor, sent } = panel(1000, [async () => sentResult(100, 900)])
    actor.send({ type: 'AMOUNT', gem: 100 })
    actor.send({ type: 'MESSAGE', message: '  gg  ' })
    actor.send({ type: 'SEND' })
    await waitFor(actor, (s) => s.matches('sent'))
    expect(sent).toEqual([
      { channelId: 'airwave', gem: 100, message: 'gg', idempotencyKey: 'key-1' },
    ])
    expect(actor.getSnapshot().context.balance).toBe(900)
    actor.send({ type: 'AGAIN' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.message).toBe('')
  })

  it('refuses more than the balance before any call, and lets it go once the wallet grows', async () => {
    const { actor, sent } = panel(50, [async () => sentResult(100, 0)])
    actor.send({ type: 'AMOUNT', gem: 100 })
    actor.send({ type: 'SEND' })
    expect(actor.getSnapshot().value).toBe('short')
    expect(sent).toEqual([])
    actor.send({ type: 'BALANCE', balance: 100 })
    actor.send({ type: 'SEND' })
    await waitFor(actor, (s) => s.matches('sent'))
    expect(sent).toHaveLength(1)
  })

  it('refuses an amount that is not a whole number of gems', () => {
    const { actor, sent } = panel(1000, [])
    for (const gem of [0, -1, 1.5, Number.NaN]) {
      actor.send({ type: 'AMOUNT', gem })
      actor.send({ type: 'SEND' })
      expect(actor.getSnapshot().value).toBe('editing')
      expect(actor.getSnapshot().context.error).toBe('errorInvalidAmount')
    }
    expect(sent).toEqual([])
  })

  it("lands on 'short' when the server says ITE20001", async () => {
    const { actor } = panel(undefined, [
      async () => {
        throw new ApiError(409, 'ITE20001', 'Not enough gems')
      },
    ])
    actor.send({ type: 'AMOUNT', gem: 100 })
    actor.send({ type: 'SEND' })
    await waitFor(actor, (s) => s.matches('short'))
  })

  it('says why in words, retries with the same key, and takes a new key for a new attempt', async () => {
    const { actor, sent } = panel(1000, [
      async () => {
        throw new ApiError(0, 'NETWORK_ERROR', 'offline')
      },
      async () => {
        throw new ApiError(403, 'ITE10009', 'own')
      },
      async () => sentResult(10, 990),
    ])
    actor.send({ type: 'AMOUNT', gem: 10 })
    actor.send({ type: 'SEND' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe('errorNetwork')
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (s) => s.matches('failed') && sent.length === 2)
    expect(actor.getSnapshot().context.error).toBe('errorOwnChannel')
    actor.send({ type: 'AMOUNT', gem: 10 })
    actor.send({ type: 'SEND' })
    await waitFor(actor, (s) => s.matches('sent'))
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2'])
  })
})

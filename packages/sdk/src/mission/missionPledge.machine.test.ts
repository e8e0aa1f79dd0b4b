import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Mission } from '../contract/mission/mission.schemas'
import { ApiError } from '../core/apiError'
import { type MissionPledgeCall, missionPledgeMachine } from './missionPledge.machine'

function form(
  input: { missionIdx?: number; balance?: number; minimumGem?: number },
  answers: (() => Promise<Mission>)[],
) {
  const sent: MissionPledgeCall[] = []
  let key = 0
  const actor = createActor(
    missionPledgeMachine.provide({
      actors: {
        sendPledge: fromPromise(async ({ input: call }: { input: MissionPledgeCall }) => {
          sent.push(call)
          const answer = answers.shift()
          if (!answer) throw new Error('no answer left')
          return answer()
        }),
      },
    }),
    {
      input: {
        channelId: 'kim',
        minimumGem: input.minimumGem ?? 100,
        balance: input.balance,
        missionIdx: input.missionIdx,
        newKey: () => `key-${++key}`,
      },
    },
  )
  return { actor: actor.start(), sent }
}

const made: Mission = { missionIdx: 3, missionStatus: 1, totalGem: 200 }

describe('missionPledgeMachine', () => {
  it('refuses an empty title, a pledge under the minimum, and more than the wallet before any call', () => {
    const { actor, sent } = form({ balance: 500 }, [])
    actor.send({ type: 'AMOUNT', gem: 200 })
    actor.send({ type: 'SEND' })
    expect(actor.getSnapshot().context.error).toBe('errorTitle')
    actor.send({ type: 'TITLE', title: 'No deaths' })
    actor.send({ type: 'AMOUNT', gem: 50 })
    actor.send({ type: 'SEND' })
    expect(actor.getSnapshot().context.error).toBe('errorMIS1002')
    actor.send({ type: 'AMOUNT', gem: 900 })
    actor.send({ type: 'SEND' })
    expect(actor.getSnapshot().value).toBe('short')
    expect(sent).toEqual([])
  })

  it('keeps the key across retries of the same proposal and takes a new one for a changed one', async () => {
    const { actor, sent } = form({ balance: 1000 }, [
      () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'lost')),
      () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'lost')),
      () => Promise.resolve(made),
    ])
    actor.send({ type: 'TITLE', title: ' No deaths ' })
    actor.send({ type: 'AMOUNT', gem: 200 })
    actor.send({ type: 'SEND' })
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'AMOUNT', gem: 300 })
    actor.send({ type: 'SEND' })
    await waitFor(actor, (s) => s.matches('sent'))
    expect(sent.map((c) => c.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2'])
    expect(sent[0]).toMatchObject({ title: 'No deaths', gem: 200, missionIdx: undefined })
    expect(actor.getSnapshot().context.balance).toBe(700)
  })

  it('sends a pledge to its mission; the wallet short of gems lands in short', async () => {
    const { actor, sent } = form({ missionIdx: 3 }, [
      () => Promise.reject(new ApiError(400, 'ITE20001', 'short')),
    ])
    actor.send({ type: 'AMOUNT', gem: 100 })
    actor.send({ type: 'SEND' })
    await waitFor(actor, (s) => s.matches('short'))
    expect(sent[0]).toMatchObject({ missionIdx: 3, gem: 100 })
  })
})

import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { MONETIZE_TERMS_VERSION, type Monetization } from '../contract/item/earnings.schemas'
import { ApiError } from '../core/apiError'
import {
  type MonetizationSignupEmitted,
  monetizationSignupMachine,
} from './monetizationSignup.machine'

const signed: Monetization = {
  channelId: 'star',
  isMonetize: true,
  termsVersion: MONETIZE_TERMS_VERSION,
  agreeDate: '2026-01-20T10:00:00.000Z',
}

function signup(answers: (() => Promise<Monetization>)[]) {
  const sent: unknown[] = []
  const emitted: MonetizationSignupEmitted[] = []
  const actor = createActor(
    monetizationSignupMachine.provide({
      actors: {
        signUp: fromPromise(async ({ input }: { input: { termsVersion: '2026-01' } }) => {
          sent.push(input)
          const answer = answers.shift()
          if (!answer) throw new Error('no answer left')
          return answer()
        }),
      },
    }),
  )
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, sent, emitted }
}

describe('monetizationSignupMachine', () => {
  it('sends nothing until the terms are agreed to, and says so', () => {
    const { actor, sent } = signup([])
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.needsAgreement).toBe(true)
    expect(sent).toEqual([])
    actor.send({ type: 'AGREE', agreed: true })
    expect(actor.getSnapshot().context.needsAgreement).toBe(false)
  })

  it('signs up with the terms version once agreed, and tells the page', async () => {
    const { actor, sent, emitted } = signup([async () => signed])
    actor.send({ type: 'AGREE', agreed: true })
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.matches('signed'))
    expect(sent).toEqual([{ termsVersion: MONETIZE_TERMS_VERSION }])
    expect(actor.getSnapshot().context.result?.isMonetize).toBe(true)
    expect(emitted).toEqual([{ type: 'signed', monetization: signed }])
  })

  it('says why a sign-up failed and sends it again on a new submit', async () => {
    const { actor, sent } = signup([
      async () => {
        throw new ApiError(0, 'NETWORK_ERROR', 'down')
      },
      async () => signed,
    ])
    actor.send({ type: 'AGREE', agreed: true })
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe('errorNetwork')
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.matches('signed'))
    expect(sent).toHaveLength(2)
  })
})

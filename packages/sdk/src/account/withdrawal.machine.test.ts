import { expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { ApiError } from '../core/apiError'
import { type AccountClient, accountActors } from './account.actors'
import { withdrawalMachine } from './withdrawal.machine'

it('loads the reasons, needs one and the terms, deletes the account and signs out', async () => {
  let fail = true
  const deleted: unknown[] = []
  let signedOut = 0
  const account = {
    listUnregisterReasons: async () => {
      if (fail) {
        fail = false
        throw new ApiError(0, 'NETWORK_ERROR', 'Offline')
      }
      return [
        { code: 1, reason: 'Not often' },
        { code: '5', reason: 'Other' },
      ]
    },
    deleteAccount: async (body: unknown) => {
      deleted.push(body)
      return null
    },
  }
  const session = {
    signIn: async () => {},
    signOut: async () => {
      signedOut++
    },
  }
  const actors = accountActors({ client: { account } as unknown as AccountClient, session })
  const actor = createActor(withdrawalMachine.provide({ actors: actors.withdrawal }))
  const emitted: unknown[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  await waitFor(actor, (s) => s.matches('failed'))
  expect(actor.getSnapshot().context.failure).toEqual({ key: 'offline' })
  actor.send({ type: 'RETRY' })
  await waitFor(actor, (s) => s.matches('form'))

  actor.send({ type: 'SUBMIT' })
  expect(actor.getSnapshot().context.problems).toEqual({
    reason: 'reasonRequired',
    terms: 'termsRequired',
  })
  actor.send({ type: 'REASON.CHANGE', code: '1' })
  actor.send({ type: 'MEMO.CHANGE', value: `  ${'x'.repeat(1200)}` })
  expect(actor.getSnapshot().context.memo).toHaveLength(1000)
  actor.send({ type: 'MEMO.CHANGE', value: '  Too many ads  ' })
  actor.send({ type: 'SUBMIT' })
  expect(actor.getSnapshot().context.problems).toEqual({ terms: 'termsRequired' })
  actor.send({ type: 'TERMS.CHANGE', value: true })
  actor.send({ type: 'SUBMIT' })
  await waitFor(actor, (s) => s.status === 'done')
  // The reason's code goes back as the server gave it (a number here).
  expect(deleted).toEqual([
    { isTermsTerminationAccepted: true, unRegisterReason: { code: 1, memo: 'Too many ads' } },
  ])
  expect(signedOut).toBe(1)
  expect(emitted.at(-1)).toEqual({ type: 'withdrawn' })
})

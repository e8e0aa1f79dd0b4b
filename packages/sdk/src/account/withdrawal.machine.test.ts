import { expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { ApiError } from '../core/apiError'
import { problemAt } from '../core/formProblem'
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
  expect(actor.getSnapshot().context.problems).toEqual([
    { field: 'reason', code: 'reasonRequired' },
    { field: 'terms', code: 'termsRequired' },
  ])
  actor.send({ type: 'REASON.CHANGE', code: '1' })
  actor.send({ type: 'MEMO.CHANGE', value: `  ${'x'.repeat(1200)}` })
  expect(actor.getSnapshot().context.memo).toHaveLength(1000)
  actor.send({ type: 'MEMO.CHANGE', value: '  Too many ads  ' })
  actor.send({ type: 'SUBMIT' })
  expect(actor.getSnapshot().context.problems).toEqual([{ field: 'terms', code: 'termsRequired' }])
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

it('asks the password again: a wrong one is said at its field, a missing one above the button', async () => {
  const sent: unknown[] = []
  const answers = [
    new ApiError(403, 'REAUTH_REQUIRED', 'Confirm it is you'),
    new ApiError(400, 'MEM10055', 'The password is not correct'),
    null,
  ]
  const account = {
    listUnregisterReasons: async () => [{ code: '5', reason: 'Other' }],
    deleteAccount: async (body: unknown) => {
      sent.push(body)
      const answer = answers.shift()
      if (answer) throw answer
      return null
    },
  }
  const session = { signIn: async () => {}, signOut: async () => {} }
  const actors = accountActors({ client: { account } as unknown as AccountClient, session })
  const actor = createActor(withdrawalMachine.provide({ actors: actors.withdrawal }))
  const invalid: unknown[] = []
  actor.on('invalid', (event) => invalid.push(event.field))
  actor.start()
  await waitFor(actor, (s) => s.matches('form'))
  actor.send({ type: 'REASON.CHANGE', code: '5' })
  actor.send({ type: 'TERMS.CHANGE', value: true })
  actor.send({ type: 'SUBMIT' })
  await waitFor(actor, (s) => s.matches('form') && s.context.failure !== undefined)
  expect(actor.getSnapshot().context.failure).toEqual({ key: 'reauthRequired' })

  actor.send({ type: 'PASSWORD.CHANGE', value: 'Guessed#1' })
  actor.send({ type: 'SUBMIT' })
  await waitFor(
    actor,
    (s) => s.matches('form') && problemAt(s.context.problems, 'password')?.code !== undefined,
  )
  expect(problemAt(actor.getSnapshot().context.problems, 'password')?.code).toBe('MEM10055')
  expect(invalid).toEqual(['password'])

  actor.send({ type: 'PASSWORD.CHANGE', value: 'Right#2026' })
  expect(problemAt(actor.getSnapshot().context.problems, 'password')?.code).toBeUndefined()
  actor.send({ type: 'SUBMIT' })
  await waitFor(actor, (s) => s.status === 'done')
  expect(sent).toEqual([
    { isTermsTerminationAccepted: true, unRegisterReason: { code: '5' } },
    { isTermsTerminationAccepted: true, unRegisterReason: { code: '5' }, password: 'Guessed#1' },
    { isTermsTerminationAccepted: true, unRegisterReason: { code: '5' }, password: 'Right#2026' },
  ])
})

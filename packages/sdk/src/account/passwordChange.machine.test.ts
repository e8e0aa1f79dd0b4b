import { expect, it } from 'vitest'
import { type AnyActorRef, createActor, waitFor } from 'xstate'
import { checkPassword } from '../contract/account/password'
import { ApiError } from '../core/apiError'
import { type AccountClient, accountActors } from './account.actors'
import { passwordChangeMachine } from './passwordChange.machine'

const child = (actor: AnyActorRef, id: string) => actor.getSnapshot().children[id] as AnyActorRef

it('needs the current password, says MEM10055 at it, refuses the same one, then changes', async () => {
  const changes: unknown[] = []
  const account = {
    checkPassword: async ({ password, email }: { password: string; email: string }) => {
      const { isCombinationAndLength, isNotContinueChar, isNotIncludeForbiddenWord } =
        checkPassword(password, email)
      return { isCombinationAndLength, isNotContinueChar, isNotIncludeForbiddenWord }
    },
    changePassword: async (body: { currentPassword: string; changePassword: string }) => {
      if (body.currentPassword !== 'Old#pass24') {
        throw new ApiError(400, 'MEM10055', 'The current password is not correct')
      }
      changes.push(body)
      return null
    },
  }
  const session = { signIn: async () => {}, signOut: async () => {} }
  const actors = accountActors({ client: { account } as unknown as AccountClient, session })
  const actor = createActor(passwordChangeMachine.provide({ actors: actors.passwordChange }), {
    input: { email: 'kim@example.com' },
  })
  const emitted: unknown[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  const field = () => child(actor, 'password')

  field().send({ type: 'PASSWORD.CHANGE', value: 'New#pass24' })
  field().send({ type: 'SUBMIT' })
  await waitFor(actor, (s) => s.context.currentProblem?.code === 'required')
  expect(emitted).toContainEqual({ type: 'invalid', field: 'current' })

  actor.send({ type: 'CURRENT.CHANGE', value: 'Wrong#pass1' })
  field().send({ type: 'SUBMIT' })
  await waitFor(actor, (s) => s.context.currentProblem?.code === 'MEM10055')
  expect(field().getSnapshot().matches('editing')).toBe(true)

  actor.send({ type: 'CURRENT.CHANGE', value: 'Old#pass24' })
  field().send({ type: 'PASSWORD.CHANGE', value: 'Old#pass24' })
  field().send({ type: 'SUBMIT' })
  await waitFor(field(), (s) => s.context.problem?.code === 'samePassword')

  field().send({ type: 'PASSWORD.CHANGE', value: 'New#pass24' })
  field().send({ type: 'SUBMIT' })
  await waitFor(actor, (s) => s.matches('done'))
  expect(changes).toEqual([{ currentPassword: 'Old#pass24', changePassword: 'New#pass24' }])
  expect(emitted).toContainEqual({ type: 'changed' })
  actor.send({ type: 'RESET' })
  expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true)
  expect(field().getSnapshot().context.password).toBe('')
})

import { expect, it } from 'vitest'
import { type AnyActorRef, createActor, waitFor } from 'xstate'
import { checkPassword } from '../contract/account/password'
import { ApiError } from '../core/apiError'
import { type AccountClient, accountActors } from './account.actors'
import { resetPasswordMachine } from './resetPassword.machine'

const child = (actor: AnyActorRef, id: string) => actor.getSnapshot().children[id] as AnyActorRef

it('proves the address, then resets with the code and the trimmed new password', async () => {
  const resets: unknown[] = []
  let codeLive = true
  const account = {
    sendVerification: async () => null,
    checkVerification: async () => ({ registered: true }),
    checkPassword: async ({ password, email }: { password: string; email: string }) => {
      const { isCombinationAndLength, isNotContinueChar, isNotIncludeForbiddenWord } =
        checkPassword(password, email)
      return { isCombinationAndLength, isNotContinueChar, isNotIncludeForbiddenWord }
    },
    resetPassword: async (body: unknown) => {
      if (!codeLive) throw new ApiError(400, 'VERIFICATION_FAILED', 'Expired')
      resets.push(body)
      return null
    },
  }
  const session = { signIn: async () => {}, signOut: async () => {} }
  const actors = accountActors({ client: { account } as unknown as AccountClient, session })
  const actor = createActor(resetPasswordMachine.provide({ actors: actors.resetPassword }))
  const emitted: unknown[] = []
  actor.on('reset', (event) => emitted.push(event))
  actor.start()

  const prove = async () => {
    const email = child(actor, 'email')
    email.send({ type: 'EMAIL.CHANGE', value: 'kim@example.com' })
    email.send({ type: 'SEND' })
    await waitFor(email, (s) => s.matches('sent'))
    email.send({ type: 'CODE.CHANGE', value: '654321' })
    email.send({ type: 'NEXT' })
    await waitFor(actor, (s) => s.matches('password'))
  }
  await prove()
  // The code expired while the member chose a password: back to the first step, said.
  codeLive = false
  child(actor, 'password').send({ type: 'PASSWORD.CHANGE', value: 'Brand#new24' })
  child(actor, 'password').send({ type: 'SUBMIT' })
  await waitFor(actor, (s) => s.matches('email'))
  expect(actor.getSnapshot().context.failure).toEqual({ key: 'codeAgain' })

  codeLive = true
  await prove()
  child(actor, 'password').send({ type: 'PASSWORD.CHANGE', value: ' Brand#new24 ' })
  child(actor, 'password').send({ type: 'SUBMIT' })
  await waitFor(actor, (s) => s.status === 'done')
  expect(resets).toEqual([
    { email: 'kim@example.com', verificationNumber: '654321', resetPassword: 'Brand#new24' },
  ])
  expect(emitted).toEqual([{ type: 'reset', email: 'kim@example.com' }])
})

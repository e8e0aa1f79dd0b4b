import { describe, expect, it } from 'vitest'
import { type AnyActorRef, createActor, waitFor } from 'xstate'
import { checkPassword } from '../contract/account/password'
import { ApiError } from '../core/apiError'
import { problemAt } from '../core/formProblem'
import type { TokenPair } from '../core/tokenPair'
import { type AccountClient, accountActors } from './account.actors'
import { signUpMachine } from './signUp.machine'

const tokens: TokenPair = {
  accessToken: 'a',
  refreshToken: 'r',
  accessTokenExpiredDate: '2026-11-26T13:00:00Z',
  refreshTokenExpiredDate: '2026-12-26T13:00:00Z',
}

function fakeClient(options: { registered?: boolean; takenIds?: string[] } = {}) {
  const calls: string[] = []
  const taken = new Set(options.takenIds ?? [])
  const account = {
    sendVerification: async () => {
      calls.push('send')
      return null
    },
    checkVerification: async ({ number }: { number: string }) => {
      calls.push(`check ${number}`)
      if (number !== '123456') throw new ApiError(400, 'VERIFICATION_FAILED', 'Wrong')
      return { registered: options.registered ?? false }
    },
    checkPassword: async ({ password, email }: { password: string; email: string }) => {
      const { isCombinationAndLength, isNotContinueChar, isNotIncludeForbiddenWord } =
        checkPassword(password, email)
      return { isCombinationAndLength, isNotContinueChar, isNotIncludeForbiddenWord }
    },
    checkChannel: async ({ channelId }: { channelId?: string }) => {
      if (channelId === 'login') throw new ApiError(400, 'CHA30000', 'Reserved')
      if (channelId && taken.has(channelId)) throw new ApiError(409, 'CHA30007', 'Taken')
      return null
    },
    signUp: async (body: { email: string; password: string; termsCheck: true }) => {
      calls.push(`sign-up ${body.email} ${body.password}`)
      return tokens
    },
    createChannel: async ({ channelId }: { channelId: string }) => {
      calls.push(`create ${channelId}`)
      // Someone took it between the check and the creation, once.
      if (channelId === 'racer1' && !taken.has('racer1')) {
        taken.add('racer1')
        throw new ApiError(409, 'CHA30007', 'Taken')
      }
      return null
    },
  }
  return { client: { account } as unknown as AccountClient, calls }
}

const child = (actor: AnyActorRef, id: string) => actor.getSnapshot().children[id] as AnyActorRef

async function throughFirstTwoSteps(actor: AnyActorRef) {
  const email = child(actor, 'email')
  email.send({ type: 'EMAIL.CHANGE', value: 'kim@example.com' })
  email.send({ type: 'SEND' })
  await waitFor(email, (s) => s.matches('sent'))
  for (const [part, value] of [
    ['year', '1990'],
    ['month', '4'],
    ['day', '2'],
  ] as const) {
    email.send({ type: 'BIRTH.CHANGE', part, value })
  }
  email.send({ type: 'CODE.CHANGE', value: '123456' })
  email.send({ type: 'NEXT' })
  await waitFor(actor, (s) => s.matches('password'))
  const password = child(actor, 'password')
  password.send({ type: 'PASSWORD.CHANGE', value: ' Secure#2024 ' })
  password.send({ type: 'SUBMIT' })
  await waitFor(actor, (s) => s.matches('names'))
}

describe('signUpMachine', () => {
  it('goes through the three steps, signs up, signs in and creates the channel', async () => {
    const { client, calls } = fakeClient()
    const stored: TokenPair[] = []
    const session = {
      signIn: async (pair: TokenPair) => {
        stored.push(pair)
      },
      signOut: async () => {},
    }
    const actor = createActor(
      signUpMachine.provide({ actors: accountActors({ client, session }).signUp }),
    )
    const emitted: unknown[] = []
    actor.on('*', (event) => emitted.push(event))
    actor.start()
    await throughFirstTwoSteps(actor)

    // Back to the password step and forth again keeps the verified address.
    actor.send({ type: 'BACK', step: 'password' })
    expect(actor.getSnapshot().matches('password')).toBe(true)
    child(actor, 'password').send({ type: 'PASSWORD.CHANGE', value: 'Secure#2024' })
    child(actor, 'password').send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.matches('names'))

    const names = child(actor, 'names')
    names.send({ type: 'CHANNEL_ID.CHANGE', value: 'login' })
    names.send({ type: 'CHANNEL_ID.BLUR' })
    await waitFor(names, (s) => problemAt(s.context.problems, 'channelId')?.code === 'CHA30000')
    names.send({ type: 'CHANNEL_ID.CHANGE', value: 'kimchi' })
    names.send({ type: 'NICKNAME.CHANGE', value: 'Kimchi' })
    names.send({ type: 'SUBMIT' })
    expect(names.getSnapshot().context.problems).toEqual([
      { field: 'terms', code: 'termsRequired' },
    ])
    names.send({ type: 'TERMS.CHANGE', value: true })
    names.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.status === 'done')

    expect(calls).toEqual([
      'send',
      'check 123456',
      'sign-up kim@example.com Secure#2024',
      'create kimchi',
    ])
    expect(stored).toEqual([tokens])
    expect(emitted.filter((e) => (e as { type: string }).type === 'step')).toEqual([
      { type: 'step', step: 'email' },
      { type: 'step', step: 'password' },
      { type: 'step', step: 'names' },
      { type: 'step', step: 'password' },
      { type: 'step', step: 'names' },
    ])
    expect(emitted.at(-1)).toEqual({
      type: 'signed-up',
      channel: { channelId: 'kimchi', nickname: 'Kimchi' },
    })
  })

  it('says a name taken meanwhile at its field; the retry only creates the channel', async () => {
    const { client, calls } = fakeClient()
    const session = { signIn: async () => {}, signOut: async () => {} }
    const actor = createActor(
      signUpMachine.provide({ actors: accountActors({ client, session }).signUp }),
    ).start()
    await throughFirstTwoSteps(actor)
    const names = child(actor, 'names')
    names.send({ type: 'CHANNEL_ID.CHANGE', value: 'racer1' })
    names.send({ type: 'NICKNAME.CHANGE', value: 'Racer' })
    names.send({ type: 'TERMS.CHANGE', value: true })
    names.send({ type: 'SUBMIT' })
    await waitFor(names, (s) => problemAt(s.context.problems, 'channelId')?.code === 'CHA30007')
    // Signed up now: going back is no longer offered.
    actor.send({ type: 'BACK', step: 'email' })
    expect(actor.getSnapshot().matches('names')).toBe(true)
    names.send({ type: 'CHANNEL_ID.CHANGE', value: 'racer2' })
    names.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(calls.filter((call) => call.startsWith('sign-up'))).toHaveLength(1)
    expect(calls.filter((call) => call.startsWith('create'))).toEqual([
      'create racer1',
      'create racer2',
    ])
  })

  it('ends already registered for a registered address', async () => {
    const { client } = fakeClient({ registered: true })
    const session = { signIn: async () => {}, signOut: async () => {} }
    const actor = createActor(
      signUpMachine.provide({ actors: accountActors({ client, session }).signUp }),
    )
    const emitted: unknown[] = []
    actor.on('already-registered', (event) => emitted.push(event))
    actor.start()
    const email = child(actor, 'email')
    email.send({ type: 'EMAIL.CHANGE', value: 'kim@example.com' })
    email.send({ type: 'SEND' })
    await waitFor(email, (s) => s.matches('sent'))
    for (const [part, value] of [
      ['year', '1990'],
      ['month', '4'],
      ['day', '2'],
    ] as const) {
      email.send({ type: 'BIRTH.CHANGE', part, value })
    }
    email.send({ type: 'CODE.CHANGE', value: '123456' })
    email.send({ type: 'NEXT' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().value).toBe('alreadyRegistered')
    expect(emitted).toEqual([{ type: 'already-registered', email: 'kim@example.com' }])
  })
})

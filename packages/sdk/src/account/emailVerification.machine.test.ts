import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { ApiError } from '../core/apiError'
import { problemAt } from '../core/formProblem'
import { emailVerificationMachine } from './emailVerification.machine'

function step(
  purpose: 'sign-up' | 'reset',
  options: { registered?: boolean; rightCode?: string; clock?: SimulatedClock } = {},
) {
  const sent: string[] = []
  const checked: { email: string; number: string }[] = []
  const machine = emailVerificationMachine.provide({
    actors: {
      sendCode: fromPromise(async ({ input }: { input: { email: string } }) => {
        sent.push(input.email)
        return null as unknown
      }),
      checkCode: fromPromise(async ({ input }: { input: { email: string; number: string } }) => {
        checked.push(input)
        if (input.number !== (options.rightCode ?? '123456')) {
          throw new ApiError(400, 'VERIFICATION_FAILED', 'Wrong code')
        }
        return { registered: options.registered ?? false }
      }),
    },
  })
  let now = Date.parse('2026-11-26T12:00:00Z')
  const actor = createActor(machine, {
    input: { purpose, withBirthDate: purpose === 'sign-up', now: () => now },
    ...(options.clock ? { clock: options.clock } : {}),
  })
  const emitted: unknown[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, sent, checked, emitted, advance: (ms: number) => (now += ms) }
}

describe('emailVerificationMachine', () => {
  it('checks the format on leaving the field (1004, then 1013), and sends only a valid one', async () => {
    const { actor, sent, emitted } = step('sign-up')
    actor.send({ type: 'EMAIL.BLUR' })
    expect(problemAt(actor.getSnapshot().context.problems, 'email')?.code).toBeUndefined()
    actor.send({ type: 'EMAIL.CHANGE', value: 'kim@' })
    actor.send({ type: 'EMAIL.BLUR' })
    expect(problemAt(actor.getSnapshot().context.problems, 'email')?.code).toBe(1004)
    actor.send({ type: 'EMAIL.CHANGE', value: 'k@ex.co' })
    expect(problemAt(actor.getSnapshot().context.problems, 'email')?.code).toBeUndefined()
    actor.send({ type: 'SEND' })
    expect(problemAt(actor.getSnapshot().context.problems, 'email')?.code).toBe(1013)
    expect(emitted).toContainEqual({ type: 'invalid', field: 'email' })
    expect(sent).toEqual([])

    actor.send({ type: 'EMAIL.CHANGE', value: ' Kim@Example.com ' })
    actor.send({ type: 'SEND' })
    await waitFor(actor, (s) => s.matches('sent'))
    expect(sent).toEqual(['Kim@Example.com'])
    expect(actor.getSnapshot().context.sentTo).toBe('kim@example.com')
    expect(actor.getSnapshot().context.codeExpiresAt).toBe(
      Date.parse('2026-11-26T12:00:00Z') + 300_000,
    )
    expect(emitted).toContainEqual({ type: 'code-sent', email: 'kim@example.com' })
  })

  it('says every problem of the step on NEXT: no code sent, the birth date', () => {
    const { actor, emitted } = step('sign-up')
    actor.send({ type: 'EMAIL.CHANGE', value: 'kim@example.com' })
    actor.send({ type: 'BIRTH.CHANGE', part: 'year', value: '2020' })
    actor.send({ type: 'NEXT' })
    expect(actor.getSnapshot().context.problems).toEqual([
      { field: 'code', code: 'codeNotSent' },
      { field: 'birthDate', code: 'required' },
    ])
    expect(emitted.at(-1)).toEqual({ type: 'invalid', field: 'code' })
    actor.send({ type: 'BIRTH.CHANGE', part: 'month', value: '1' })
    actor.send({ type: 'BIRTH.CHANGE', part: 'day', value: '1' })
    actor.send({ type: 'NEXT' })
    expect(problemAt(actor.getSnapshot().context.problems, 'birthDate')).toEqual({
      field: 'birthDate',
      code: 'tooYoung',
      params: { age: 14 },
    })
  })

  it('keeps 6 digits of the code, says a wrong one, and ends verified with the right one', async () => {
    const { actor, checked } = step('sign-up')
    actor.send({ type: 'EMAIL.CHANGE', value: 'kim@example.com' })
    actor.send({ type: 'SEND' })
    await waitFor(actor, (s) => s.matches('sent'))
    for (const [part, value] of [
      ['year', '1990'],
      ['month', '4'],
      ['day', '2'],
    ] as const) {
      actor.send({ type: 'BIRTH.CHANGE', part, value })
    }
    actor.send({ type: 'CODE.CHANGE', value: '12 34' })
    actor.send({ type: 'NEXT' })
    expect(problemAt(actor.getSnapshot().context.problems, 'code')?.code).toBe('codeFormat')
    actor.send({ type: 'CODE.CHANGE', value: '000000' })
    actor.send({ type: 'NEXT' })
    await waitFor(actor, (s) => problemAt(s.context.problems, 'code')?.code === 'codeWrong')
    actor.send({ type: 'CODE.CHANGE', value: '123-4567' })
    expect(actor.getSnapshot().context.code).toBe('123456')
    actor.send({ type: 'NEXT' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().output).toEqual({
      email: 'kim@example.com',
      code: '123456',
      birth: { year: 1990, month: 4, day: 2 },
      registered: false,
    })
    expect(checked.at(-1)).toEqual({ email: 'kim@example.com', number: '123456' })
  })

  it('ends registered on a sign-up of a registered address; a reset needs one', async () => {
    const signUp = step('sign-up', { registered: true })
    signUp.actor.send({ type: 'EMAIL.CHANGE', value: 'kim@example.com' })
    signUp.actor.send({ type: 'SEND' })
    await waitFor(signUp.actor, (s) => s.matches('sent'))
    for (const [part, value] of [
      ['year', '1990'],
      ['month', '4'],
      ['day', '2'],
    ] as const) {
      signUp.actor.send({ type: 'BIRTH.CHANGE', part, value })
    }
    signUp.actor.send({ type: 'CODE.CHANGE', value: '123456' })
    signUp.actor.send({ type: 'NEXT' })
    await waitFor(signUp.actor, (s) => s.status === 'done')
    expect(signUp.actor.getSnapshot().value).toBe('registered')

    const reset = step('reset', { registered: false })
    reset.actor.send({ type: 'EMAIL.CHANGE', value: 'nobody@example.com' })
    reset.actor.send({ type: 'SEND' })
    await waitFor(reset.actor, (s) => s.matches('sent'))
    reset.actor.send({ type: 'CODE.CHANGE', value: '123456' })
    reset.actor.send({ type: 'NEXT' })
    await waitFor(
      reset.actor,
      (s) => problemAt(s.context.problems, 'email')?.code === 'notRegistered',
    )
    expect(reset.actor.getSnapshot().status).toBe('active')
  })

  it('expires the code after 300 s; a new code starts the timer again', async () => {
    const clock = new SimulatedClock()
    const { actor, sent } = step('reset', { clock })
    actor.send({ type: 'EMAIL.CHANGE', value: 'kim@example.com' })
    actor.send({ type: 'SEND' })
    await waitFor(actor, (s) => s.matches('sent'))
    clock.increment(299_000)
    expect(actor.getSnapshot().matches({ sent: 'live' })).toBe(true)
    clock.increment(1_000)
    expect(actor.getSnapshot().matches({ sent: 'expired' })).toBe(true)
    expect(problemAt(actor.getSnapshot().context.problems, 'code')?.code).toBe('codeExpired')
    actor.send({ type: 'CODE.CHANGE', value: '123456' })
    actor.send({ type: 'NEXT' })
    expect(problemAt(actor.getSnapshot().context.problems, 'code')?.code).toBe('codeExpired')

    actor.send({ type: 'SEND' })
    await waitFor(actor, (s) => s.matches({ sent: 'live' }))
    expect(sent).toHaveLength(2)
    expect(actor.getSnapshot().context.code).toBe('')
  })

  it('forgets the code when the address changes, and says a refused send', async () => {
    const refusing = emailVerificationMachine.provide({
      actors: {
        sendCode: fromPromise<unknown, { email: string }>(async () => {
          throw new ApiError(429, 'RATE_LIMITED', 'Too many')
        }),
        checkCode: fromPromise<{ registered: boolean }, { email: string; number: string }>(
          async () => ({ registered: false }),
        ),
      },
    })
    const actor = createActor(refusing, { input: { purpose: 'reset' } }).start()
    actor.send({ type: 'EMAIL.CHANGE', value: 'kim@example.com' })
    actor.send({ type: 'SEND' })
    await waitFor(actor, (s) => s.context.failure !== undefined)
    expect(actor.getSnapshot().context.failure).toEqual({ key: 'rateLimited' })

    const { actor: other } = step('reset')
    other.send({ type: 'EMAIL.CHANGE', value: 'kim@example.com' })
    other.send({ type: 'SEND' })
    await waitFor(other, (s) => s.matches('sent'))
    other.send({ type: 'EMAIL.CHANGE', value: 'KIM@example.com' })
    expect(other.getSnapshot().matches('sent')).toBe(true)
    other.send({ type: 'EMAIL.CHANGE', value: 'lee@example.com' })
    expect(other.getSnapshot().matches('idle')).toBe(true)
    expect(other.getSnapshot().context.sentTo).toBeUndefined()
  })
})

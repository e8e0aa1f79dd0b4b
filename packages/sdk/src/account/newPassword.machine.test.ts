import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, setup, waitFor } from 'xstate'
import { checkPassword } from '../contract/account/password'
import { newPasswordMachine, type PasswordReady, passwordFlags } from './newPassword.machine'

/** A parent that hears PASSWORD.READY, as the flows do. */
function harness(current?: string) {
  const clock = new SimulatedClock()
  const calls: string[] = []
  const ready: string[] = []
  const field = newPasswordMachine.provide({
    actors: {
      checkPassword: fromPromise(
        async ({ input }: { input: { email: string; password: string } }) => {
          calls.push(input.password)
          const { isCombinationAndLength, isNotContinueChar, isNotIncludeForbiddenWord } =
            checkPassword(input.password, input.email)
          return { isCombinationAndLength, isNotContinueChar, isNotIncludeForbiddenWord }
        },
      ),
    },
  })
  const parent = setup({
    types: { events: {} as PasswordReady },
    actors: { field },
  }).createMachine({
    invoke: { id: 'field', src: 'field', input: { email: 'kim@example.com', current } },
    on: { 'PASSWORD.READY': { actions: ({ event }) => ready.push(event.password) } },
  })
  const actor = createActor(parent, { clock }).start()
  const child = actor.getSnapshot().children.field as unknown as ReturnType<
    typeof createActor<typeof field>
  >
  return { clock, calls, ready, child }
}

describe('newPasswordMachine', () => {
  it('asks the server 300 ms after the last keystroke, once, for the trimmed value', async () => {
    const { clock, calls, child } = harness()
    child.send({ type: 'PASSWORD.CHANGE', value: 'Sec' })
    clock.increment(200)
    child.send({ type: 'PASSWORD.CHANGE', value: ' Secure#2024 ' })
    clock.increment(299)
    expect(calls).toEqual([])
    // The checklist follows the typing before the server answers.
    expect(passwordFlags(child.getSnapshot().context)).toEqual({
      isCombinationAndLength: true,
      isNotContinueChar: true,
      isNotIncludeForbiddenWord: true,
    })
    clock.increment(1)
    await waitFor(child, (s) => s.context.server !== undefined)
    expect(calls).toEqual(['Secure#2024'])
  })

  it('goes on only when the three flags are true, and says the first broken rule', async () => {
    const { clock, ready, child } = harness()
    child.send({ type: 'SUBMIT' })
    expect(child.getSnapshot().context.problem?.code).toBe('required')
    child.send({ type: 'PASSWORD.CHANGE', value: 'Kim#abc12' })
    clock.increment(300)
    await waitFor(child, (s) => s.matches({ editing: 'idle' }))
    expect(passwordFlags(child.getSnapshot().context).isNotContinueChar).toBe(false)
    child.send({ type: 'SUBMIT' })
    expect(child.getSnapshot().context.problem?.code).toBe(1006)
    expect(ready).toEqual([])

    child.send({ type: 'PASSWORD.CHANGE', value: 'kim@example.com1#A' })
    clock.increment(300)
    await waitFor(child, (s) => s.matches({ editing: 'idle' }))
    child.send({ type: 'SUBMIT' })
    expect(child.getSnapshot().context.problem?.code).toBe(1007)

    // SUBMIT before the check answered waits for it, then goes on.
    child.send({ type: 'PASSWORD.CHANGE', value: 'Secure#2024 ' })
    child.send({ type: 'SUBMIT' })
    await waitFor(child, (s) => s.matches('submitted'))
    expect(ready).toEqual(['Secure#2024'])
    child.send({ type: 'REFUSED', problem: 1005 })
    expect(child.getSnapshot().matches('editing')).toBe(true)
    expect(child.getSnapshot().context.problem?.code).toBe(1005)
  })

  it('refuses the current password as the new one', async () => {
    const { clock, ready, child } = harness('Secure#2024')
    child.send({ type: 'CURRENT.SET', value: 'Secure#2024' })
    child.send({ type: 'PASSWORD.CHANGE', value: 'Secure#2024' })
    clock.increment(300)
    await waitFor(child, (s) => s.matches({ editing: 'idle' }))
    child.send({ type: 'SUBMIT' })
    expect(child.getSnapshot().context.problem?.code).toBe('samePassword')
    expect(ready).toEqual([])
  })
})

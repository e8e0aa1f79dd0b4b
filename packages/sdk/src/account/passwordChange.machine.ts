import { assign, enqueueActions, setup } from 'xstate'
import type { PasswordChange } from '../contract/account/account.schemas'
import { ApiError } from '../core/apiError'
import { unprovidedCall } from '../core/inFlightCalls'
import type { AccountFormProblem, FormFailure } from './accountProblems'
import { accountProblem, fieldProblemOf, formFailureOf } from './accountProblems'
import { newPasswordMachine, type PasswordReady } from './newPassword.machine'

export interface PasswordChangeContext {
  email: string
  current: string
  /** The current password's problem (the new one's is the `password` child's). */
  currentProblem: AccountFormProblem<'currentPassword'> | undefined
  failure: FormFailure | undefined
}

export interface PasswordChangeInput {
  /** The account's e-mail: the new password must not contain it. */
  email: string
}

export type PasswordChangeEvent =
  | PasswordReady
  | { type: 'CURRENT.CHANGE'; value: string }
  /** After a change: a fresh form. */
  | { type: 'RESET' }

export type PasswordChangeEmitted = { type: 'changed' } | { type: 'invalid'; field: 'current' }

/**
 * The password change (`/account/security`, accounts-platform.md section 4): the current
 * password and a new one (`newPasswordMachine`: the checklist, the server check, not the
 * current one). It proceeds only when the new one is ready and the current one is given;
 * the server checks the current one (MEM10055, said at the current password) and refuses the
 * same one again. The member's other devices are signed out; this one stays.
 *
 * @example
 * const change = createActor(passwordChangeMachine.provide({ actors: accountActors({ client, session }).passwordChange }), { input: { email } }).start()
 */
export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    input: {} as PasswordChangeInput,
    emitted: {} as PasswordChangeEmitted,
  },
  actors: {
    passwordStep: newPasswordMachine,
    changePassword: unprovidedCall<unknown, PasswordChange>('changePassword'),
  },
}).createMachine({
  id: 'passwordChange',
  context: ({ input }) => ({
    email: input.email,
    current: '',
    currentProblem: undefined,
    failure: undefined,
  }),
  initial: 'form',
  states: {
    form: {
      invoke: {
        id: 'password',
        src: 'passwordStep',
        input: ({ context }) => ({ email: context.email, current: '' }),
      },
      on: {
        'CURRENT.CHANGE': {
          actions: enqueueActions(({ enqueue, event }) => {
            enqueue.assign({ current: event.value, currentProblem: undefined, failure: undefined })
            enqueue.sendTo('password', { type: 'CURRENT.SET', value: event.value })
          }),
        },
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'PASSWORD.READY': [
              {
                guard: ({ context }) => context.current.trim() !== '',
                target: 'saving',
                actions: assign({ failure: undefined }),
              },
              {
                actions: enqueueActions(({ enqueue }) => {
                  enqueue.assign({ currentProblem: accountProblem('currentPassword', 'required') })
                  enqueue.sendTo('password', { type: 'REFUSED' })
                  enqueue.emit({ type: 'invalid', field: 'current' })
                }),
              },
            ],
          },
        },
        saving: {
          invoke: {
            src: 'changePassword',
            input: ({ context, event }) => ({
              currentPassword: context.current.trim(),
              changePassword: (event as PasswordReady).password,
            }),
            onDone: {
              target: '#passwordChange.done',
              actions: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'changed' })),
            },
            onError: {
              target: 'editing',
              actions: enqueueActions(({ enqueue, event }) => {
                const at = fieldProblemOf(event.error)
                const same =
                  event.error instanceof ApiError && event.error.code === '1005' && !at?.code
                if (at?.field === 'currentPassword') {
                  enqueue.assign({ currentProblem: accountProblem('currentPassword', at.code) })
                  enqueue.sendTo('password', { type: 'REFUSED' })
                  enqueue.emit({ type: 'invalid', field: 'current' })
                } else if (at?.field === 'password' || same) {
                  enqueue.sendTo('password', { type: 'REFUSED', problem: at?.code ?? 1005 })
                } else {
                  enqueue.assign({ failure: formFailureOf(event.error) })
                  enqueue.sendTo('password', { type: 'REFUSED' })
                }
              }),
            },
          },
        },
      },
    },
    done: {
      on: { RESET: { target: 'form', actions: assign({ current: '' }) } },
    },
  },
})

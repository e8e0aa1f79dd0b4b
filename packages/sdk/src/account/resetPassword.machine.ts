import { assign, enqueueActions, setup } from 'xstate'
import type { PasswordReset } from '../contract/account/account.schemas'
import { ApiError } from '../core/apiError'
import { unprovidedCall } from '../core/inFlightCalls'
import type { FormFailure } from './accountProblems'
import { fieldProblemOf, formFailureOf } from './accountProblems'
import { emailVerificationMachine, type VerifiedEmail } from './emailVerification.machine'
import { newPasswordMachine, type PasswordReady } from './newPassword.machine'

export interface ResetPasswordContext {
  verified: VerifiedEmail | undefined
  email: string
  failure: FormFailure | undefined
}

export type ResetPasswordEvent = PasswordReady | { type: 'BACK' }

export type ResetPasswordEmitted = { type: 'reset'; email: string }

/**
 * A forgotten password (`/reset-password`): the e-mail and the code sent to it
 * (`emailVerificationMachine`, which says an unknown address at the e-mail), then the new
 * password with its checklist (`newPasswordMachine`), sent with the code (`resetPassword`, the
 * provided actor). Every session of the account ends; the member signs in with the new one. A
 * code that expired meanwhile goes back to the first step.
 *
 * @example
 * const reset = createActor(resetPasswordMachine.provide({ actors: accountActors({ client, session }).resetPassword })).start()
 * reset.on('reset', () => navigate('/login'))
 */
export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    emitted: {} as ResetPasswordEmitted,
  },
  actors: {
    emailStep: emailVerificationMachine,
    passwordStep: newPasswordMachine,
    resetPassword: unprovidedCall<unknown, PasswordReset>('resetPassword'),
  },
}).createMachine({
  id: 'resetPassword',
  context: { verified: undefined, email: '', failure: undefined },
  initial: 'email',
  states: {
    email: {
      invoke: {
        id: 'email',
        src: 'emailStep',
        input: ({ context }) => ({ purpose: 'reset' as const, email: context.email }),
        onDone: {
          target: 'password',
          actions: assign(({ event }) => ({
            verified: event.output,
            email: event.output.email,
            failure: undefined,
          })),
        },
      },
    },
    password: {
      invoke: {
        id: 'password',
        src: 'passwordStep',
        input: ({ context }) => ({ email: context.email }),
      },
      initial: 'editing',
      on: { BACK: '#resetPassword.email' },
      states: {
        editing: {
          on: { 'PASSWORD.READY': { target: 'saving', actions: assign({ failure: undefined }) } },
        },
        saving: {
          invoke: {
            src: 'resetPassword',
            input: ({ context, event }) => ({
              email: context.email,
              verificationNumber: context.verified?.code ?? '',
              resetPassword: (event as PasswordReady).password,
            }),
            onDone: {
              target: '#resetPassword.done',
              actions: enqueueActions(({ context, enqueue }) =>
                enqueue.emit({ type: 'reset', email: context.email }),
              ),
            },
            onError: [
              {
                guard: ({ event }) =>
                  event.error instanceof ApiError && event.error.code === 'VERIFICATION_FAILED',
                target: '#resetPassword.email',
                actions: assign({ failure: { key: 'codeAgain' } as FormFailure }),
              },
              {
                target: 'editing',
                actions: enqueueActions(({ enqueue, event }) => {
                  const at = fieldProblemOf(event.error)
                  if (at?.field === 'password') {
                    enqueue.sendTo('password', { type: 'REFUSED', problem: at.code })
                  } else {
                    enqueue.assign({ failure: formFailureOf(event.error) })
                    enqueue.sendTo('password', { type: 'REFUSED' })
                  }
                }),
              },
            ],
          },
        },
      },
    },
    done: { type: 'final' },
  },
})

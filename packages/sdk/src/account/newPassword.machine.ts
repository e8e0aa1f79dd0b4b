import { assign, sendParent, setup } from 'xstate'
import type { PasswordCheck } from '../contract/account/account.schemas'
import { checkPassword, type PasswordRuleCheck } from '../contract/account/password'
import { unprovidedCall } from '../core/inFlightCalls'
import { type AccountFormProblem, type AccountProblem, accountProblem } from './accountProblems'

/** The server check runs this long after the last keystroke (spec: 300 ms debounce). */
export const PASSWORD_CHECK_DEBOUNCE_MS = 300

export interface NewPasswordContext {
  /** As typed; the rules and the call use it trimmed. */
  password: string
  /** The account's e-mail: the password must not contain it (rule 1007). */
  email: string
  /** The current password, on a change: the new one must differ. */
  current: string | undefined
  /** The local check of the trimmed value: the checklist before the server has answered. */
  local: PasswordRuleCheck
  /** The server's flags and the value they are for. */
  server: { value: string; flags: PasswordCheck } | undefined
  problem: AccountFormProblem<'password'> | undefined
  /** SUBMIT came while the check was on its way: go on when it answers. */
  submitWhenChecked: boolean
}

export interface NewPasswordInput {
  email: string
  current?: string
}

export type NewPasswordEvent =
  | { type: 'PASSWORD.CHANGE'; value: string }
  /** The current password changed (a password change): the new one must differ from it. */
  | { type: 'CURRENT.SET'; value: string }
  | { type: 'SUBMIT' }
  /** The parent's call refused the password (or the form): back to editing, with a problem. */
  | { type: 'REFUSED'; problem?: AccountProblem }

/** What the field tells its parent when SUBMIT finds it ready: the trimmed password. */
export type PasswordReady = { type: 'PASSWORD.READY'; password: string }

type Ctx = NewPasswordContext

const trimmed = (context: Ctx) => context.password.trim()

/**
 * The checklist's three flags for the value in the field: the server's once it answered for
 * this value, the local check's until then (the same rules, so they agree).
 *
 * @example
 * const { isCombinationAndLength } = passwordFlags(snapshot.context)
 */
export function passwordFlags(context: Ctx): PasswordCheck {
  const value = trimmed(context)
  // Nothing typed meets nothing yet.
  if (value === '') {
    return {
      isCombinationAndLength: false,
      isNotContinueChar: false,
      isNotIncludeForbiddenWord: false,
    }
  }
  if (context.server?.value === value) return context.server.flags
  const { isCombinationAndLength, isNotContinueChar, isNotIncludeForbiddenWord } = context.local
  return { isCombinationAndLength, isNotContinueChar, isNotIncludeForbiddenWord }
}

const allTrue = (flags: PasswordCheck) =>
  flags.isCombinationAndLength && flags.isNotContinueChar && flags.isNotIncludeForbiddenWord

/** Ready: the server's three flags for this value are true, and it is not the current one. */
function isReady(context: Ctx): boolean {
  const value = trimmed(context)
  return (
    context.server?.value === value && allTrue(context.server.flags) && value !== context.current
  )
}

/** The problem SUBMIT says when the field is not ready. */
function problemOf(context: Ctx): AccountFormProblem<'password'> {
  const value = trimmed(context)
  if (value === '') return accountProblem('password', 'required')
  if (context.current !== undefined && value === context.current) {
    return accountProblem('password', 'samePassword')
  }
  return accountProblem('password', context.local.codes[0] ?? 'passwordRules')
}

/**
 * A new password (sign-up, reset, change): the three-line checklist updates as the member
 * types, from the SDK's rules (`checkPassword`); 300 ms after the last keystroke the server
 * checks it (`POST /member/check-password`, the provided `checkPassword` actor), and SUBMIT
 * goes on only when its three flags are true. The value is trimmed. On a change, the current
 * password (`CURRENT.SET`) must not be reused. When ready, SUBMIT tells the parent
 * `PASSWORD.READY` with the password and waits; the parent's `REFUSED` brings it back.
 *
 * @example
 * invoke: { id: 'password', src: 'newPassword', input: ({ context }) => ({ email: context.email }) }
 */
export const newPasswordMachine = setup({
  types: {
    context: {} as Ctx,
    events: {} as NewPasswordEvent,
    input: {} as NewPasswordInput,
  },
  actors: {
    checkPassword: unprovidedCall<PasswordCheck, { email: string; password: string }>(
      'checkPassword',
    ),
  },
  delays: { debounce: PASSWORD_CHECK_DEBOUNCE_MS },
  guards: {
    ready: ({ context }) => isReady(context),
    empty: ({ context }) => trimmed(context) === '',
  },
  actions: {
    sayProblem: assign(({ context }) => ({
      problem: problemOf(context),
      submitWhenChecked: false,
    })),
    tellParent: sendParent(
      ({ context }): PasswordReady => ({ type: 'PASSWORD.READY', password: trimmed(context) }),
    ),
  },
}).createMachine({
  id: 'newPassword',
  context: ({ input }) => ({
    password: '',
    email: input.email,
    current: input.current,
    local: checkPassword('', input.email),
    server: undefined,
    problem: undefined,
    submitWhenChecked: false,
  }),
  initial: 'editing',
  on: {
    'PASSWORD.CHANGE': {
      target: '.editing.waiting',
      reenter: true,
      actions: assign(({ context, event }) => ({
        password: event.value,
        local: checkPassword(event.value, context.email),
        problem: undefined,
        submitWhenChecked: false,
      })),
    },
    'CURRENT.SET': {
      actions: assign(({ context, event }) => ({
        current: event.value.trim(),
        problem: context.problem?.code === 'samePassword' ? undefined : context.problem,
      })),
    },
  },
  states: {
    editing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SUBMIT: [
              { guard: 'ready', target: '#newPassword.submitted' },
              { actions: 'sayProblem' },
            ],
          },
        },
        waiting: {
          after: {
            debounce: [{ guard: 'empty', target: 'idle' }, { target: 'checking' }],
          },
          on: {
            SUBMIT: [
              { guard: 'empty', target: 'idle', actions: 'sayProblem' },
              { target: 'checking', actions: assign({ submitWhenChecked: true }) },
            ],
          },
        },
        checking: {
          invoke: {
            src: 'checkPassword',
            input: ({ context }) => ({ email: context.email, password: trimmed(context) }),
            onDone: {
              target: 'answered',
              actions: assign(({ context, event }) => ({
                server: { value: trimmed(context), flags: event.output },
              })),
            },
            // The server did not answer: the checklist stays the local one; SUBMIT tries again.
            onError: { target: 'idle', actions: assign({ submitWhenChecked: false }) },
          },
          on: { SUBMIT: { actions: assign({ submitWhenChecked: true }) } },
        },
        answered: {
          always: [
            {
              guard: ({ context }) => context.submitWhenChecked && isReady(context),
              target: '#newPassword.submitted',
            },
            {
              guard: ({ context }) => context.submitWhenChecked,
              target: 'idle',
              actions: 'sayProblem',
            },
            { target: 'idle' },
          ],
        },
      },
    },
    submitted: {
      entry: [assign({ submitWhenChecked: false }), 'tellParent'],
      on: {
        REFUSED: {
          target: 'editing',
          actions: assign(({ event }) => ({
            problem:
              event.problem === undefined ? undefined : accountProblem('password', event.problem),
          })),
        },
      },
    },
  },
})

import { assign, enqueueActions, setup } from 'xstate'
import type { UnregisterReason, Withdrawal } from '../contract/account/account.schemas'
import { problemAt, withProblem } from '../core/formProblem'
import { unprovidedCall } from '../core/inFlightCalls'
import type { AccountFormProblem, FormFailure } from './accountProblems'
import { accountProblem, fieldProblemOf, formFailureOf } from './accountProblems'

/** The longest memo the server keeps. */
export const WITHDRAWAL_MEMO_MAX_LENGTH = 1000

type WithdrawalField = 'reason' | 'terms' | 'password'

export interface WithdrawalContext {
  reasons: UnregisterReason[]
  /** The chosen reason's code, as a string. */
  reason: string | undefined
  memo: string
  /** The account's password, asked again: an access token alone withdraws nothing. */
  password: string
  terms: boolean
  /** One problem at most per field. */
  problems: AccountFormProblem<WithdrawalField>[]
  failure: FormFailure | undefined
}

export type WithdrawalEvent =
  | { type: 'REASON.CHANGE'; code: string }
  | { type: 'MEMO.CHANGE'; value: string }
  | { type: 'PASSWORD.CHANGE'; value: string }
  | { type: 'TERMS.CHANGE'; value: boolean }
  | { type: 'SUBMIT' }
  /** Load the reasons again after a failure. */
  | { type: 'RETRY' }

export type WithdrawalEmitted = { type: 'withdrawn' } | { type: 'invalid'; field: WithdrawalField }

function problemsOf(context: WithdrawalContext): WithdrawalContext['problems'] {
  const problems: WithdrawalContext['problems'] = []
  if (context.reason === undefined) problems.push(accountProblem('reason', 'reasonRequired'))
  if (!context.terms) problems.push(accountProblem('terms', 'termsRequired'))
  return problems
}

/**
 * Leaving the platform (`/withdrawal`): the reasons from the server (`listReasons`), one of them
 * chosen, an optional memo (at most 1000 characters), the password asked again (a social
 * account, which has none, leaves it empty and needs a sign-in of the last 10 minutes) and the
 * termination terms accepted; then the account and its channels are deleted
 * (`deleteAccount`; a wrong password is said at its field), `withdrawn` is emitted, and this
 * browser's session is cleared (`signOut`; the server has ended every session already). Then
 * `/withdrawal-completed`.
 *
 * @example
 * const leave = createActor(withdrawalMachine.provide({ actors: accountActors({ client, session }).withdrawal })).start()
 * leave.on('withdrawn', () => navigate('/withdrawal-completed'))
 */
export const withdrawalMachine = setup({
  types: {
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
    emitted: {} as WithdrawalEmitted,
  },
  actors: {
    listReasons: unprovidedCall<UnregisterReason[], undefined>('listReasons'),
    deleteAccount: unprovidedCall<unknown, Withdrawal>('deleteAccount'),
    signOut: unprovidedCall<unknown, undefined>('signOut'),
  },
}).createMachine({
  id: 'withdrawal',
  context: {
    reasons: [],
    reason: undefined,
    memo: '',
    password: '',
    terms: false,
    problems: [],
    failure: undefined,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'listReasons',
        onDone: { target: 'form', actions: assign(({ event }) => ({ reasons: event.output })) },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ failure: formFailureOf(event.error) })),
        },
      },
    },
    failed: { on: { RETRY: { target: 'loading', actions: assign({ failure: undefined }) } } },
    form: {
      on: {
        'REASON.CHANGE': {
          actions: assign(({ context, event }) => ({
            reason: event.code,
            problems: withProblem(context.problems, 'reason', undefined),
          })),
        },
        'MEMO.CHANGE': {
          actions: assign(({ event }) => ({
            memo: event.value.slice(0, WITHDRAWAL_MEMO_MAX_LENGTH),
          })),
        },
        'PASSWORD.CHANGE': {
          actions: assign(({ context, event }) => ({
            password: event.value,
            problems: withProblem(context.problems, 'password', undefined),
          })),
        },
        'TERMS.CHANGE': {
          actions: assign(({ context, event }) => ({
            terms: event.value,
            problems: withProblem(context.problems, 'terms', undefined),
          })),
        },
        SUBMIT: [
          {
            guard: ({ context }) => problemsOf(context).length === 0,
            target: 'deleting',
          },
          {
            actions: enqueueActions(({ context, enqueue }) => {
              const problems = problemsOf(context)
              enqueue.assign({ problems })
              const field = problemAt(problems, 'reason') ? 'reason' : 'terms'
              enqueue.emit({ type: 'invalid', field })
            }),
          },
        ],
      },
    },
    deleting: {
      entry: assign({ failure: undefined }),
      invoke: {
        src: 'deleteAccount',
        input: ({ context }) => {
          const memo = context.memo.trim()
          const reason = context.reasons.find((r) => String(r.code) === context.reason)
          return {
            isTermsTerminationAccepted: true as const,
            unRegisterReason: {
              code: reason?.code ?? context.reason ?? '',
              ...(memo ? { memo } : {}),
            },
            ...(context.password ? { password: context.password } : {}),
          }
        },
        onDone: 'signingOut',
        onError: {
          target: 'form',
          actions: enqueueActions(({ context, event, enqueue }) => {
            // A wrong password is said at its field; anything else above the button.
            const atField = fieldProblemOf(event.error)
            if (atField?.code === 'MEM10055') {
              const problem = accountProblem('password', 'MEM10055')
              enqueue.assign({ problems: withProblem(context.problems, 'password', problem) })
              enqueue.emit({ type: 'invalid', field: 'password' })
            } else enqueue.assign({ failure: formFailureOf(event.error) })
          }),
        },
      },
    },
    signingOut: {
      // Told as soon as the account is gone, so the app can leave the member-only page before
      // the session ends under it; the cookie is cleared meanwhile (a failure changes nothing).
      entry: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'withdrawn' })),
      invoke: { src: 'signOut', onDone: 'done', onError: 'done' },
    },
    done: { type: 'final' },
  },
})

import { assign, enqueueActions, setup } from 'xstate'
import type { VerificationCheck } from '../contract/account/account.schemas'
import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_S,
} from '../contract/account/account.schemas'
import { validateBirthDate } from '../contract/account/birthDate'
import { validateEmail } from '../contract/account/email'
import { problemAt, withProblem } from '../core/formProblem'
import { unprovidedCall } from '../core/inFlightCalls'
import type { AccountFormProblem, FormFailure } from './accountProblems'
import { accountProblem, fieldProblemOf, formFailureOf, refusedAt } from './accountProblems'

/** What the address is proved for: a sign-up refuses a registered one, a reset needs one. */
export type VerificationPurpose = 'sign-up' | 'reset'

/** The birth date as typed (each part a string of digits; '' while empty). */
export interface BirthDateFields {
  year: string
  month: string
  day: string
}

type StepField = 'email' | 'code' | 'birthDate'

export interface EmailVerificationContext {
  purpose: VerificationPurpose
  /** The sign-up asks the birth date on this step; the reset does not. */
  withBirthDate: boolean
  email: string
  code: string
  birth: BirthDateFields
  /** The step's problems, one at most per field, in the fields' order when NEXT said them. */
  problems: AccountFormProblem<StepField>[]
  /** The address the live code went to. */
  sentTo: string | undefined
  /** When the live code stops working, on the page's clock (the 05:00 timer counts to it). */
  codeExpiresAt: number | undefined
  failure: FormFailure | undefined
  /** The server said an account uses the address (after the right code). */
  registered: boolean
  now: () => number
}

export interface EmailVerificationInput {
  purpose: VerificationPurpose
  withBirthDate?: boolean
  /** Values to start from (coming back to the step). */
  email?: string
  birth?: BirthDateFields
  now?: () => number
}

export type EmailVerificationEvent =
  | { type: 'EMAIL.CHANGE'; value: string }
  | { type: 'EMAIL.BLUR' }
  | { type: 'CODE.CHANGE'; value: string }
  | { type: 'BIRTH.CHANGE'; part: keyof BirthDateFields; value: string }
  /** Sends the code, or a new one. */
  | { type: 'SEND' }
  /** Checks the code (and the birth date): the step is done when it is right. */
  | { type: 'NEXT' }

export type EmailVerificationEmitted =
  | { type: 'code-sent'; email: string }
  /** NEXT found problems: the form moves the focus to the first one. */
  | { type: 'invalid'; field: StepField }

/** What the step proves: the address, its code and, for a sign-up, the birth date. */
export interface VerifiedEmail {
  email: string
  code: string
  birth: { year: number; month: number; day: number } | undefined
  /** An account already uses the address (a sign-up then goes to `/member/already-register`). */
  registered: boolean
}

const emptyBirth: BirthDateFields = { year: '', month: '', day: '' }

function emailProblem(email: string): AccountFormProblem<'email'> | undefined {
  if (email.trim() === '') return accountProblem('email', 'required')
  const result = validateEmail(email.trim())
  return result.valid ? undefined : accountProblem('email', result.code)
}

function birthProblem(
  birth: BirthDateFields,
  now: number,
): AccountFormProblem<'birthDate'> | undefined {
  if (!birth.year || !birth.month || !birth.day) return accountProblem('birthDate', 'required')
  const result = validateBirthDate(
    Number(birth.year),
    Number(birth.month),
    Number(birth.day),
    new Date(now),
  )
  if (result.valid) return undefined
  return accountProblem('birthDate', result.problem === 'too-young' ? 'tooYoung' : 'birthInvalid')
}

/** Keeps the digits of a typed or pasted code, at most 6. */
const codeDigits = (value: string) => value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH)

type Ctx = EmailVerificationContext

/** Every problem of the step as NEXT finds them; the code's only once one was sent. */
function stepProblems(context: Ctx, expired: boolean): Ctx['problems'] {
  const problems: Ctx['problems'] = []
  const email = emailProblem(context.email)
  if (email) problems.push(email)
  if (context.sentTo === undefined) problems.push(accountProblem('code', 'codeNotSent'))
  else if (expired) problems.push(accountProblem('code', 'codeExpired'))
  else if (context.code.length !== VERIFICATION_CODE_LENGTH) {
    problems.push(accountProblem('code', 'codeFormat'))
  }
  if (context.withBirthDate) {
    const birth = birthProblem(context.birth, context.now())
    if (birth) problems.push(birth)
  }
  return problems
}

const FIELD_ORDER: StepField[] = ['email', 'code', 'birthDate']
const firstField = (problems: Ctx['problems']) =>
  FIELD_ORDER.find((field) => problemAt(problems, field)) ?? 'email'

/**
 * The e-mail step of the sign-up and of the password reset: the address (format checked on
 * leaving the field, rule 1004, and the stricter 1013), the code sent to it (6 digits, valid
 * 300 s: the 05:00 timer; a new one can be sent at any time and restarts it) and, for a
 * sign-up, the birth date (a real date, at least 14 years ago). NEXT checks the code with the
 * server without spending it: a wrong one is said at the code, and then the server says
 * whether an account uses the address (told only to whoever read the code): a sign-up ends
 * `registered`, a reset of an unknown address says so at the e-mail. Its I/O is the provided
 * actors `sendCode` and `checkCode`.
 *
 * @example
 * const step = createActor(emailVerificationMachine.provide({ actors: accountActors(client).emailVerification }), {
 *   input: { purpose: 'sign-up', withBirthDate: true },
 * }).start()
 * step.send({ type: 'EMAIL.CHANGE', value: 'kim@example.com' })
 * step.send({ type: 'SEND' })
 */
export const emailVerificationMachine = setup({
  types: {
    context: {} as Ctx,
    events: {} as EmailVerificationEvent,
    input: {} as EmailVerificationInput,
    emitted: {} as EmailVerificationEmitted,
    output: {} as VerifiedEmail,
  },
  actors: {
    sendCode: unprovidedCall<unknown, { email: string }>('sendCode'),
    checkCode: unprovidedCall<VerificationCheck, { email: string; number: string }>('checkCode'),
  },
  delays: { codeTtl: VERIFICATION_CODE_TTL_S * 1000 },
  guards: {
    emailValid: ({ context }) => emailProblem(context.email) === undefined,
    otherAddress: ({ context, event }) =>
      event.type === 'EMAIL.CHANGE' &&
      context.sentTo !== undefined &&
      event.value.trim().toLowerCase() !== context.sentTo,
    stepValid: ({ context }) => stepProblems(context, false).length === 0,
  },
  actions: {
    // NEXT before the step is valid: every problem said, the first one focused.
    sayStepProblems: enqueueActions(({ context, enqueue }) => {
      const problems = stepProblems(context, false)
      enqueue.assign({ problems })
      enqueue.emit({ type: 'invalid', field: firstField(problems) })
    }),
    changeEmail: assign(({ context, event }) =>
      event.type === 'EMAIL.CHANGE'
        ? {
            email: event.value,
            problems: withProblem(context.problems, 'email', undefined),
            failure: undefined,
          }
        : {},
    ),
    checkEmail: assign(({ context }) => {
      // An empty field left alone is not an error yet; SEND and NEXT say it.
      const problem = context.email.trim() === '' ? undefined : emailProblem(context.email)
      return { problems: withProblem(context.problems, 'email', problem) }
    }),
    changeCode: assign(({ context, event }) =>
      event.type === 'CODE.CHANGE'
        ? {
            code: codeDigits(event.value),
            problems: withProblem(context.problems, 'code', undefined),
          }
        : {},
    ),
    changeBirth: assign(({ context, event }) =>
      event.type === 'BIRTH.CHANGE'
        ? {
            birth: { ...context.birth, [event.part]: event.value.replace(/\D/g, '').slice(0, 4) },
            problems: withProblem(context.problems, 'birthDate', undefined),
          }
        : {},
    ),
    sayEmailProblem: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({
        problems: withProblem(context.problems, 'email', emailProblem(context.email)),
      })
      enqueue.emit({ type: 'invalid', field: 'email' })
    }),
  },
}).createMachine({
  id: 'emailVerification',
  context: ({ input }) => ({
    purpose: input.purpose,
    withBirthDate: input.withBirthDate ?? false,
    email: input.email ?? '',
    code: '',
    birth: input.birth ?? emptyBirth,
    problems: [],
    sentTo: undefined,
    codeExpiresAt: undefined,
    failure: undefined,
    registered: false,
    now: input.now ?? Date.now,
  }),
  on: {
    'EMAIL.BLUR': { actions: 'checkEmail' },
    'CODE.CHANGE': { actions: 'changeCode' },
    'BIRTH.CHANGE': { actions: 'changeBirth' },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'EMAIL.CHANGE': { actions: 'changeEmail' },
        SEND: [{ guard: 'emailValid', target: 'sending' }, { actions: 'sayEmailProblem' }],
        NEXT: { actions: 'sayStepProblems' },
      },
    },
    sending: {
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: {
          target: 'sent',
          actions: enqueueActions(({ context, enqueue }) => {
            const sentTo = context.email.trim().toLowerCase()
            enqueue.assign({
              sentTo,
              code: '',
              codeExpiresAt: context.now() + VERIFICATION_CODE_TTL_S * 1000,
              problems: withProblem(context.problems, 'code', undefined),
            })
            enqueue.emit({ type: 'code-sent', email: sentTo })
          }),
        },
        onError: {
          target: 'idle',
          actions: assign(({ context, event }) => {
            const problems = refusedAt(context.problems, event.error, 'email')
            return problems ? { problems } : { failure: formFailureOf(event.error) }
          }),
        },
      },
    },
    sent: {
      initial: 'live',
      on: {
        'EMAIL.CHANGE': [
          // A code proves the address it went to: another address needs its own.
          {
            guard: 'otherAddress',
            target: 'idle',
            actions: [
              'changeEmail',
              assign({ sentTo: undefined, code: '', codeExpiresAt: undefined }),
            ],
          },
          { actions: 'changeEmail' },
        ],
        SEND: [{ guard: 'emailValid', target: 'sending' }, { actions: 'sayEmailProblem' }],
      },
      after: { codeTtl: '.expired' },
      states: {
        live: {
          on: {
            NEXT: [{ guard: 'stepValid', target: 'verifying' }, { actions: 'sayStepProblems' }],
          },
        },
        verifying: {
          invoke: {
            src: 'checkCode',
            input: ({ context }) => ({ email: context.email.trim(), number: context.code }),
            onDone: [
              {
                guard: ({ context, event }) =>
                  context.purpose === 'sign-up' && event.output.registered,
                target: '#emailVerification.registered',
                actions: assign({ registered: true }),
              },
              {
                guard: ({ context, event }) =>
                  context.purpose === 'reset' && !event.output.registered,
                target: 'live',
                actions: enqueueActions(({ context, enqueue }) => {
                  const problem = accountProblem('email', 'notRegistered')
                  enqueue.assign({ problems: withProblem(context.problems, 'email', problem) })
                  enqueue.emit({ type: 'invalid', field: 'email' })
                }),
              },
              {
                target: '#emailVerification.verified',
                actions: assign(({ event }) => ({ registered: event.output.registered })),
              },
            ],
            onError: {
              target: 'live',
              actions: enqueueActions(({ context, enqueue, event }) => {
                const at = fieldProblemOf(event.error)
                if (at && (at.field === 'email' || at.field === 'code')) {
                  const problem = accountProblem(at.field, at.code)
                  enqueue.assign({ problems: withProblem(context.problems, at.field, problem) })
                  enqueue.emit({ type: 'invalid', field: at.field })
                } else enqueue.assign({ failure: formFailureOf(event.error) })
              }),
            },
          },
        },
        expired: {
          entry: assign(({ context }) => ({
            problems: withProblem(context.problems, 'code', accountProblem('code', 'codeExpired')),
          })),
          on: {
            NEXT: {
              actions: enqueueActions(({ context, enqueue }) => {
                const problems = stepProblems(context, true)
                enqueue.assign({ problems })
                enqueue.emit({ type: 'invalid', field: firstField(problems) })
              }),
            },
          },
        },
      },
    },
    registered: { type: 'final' },
    verified: { type: 'final' },
  },
  output: ({ context }) => ({
    email: context.email.trim().toLowerCase(),
    code: context.code,
    birth: context.withBirthDate
      ? {
          year: Number(context.birth.year),
          month: Number(context.birth.month),
          day: Number(context.birth.day),
        }
      : undefined,
    registered: context.registered,
  }),
})

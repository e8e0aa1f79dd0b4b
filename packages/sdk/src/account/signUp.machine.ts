import { assign, enqueueActions, sendTo, setup } from 'xstate'
import type { NewChannel, SignUp } from '../contract/account/account.schemas'
import { ApiError } from '../core/apiError'
import { unprovidedCall } from '../core/inFlightCalls'
import type { TokenPair } from '../core/tokenPair'
import type { FormFailure } from './accountProblems'
import { formFailureOf } from './accountProblems'
import { channelNamesMachine, type NamesReady } from './channelNames.machine'
import {
  type BirthDateFields,
  emailVerificationMachine,
  type VerifiedEmail,
} from './emailVerification.machine'
import { newPasswordMachine, type PasswordReady } from './newPassword.machine'

/** The sign-up's three steps, in order (`/sign-up/email-and-birth`, `create-password`, `create-names`). */
export const SIGN_UP_STEPS = ['email', 'password', 'names'] as const
export type SignUpStep = (typeof SIGN_UP_STEPS)[number]

export interface SignUpContext {
  verified: VerifiedEmail | undefined
  password: string | undefined
  /** Signed up (and signed in) already: a retry of the last step only creates the channel. */
  signedUp: boolean
  /** The values to show again when the member comes back to the first step. */
  email: string
  birth: BirthDateFields | undefined
  failure: FormFailure | undefined
  /** The channel made at the end. */
  channel: NewChannel | undefined
  /** The sign-up's pair until the session has stored it. */
  tokens: TokenPair | undefined
}

export type SignUpEvent =
  | PasswordReady
  | NamesReady
  /** Back to an earlier step (the browser's back button, the step's back link). */
  | { type: 'BACK'; step: SignUpStep }

export type SignUpEmitted =
  | { type: 'step'; step: SignUpStep }
  /** The address is already registered: the site goes to `/member/already-register`. */
  | { type: 'already-registered'; email: string }
  | { type: 'signed-up'; channel: NewChannel }

const birthFields = (birth: VerifiedEmail['birth']): BirthDateFields | undefined =>
  birth && { year: String(birth.year), month: String(birth.month), day: String(birth.day) }

/**
 * The sign-up in three steps (accounts-platform.md sections 2 and 5): the e-mail, its code and
 * the birth date (`emailVerificationMachine`); the password with its checklist
 * (`newPasswordMachine`); the channel id, nickname and terms (`channelNamesMachine`). The last
 * step signs up with everything (`signUp`, which spends the code), stores the session
 * (`signIn`) and creates the channel (`createChannel`): the provided actors. A taken address
 * ends `alreadyRegistered`; a code that expired meanwhile goes back to the first step; a name
 * taken meanwhile is said at its field, and the retry only creates the channel.
 *
 * @example
 * const signUp = createActor(signUpMachine.provide({ actors: accountActors({ client, session }).signUp })).start()
 * signUp.on('signed-up', () => navigate(returnUrl))
 */
export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
    emitted: {} as SignUpEmitted,
  },
  actors: {
    emailStep: emailVerificationMachine,
    passwordStep: newPasswordMachine,
    namesStep: channelNamesMachine,
    signUp: unprovidedCall<TokenPair, SignUp>('signUp'),
    signIn: unprovidedCall<unknown, TokenPair>('signIn'),
    createChannel: unprovidedCall<unknown, NewChannel>('createChannel'),
  },
  actions: {
    // A refusal of the whole sign-up: said above the button, the names step back to editing.
    sayFailure: enqueueActions(({ enqueue }, { error }: { error: unknown }) => {
      enqueue.assign({ failure: formFailureOf(error) })
      enqueue.sendTo('names', { type: 'REFUSED', error: undefined })
    }),
    announce: enqueueActions(({ enqueue }, step: SignUpStep) =>
      enqueue.emit({ type: 'step', step }),
    ),
  },
}).createMachine({
  id: 'signUp',
  context: {
    verified: undefined,
    password: undefined,
    signedUp: false,
    email: '',
    birth: undefined,
    failure: undefined,
    channel: undefined,
    tokens: undefined,
  },
  initial: 'email',
  states: {
    email: {
      entry: { type: 'announce', params: 'email' },
      invoke: {
        id: 'email',
        src: 'emailStep',
        input: ({ context }) => ({
          purpose: 'sign-up' as const,
          withBirthDate: true,
          email: context.email,
          birth: context.birth,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.registered,
            target: 'alreadyRegistered',
            actions: enqueueActions(({ enqueue, event }) =>
              enqueue.emit({ type: 'already-registered', email: event.output.email }),
            ),
          },
          {
            target: 'password',
            actions: assign(({ event }) => ({
              verified: event.output,
              email: event.output.email,
              birth: birthFields(event.output.birth),
              failure: undefined,
            })),
          },
        ],
      },
    },
    password: {
      entry: { type: 'announce', params: 'password' },
      invoke: {
        id: 'password',
        src: 'passwordStep',
        input: ({ context }) => ({ email: context.verified?.email ?? '' }),
      },
      on: {
        'PASSWORD.READY': {
          target: 'names',
          actions: assign(({ event }) => ({ password: event.password })),
        },
        BACK: { guard: ({ event }) => event.step === 'email', target: 'email' },
      },
    },
    names: {
      entry: { type: 'announce', params: 'names' },
      invoke: { id: 'names', src: 'namesStep', input: { withTerms: true } },
      initial: 'editing',
      on: {
        BACK: [
          {
            guard: ({ context, event }) => !context.signedUp && event.step === 'password',
            target: 'password',
          },
          {
            guard: ({ context, event }) => !context.signedUp && event.step === 'email',
            target: 'email',
          },
        ],
      },
      states: {
        editing: {
          on: {
            'NAMES.READY': [
              {
                guard: ({ context }) => context.signedUp,
                target: 'resume',
                actions: assign(({ event }) => ({
                  channel: { channelId: event.channelId, nickname: event.nickname },
                })),
              },
              {
                target: 'signingUp',
                actions: assign(({ event }) => ({
                  channel: { channelId: event.channelId, nickname: event.nickname },
                  failure: undefined,
                })),
              },
            ],
          },
        },
        // Signed up before: sign in again if that is what failed, then create the channel.
        resume: {
          always: [
            { guard: ({ context }) => context.tokens !== undefined, target: 'signingIn' },
            { target: 'creating' },
          ],
        },
        signingUp: {
          invoke: {
            src: 'signUp',
            input: ({ context }) => {
              const verified = context.verified as VerifiedEmail
              const birth = verified.birth ?? { year: 0, month: 0, day: 0 }
              return {
                email: verified.email,
                number: verified.code,
                password: context.password ?? '',
                ...birth,
                termsCheck: true as const,
              }
            },
            onDone: {
              target: 'signingIn',
              actions: assign(({ event }) => ({ tokens: event.output, signedUp: true })),
            },
            onError: [
              {
                // The code expired (300 s) or was spent meanwhile: prove the address again.
                guard: ({ event }) =>
                  event.error instanceof ApiError && event.error.code === 'VERIFICATION_FAILED',
                target: '#signUp.email',
                actions: assign({ failure: { key: 'codeAgain' } as FormFailure }),
              },
              {
                target: 'editing',
                actions: { type: 'sayFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        signingIn: {
          invoke: {
            src: 'signIn',
            input: ({ context }) => context.tokens as TokenPair,
            onDone: { target: 'creating', actions: assign({ tokens: undefined }) },
            onError: {
              target: 'editing',
              actions: { type: 'sayFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        creating: {
          invoke: {
            src: 'createChannel',
            input: ({ context }) => context.channel as NewChannel,
            onDone: {
              target: '#signUp.done',
              actions: enqueueActions(({ context, enqueue }) =>
                enqueue.emit({ type: 'signed-up', channel: context.channel as NewChannel }),
              ),
            },
            onError: {
              target: 'editing',
              actions: sendTo('names', ({ event }) => ({ type: 'REFUSED', error: event.error })),
            },
          },
        },
      },
    },
    alreadyRegistered: { type: 'final' },
    done: { type: 'final' },
  },
})

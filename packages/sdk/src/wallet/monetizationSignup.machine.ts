import { assign, emit, type SnapshotFrom, setup } from 'xstate'
import { MONETIZE_TERMS_VERSION, type Monetization } from '../contract/item/earnings.schemas'
import { unprovidedCall } from '../core/inFlightCalls'
import type { WalletTextKey } from '../i18n/wallet/walletMessages'
import { walletErrorKey } from './walletRules'

/**
 * Where the sign-up is: the terms read (agreed or not), the agreement on its way, done, or
 * refused with words for why (the agreement may be sent again).
 */
export type MonetizationSignupState = 'idle' | 'signing' | 'signed' | 'failed'

export interface MonetizationSignupContext {
  agreed: boolean
  /** Set when the streamer asked to sign up without ticking the agreement. */
  needsAgreement: boolean
  result: Monetization | undefined
  error: WalletTextKey | undefined
}

export type MonetizationSignupEvent = { type: 'AGREE'; agreed: boolean } | { type: 'SUBMIT' }

/** What the sign-up tells its page: signed (read the channel's money again). */
export type MonetizationSignupEmitted = { type: 'signed'; monetization: Monetization }

/**
 * The streamer's monetization sign-up (`/dashboard/monetization/signup`): the terms of
 * {@link MONETIZE_TERMS_VERSION} must be agreed to before the call goes (asked without it, the
 * form says so and nothing is sent); the server then turns `isMonetize` on, and the channel
 * takes gems. Until then every gem and subscription call on the channel answers ITE10000. The
 * app provides `signUp` (`monetizationSignupActors`).
 *
 * @example
 * const signup = createActor(monetizationSignupMachine.provide({ actors: monetizationSignupActors(client) })).start()
 * signup.send({ type: 'AGREE', agreed: true }); signup.send({ type: 'SUBMIT' })
 */
export const monetizationSignupMachine = setup({
  types: {
    context: {} as MonetizationSignupContext,
    events: {} as MonetizationSignupEvent,
    emitted: {} as MonetizationSignupEmitted,
  },
  actors: {
    signUp: unprovidedCall<Monetization, { termsVersion: typeof MONETIZE_TERMS_VERSION }>('signUp'),
  },
  guards: {
    agreed: ({ context }) => context.agreed,
  },
}).createMachine({
  id: 'monetizationSignup',
  context: { agreed: false, needsAgreement: false, result: undefined, error: undefined },
  initial: 'idle',
  states: {
    idle: {
      on: {
        AGREE: {
          actions: assign({
            agreed: ({ event }) => event.agreed,
            needsAgreement: false,
            error: undefined,
          }),
        },
        SUBMIT: [
          { guard: 'agreed', target: 'signing' },
          { actions: assign({ needsAgreement: true }) },
        ],
      },
    },
    signing: {
      invoke: {
        src: 'signUp',
        input: { termsVersion: MONETIZE_TERMS_VERSION },
        onDone: {
          target: 'signed',
          actions: [
            assign({ result: ({ event }) => event.output }),
            emit(({ event }) => ({ type: 'signed' as const, monetization: event.output })),
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => walletErrorKey(event.error) }),
        },
      },
    },
    signed: { type: 'final' },
    failed: {
      on: {
        SUBMIT: { target: 'signing', actions: assign({ error: undefined }) },
        AGREE: {
          target: 'idle',
          actions: assign({ agreed: ({ event }) => event.agreed, error: undefined }),
        },
      },
    },
  },
})

export type MonetizationSignupSnapshot = SnapshotFrom<typeof monetizationSignupMachine>

import { assign, setup } from 'xstate'
import { unprovidedCall } from '../core/inFlightCalls'
import type { FormFailure } from './accountProblems'
import { formFailureOf } from './accountProblems'

export interface SignInLinkRequestContext {
  email: string
  failure: FormFailure | undefined
}

export interface SignInLinkRequestInput {
  /** The address the sign-in was refused for. */
  email: string
}

/** Asks for the link, or for another one once sent. */
export type SignInLinkRequestEvent = { type: 'SEND' }

/**
 * The offer a locked sign-in makes (too many failed passwords, `loginFailureOf` says `locked`):
 * "e-mail me a sign-in link". `SEND` asks the server (`requestLink`), which mails the account a
 * one-time link valid 15 minutes when sign-in is locked for this caller, and answers alike
 * otherwise (it never tells whether an address is registered): `sent` says to look in the
 * mailbox. A refusal (too many mails, offline) stays in `idle` with its `failure`.
 *
 * @example
 * const offer = createActor(signInLinkRequestMachine.provide({ actors: accountActors({ client, session }).signInLinkRequest }), { input: { email } }).start()
 * offer.send({ type: 'SEND' })
 */
export const signInLinkRequestMachine = setup({
  types: {
    context: {} as SignInLinkRequestContext,
    events: {} as SignInLinkRequestEvent,
    input: {} as SignInLinkRequestInput,
  },
  actors: {
    requestLink: unprovidedCall<unknown, { email: string }>('requestLink'),
  },
}).createMachine({
  id: 'signInLinkRequest',
  context: ({ input }) => ({ email: input.email.trim(), failure: undefined }),
  initial: 'idle',
  states: {
    idle: { on: { SEND: 'sending' } },
    sending: {
      entry: assign({ failure: undefined }),
      invoke: {
        src: 'requestLink',
        input: ({ context }) => ({ email: context.email }),
        onDone: 'sent',
        onError: {
          target: 'idle',
          actions: assign(({ event }) => ({ failure: formFailureOf(event.error) })),
        },
      },
    },
    sent: { on: { SEND: 'sending' } },
  },
})

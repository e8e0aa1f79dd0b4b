import { assign, emit, setup } from 'xstate'
import { ApiError } from '../core/apiError'
import { unprovidedCall } from '../core/inFlightCalls'
import type { FormFailure } from './accountProblems'
import { formFailureOf } from './accountProblems'
import { type BlockKind, blockOf } from './loginRules'

export interface LinkSignInContext {
  token: string | undefined
  failure: FormFailure | undefined
  block: BlockKind | undefined
}

export interface LinkSignInInput {
  /** The link's token (`signInLinkToken(location.hash)`); undefined when the link is broken. */
  token: string | undefined
}

/** Tries again after a failure that was not the link's (offline, the server down). */
export type LinkSignInEvent = { type: 'RETRY' }

export type LinkSignInEmitted = { type: 'signed-in' } | { type: 'blocked'; block: BlockKind }

/** The link itself was refused: wrong, used or expired (or not a link at all). */
const linkRefused = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'VERIFICATION_FAILED' || error.code === 'INVALID_REQUEST')

/**
 * The page a sign-in link opens (`/login/link#token=…`): signs in with the link's token, once
 * (`signInWithLink`: the call, then the pair stored in the session), and emits `signed-in`. A wrong, used or expired link ends in `invalid` (ask for a new one from the
 * sign-in page); a blocked account or channel in `blocked`, emitting it for `/member/block`;
 * anything else in `failed`, with `RETRY`.
 *
 * @example
 * const landing = createActor(linkSignInMachine.provide({ actors: accountActors({ client, session }).linkSignIn }), { input: { token: signInLinkToken(location.hash) } }).start()
 * landing.on('signed-in', () => navigate('/'))
 */
export const linkSignInMachine = setup({
  types: {
    context: {} as LinkSignInContext,
    events: {} as LinkSignInEvent,
    input: {} as LinkSignInInput,
    emitted: {} as LinkSignInEmitted,
  },
  actors: {
    signInWithLink: unprovidedCall<unknown, { token: string }>('signInWithLink'),
  },
}).createMachine({
  id: 'linkSignIn',
  context: ({ input }) => ({ token: input.token, failure: undefined, block: undefined }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: ({ context }) => context.token === undefined, target: 'invalid' },
        'signingIn',
      ],
    },
    signingIn: {
      entry: assign({ failure: undefined }),
      invoke: {
        src: 'signInWithLink',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'signedIn', actions: emit({ type: 'signed-in' as const }) },
        onError: [
          {
            guard: ({ event }) => blockOf(event.error) !== undefined,
            target: 'blocked',
            actions: [
              assign(({ event }) => ({ block: blockOf(event.error) })),
              emit(({ event }) => ({
                type: 'blocked' as const,
                block: blockOf(event.error) ?? 'account',
              })),
            ],
          },
          { guard: ({ event }) => linkRefused(event.error), target: 'invalid' },
          {
            target: 'failed',
            actions: assign(({ event }) => ({ failure: formFailureOf(event.error) })),
          },
        ],
      },
    },
    failed: { on: { RETRY: 'signingIn' } },
    invalid: { type: 'final' },
    blocked: { type: 'final' },
    signedIn: { type: 'final' },
  },
})

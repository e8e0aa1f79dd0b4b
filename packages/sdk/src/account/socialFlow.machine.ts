import { assign, emit, setup } from 'xstate'
import type { socialEndpoints } from '../contract/account/social.endpoints'
import type {
  SocialCheckResult,
  SocialIntent,
  SocialOutcome,
  SocialPlatform,
} from '../contract/account/social.schemas'
import type { SocialReturn } from '../contract/account/socialReturn'
import { ApiError } from '../core/apiError'
import type { BoundGroups } from '../core/client'
import { type CallArgs, fromCall } from '../core/fromCall'
import { unprovidedCall } from '../core/inFlightCalls'

/** Where a flow is, for `data-state`. */
export type SocialFlowState =
  | 'idle'
  | 'authorizing'
  | 'waiting'
  | 'returned'
  | 'checking'
  | 'done'
  | 'cancelled'
  | 'failed'

export interface SocialFlowContext {
  intent: SocialIntent
  platform: SocialPlatform | undefined
  /** The site page the provider's answer comes back to (see `socialReturnPath`). */
  returnPath: string | undefined
  authorizationUrl: string | undefined
  /** The provider's answer, as the return page read it. */
  answer: SocialReturn | undefined
  /** Set in `done`. */
  result: SocialCheckResult | undefined
  /** Set in `failed`: the catalogue code (SOC10001 linked to another member, …). */
  errorCode: string | undefined
}

export type SocialFlowEvent =
  /** The member chose a provider: `returnPath` is where its answer comes back. */
  | { type: 'START'; platform: SocialPlatform; returnPath: string }
  /** A return page read the provider's answer itself (a flow in this window): check it. */
  | { type: 'RETURNED'; platform: SocialPlatform; result: SocialReturn }
  | { type: 'RESET' }

/** What the machine tells its UI once a flow ends. */
export type SocialFlowEmitted =
  | { type: 'done'; outcome: SocialOutcome; result: SocialCheckResult }
  | { type: 'failed'; code: string }
  | { type: 'cancelled' }

// A failure that is not the server's (a closed popup, a network error) is the generic SOC10004.
const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : 'SOC10004')

const cleared = {
  authorizationUrl: undefined,
  answer: undefined,
  result: undefined,
  errorCode: undefined,
}

/**
 * One social flow (sign-in, link, or the `check=true` re-verification) as its starting page
 * sees it: `authorize` asks the server for the provider's address (it keeps `state`, `nonce`
 * and the PKCE verifier); `followProvider` takes the member there (a popup, or this window)
 * and resolves with the provider's answer as the return page read it; `check` hands the
 * one-time social token to the server, which answers the outcome. A return page that is
 * itself the flow's end sends RETURNED and goes straight to the check. Ends emit `done`,
 * `cancelled` or `failed` (with its code); START runs another flow.
 *
 * @example
 * const flow = createActor(socialFlowMachine.provide({ actors: socialFlowActors(client, follow) }), {
 *   input: { intent: 'login' },
 * }).start()
 * flow.send({ type: 'START', platform: 'google', returnPath: '/login/popup/google' })
 */
export const socialFlowMachine = setup({
  types: {
    context: {} as SocialFlowContext,
    events: {} as SocialFlowEvent,
    input: {} as { intent: SocialIntent },
    emitted: {} as SocialFlowEmitted,
  },
  actors: {
    authorize: unprovidedCall<
      { authorizationUrl: string },
      { platform: SocialPlatform; intent: SocialIntent; returnPath: string }
    >('authorize'),
    followProvider: unprovidedCall<
      SocialReturn,
      { platform: SocialPlatform; authorizationUrl: string }
    >('followProvider'),
    check: unprovidedCall<SocialCheckResult, { platform: SocialPlatform; socialToken: string }>(
      'check',
    ),
  },
  actions: {
    start: assign(({ event }) =>
      event.type === 'START'
        ? { ...cleared, platform: event.platform, returnPath: event.returnPath }
        : {},
    ),
    clear: assign(cleared),
  },
}).createMachine({
  id: 'socialFlow',
  context: ({ input }) => ({
    intent: input.intent,
    platform: undefined,
    returnPath: undefined,
    ...cleared,
  }),
  initial: 'idle',
  on: {
    RETURNED: {
      target: '.returned',
      actions: assign(({ event }) => ({
        ...cleared,
        platform: event.platform,
        answer: event.result,
      })),
    },
  },
  states: {
    idle: { on: { START: { target: 'authorizing', actions: 'start' } } },
    authorizing: {
      invoke: {
        src: 'authorize',
        input: ({ context }) => ({
          platform: context.platform as SocialPlatform,
          intent: context.intent,
          returnPath: context.returnPath as string,
        }),
        onDone: {
          target: 'waiting',
          actions: assign({ authorizationUrl: ({ event }) => event.output.authorizationUrl }),
        },
        onError: {
          target: 'failed',
          actions: assign({ errorCode: ({ event }) => codeOf(event.error) }),
        },
      },
    },
    waiting: {
      invoke: {
        src: 'followProvider',
        input: ({ context }) => ({
          platform: context.platform as SocialPlatform,
          authorizationUrl: context.authorizationUrl as string,
        }),
        onDone: { target: 'returned', actions: assign({ answer: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ errorCode: ({ event }) => codeOf(event.error) }),
        },
      },
    },
    // Sorts the provider's answer: a token to check, a cancel, or a failure with its code.
    returned: {
      always: [
        { guard: ({ context }) => context.answer?.kind === 'token', target: 'checking' },
        { guard: ({ context }) => context.answer?.kind === 'cancelled', target: 'cancelled' },
        {
          target: 'failed',
          actions: assign({
            errorCode: ({ context }) =>
              context.answer?.kind === 'failed' ? context.answer.code : 'SOC10004',
          }),
        },
      ],
    },
    checking: {
      invoke: {
        src: 'check',
        input: ({ context }) => ({
          platform: context.platform as SocialPlatform,
          socialToken: context.answer?.kind === 'token' ? context.answer.socialToken : '',
        }),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ errorCode: ({ event }) => codeOf(event.error) }),
        },
      },
    },
    done: {
      entry: emit(({ context }) => {
        const result = context.result as SocialCheckResult
        return { type: 'done' as const, outcome: result.status, result }
      }),
      on: {
        RESET: { target: 'idle', actions: 'clear' },
        START: { target: 'authorizing', actions: 'start' },
      },
    },
    cancelled: {
      entry: emit({ type: 'cancelled' as const }),
      on: {
        RESET: { target: 'idle', actions: 'clear' },
        START: { target: 'authorizing', actions: 'start' },
      },
    },
    failed: {
      entry: emit(({ context }) => ({
        type: 'failed' as const,
        code: context.errorCode ?? 'SOC10004',
      })),
      on: {
        RESET: { target: 'idle', actions: 'clear' },
        START: { target: 'authorizing', actions: 'start' },
      },
    },
  },
})

/**
 * Where a flow is, for `data-state`.
 *
 * @example socialFlowStateOf(actor.getSnapshot()) // 'waiting'
 */
export function socialFlowStateOf(snapshot: { value: unknown }): SocialFlowState {
  return snapshot.value as SocialFlowState
}

/** The part of a bound client the machine calls; a full client fits. */
export type SocialFlowClient = {
  social: Pick<BoundGroups<{ social: typeof socialEndpoints }>['social'], 'authorize' | 'check'>
}

/**
 * The actors of {@link socialFlowMachine}: the server's calls, and `follow`, which takes the
 * member to the provider (opens the popup, or leaves this page) and resolves with its answer.
 *
 * @example socialFlowMachine.provide({ actors: socialFlowActors(client, openPopup) })
 */
export function socialFlowActors(
  client: SocialFlowClient,
  follow: (input: {
    platform: SocialPlatform
    authorizationUrl: string
    signal: AbortSignal
  }) => Promise<SocialReturn>,
) {
  return {
    authorize: fromCall(
      ({
        input,
        signal,
      }: CallArgs<{ platform: SocialPlatform; intent: SocialIntent; returnPath: string }>) =>
        client.social.authorize(
          input.platform,
          { intent: input.intent, returnPath: input.returnPath },
          { signal },
        ),
    ),
    followProvider: fromCall(
      ({ input, signal }: CallArgs<{ platform: SocialPlatform; authorizationUrl: string }>) =>
        follow({ ...input, signal }),
    ),
    check: fromCall(
      ({ input, signal }: CallArgs<{ platform: SocialPlatform; socialToken: string }>) =>
        client.social.check(input.platform, { accessToken: input.socialToken }, { signal }),
    ),
  }
}

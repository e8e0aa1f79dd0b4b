import { assign, type SnapshotFrom, setup } from 'xstate'
import type { PayRegion } from '../contract/item/gem.schemas'
import type { SubscriptionOrder, SubscriptionPlan } from '../contract/item/subscription.schemas'
import { unprovidedCall } from '../core/inFlightCalls'
import type { SubscriptionTextKey } from '../i18n/subscription/subscriptionMessages'
import { type SubscribeRefusal, subscribeRefusal, subscriptionErrorKey } from './subscriptionRules'

/**
 * Where the subscribe flow is: `idle` (the button), `signIn` (a guest asked: the renderer
 * prompts the login, the flow goes on once signed in), `checking` the channel, `pricing` (the
 * plan's price), `confirming` (the dialog with the price), `ordering`, `redirecting` to the
 * checkout, `refused` (a refusal's dialog) or `failed` (worth another try).
 */
export type SubscribeState =
  | 'idle'
  | 'signIn'
  | 'checking'
  | 'pricing'
  | 'confirming'
  | 'ordering'
  | 'redirecting'
  | 'refused'
  | 'failed'

export interface SubscribeInput {
  channelId: string
  signedIn: boolean
  /** The region to price in (default: the server's pick from the client's region). */
  region?: PayRegion
  /** A new idempotency key per order (default `crypto.randomUUID`). */
  newKey?: () => string
}

export interface SubscribeContext {
  channelId: string
  signedIn: boolean
  region: PayRegion | undefined
  plan: SubscriptionPlan | undefined
  /** The key of the order being made: a retry of the same order sends it again. */
  key: string | undefined
  order: SubscriptionOrder | undefined
  refusal: SubscribeRefusal | undefined
  error: SubscriptionTextKey | undefined
  /** Which call failed, so "Try again" repeats that one. */
  failedAt: 'check' | 'plan' | 'order' | undefined
  newKey: () => string
}

export type SubscribeEvent =
  | { type: 'SUBSCRIBE' }
  | { type: 'SIGNED_IN'; signedIn: boolean }
  | { type: 'CONFIRM' }
  | { type: 'CLOSE' }
  | { type: 'RETRY' }

export interface CreateSubscriptionOrderInput {
  channelId: string
  region: PayRegion
  idempotencyKey: string
}

type FailedAt = NonNullable<SubscribeContext['failedAt']>

// A failed call's action, naming the call so "Try again" repeats it.
const failure = (at: FailedAt) =>
  ({
    type: 'fail',
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, at }),
  }) as const

/**
 * The member's subscribe flow (viewing.md's subscribe check): a guest signs in first; the
 * check answers empty (go on) or a refusal code (its dialog, with a confirm); the confirm shows
 * the plan's monthly price; the order is made with an idempotency key of this attempt (a retry
 * after a lost answer gets the same order), then the member goes to the provider's checkout.
 * The benefits start with the provider's webhook, never here. The app provides
 * `checkSubscribe`, `getPlan`, `createOrder` and `goToCheckout` (`subscribeActors`).
 *
 * @example
 * const flow = createActor(subscribeMachine.provide({ actors: subscribeActors(client) }), { input: { channelId, signedIn: true } }).start()
 * flow.send({ type: 'SUBSCRIBE' })
 */
export const subscribeMachine = setup({
  types: {
    input: {} as SubscribeInput,
    context: {} as SubscribeContext,
    events: {} as SubscribeEvent,
  },
  actors: {
    checkSubscribe: unprovidedCall<void, { channelId: string }>('checkSubscribe'),
    getPlan: unprovidedCall<SubscriptionPlan, { region: PayRegion | undefined }>('getPlan'),
    createOrder: unprovidedCall<SubscriptionOrder, CreateSubscriptionOrderInput>('createOrder'),
    goToCheckout: unprovidedCall<void, { checkoutUrl: string }>('goToCheckout'),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    refused: (_, params: { error: unknown }) => subscribeRefusal(params.error) !== undefined,
  },
  actions: {
    refuse: assign((_, params: { error: unknown }) => ({
      refusal: subscribeRefusal(params.error),
    })),
    fail: assign((_, params: { error: unknown; at: FailedAt }) => ({
      failedAt: params.at,
      error: subscriptionErrorKey(params.error),
    })),
    reset: assign({ refusal: undefined, error: undefined, failedAt: undefined, order: undefined }),
  },
}).createMachine({
  id: 'subscribe',
  context: ({ input }) => ({
    channelId: input.channelId,
    signedIn: input.signedIn,
    region: input.region,
    plan: undefined,
    key: undefined,
    order: undefined,
    refusal: undefined,
    error: undefined,
    failedAt: undefined,
    newKey: input.newKey ?? (() => globalThis.crypto.randomUUID()),
  }),
  initial: 'idle',
  on: {
    SIGNED_IN: { actions: assign({ signedIn: ({ event }) => event.signedIn }) },
  },
  states: {
    idle: {
      on: {
        SUBSCRIBE: [
          { guard: 'signedIn', target: 'checking', actions: 'reset' },
          { target: 'signIn' },
        ],
      },
    },
    signIn: {
      on: {
        // Signed in from the prompt: the member asked to subscribe, so the flow goes on.
        SIGNED_IN: [
          {
            guard: ({ event }) => event.signedIn,
            target: 'checking',
            actions: [assign({ signedIn: true }), 'reset'],
          },
        ],
        CLOSE: 'idle',
      },
    },
    checking: {
      invoke: {
        src: 'checkSubscribe',
        input: ({ context }) => ({ channelId: context.channelId }),
        onDone: [
          { guard: ({ context }) => context.plan !== undefined, target: 'confirming' },
          { target: 'pricing' },
        ],
        onError: [
          {
            guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: failure('check') },
        ],
      },
    },
    pricing: {
      invoke: {
        src: 'getPlan',
        input: ({ context }) => ({ region: context.region }),
        onDone: { target: 'confirming', actions: assign({ plan: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: failure('plan') },
      },
    },
    confirming: {
      on: {
        CONFIRM: {
          target: 'ordering',
          actions: assign({ key: ({ context }) => context.newKey() }),
        },
        CLOSE: 'idle',
      },
    },
    ordering: {
      invoke: {
        src: 'createOrder',
        input: ({ context }) => ({
          channelId: context.channelId,
          region: context.plan?.region ?? context.region ?? 'GLOBAL',
          idempotencyKey: context.key ?? '',
        }),
        onDone: { target: 'redirecting', actions: assign({ order: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: failure('order') },
        ],
      },
    },
    redirecting: {
      invoke: {
        src: 'goToCheckout',
        input: ({ context }) => ({ checkoutUrl: context.order?.checkoutUrl ?? '' }),
        onError: { target: 'failed', actions: failure('order') },
      },
    },
    refused: {
      on: { CONFIRM: 'idle', CLOSE: 'idle' },
    },
    failed: {
      on: {
        RETRY: [
          { guard: ({ context }) => context.failedAt === 'check', target: 'checking' },
          { guard: ({ context }) => context.failedAt === 'plan', target: 'pricing' },
          // The same key: an order whose answer was lost is found, not made twice.
          { target: 'ordering' },
        ],
        CLOSE: 'idle',
      },
    },
  },
})

export type SubscribeSnapshot = SnapshotFrom<typeof subscribeMachine>

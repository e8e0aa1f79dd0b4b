import { assign, emit, type SnapshotFrom, setup } from 'xstate'
import type { Subscription } from '../contract/item/subscription.schemas'
import { unprovidedCall } from '../core/inFlightCalls'
import type { WalletTextKey } from '../i18n/wallet/walletMessages'
import { subscriptionErrorKey } from './subscriptionRules'

/**
 * Where the cancel is: nothing asked, the confirm open (it says the benefits last to the
 * period's end), the call on its way, done, or refused with words for why (ask again or close).
 */
export type CancelSubscriptionState = 'idle' | 'confirming' | 'cancelling' | 'done' | 'failed'

export interface CancelSubscriptionInput {
  /** The subscribed channel: the cancel call names the channel, not the subscription. */
  channelId: string
  /** The last day of the paid period, for the confirm's words. */
  periodEnd: string | null
}

export interface CancelSubscriptionContext extends CancelSubscriptionInput {
  /** The subscription as the server answered the cancel (`CANCELLED`, not renewing). */
  result: Subscription | undefined
  error: WalletTextKey | undefined
}

export type CancelSubscriptionEvent =
  | { type: 'ASK' }
  | { type: 'CONFIRM' }
  | { type: 'DISMISS' }
  | { type: 'RETRY' }

/** What the cancel tells its page: done (read the member's subscriptions again). */
export type CancelSubscriptionEmitted = { type: 'cancelled'; subscription: Subscription }

/**
 * Stopping a regular subscription's renewal (`/subscriptions/{id}`): asking opens a confirm
 * that says the benefits last until the paid period ends; only its confirm sends the call
 * (`cancelRegularSubscribe`, provided by the app through `cancelSubscriptionActors`). A refusal
 * keeps the confirm's words and offers to try again; closing goes back to the page.
 *
 * @example
 * const cancel = createActor(cancelSubscriptionMachine.provide({ actors: cancelSubscriptionActors(client) }), { input: { channelId: 'airwave', periodEnd } }).start()
 * cancel.send({ type: 'ASK' }); cancel.send({ type: 'CONFIRM' })
 */
export const cancelSubscriptionMachine = setup({
  types: {
    input: {} as CancelSubscriptionInput,
    context: {} as CancelSubscriptionContext,
    events: {} as CancelSubscriptionEvent,
    emitted: {} as CancelSubscriptionEmitted,
  },
  actors: {
    cancelSubscription: unprovidedCall<Subscription, { channelId: string }>('cancelSubscription'),
  },
}).createMachine({
  id: 'cancelSubscription',
  context: ({ input }) => ({
    channelId: input.channelId,
    periodEnd: input.periodEnd,
    result: undefined,
    error: undefined,
  }),
  initial: 'idle',
  states: {
    idle: { on: { ASK: 'confirming' } },
    confirming: {
      on: { CONFIRM: 'cancelling', DISMISS: 'idle' },
    },
    cancelling: {
      invoke: {
        src: 'cancelSubscription',
        input: ({ context }) => ({ channelId: context.channelId }),
        onDone: {
          target: 'done',
          actions: [
            assign({ result: ({ event }) => event.output }),
            emit(({ event }) => ({ type: 'cancelled' as const, subscription: event.output })),
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => subscriptionErrorKey(event.error) }),
        },
      },
    },
    done: { type: 'final' },
    failed: {
      on: {
        RETRY: { target: 'cancelling', actions: assign({ error: undefined }) },
        DISMISS: { target: 'idle', actions: assign({ error: undefined }) },
      },
    },
  },
})

export type CancelSubscriptionSnapshot = SnapshotFrom<typeof cancelSubscriptionMachine>

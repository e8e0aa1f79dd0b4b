import { enqueueActions, setup } from 'xstate'
import type { channelEndpoints } from '../contract/channel/channel.endpoints'
import type { BoundGroups } from '../core/client'
import { fromCall } from '../core/fromCall'
import {
  type CallSettled,
  callTracker,
  type InFlightCalls,
  unprovidedCall,
} from '../core/inFlightCalls'

type Inputs = { addNotInterested: { channelId: string } }
const calls = callTracker<Inputs>((call) => call.channelId)

export interface NotInterestedContext {
  /** The channels whose cards are hidden on this page, newest last. */
  hidden: string[]
  signedIn: boolean
  inFlight: InFlightCalls<{ type: 'addNotInterested'; channelId: string }>
}

export type NotInterestedEvent =
  /** The viewer chose "not interested" on a card of `channelId`. */
  { type: 'HIDE'; channelId: string } | { type: 'SIGNED_IN'; signedIn: boolean }

/** What the UI is told: a guest asked to log in, a hide the server refused (the card is back). */
export type NotInterestedEmitted =
  | { type: 'login-required' }
  | { type: 'failed'; channelId: string; error: unknown }

/**
 * Not-interested channels of one page (viewing.md sections 2 and 8): the cards of a channel
 * marked not interested hide at once (optimistic); the provided `addNotInterested` call then
 * saves it, and a failure brings the cards back and emits `failed` for the toast. A guest is
 * asked to log in. A second HIDE of a channel on its way is dropped.
 *
 * @example
 * const hide = createActor(notInterestedMachine.provide({ actors: notInterestedActors(client) }), {
 *   input: { signedIn: true },
 * }).start()
 * hide.send({ type: 'HIDE', channelId: 'kim' })
 * isHidden(hide.getSnapshot().context, 'kim') // true
 */
export const notInterestedMachine = setup({
  types: {
    context: {} as NotInterestedContext,
    events: {} as NotInterestedEvent | CallSettled,
    input: {} as { signedIn?: boolean; hidden?: string[] },
    emitted: {} as NotInterestedEmitted,
  },
  actors: {
    addNotInterested: unprovidedCall<unknown, { channelId: string }>('addNotInterested'),
  },
}).createMachine({
  id: 'notInterested',
  context: ({ input }) => ({
    hidden: input.hidden ?? [],
    signedIn: input.signedIn ?? false,
    inFlight: calls.none,
  }),
  on: {
    SIGNED_IN: {
      actions: enqueueActions(({ event, enqueue }) => enqueue.assign({ signedIn: event.signedIn })),
    },
    HIDE: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        if (!context.signedIn) {
          enqueue.emit({ type: 'login-required' })
          return
        }
        if (context.hidden.includes(event.channelId)) return
        const call = { type: 'addNotInterested', channelId: event.channelId } as const
        calls.enqueue(enqueue, context.inFlight, call, (inFlight) => ({
          inFlight,
          hidden: [...context.hidden, event.channelId],
        }))
      }),
    },
    'xstate.done.actor.*': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const settled = calls.settle(context.inFlight, event)
        if (settled) enqueue.assign({ inFlight: settled.calls })
      }),
    },
    'xstate.error.actor.*': {
      actions: [
        enqueueActions(({ context, event, enqueue }) => {
          const settled = calls.settle(context.inFlight, event)
          if (!settled || settled.ok) return
          const { channelId } = settled.call
          enqueue.assign({
            inFlight: settled.calls,
            hidden: context.hidden.filter((id) => id !== channelId),
          })
          enqueue.emit({ type: 'failed', channelId, error: settled.error })
        }),
      ],
    },
  },
})

/**
 * Whether the cards of `channelId` are hidden.
 *
 * @example cards.filter((card) => !isHidden(context, card.channelId))
 */
export function isHidden(
  context: Pick<NotInterestedContext, 'hidden'>,
  channelId: string | undefined,
) {
  return channelId !== undefined && context.hidden.includes(channelId)
}

/** The part of a bound client the machine calls; a full client fits. */
export type NotInterestedClient = {
  channel: Pick<BoundGroups<{ channel: typeof channelEndpoints }>['channel'], 'addNotInterested'>
}

/**
 * The actors of {@link notInterestedMachine}: `POST /v2/channel/not-interested`.
 *
 * @example notInterestedMachine.provide({ actors: notInterestedActors(client) })
 */
export function notInterestedActors(client: NotInterestedClient) {
  return {
    addNotInterested: fromCall(({ input }: { input: { channelId: string } }) =>
      client.channel.addNotInterested({ channelId: input.channelId }),
    ),
  }
}

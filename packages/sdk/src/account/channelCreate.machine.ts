import { assign, enqueueActions, sendTo, setup } from 'xstate'
import type { NewChannel } from '../contract/account/account.schemas'
import { unprovidedCall } from '../core/inFlightCalls'
import { channelNamesMachine, type NamesReady } from './channelNames.machine'

export interface ChannelCreateContext {
  channel: NewChannel | undefined
  /** Whether the session acts as the new channel (false: the switch failed; it stays made). */
  switched: boolean
}

export type ChannelCreateEmitted = { type: 'created'; channel: NewChannel; switched: boolean }

/**
 * A new channel (`/channel/create`): its id and nickname (`channelNamesMachine`), then the
 * provided `createChannel` actor, then `switchChannel`: the member acts as the channel they
 * just made (a member with a channel already went on acting as the old one). A name taken
 * meanwhile goes back to its field. A member without a channel comes here when they try to
 * comment or chat, and goes back after.
 *
 * @example
 * const create = createActor(channelCreateMachine.provide({ actors: accountActors({ client, session }).channelCreate })).start()
 * create.on('created', () => navigate(returnUrl))
 */
export const channelCreateMachine = setup({
  types: {
    context: {} as ChannelCreateContext,
    events: {} as NamesReady,
    emitted: {} as ChannelCreateEmitted,
    // Every child named: unnamed ones type the children with a string index that `names` does
    // not fit (TS2411 in the declarations of a partner's `skipLibCheck: false` build).
    children: {} as { names: 'namesStep'; create: 'createChannel'; switch: 'switchChannel' },
  },
  actors: {
    namesStep: channelNamesMachine,
    createChannel: unprovidedCall<unknown, NewChannel>('createChannel'),
    switchChannel: unprovidedCall<unknown, { channelId: string }>('switchChannel'),
  },
}).createMachine({
  id: 'channelCreate',
  context: { channel: undefined, switched: false },
  invoke: { id: 'names', src: 'namesStep', input: { withTerms: false } },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'NAMES.READY': {
          target: 'creating',
          actions: assign(({ event }) => ({
            channel: { channelId: event.channelId, nickname: event.nickname },
          })),
        },
      },
    },
    creating: {
      invoke: {
        id: 'create',
        src: 'createChannel',
        input: ({ context }) => context.channel as NewChannel,
        onDone: 'switching',
        onError: {
          target: 'editing',
          actions: sendTo('names', ({ event }) => ({ type: 'REFUSED', error: event.error })),
        },
      },
    },
    switching: {
      invoke: {
        id: 'switch',
        src: 'switchChannel',
        input: ({ context }) => ({ channelId: (context.channel as NewChannel).channelId }),
        onDone: { target: 'done', actions: assign({ switched: true }) },
        // The channel is made either way: say so, and that the session did not follow.
        onError: 'done',
      },
    },
    done: {
      type: 'final',
      entry: enqueueActions(({ context, enqueue }) =>
        enqueue.emit({
          type: 'created',
          channel: context.channel as NewChannel,
          switched: context.switched,
        }),
      ),
    },
  },
})

import { assign, type SnapshotFrom, setup } from 'xstate'
import type { CheerResult } from '../contract/item/gem.schemas'
import { GEM_MESSAGE_MAX, ITEM_ERRORS } from '../contract/item/item.schemas'
import { ApiError } from '../core/apiError'
import { unprovidedCall } from '../core/inFlightCalls'
import type { WalletTextKey } from '../i18n/wallet/walletMessages'
import { cheerCheck, walletErrorKey } from './walletRules'

/** The amounts the gift panel offers with one press (chosen, as Twitch's cheer presets). */
export const CHEER_PRESETS = [100, 500, 1000, 5000] as const

const tooFewGems = (error: unknown) =>
  error instanceof ApiError && error.code === ITEM_ERRORS.notEnoughGems

/**
 * Where a cheer is: being typed, `short` (more than the wallet holds: nothing was sent or taken,
 * the panel offers to buy gems), on its way, sent, or refused with words for why.
 */
export type CheerState = 'editing' | 'short' | 'sending' | 'sent' | 'failed'

export interface CheerInput {
  channelId: string
  /** The wallet's balance when known (the possess query): a larger cheer is refused here. */
  balance?: number
  /** A new idempotency key per attempt (default `crypto.randomUUID`). */
  newKey?: () => string
}

export interface CheerContext {
  channelId: string
  gem: number
  message: string
  balance: number | undefined
  /** The key of the cheer being sent: a retry of the same cheer sends it again. */
  key: string | undefined
  result: CheerResult | undefined
  error: WalletTextKey | undefined
  newKey: () => string
}

export type CheerEvent =
  | { type: 'AMOUNT'; gem: number }
  | { type: 'MESSAGE'; message: string }
  | { type: 'BALANCE'; balance: number | undefined }
  | { type: 'SEND' }
  | { type: 'RETRY' }
  | { type: 'AGAIN' }

export interface SendCheerInput {
  channelId: string
  gem: number
  message: string
  idempotencyKey: string
}

/**
 * A cheer from the gift panel: an amount and a message to a channel. The rules: a whole number
 * of gems from 1, never more than the wallet's balance (refused before any call, with the offer
 * to buy gems; the server's ITE20001 lands in the same place), each attempt with its own
 * idempotency key (a retry after a failure sends the same key, so a cheer whose answer was lost
 * is never taken twice), refusals in the wallet's words. The app provides `sendCheer`
 * (`cheerActors`).
 *
 * @example
 * const cheer = createActor(cheerMachine.provide({ actors: cheerActors(client) }), { input: { channelId, balance } }).start()
 * cheer.send({ type: 'AMOUNT', gem: 100 }); cheer.send({ type: 'SEND' })
 */
export const cheerMachine = setup({
  types: {
    input: {} as CheerInput,
    context: {} as CheerContext,
    events: {} as CheerEvent,
  },
  actors: {
    sendCheer: unprovidedCall<CheerResult, SendCheerInput>('sendCheer'),
  },
  guards: {
    invalidAmount: ({ context }) => cheerCheck(context.gem, context.balance) === 'invalid-amount',
    notEnough: ({ context }) => cheerCheck(context.gem, context.balance) === 'not-enough',
  },
}).createMachine({
  id: 'cheer',
  context: ({ input }) => ({
    channelId: input.channelId,
    gem: 0,
    message: '',
    balance: input.balance,
    key: undefined,
    result: undefined,
    error: undefined,
    newKey: input.newKey ?? (() => globalThis.crypto.randomUUID()),
  }),
  initial: 'editing',
  on: {
    BALANCE: { actions: assign({ balance: ({ event }) => event.balance }) },
  },
  states: {
    editing: {
      on: {
        AMOUNT: { actions: assign({ gem: ({ event }) => event.gem, error: undefined }) },
        MESSAGE: {
          actions: assign({ message: ({ event }) => event.message.slice(0, GEM_MESSAGE_MAX) }),
        },
        SEND: [
          {
            guard: 'invalidAmount',
            actions: assign({ error: 'errorInvalidAmount' as WalletTextKey }),
          },
          { guard: 'notEnough', target: 'short' },
          {
            target: 'sending',
            actions: assign({ key: ({ context }) => context.newKey(), error: undefined }),
          },
        ],
      },
    },
    short: {
      on: {
        AMOUNT: {
          target: 'editing',
          actions: assign({ gem: ({ event }) => event.gem, error: undefined }),
        },
        MESSAGE: {
          actions: assign({ message: ({ event }) => event.message.slice(0, GEM_MESSAGE_MAX) }),
        },
        // The wallet grew (gems bought in another tab): the same cheer may go now.
        BALANCE: {
          target: 'editing',
          actions: assign({ balance: ({ event }) => event.balance }),
        },
      },
    },
    sending: {
      invoke: {
        src: 'sendCheer',
        input: ({ context }) => ({
          channelId: context.channelId,
          gem: context.gem,
          message: context.message.trim(),
          idempotencyKey: context.key ?? '',
        }),
        onDone: {
          target: 'sent',
          actions: assign({
            result: ({ event }) => event.output,
            balance: ({ event }) => event.output.balance,
          }),
        },
        onError: [
          {
            guard: ({ event }) => tooFewGems(event.error),
            target: 'short',
          },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => walletErrorKey(event.error) }),
          },
        ],
      },
    },
    sent: {
      on: {
        AGAIN: { target: 'editing', actions: assign({ message: '', result: undefined }) },
      },
    },
    failed: {
      on: {
        RETRY: { target: 'sending', actions: assign({ error: undefined }) },
        AMOUNT: {
          target: 'editing',
          actions: assign({ gem: ({ event }) => event.gem, error: undefined }),
        },
        MESSAGE: {
          target: 'editing',
          actions: assign({
            message: ({ event }) => event.message.slice(0, GEM_MESSAGE_MAX),
            error: undefined,
          }),
        },
      },
    },
  },
})

export type CheerSnapshot = SnapshotFrom<typeof cheerMachine>

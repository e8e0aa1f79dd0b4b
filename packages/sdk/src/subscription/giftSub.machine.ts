import { assign, type SnapshotFrom, setup } from 'xstate'
import type { PayRegion } from '../contract/item/gem.schemas'
import {
  GIFT_SUB_MAX,
  type GiftPayment,
  type GiftResult,
} from '../contract/item/subscription.schemas'
import { unprovidedCall } from '../core/inFlightCalls'
import type { SubscriptionTextKey } from '../i18n/subscription/subscriptionMessages'
import {
  type GiftProblem,
  type GiftRefusal,
  type GiftTarget,
  giftCount,
  giftGemCost,
  giftProblem,
  giftRefusal,
  isNotEnoughGems,
  subscriptionErrorKey,
} from './subscriptionRules'

/**
 * Where the gift form is: `editing` (with a `problem` once a send was tried as typed), `short`
 * (a gem-paid gift costs more than the wallet: nothing was taken), `paying`, `redirecting` to
 * the checkout (a card-paid gift), `done` (a gem-paid gift delivered: its receivers), `refused`
 * (the server's refusal, with its words) or `failed` (worth another try).
 */
export type GiftSubState =
  | 'editing'
  | 'short'
  | 'paying'
  | 'redirecting'
  | 'done'
  | 'refused'
  | 'failed'

export interface GiftSubInput {
  /** The channel to gift in, prefilled (`/items/giftsub?channelId=`). */
  channelId?: string
  /** The giver's own channel id: a gift to oneself is refused before any call. */
  viewerChannelId?: string
  /** The wallet's balance when known: a larger gem-paid gift is `short` before any call. */
  balance?: number
  /** One gifted subscription in gems (the plan's `giftGem`; default the contract's price). */
  giftGem?: number
  region?: PayRegion
  /** A new idempotency key per attempt (default `crypto.randomUUID`). */
  newKey?: () => string
}

export interface GiftSubContext {
  channelId: string
  type: GiftTarget
  count: number
  receivers: string[]
  payWith: GiftPayment
  viewerChannelId: string | undefined
  balance: number | undefined
  giftGem: number | undefined
  region: PayRegion | undefined
  problem: GiftProblem | undefined
  refusal: GiftRefusal | undefined
  error: SubscriptionTextKey | undefined
  /** The key of the gift being sent: a retry of the same gift sends it again. */
  key: string | undefined
  result: GiftResult | undefined
  newKey: () => string
}

export type GiftSubEvent =
  | { type: 'CHANNEL'; channelId: string }
  | { type: 'TARGET'; target: GiftTarget }
  | { type: 'COUNT'; count: number }
  | { type: 'ADD_RECEIVER'; channelId: string }
  | { type: 'REMOVE_RECEIVER'; channelId: string }
  | { type: 'PAY_WITH'; payWith: GiftPayment }
  | { type: 'BALANCE'; balance: number | undefined }
  | { type: 'GIFT_GEM'; giftGem: number | undefined }
  | { type: 'SEND' }
  | { type: 'RETRY' }
  | { type: 'AGAIN' }

export interface SendGiftInput {
  type: GiftTarget
  streamerChannelId: string
  voucherCount: number
  receiverChannelIdList: string[] | undefined
  payWith: GiftPayment
  region: PayRegion | undefined
  idempotencyKey: string
}

/** The gift's cost in gems as typed. @example giftSubCost(snapshot.context) // 1500 */
export function giftSubCost(
  context: Pick<GiftSubContext, 'type' | 'count' | 'receivers' | 'giftGem'>,
) {
  return giftGemCost(giftCount(context), context.giftGem)
}

const short = ({ context }: { context: GiftSubContext }) =>
  context.payWith === 'gem' &&
  context.balance !== undefined &&
  giftSubCost(context) > context.balance

type EditEvent = Extract<
  GiftSubEvent,
  { type: 'CHANNEL' | 'TARGET' | 'COUNT' | 'ADD_RECEIVER' | 'REMOVE_RECEIVER' | 'PAY_WITH' }
>

// What an edit of the form changes: receivers are trimmed, kept once, at most GIFT_SUB_MAX.
function applyEdit(context: GiftSubContext, event: EditEvent): Partial<GiftSubContext> {
  switch (event.type) {
    case 'CHANNEL':
      return { channelId: event.channelId }
    case 'TARGET':
      return { type: event.target }
    case 'COUNT':
      return { count: event.count }
    case 'ADD_RECEIVER': {
      const id = event.channelId.trim()
      if (!id || context.receivers.includes(id) || context.receivers.length >= GIFT_SUB_MAX)
        return {}
      return { receivers: [...context.receivers, id] }
    }
    case 'REMOVE_RECEIVER':
      return { receivers: context.receivers.filter((id) => id !== event.channelId) }
    case 'PAY_WITH':
      return { payWith: event.payWith }
  }
}

// Every edit goes back to the form and clears what the last send said.
const edit = { target: 'editing', actions: ['edit', 'clear'] } as const
const edits = {
  CHANNEL: edit,
  TARGET: edit,
  COUNT: edit,
  ADD_RECEIVER: edit,
  REMOVE_RECEIVER: edit,
  PAY_WITH: edit,
} as const

/**
 * The gift form (`/items/giftsub`): a channel, who receives (named members, one subscription
 * each, or `random` viewers present in the channel, 1 to {@link GIFT_SUB_MAX}), paid with the
 * checkout or with gems. The rules the server applies are checked first (`giftProblem`); a
 * gem-paid gift larger than the balance is `short` before any call, and ITE20001 lands in the
 * same state. Each attempt has its own idempotency key (a retry sends it again). The server's
 * refusals (ITE20012 to ITE20015, and the subscription refusals) are `refused` with their
 * words. The app provides `sendGift` and `goToCheckout` (`giftSubActors`).
 *
 * @example
 * const gift = createActor(giftSubMachine.provide({ actors: giftSubActors(client) }), { input: { channelId: 'airwave' } }).start()
 * gift.send({ type: 'ADD_RECEIVER', channelId: 'kim' }); gift.send({ type: 'SEND' })
 */
export const giftSubMachine = setup({
  types: {
    input: {} as GiftSubInput,
    context: {} as GiftSubContext,
    events: {} as GiftSubEvent,
  },
  actors: {
    sendGift: unprovidedCall<GiftResult, SendGiftInput>('sendGift'),
    goToCheckout: unprovidedCall<void, { checkoutUrl: string }>('goToCheckout'),
  },
  guards: {
    invalid: ({ context }) => giftProblem(context, context.viewerChannelId) !== undefined,
    short,
  },
  actions: {
    clear: assign({ problem: undefined, refusal: undefined, error: undefined }),
    edit: assign(({ context, event }) =>
      event.type === 'SEND' ||
      event.type === 'RETRY' ||
      event.type === 'AGAIN' ||
      event.type === 'BALANCE' ||
      event.type === 'GIFT_GEM'
        ? {}
        : applyEdit(context, event),
    ),
  },
}).createMachine({
  id: 'giftSub',
  context: ({ input }) => ({
    channelId: input.channelId ?? '',
    type: 'selected',
    count: 1,
    receivers: [],
    payWith: 'checkout',
    viewerChannelId: input.viewerChannelId,
    balance: input.balance,
    giftGem: input.giftGem,
    region: input.region,
    problem: undefined,
    refusal: undefined,
    error: undefined,
    key: undefined,
    result: undefined,
    newKey: input.newKey ?? (() => globalThis.crypto.randomUUID()),
  }),
  initial: 'editing',
  on: {
    BALANCE: { actions: assign({ balance: ({ event }) => event.balance }) },
    GIFT_GEM: { actions: assign({ giftGem: ({ event }) => event.giftGem }) },
  },
  states: {
    editing: {
      on: {
        ...edits,
        SEND: [
          {
            guard: 'invalid',
            actions: assign({
              problem: ({ context }) => giftProblem(context, context.viewerChannelId),
            }),
          },
          { guard: 'short', target: 'short' },
          {
            target: 'paying',
            actions: [assign({ key: ({ context }) => context.newKey() }), 'clear'],
          },
        ],
      },
    },
    short: {
      on: {
        ...edits,
        // The wallet grew (gems bought in another tab): the same gift may go now.
        BALANCE: {
          target: 'editing',
          actions: assign({ balance: ({ event }) => event.balance }),
        },
      },
    },
    paying: {
      invoke: {
        src: 'sendGift',
        input: ({ context }) => ({
          type: context.type,
          streamerChannelId: context.channelId.trim(),
          voucherCount: giftCount(context),
          receiverChannelIdList: context.type === 'selected' ? [...context.receivers] : undefined,
          payWith: context.payWith,
          region: context.region,
          idempotencyKey: context.key ?? '',
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.checkoutUrl !== null,
            target: 'redirecting',
            actions: assign({ result: ({ event }) => event.output }),
          },
          {
            target: 'done',
            actions: assign({
              result: ({ event }) => event.output,
              balance: ({ event, context }) => event.output.balance ?? context.balance,
            }),
          },
        ],
        onError: [
          { guard: ({ event }) => isNotEnoughGems(event.error), target: 'short' },
          {
            guard: ({ event }) => giftRefusal(event.error) !== undefined,
            target: 'refused',
            actions: assign({ refusal: ({ event }) => giftRefusal(event.error) }),
          },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => subscriptionErrorKey(event.error) }),
          },
        ],
      },
    },
    redirecting: {
      invoke: {
        src: 'goToCheckout',
        input: ({ context }) => ({ checkoutUrl: context.result?.checkoutUrl ?? '' }),
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => subscriptionErrorKey(event.error) }),
        },
      },
    },
    done: {
      on: {
        AGAIN: {
          target: 'editing',
          actions: assign({ receivers: [], count: 1, result: undefined }),
        },
      },
    },
    refused: { on: edits },
    failed: {
      on: {
        ...edits,
        // The same key: a gift whose answer was lost is found, not paid twice.
        RETRY: { target: 'paying', actions: 'clear' },
      },
    },
  },
})

export type GiftSubSnapshot = SnapshotFrom<typeof giftSubMachine>

import { assign, type SnapshotFrom, setup } from 'xstate'
import type { PaymentResult } from '../contract/item/item.schemas'
import { unprovidedCall } from '../core/inFlightCalls'
import type { WalletTextKey } from '../i18n/wallet/walletMessages'
import {
  PAYMENT_POLL_ATTEMPTS,
  paymentOutcome,
  paymentPollDelay,
  walletErrorKey,
} from './walletRules'

/**
 * Where the result page is: asking, waiting to ask again, one of the final outcomes, `slow`
 * (asked {@link PAYMENT_POLL_ATTEMPTS} times, still PENDING: the page stops asking and offers to
 * check again) or `error` (the result could not be read).
 */
export type PaymentResultState =
  | 'checking'
  | 'settling'
  | 'waiting'
  | 'paid'
  | 'failed'
  | 'cancelled'
  | 'refunded'
  | 'slow'
  | 'error'

export interface PaymentResultContext {
  orderNo: string
  /** How many PENDING answers came since the page started (or was asked to check again). */
  attempt: number
  result: PaymentResult | undefined
  error: WalletTextKey | undefined
}

export type PaymentResultEvent = { type: 'CHECK' }

const isOutcome =
  (outcome: ReturnType<typeof paymentOutcome>) =>
  ({ context }: { context: PaymentResultContext }) =>
    context.result !== undefined && paymentOutcome(context.result.status) === outcome

/**
 * The payment result page (`/payment/redirect/gem`): asks for the order's result until the
 * provider's webhook has settled it, waiting {@link paymentPollDelay} between answers of
 * PENDING (500 ms doubling to 8 s), at most {@link PAYMENT_POLL_ATTEMPTS} times. The buyer's
 * return never credits anything: only the result says whether gems came. The app provides
 * `getResult` (`paymentResultActors`).
 *
 * @example
 * const page = createActor(paymentResultMachine.provide({ actors: paymentResultActors(client) }), { input: { orderNo } }).start()
 */
export const paymentResultMachine = setup({
  types: {
    input: {} as { orderNo: string },
    context: {} as PaymentResultContext,
    events: {} as PaymentResultEvent,
  },
  actors: {
    getResult: unprovidedCall<PaymentResult, { orderNo: string }>('getResult'),
  },
  delays: {
    pollDelay: ({ context }) => paymentPollDelay(context.attempt - 1),
  },
  guards: {
    lastPoll: ({ context }) => context.attempt + 1 >= PAYMENT_POLL_ATTEMPTS,
  },
  actions: {
    countPending: assign({ attempt: ({ context }) => context.attempt + 1 }),
  },
}).createMachine({
  id: 'paymentResult',
  context: ({ input }) => ({
    orderNo: input.orderNo,
    attempt: 0,
    result: undefined,
    error: undefined,
  }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'getResult',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: { target: 'settling', actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: 'error',
          actions: assign({ error: ({ event }) => walletErrorKey(event.error) }),
        },
      },
    },
    settling: {
      always: [
        { guard: isOutcome('paid'), target: 'paid' },
        { guard: isOutcome('failed'), target: 'failed' },
        { guard: isOutcome('cancelled'), target: 'cancelled' },
        { guard: isOutcome('refunded'), target: 'refunded' },
        { guard: 'lastPoll', target: 'slow', actions: 'countPending' },
        { target: 'waiting', actions: 'countPending' },
      ],
    },
    waiting: {
      after: { pollDelay: 'checking' },
    },
    paid: { type: 'final' },
    failed: { type: 'final' },
    cancelled: { type: 'final' },
    refunded: { type: 'final' },
    slow: { on: { CHECK: { target: 'checking', actions: assign({ attempt: 0 }) } } },
    error: { on: { CHECK: { target: 'checking', actions: assign({ error: undefined }) } } },
  },
})

export type PaymentResultSnapshot = SnapshotFrom<typeof paymentResultMachine>

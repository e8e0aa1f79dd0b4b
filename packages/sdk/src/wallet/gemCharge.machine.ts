import { assign, type SnapshotFrom, setup } from 'xstate'
import type { GemOrder, PayRegion } from '../contract/item/gem.schemas'
import { unprovidedCall } from '../core/inFlightCalls'
import type { WalletTextKey } from '../i18n/wallet/walletMessages'
import { walletErrorKey } from './walletRules'

/** What the gem shop is doing: `redirecting` once the order is made and the checkout opens. */
export type GemChargeState = 'idle' | 'ordering' | 'redirecting' | 'failed'

export interface GemChargeInput {
  /** A new idempotency key per order (default `crypto.randomUUID`). */
  newKey?: () => string
}

export interface GemChargeContext {
  packId: string | undefined
  region: PayRegion | undefined
  /** The key of the order being made: a retry of the same order sends it again. */
  key: string | undefined
  order: GemOrder | undefined
  error: WalletTextKey | undefined
  newKey: () => string
}

export type GemChargeEvent =
  | { type: 'CHOOSE'; packId: string; region: PayRegion }
  | { type: 'RETRY' }

export interface CreateOrderInput {
  packId: string
  region: PayRegion
  idempotencyKey: string
}

/**
 * The gem shop's purchase: choose a pack, the server makes the order (idempotent on a key of
 * this attempt: a retry after a lost answer gets the same order, never a second one), then the
 * buyer goes to the provider's hosted checkout. The `createOrder` and `goToCheckout` actors are
 * provided by the app (`gemChargeActors`); gems are credited by the provider's webhook only.
 *
 * @example
 * const shop = createActor(gemChargeMachine.provide({ actors: gemChargeActors(client) }), { input: {} }).start()
 * shop.send({ type: 'CHOOSE', packId: 'gem-1000', region: 'NA' })
 */
export const gemChargeMachine = setup({
  types: {
    input: {} as GemChargeInput,
    context: {} as GemChargeContext,
    events: {} as GemChargeEvent,
  },
  actors: {
    createOrder: unprovidedCall<GemOrder, CreateOrderInput>('createOrder'),
    goToCheckout: unprovidedCall<void, { checkoutUrl: string }>('goToCheckout'),
  },
  actions: {
    choose: assign(({ context }, params: { packId: string; region: PayRegion }) => ({
      packId: params.packId,
      region: params.region,
      key: context.newKey(),
      error: undefined,
    })),
  },
}).createMachine({
  id: 'gemCharge',
  context: ({ input }) => ({
    packId: undefined,
    region: undefined,
    key: undefined,
    order: undefined,
    error: undefined,
    newKey: input.newKey ?? (() => globalThis.crypto.randomUUID()),
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        CHOOSE: {
          target: 'ordering',
          actions: { type: 'choose', params: ({ event }) => event },
        },
      },
    },
    ordering: {
      invoke: {
        src: 'createOrder',
        input: ({ context }) => ({
          packId: context.packId ?? '',
          region: context.region ?? 'GLOBAL',
          idempotencyKey: context.key ?? '',
        }),
        onDone: { target: 'redirecting', actions: assign({ order: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => walletErrorKey(event.error) }),
        },
      },
    },
    redirecting: {
      invoke: {
        src: 'goToCheckout',
        input: ({ context }) => ({ checkoutUrl: context.order?.checkoutUrl ?? '' }),
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => walletErrorKey(event.error) }),
        },
      },
    },
    failed: {
      on: {
        RETRY: { target: 'ordering', actions: assign({ error: undefined }) },
        CHOOSE: {
          target: 'ordering',
          actions: { type: 'choose', params: ({ event }) => event },
        },
      },
    },
  },
})

export type GemChargeSnapshot = SnapshotFrom<typeof gemChargeMachine>

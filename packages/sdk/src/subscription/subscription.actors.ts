import { fromPromise } from 'xstate'
import { type CallArgs, fromCall } from '../core/fromCall'
import type { WalletNeeds } from '../wallet/wallet.queries'
import type { SendGiftInput } from './giftSub.machine'
import type { CreateSubscriptionOrderInput } from './subscribe.machine'

// The page unloads on its way to the checkout: the promise never settles, so the flow shows
// it is leaving.
const checkout = (goTo: (url: string) => void) =>
  fromPromise<void, { checkoutUrl: string }>(({ input }) => {
    goTo(input.checkoutUrl)
    return new Promise<void>(() => {})
  })

const assign = (url: string) => globalThis.location.assign(url)

/**
 * The subscribe flow's I/O over a bound client: the check, the plan, the order with its
 * idempotency key, and the way to the checkout (`location.assign` by default).
 *
 * @example subscribeMachine.provide({ actors: subscribeActors(client) })
 */
export function subscribeActors(
  client: WalletNeeds<'checkSubscribe' | 'getSubscriptionPlan' | 'createSubscriptionOrder'>,
  goTo: (url: string) => void = assign,
) {
  return {
    // An empty answer is the go-ahead; a refusal arrives as an error.
    checkSubscribe: fromCall(async ({ input, signal }: CallArgs<{ channelId: string }>) => {
      await client.item.checkSubscribe(input.channelId, { signal })
    }),
    getPlan: fromCall(({ input, signal }: CallArgs<{ region: SendGiftInput['region'] }>) =>
      client.item.getSubscriptionPlan(input.region ? { region: input.region } : {}, { signal }),
    ),
    createOrder: fromCall(({ input, signal }: CallArgs<CreateSubscriptionOrderInput>) =>
      client.item.createSubscriptionOrder(
        { channelId: input.channelId, region: input.region },
        { idempotencyKey: input.idempotencyKey, signal },
      ),
    ),
    goToCheckout: checkout(goTo),
  }
}

/**
 * The gift form's I/O over a bound client: the gift with its idempotency key, and the way to
 * the checkout of a card-paid gift.
 *
 * @example giftSubMachine.provide({ actors: giftSubActors(client) })
 */
export function giftSubActors(
  client: WalletNeeds<'giftVouchers'>,
  goTo: (url: string) => void = assign,
) {
  return {
    sendGift: fromCall(({ input, signal }: CallArgs<SendGiftInput>) =>
      client.item.giftVouchers(
        {
          type: input.type,
          streamerChannelId: input.streamerChannelId,
          voucherCount: input.voucherCount,
          payWith: input.payWith,
          ...(input.receiverChannelIdList
            ? { receiverChannelIdList: input.receiverChannelIdList }
            : {}),
          ...(input.region ? { region: input.region } : {}),
        },
        { idempotencyKey: input.idempotencyKey, signal },
      ),
    ),
    goToCheckout: checkout(goTo),
  }
}

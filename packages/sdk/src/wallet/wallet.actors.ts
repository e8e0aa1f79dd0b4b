import { fromPromise } from 'xstate'
import type { MONETIZE_TERMS_VERSION } from '../contract/item/earnings.schemas'
import { type CallArgs, fromCall } from '../core/fromCall'
import type { SendCheerInput } from './cheer.machine'
import type { CreateOrderInput } from './gemCharge.machine'
import type { SaveSignatureGemInput } from './signatureGems.machine'
import type { WalletNeeds } from './wallet.queries'

/**
 * The gem shop's I/O over a bound client: the order, and the way to the checkout
 * (`location.assign` by default; a test or a native shell passes its own).
 *
 * @example gemChargeMachine.provide({ actors: gemChargeActors(client) })
 */
export function gemChargeActors(
  client: WalletNeeds<'createGemOrder'>,
  goTo: (url: string) => void = (url) => globalThis.location.assign(url),
) {
  return {
    createOrder: fromCall(({ input, signal }: CallArgs<CreateOrderInput>) =>
      client.item.createGemOrder(
        { packId: input.packId, region: input.region },
        { idempotencyKey: input.idempotencyKey, signal },
      ),
    ),
    // The page unloads on its way: the promise never settles, so the shop shows it is leaving.
    goToCheckout: fromPromise<void, { checkoutUrl: string }>(({ input }) => {
      goTo(input.checkoutUrl)
      return new Promise<void>(() => {})
    }),
  }
}

/**
 * The result page's I/O over a bound client.
 *
 * @example paymentResultMachine.provide({ actors: paymentResultActors(client) })
 */
export function paymentResultActors(client: WalletNeeds<'getPaymentResult'>) {
  return {
    getResult: fromCall(({ input, signal }: CallArgs<{ orderNo: string }>) =>
      client.item.getPaymentResult(input.orderNo, { signal }),
    ),
  }
}

/**
 * The gift panel's I/O over a bound client: the cheer with its idempotency key.
 *
 * @example cheerMachine.provide({ actors: cheerActors(client) })
 */
export function cheerActors(client: WalletNeeds<'cheer'>) {
  return {
    sendCheer: fromCall(({ input, signal }: CallArgs<SendCheerInput>) =>
      client.item.cheer(
        input.channelId,
        { gem: input.gem, ...(input.message ? { message: input.message } : {}) },
        { idempotencyKey: input.idempotencyKey, signal },
      ),
    ),
  }
}

/**
 * The monetization sign-up's I/O over a bound client: the agreement to the terms' version.
 *
 * @example monetizationSignupMachine.provide({ actors: monetizationSignupActors(client) })
 */
export function monetizationSignupActors(client: WalletNeeds<'signUpMonetization'>) {
  return {
    signUp: fromCall(
      ({ input, signal }: CallArgs<{ termsVersion: typeof MONETIZE_TERMS_VERSION }>) =>
        client.item.signUpMonetization(
          { isAgreeMonetizeTerms: true, termsVersion: input.termsVersion },
          { signal },
        ),
    ),
  }
}

/**
 * The signature gem editor's I/O over a bound client: a new one is added, a known one changed.
 *
 * @example signatureGemsMachine.provide({ actors: signatureGemsActors(client) })
 */
export function signatureGemsActors(
  client: WalletNeeds<'addSignatureGem' | 'updateSignatureGem' | 'deleteSignatureGem'>,
) {
  return {
    saveSignatureGem: fromCall(({ input, signal }: CallArgs<SaveSignatureGemInput>) =>
      input.signatureGemIdx === undefined
        ? client.item.addSignatureGem({ gem: input.gem, title: input.title }, { signal })
        : client.item.updateSignatureGem(
            input.signatureGemIdx,
            { gem: input.gem, title: input.title },
            { signal },
          ),
    ),
    deleteSignatureGem: fromCall(({ input, signal }: CallArgs<{ signatureGemIdx: number }>) =>
      client.item.deleteSignatureGem(input.signatureGemIdx, { signal }),
    ),
  }
}

/**
 * The subscription cancel's I/O over a bound client: stops the channel's regular renewal.
 *
 * @example cancelSubscriptionMachine.provide({ actors: cancelSubscriptionActors(client) })
 */
export function cancelSubscriptionActors(client: WalletNeeds<'cancelRegularSubscribe'>) {
  return {
    cancelSubscription: fromCall(({ input, signal }: CallArgs<{ channelId: string }>) =>
      client.item.cancelRegularSubscribe(input.channelId, { signal }),
    ),
  }
}

import { GIFT_SUB_MAX, SUBSCRIPTION_ERRORS } from '@airwave/sdk/subscription'
import { ITEM_ERRORS, itemEndpoints } from '@airwave/sdk/wallet'
import { Refusal } from './backend'
import { memberRoute, route } from './route'
import { walletBalance } from './wallet'

// A member's subscribe and gift flows as the reference server answers them: the plan (4.99
// USD, 500 gems a gifted month), the member's subscription to a channel, the check (empty, or
// the story's refusal code), the order (its checkout a fragment of the story's page) and the
// gift (gems taken at once, or a checkout; the story's refusal code first).

/** What a subscription story starts from (`parameters.subscription`). */
export interface SubscriptionScenario {
  /** The check's (and the order's) refusal code: ITE10009 own channel, ITE10001 adult only... */
  refusal?: string
  /** Months subscribed: the member subscribes already. */
  subscribed?: number
  /** The gift's refusal code: ITE20012 to ITE20015, or a subscription refusal. */
  giftRefusal?: string
}

const state = { refusal: undefined as string | undefined, subscribed: 0, giftRefusal: '' }

/**
 * Starts the subscriptions over from the story's scenario.
 *
 * @example resetSubscription({ refusal: 'ITE10001' })
 */
export function resetSubscription(scenario: SubscriptionScenario = {}): void {
  state.refusal = scenario.refusal
  state.subscribed = scenario.subscribed ?? 0
  state.giftRefusal = scenario.giftRefusal ?? ''
}

const nickname = (channelId: string) => channelId.charAt(0).toUpperCase() + channelId.slice(1)
const PRESENT = ['mina', 'joon', 'haru', 'lin', 'sora', 'ari']
const i = itemEndpoints

export const subscriptionHandlers = [
  route('getSubscriptionPlan', i.getSubscriptionPlan, ({ query }) => ({
    region: query.region ?? 'NA',
    currency: 'USD',
    price: '4.99',
    priceMinor: 499,
    periodDays: 30,
    giftGem: 500,
  })),
  memberRoute('getSubscribeInfo', i.getSubscribeInfo, ({ params }) => ({
    channelId: params.channelId ?? '',
    isSubscriber: state.subscribed > 0,
    isRegular: state.subscribed > 0,
    renews: state.subscribed > 0,
    subscribeMonth: state.subscribed,
  })),
  memberRoute('checkSubscribe', i.checkSubscribe, () => {
    if (state.refusal) throw new Refusal(state.refusal, 'Refused (story scenario)')
    if (state.subscribed) throw new Refusal(SUBSCRIPTION_ERRORS.alreadySubscribed, 'Subscribed')
    return {}
  }),
  memberRoute('createSubscriptionOrder', i.createSubscriptionOrder, ({ body }) => {
    if (state.refusal) throw new Refusal(state.refusal, 'Refused (story scenario)')
    return {
      orderNo: 'S20260120-3000',
      status: 'PENDING' as const,
      // The story stays on its page: the checkout is a fragment of it.
      checkoutUrl: '#checkout',
      channelId: body.channelId,
      price: '4.99',
      currency: 'USD',
    }
  }),
  memberRoute('giftVouchers', i.giftVouchers, ({ body }) => {
    if (state.giftRefusal) throw new Refusal(state.giftRefusal, 'Refused (story scenario)')
    if (body.voucherCount > GIFT_SUB_MAX) throw new Refusal(SUBSCRIPTION_ERRORS.giftCount)
    const receivers =
      body.type === 'random'
        ? PRESENT.slice(0, body.voucherCount)
        : (body.receiverChannelIdList ?? [])
    if (body.payWith === 'checkout') {
      return {
        giftIdx: 9,
        status: 'PENDING' as const,
        voucherCount: body.voucherCount,
        receivers: [],
        orderNo: 'V20260120-3001',
        checkoutUrl: '#checkout',
        balance: null,
      }
    }
    const cost = body.voucherCount * 500
    if (cost > walletBalance.get()) throw new Refusal(ITEM_ERRORS.notEnoughGems, 'Not enough gems')
    walletBalance.set(walletBalance.get() - cost)
    return {
      giftIdx: 9,
      status: 'SUCCESS' as const,
      voucherCount: body.voucherCount,
      receivers: receivers.map((channelId) => ({ channelId, nickname: nickname(channelId) })),
      orderNo: null,
      checkoutUrl: null,
      balance: walletBalance.get(),
    }
  }),
]

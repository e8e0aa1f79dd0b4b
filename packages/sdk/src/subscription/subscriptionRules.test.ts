import { describe, expect, it } from 'vitest'
import { ApiError } from '../core/apiError'
import {
  giftGemCost,
  giftRefusal,
  giftRefusalText,
  SUBSCRIBE_REFUSAL_DIALOGS,
  subscribeButtonView,
  subscribeRefusal,
} from './subscriptionRules'

describe('subscribeRefusal', () => {
  it('keeps errors worth another try out of the refusals', () => {
    expect(subscribeRefusal(new ApiError(0, 'NETWORK_ERROR', ''))).toBeUndefined()
    expect(subscribeRefusal(new ApiError(500, 'INTERNAL', ''))).toBeUndefined()
    expect(subscribeRefusal(new ApiError(429, 'RATE_LIMITED', ''))).toBeUndefined()
    expect(subscribeRefusal(new Error('boom'))).toBeUndefined()
  })

  it('gives any other answer the unknown dialog, with its confirm words', () => {
    const refusal = subscribeRefusal(new ApiError(400, 'ITE12345', ''))
    expect(refusal).toBe('unknown')
    expect(SUBSCRIBE_REFUSAL_DIALOGS.unknown.title).toBe('refusedUnknownTitle')
  })
})

describe('subscribeButtonView', () => {
  it('hides the button on one\u2019s own channel and a channel without subscriptions', () => {
    expect(subscribeButtonView({ monetized: true, own: true, subscribed: false })).toBe('hidden')
    expect(subscribeButtonView({ monetized: false, own: false, subscribed: false })).toBe('hidden')
    expect(subscribeButtonView({ monetized: true, own: false, subscribed: true })).toBe(
      'subscribed',
    )
  })
})

describe('gift rules', () => {
  it('prices a gift in gems and words its refusals', () => {
    expect(giftGemCost(3, 500)).toBe(1500)
    expect(giftRefusalText(giftRefusal(new ApiError(409, 'ITE20015', '')) ?? 'count').body).toBe(
      'giftRefusedNoViewers',
    )
    expect(giftRefusalText({ subscribe: 'blocked' }).title).toBe('refusedBlockedTitle')
  })
})

import { describe, expect, it } from 'vitest'
import type { Subscription } from '../contract/item/subscription.schemas'
import { ApiError } from '../core/apiError'
import {
  canCancelSubscription,
  giftTypeKey,
  isSubscriptionOn,
  nickColorChoices,
  paidWithKey,
  subscriptionErrorKey,
  subscriptionMonths,
  subscriptionPaymentLine,
  subscriptionStatusLine,
} from './subscriptionRules'

const sub: Subscription = {
  subscriptionId: 12,
  channel: { channelId: 'airwave', nickname: 'Airwave' },
  kind: 'regular',
  status: 'ACTIVE',
  renews: true,
  startDate: '2025-11-01T00:00:00.000Z',
  periodStart: '2026-01-01T00:00:00.000Z',
  periodEnd: '2026-01-31T00:00:00.000Z',
  endDate: null,
  endReason: null,
  endDetail: null,
  months: 3,
  giftedBy: null,
  price: '4.99',
  currency: 'USD',
}

describe('subscriptionStatusLine', () => {
  it('says when an active one renews, and when one that does not renew ends', () => {
    expect(subscriptionStatusLine(sub)).toEqual({
      key: 'subStatusRenews',
      values: { date: '2026-01-31T00:00:00.000Z' },
      tone: 'ok',
    })
    expect(subscriptionStatusLine({ ...sub, renews: false }).key).toBe('subStatusEnds')
    expect(subscriptionStatusLine({ ...sub, status: 'PENDING' }).key).toBe('subStatusPending')
  })

  it('keeps the benefits of a cancelled one to the end of its period', () => {
    expect(subscriptionStatusLine({ ...sub, status: 'CANCELLED', renews: false })).toEqual({
      key: 'subStatusCancelled',
      values: { date: '2026-01-31T00:00:00.000Z' },
      tone: 'warning',
    })
  })

  it('says why one ended, with the decline of a failed renewal', () => {
    const ended = { ...sub, status: 'ENDED', renews: false, endDate: '2026-02-01' } as const
    expect(subscriptionStatusLine({ ...ended, endReason: 'cancelled' }).key).toBe(
      'subEndedCancelled',
    )
    expect(subscriptionStatusLine({ ...ended, endReason: 'period_over' }).key).toBe(
      'subEndedPeriodOver',
    )
    expect(subscriptionStatusLine({ ...ended, endReason: 'channel_closed' }).key).toBe(
      'subEndedChannelClosed',
    )
    expect(subscriptionStatusLine({ ...ended, endReason: 'expired' }).key).toBe('subEndedExpired')
    expect(subscriptionStatusLine({ ...ended, endReason: 'payment_failed' }).key).toBe(
      'subEndedPaymentFailed',
    )
    expect(
      subscriptionStatusLine({
        ...ended,
        endReason: 'payment_failed',
        endDetail: 'Insufficient funds',
      }),
    ).toEqual({
      key: 'subEndedPaymentDeclined',
      values: { date: '2026-02-01', detail: 'Insufficient funds' },
      tone: 'over',
    })
    // No end date: the period's end is the day it ended.
    expect(subscriptionStatusLine({ ...ended, endDate: null, endReason: null })).toEqual({
      key: 'subEnded',
      values: { date: '2026-01-31T00:00:00.000Z' },
      tone: 'over',
    })
  })
})

describe('whether a subscription is on and may be cancelled', () => {
  it('keeps the benefits while cancelled, and cancels only a renewing regular one', () => {
    expect(isSubscriptionOn(sub)).toBe(true)
    expect(isSubscriptionOn({ status: 'CANCELLED' })).toBe(true)
    expect(isSubscriptionOn({ status: 'ENDED' })).toBe(false)
    expect(isSubscriptionOn({ status: 'PENDING' })).toBe(false)
    expect(canCancelSubscription(sub)).toBe(true)
    expect(canCancelSubscription({ ...sub, status: 'CANCELLED', renews: false })).toBe(false)
    expect(canCancelSubscription({ ...sub, kind: 'gift', renews: false })).toBe(false)
    expect(canCancelSubscription({ ...sub, status: 'ENDED' })).toBe(false)
  })

  it('counts the current month from its first day', () => {
    expect(subscriptionMonths({ months: 3, status: 'ACTIVE' })).toBe(3)
    expect(subscriptionMonths({ months: 0, status: 'ACTIVE' })).toBe(1)
    expect(subscriptionMonths({ months: 0, status: 'PENDING' })).toBe(0)
    expect(subscriptionMonths({ months: 7, status: 'ENDED' })).toBe(7)
  })
})

describe('nickColorChoices', () => {
  it('lists the 26 colours, the channel’s allowed and the member’s chosen', () => {
    const choices = nickColorChoices({ colors: ['teal', 'rose'], nickColor: 'rose' })
    expect(choices).toHaveLength(26)
    expect(choices.filter((c) => c.allowed).map((c) => c.color)).toEqual(['teal', 'rose'])
    expect(choices.filter((c) => c.chosen).map((c) => c.color)).toEqual(['rose'])
    expect(nickColorChoices({ colors: [], nickColor: null }).some((c) => c.allowed)).toBe(false)
  })
})

describe('the words of gifts and payments', () => {
  it('names a gift’s kind, how it was paid, and a refused period with its reason', () => {
    expect(giftTypeKey({ type: 'random' })).toBe('giftTypeRandom')
    expect(giftTypeKey({ type: 'free' })).toBe('giftTypeFree')
    expect(paidWithKey('checkout')).toBe('paidWithCard')
    expect(paidWithKey('gem')).toBe('paidWithGem')
    expect(subscriptionPaymentLine({ status: 'PAID', failure: null }).key).toBe('paymentPaid')
    expect(subscriptionPaymentLine({ status: 'FAILED', failure: 'Card expired' })).toEqual({
      key: 'paymentFailedBecause',
      values: { detail: 'Card expired' },
      tone: 'over',
    })
    expect(subscriptionPaymentLine({ status: 'FAILED', failure: null }).key).toBe('paymentFailed')
  })
})

describe('subscriptionErrorKey', () => {
  it('names the subscription refusals, then the wallet’s', () => {
    expect(subscriptionErrorKey(new ApiError(404, 'ITE20016', ''))).toBe(
      'errorSubscriptionNotFound',
    )
    expect(subscriptionErrorKey(new ApiError(409, 'ITE20017', ''))).toBe('errorNotCancellable')
    expect(subscriptionErrorKey(new ApiError(429, 'RATE_LIMITED', ''))).toBe('errorRateLimited')
    expect(subscriptionErrorKey(new Error('boom'))).toBe('errorUnknown')
  })
})

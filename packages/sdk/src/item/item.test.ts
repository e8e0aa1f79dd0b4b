import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { itemEndpoints } from '../contract/item/item.endpoints'
import { alertExposureSchema, paymentResultSchema } from '../contract/item/item.schemas'

describe('item contract', () => {
  it('reads a payment result and refuses an unknown item type', () => {
    const result = z.parse(paymentResultSchema, {
      status: 'SUCCESS',
      orderNo: 'o-1',
      payDate: '2024-05-01T10:00:00Z',
      itemNm: '1000 gems',
      payPrice: 9.99,
      payCur: 'USD',
      itemType: 'gem',
      itemNo: 12,
      cardNo: '****',
    })
    expect(result).not.toHaveProperty('cardNo')
    expect(
      z.safeParse(paymentResultSchema, { status: 'OK', orderNo: 'o', itemType: 'ticket' }).success,
    ).toBe(false)
  })

  it('reads alert exposure, defaulting a missing disabled flag to false', () => {
    const config = z.parse(alertExposureSchema, {
      gem: { mode: {}, minimumExposureNumber: 100 },
      subscribe: {
        mode: { disabled: true },
        minimumExposureMonth: 3,
        voucher: { minimumExposureNumber: 5 },
      },
    })
    expect(config.gem?.mode.disabled).toBe(false)
    expect(config.subscribe?.voucher?.minimumExposureNumber).toBe(5)
  })

  it('treats an empty subscribe check as allowed', () => {
    expect(z.parse(itemEndpoints.checkSubscribe.answer, {})).toEqual({})
    expect(itemEndpoints.cancelRegularSubscribe.method).toBe('PUT')
  })

  it('refuses a gift of zero vouchers', () => {
    const body = itemEndpoints.giftVouchers.body
    if (!body) throw new Error('giftVouchers has a body')
    expect(
      z.safeParse(body, { type: 'trial', streamerChannelId: 'a1b2', voucherCount: 0 }).success,
    ).toBe(false)
    expect(
      z.safeParse(body, { type: 'trial', streamerChannelId: 'a1b2', voucherCount: 2 }).success,
    ).toBe(true)
  })
})

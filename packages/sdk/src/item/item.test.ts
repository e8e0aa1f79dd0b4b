import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { itemEndpoints } from '../contract/item/item.endpoints'
import {
  alertExposureSchema,
  GEM_MAX,
  IDEMPOTENCY_KEY_PATTERN,
  paymentResultSchema,
} from '../contract/item/item.schemas'

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

  it('takes a cheer of a whole number of gems from 1 to 2^31 - 1, with a message of 999 at most', () => {
    const body = itemEndpoints.cheer.body
    if (!body) throw new Error('cheer has a body')
    for (const gem of [1, 100, GEM_MAX]) expect(z.safeParse(body, { gem }).success).toBe(true)
    for (const gem of [0, -1, 1.5, GEM_MAX + 1, Number.NaN, '100', null, undefined]) {
      expect(z.safeParse(body, { gem }).success, String(gem)).toBe(false)
    }
    expect(z.safeParse(body, { gem: 1, message: 'x'.repeat(999) }).success).toBe(true)
    expect(z.safeParse(body, { gem: 1, message: 'x'.repeat(1000) }).success).toBe(false)
    expect(z.safeParse(body, { gem: 1, message: 'a\u0000b' }).success).toBe(false)
  })

  it('reads the payment statuses it knows, and orders a pack of a known region', () => {
    expect(z.safeParse(paymentResultSchema, { status: 'PAID?', orderNo: 'o' }).success).toBe(false)
    for (const status of ['PENDING', 'SUCCESS', 'DECLINED', 'CANCELLED', 'EXPIRED', 'REFUNDED']) {
      expect(z.safeParse(paymentResultSchema, { status, orderNo: 'o' }).success).toBe(true)
    }
    const order = itemEndpoints.createGemOrder.body
    if (!order) throw new Error('createGemOrder has a body')
    expect(z.safeParse(order, { packId: 'gem-100', region: 'TH' }).success).toBe(true)
    expect(z.safeParse(order, { packId: 'gem-100', region: 'KR' }).success).toBe(false)
    expect(z.safeParse(order, { packId: '', region: 'NA' }).success).toBe(false)
  })

  it('reads query days and pages as the server receives them, and knows an idempotency key', () => {
    const query = itemEndpoints.listGemHistory.query
    if (!query) throw new Error('listGemHistory has a query')
    expect(z.parse(query, { page: '2', startDate: '2026-01-31' })).toMatchObject({
      page: 2,
      limit: 20,
      startDate: '2026-01-31',
    })
    expect(z.safeParse(query, { startDate: '31/01/2026' }).success).toBe(false)
    expect(z.safeParse(query, { limit: '101' }).success).toBe(false)
    expect(IDEMPOTENCY_KEY_PATTERN.test(crypto.randomUUID())).toBe(true)
    expect(IDEMPOTENCY_KEY_PATTERN.test('has space')).toBe(false)
    expect(IDEMPOTENCY_KEY_PATTERN.test('x'.repeat(256))).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { alertWords, clampAlertMessage, fillAlertTemplate } from './alertText'

describe('alert text', () => {
  it('picks the catalogue words by type and count', () => {
    expect(alertWords({ type: 'gem', nickname: 'm', gem: 500 })).toEqual({
      key: 'alertGem',
      count: 500,
    })
    expect(alertWords({ type: 'subscription', nickname: 'm', days: 30, regular: true })).toEqual({
      key: 'alertSubscription',
      count: 1,
    })
    expect(
      alertWords({ type: 'subscription', nickname: 'm', days: 30, regular: true, months: 6 }),
    ).toEqual({ key: 'alertSubscriptionMonths', count: 6 })
    expect(alertWords({ type: 'voucher', nickname: 'm', count: 3 }).key).toBe('alertVoucher')
  })

  it("fills a streamer's text, leaving the name to the renderer", () => {
    const alert = { type: 'voucher', nickname: 'm', count: 3 } as const
    expect(fillAlertTemplate('{name} gave {amount} ({months})', alert)).toBe('{name} gave 3 ()')
  })

  it('cuts a message by characters, never inside an emoji', () => {
    expect(clampAlertMessage('hello', 999)).toBe('hello')
    expect(clampAlertMessage('😀😀😀', 2)).toBe('😀😀…')
    expect(clampAlertMessage('hello', 0)).toBe('')
    expect(clampAlertMessage(undefined, 10)).toBe('')
  })
})

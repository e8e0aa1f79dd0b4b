import { describe, expect, it } from 'vitest'
import { ALERT_BOX_DEFAULTS } from '../item/item.schemas'
import { exposureRules, passesExposure, subscriptionLength } from './alertExposure'
import type { AlertInput } from './widget.schemas'

const gem = (count: number): AlertInput => ({ type: 'gem', nickname: 'mina', gem: count })
const sub = (days: number, regular = true): AlertInput => ({
  type: 'subscription',
  nickname: 'mina',
  days,
  regular,
})
const voucher = (count: number): AlertInput => ({ type: 'voucher', nickname: 'mina', count })
const mission = (totalGem: number, ceremonyType = 1): AlertInput => ({
  type: 'mission',
  nickname: 'mina',
  totalGem,
  ceremonyType,
})

describe('exposureRules', () => {
  it('fills the spec defaults: 1 gem, 30 for a subscription', () => {
    const rules = exposureRules(undefined)
    expect(rules.gem).toEqual({ disabled: false, minimum: ALERT_BOX_DEFAULTS.minimumExposureGem })
    expect(rules.gem.minimum).toBe(1)
    expect(rules.subscription.minimumMonth).toBe(30)
    expect(rules.subscription.minimumVouchers).toBe(1)
    expect(rules.mission).toEqual({ disabled: false, minimum: 1 })
  })
})

describe('subscriptionLength', () => {
  it('counts a regular subscription of 27 to 33 days as 30', () => {
    expect([26, 27, 30, 33, 34].map((days) => subscriptionLength({ days, regular: true }))).toEqual(
      [26, 30, 30, 30, 34],
    )
    // Only a regular one.
    expect(subscriptionLength({ days: 28, regular: false })).toBe(28)
  })
})

describe('passesExposure', () => {
  it('gem: disabled, or below the minimum, fails', () => {
    const rules = exposureRules({ gem: { mode: { disabled: false }, minimumExposureNumber: 100 } })
    expect(passesExposure(gem(99), rules)).toBe(false)
    expect(passesExposure(gem(100), rules)).toBe(true)
    const off = exposureRules({ gem: { mode: { disabled: true }, minimumExposureNumber: 1 } })
    expect(passesExposure(gem(1_000), off)).toBe(false)
  })

  it("gem: a streamer's signature amount passes below the minimum, never when gems are off", () => {
    const signature = { signatureGemIdx: 3, title: 'Lucky sevens' }
    const lucky: AlertInput = { type: 'gem', nickname: 'mina', gem: 7, signature }
    const rules = exposureRules({ gem: { mode: { disabled: false }, minimumExposureNumber: 100 } })
    expect(passesExposure(lucky, rules)).toBe(true)
    const off = exposureRules({ gem: { mode: { disabled: true }, minimumExposureNumber: 1 } })
    expect(passesExposure(lucky, off)).toBe(false)
  })

  it('subscription: the month threshold with the 27-33 rule, and the voucher minimum', () => {
    const rules = exposureRules({
      subscribe: {
        mode: { disabled: false },
        minimumExposureMonth: 30,
        voucher: { minimumExposureNumber: 5 },
      },
    })
    expect(passesExposure(sub(28), rules)).toBe(true)
    expect(passesExposure(sub(28, false), rules)).toBe(false)
    expect(passesExposure(sub(26), rules)).toBe(false)
    expect(passesExposure(sub(90), rules)).toBe(true)
    expect(passesExposure(voucher(4), rules)).toBe(false)
    expect(passesExposure(voucher(5), rules)).toBe(true)
    const longer = exposureRules({
      subscribe: { mode: { disabled: false }, minimumExposureMonth: 60 },
    })
    expect(passesExposure(sub(31), longer)).toBe(false)
    expect(passesExposure(sub(61), longer)).toBe(true)
    const off = exposureRules({ subscribe: { mode: { disabled: true } } })
    expect(passesExposure(sub(365), off)).toBe(false)
    expect(passesExposure(voucher(100), off)).toBe(false)
  })

  it('mission: its minimum, and with ceremony type 4 the gem minimum too', () => {
    const rules = exposureRules({
      gem: { mode: { disabled: false }, minimumExposureNumber: 500 },
      challengeMission: { mode: { disabled: false }, minimumExposureNumber: 100 },
    })
    expect(passesExposure(mission(99), rules)).toBe(false)
    expect(passesExposure(mission(100), rules)).toBe(true)
    expect(passesExposure(mission(100, 4), rules)).toBe(false)
    expect(passesExposure(mission(500, 4), rules)).toBe(true)
    const off = exposureRules({ challengeMission: { mode: { disabled: true } } })
    expect(passesExposure(mission(10_000), off)).toBe(false)
  })
})

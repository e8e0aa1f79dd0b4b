import { describe, expect, it } from 'vitest'
import { NICKNAME_COLORS } from '../contract/chat/chat.schemas'
import {
  allNameColors,
  nameColorChanged,
  nameColorProblem,
  toggleNameColor,
} from './nameColorRules'
import { revenueAmount } from './subscriberRevenue'

describe('name colour rules', () => {
  it('allows and disallows a colour, keeping the palette order', () => {
    const on = toggleNameColor({ enabled: true, colors: ['teal'] }, 'red')
    expect(on.colors).toEqual(['red', 'teal'])
    expect(toggleNameColor(on, 'teal').colors).toEqual(['red'])
  })

  it('allows all 26 or none, and wants one at least to save', () => {
    const settings = { enabled: true, colors: ['red' as const] }
    expect(allNameColors(settings, true).colors).toEqual([...NICKNAME_COLORS])
    expect(nameColorProblem(allNameColors(settings, false))).toBe('no-color')
    expect(nameColorProblem(settings)).toBeUndefined()
  })

  it('sees a change of the switch or the colours, not of their order', () => {
    const a = { enabled: true, colors: ['red' as const, 'teal' as const] }
    expect(nameColorChanged(a, { enabled: true, colors: ['teal', 'red'] })).toBe(false)
    expect(nameColorChanged(a, { ...a, enabled: false })).toBe(true)
    expect(nameColorChanged(a, { enabled: true, colors: ['red', 'rose'] })).toBe(true)
  })
})

describe('revenueAmount', () => {
  it('reads minor units by the currency decimals', () => {
    expect(revenueAmount('1497', 'USD')).toBe(14.97)
    expect(revenueAmount('500', 'JPY')).toBe(500)
    expect(revenueAmount('1000', 'ZZZ')).toBe(10)
  })
})

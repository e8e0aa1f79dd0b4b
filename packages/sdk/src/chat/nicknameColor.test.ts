import { describe, expect, it } from 'vitest'
import { NICKNAME_COLORS, NICKNAME_STYLES } from './chat.schemas'
import { chatNicknameColor } from './nicknameColor'

describe('chatNicknameColor', () => {
  it('keeps the 26 colours and the special styles', () => {
    expect(NICKNAME_COLORS).toHaveLength(26)
    for (const value of [...NICKNAME_COLORS, ...NICKNAME_STYLES]) {
      expect(chatNicknameColor(value)).toBe(value)
    }
  })

  it('falls back to default for a missing or unknown value', () => {
    expect(chatNicknameColor(undefined)).toBe('default')
    expect(chatNicknameColor('chartreuse')).toBe('default')
    expect(chatNicknameColor('red; background:url(x)')).toBe('default')
  })
})

import { describe, expect, it } from 'vitest'
import { NICKNAME_COLORS, NICKNAME_STYLES } from '../contract/chat/chat.schemas'
import { chatNicknameColor, roleColorShown } from './nicknameColor'

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

describe('roleColorShown', () => {
  it("says the streamer's, a manager's and an admin's styles win over a picked colour", () => {
    expect(roleColorShown('streamer')).toBe(true)
    expect(roleColorShown('manager')).toBe(true)
    expect(roleColorShown('admin')).toBe(true)
    expect(roleColorShown('teal')).toBe(false)
    expect(roleColorShown('default')).toBe(false)
    expect(roleColorShown(undefined)).toBe(false)
  })
})

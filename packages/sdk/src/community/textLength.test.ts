import { describe, expect, it } from 'vitest'
import { isWithinLength, textLength } from './textLength'

describe('textLength', () => {
  it('counts what the user sees, not UTF-16 units', () => {
    expect(textLength('abc')).toBe(3)
    expect(textLength('😀')).toBe(1)
    expect(textLength('👍🏽')).toBe(1)
    expect(textLength('👨‍👩‍👧‍👦')).toBe(1)
    expect(textLength('e\u0301')).toBe(1)
    expect(textLength('a\r\nb')).toBe(3)
  })

  it('checks a limit in visible characters', () => {
    expect(isWithinLength('😀'.repeat(5000), 5000)).toBe(true)
    expect(isWithinLength('😀'.repeat(5001), 5000)).toBe(false)
    expect(isWithinLength('a'.repeat(5001), 5000)).toBe(false)
  })
})

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

describe('textLength over long texts (counted in windows)', () => {
  const naive = (text: string) => Array.from(new Intl.Segmenter().segment(text)).length

  it('agrees with one whole segmentation when clusters straddle window edges', () => {
    // Offsets shift every cluster kind across the 1024-unit window edges.
    for (const lead of ['', 'a', 'ab', 'abc']) {
      for (const unit of ['👨‍👩‍👧‍👦', '👍🏽', 'e\u0301', '\r\n', 'ก่', '한', 'x']) {
        const text = `${lead}${unit.repeat(700)}tail`
        expect(textLength(text)).toBe(naive(text))
      }
    }
  })

  it('counts a megabyte and stops early past a limit', () => {
    const big = 'a'.repeat(1_000_000)
    expect(textLength(big)).toBe(1_000_000)
    expect(isWithinLength(big, 5000)).toBe(false)
    expect(isWithinLength('👨‍👩‍👧‍👦'.repeat(5000), 5000)).toBe(true)
    expect(isWithinLength('👨‍👩‍👧‍👦'.repeat(5001), 5000)).toBe(false)
  })
})

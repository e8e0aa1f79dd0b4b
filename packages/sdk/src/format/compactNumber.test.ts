import { describe, expect, it } from 'vitest'
import { formatCompactNumber } from './compactNumber'

describe('formatCompactNumber', () => {
  it('shows counts below 10000 in full with grouping', () => {
    expect(formatCompactNumber(0)).toBe('0')
    expect(formatCompactNumber(999)).toBe('999')
    expect(formatCompactNumber(1000)).toBe('1,000')
    expect(formatCompactNumber(9999)).toBe('9,999')
  })

  it('abbreviates from 10000 with one truncated decimal', () => {
    expect(formatCompactNumber(10_000)).toBe('10K')
    expect(formatCompactNumber(12_345)).toBe('12.3K')
    expect(formatCompactNumber(12_399)).toBe('12.3K')
    expect(formatCompactNumber(999_999)).toBe('999.9K')
    expect(formatCompactNumber(1_000_000)).toBe('1M')
    expect(formatCompactNumber(1_250_000)).toBe('1.2M')
    expect(formatCompactNumber(3_000_000_000)).toBe('3B')
    expect(formatCompactNumber(4_560_000_000_000)).toBe('4.5T')
    expect(formatCompactNumber(1_234_000_000_000_000)).toBe('1,234T')
  })

  it('keeps the sign of negative values', () => {
    expect(formatCompactNumber(-12_345)).toBe('-12.3K')
    expect(formatCompactNumber(-500)).toBe('-500')
  })

  it.each([
    ['en-US', '9,999', '12.3K', '1.2M'],
    ['ko-KR', '9,999', '12.3K', '1.2M'],
    ['th-TH', '9,999', '12.3K', '1.2M'],
    ['zh-CN', '9,999', '12.3K', '1.2M'],
    ['zh-TW', '9,999', '12.3K', '1.2M'],
    ['ja-JP', '9,999', '12.3K', '1.2M'],
    ['de-DE', '9.999', '12,3K', '1,2M'],
  ])('formats in %s with the locale digits and the spec suffixes', (locale, full, k, m) => {
    expect(formatCompactNumber(9999, locale)).toBe(full)
    expect(formatCompactNumber(12_345, locale)).toBe(k)
    expect(formatCompactNumber(1_234_567, locale)).toBe(m)
  })
})

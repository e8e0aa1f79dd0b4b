import { describe, expect, it } from 'vitest'
import { maskEmail } from './maskEmail'

describe('maskEmail', () => {
  it('keeps 3 characters of a local part longer than 3', () => {
    expect(maskEmail('kimchi@example.com')).toBe('kim***@example.com')
    expect(maskEmail('abcd@ab.co')).toBe('abc*@ab.co')
  })

  it('keeps 1 character of a local part of 3 or fewer', () => {
    expect(maskEmail('abc@ab.co')).toBe('a**@ab.co')
    expect(maskEmail('jo@example.com')).toBe('j*@example.com')
    expect(maskEmail('j@example.com')).toBe('j@example.com')
  })

  it('masks by character, not code unit', () => {
    expect(maskEmail('😀😀😀😀x@example.com')).toBe('😀😀😀**@example.com')
  })

  it('masks a value without @ as a local part', () => {
    expect(maskEmail('kimchi')).toBe('kim***')
    expect(maskEmail('')).toBe('')
  })
})

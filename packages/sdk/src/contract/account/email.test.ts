import { describe, expect, it } from 'vitest'
import { validateEmail } from './email'

describe('validateEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const e of ['kim@example.com', 'first.last+tag@mail.example.co.kr', 'a1@my-host.io']) {
      expect(validateEmail(e), e).toEqual({ valid: true })
    }
  })

  it('gives 1004 when the format is wrong', () => {
    for (const e of [
      '',
      'kim',
      'kim@',
      '@example.com',
      'kim@example',
      'kim@@example.com',
      'k im@example.com',
      'kim@exam ple.com',
    ]) {
      expect(validateEmail(e), e).toEqual({ valid: false, code: 1004 })
    }
  })

  it('gives 1013 below 9 or above 50 characters', () => {
    expect(validateEmail('ab@cd.ef')).toEqual({ valid: false, code: 1013 })
    expect(validateEmail('abc@cd.ef')).toEqual({ valid: true })
    const fifty = `${'a'.repeat(38)}@example.com`
    expect(fifty).toHaveLength(50)
    expect(validateEmail(fifty)).toEqual({ valid: true })
    expect(validateEmail(`a${fifty}`)).toEqual({ valid: false, code: 1013 })
  })

  it('gives 1013 for a domain with a leading or trailing dot or hyphen', () => {
    for (const e of [
      'kim@.example.com',
      'kim@-example.com',
      'kim@example.com.',
      'kim@example.com-',
    ]) {
      expect(validateEmail(e), e).toEqual({ valid: false, code: 1013 })
    }
  })

  it('gives 1013 for doubled dots or hyphens in the domain', () => {
    expect(validateEmail('kim@example..com')).toEqual({ valid: false, code: 1013 })
    expect(validateEmail('kim@exa--mple.com')).toEqual({ valid: false, code: 1013 })
    expect(validateEmail('kim@exa-m-ple.com')).toEqual({ valid: true })
  })

  it('gives 1013 when the final label is not alphabetic or the domain has other symbols', () => {
    expect(validateEmail('kim@example.c0m')).toEqual({ valid: false, code: 1013 })
    expect(validateEmail('kim@example.123')).toEqual({ valid: false, code: 1013 })
    expect(validateEmail('kim@exa_mple.com')).toEqual({ valid: false, code: 1013 })
  })
})

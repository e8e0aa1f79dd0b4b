import { describe, expect, it } from 'vitest'
import { validateBirthDate } from './birthDate'

const now = new Date('2026-11-26T12:00:00Z')

describe('validateBirthDate', () => {
  it('takes a real date at least 14 years ago', () => {
    expect(validateBirthDate(1990, 4, 2, now)).toEqual({ valid: true })
    expect(validateBirthDate(2012, 11, 26, now)).toEqual({ valid: true })
    expect(validateBirthDate(2012, 11, 27, now)).toEqual({ valid: false, problem: 'too-young' })
    expect(validateBirthDate(2030, 1, 1, now)).toEqual({ valid: false, problem: 'too-young' })
  })

  it('refuses what is not a calendar date', () => {
    expect(validateBirthDate(2001, 2, 29, now)).toEqual({ valid: false, problem: 'invalid' })
    expect(validateBirthDate(1990, 4, 31, now).valid).toBe(false)
    expect(validateBirthDate(1990, 13, 1, now).valid).toBe(false)
    expect(validateBirthDate(1850, 1, 1, now).valid).toBe(false)
    expect(validateBirthDate(1990.5, 1, 1, now).valid).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { checkPassword } from './password'

describe('checkPassword: combination and length (1005)', () => {
  it('accepts 8 and 30 characters, refuses 7 and 31', () => {
    expect(checkPassword('Ab1!xZ9').codes).toEqual([1005])
    expect(checkPassword('Ab1!xZ9q')).toEqual({
      isCombinationAndLength: true,
      isNotContinueChar: true,
      isNotIncludeForbiddenWord: true,
      valid: true,
      codes: [],
    })
    const thirty = `${'Ab1!'.repeat(7)}Ab`
    expect(thirty).toHaveLength(30)
    expect(checkPassword(thirty).valid).toBe(true)
    expect(checkPassword(`${thirty}x`).codes).toEqual([1005])
  })

  it('trims surrounding whitespace before counting', () => {
    expect(checkPassword('  Ab1!xZ9q  ').valid).toBe(true)
    expect(checkPassword(' Ab1!xZ9 ').codes).toEqual([1005])
    expect(checkPassword(`\t${'Ab1!'.repeat(7)}Ab\n`).valid).toBe(true)
  })

  it('needs a letter, a digit and a special character', () => {
    expect(checkPassword('Abxz9qwe').isCombinationAndLength).toBe(false)
    expect(checkPassword('Ab!xZ?qw').isCombinationAndLength).toBe(false)
    expect(checkPassword('13!59#7@').isCombinationAndLength).toBe(false)
    expect(checkPassword('a1~q8%wz').isCombinationAndLength).toBe(true)
  })

  it('refuses inner spaces and non-English characters', () => {
    expect(checkPassword('Ab1! xZ9q').codes).toEqual([1005])
    expect(checkPassword('Ab1!xZ9q한').codes).toEqual([1005])
    expect(checkPassword('Ab1!xZ9qé').codes).toEqual([1005])
  })
})

describe('checkPassword: sequences and repeats (1006)', () => {
  it('refuses ascending and descending runs of 3', () => {
    for (const p of ['xabcZ9!q', 'xcbaZ9!q', 'q123Zw!x', 'q321Zw!x', 'qXYZ5w!a', 'q5w!a#$%']) {
      expect(checkPassword(p), p).toMatchObject({ isNotContinueChar: false, codes: [1006] })
    }
  })

  it('refuses runs of 3 identical characters', () => {
    for (const p of ['qaaaZ9!x', 'q111Zw!x', 'q5w!!!Za']) {
      expect(checkPassword(p), p).toMatchObject({ isNotContinueChar: false, codes: [1006] })
    }
  })

  it('accepts pairs, zigzags and runs that change direction', () => {
    for (const p of ['aab!12Zx', 'ab!12bc?Q', 'aba1!2Q3', 'acegZ1!3', 'aBc!1Q2w']) {
      expect(checkPassword(p).isNotContinueChar, p).toBe(true)
    }
  })
})

describe('checkPassword: overlap with the e-mail (1007)', () => {
  const email = 'kim@ab.co'

  it('refuses the local part, the domain or the full address, in any case', () => {
    expect(checkPassword('Q9!kimZx', email).codes).toEqual([1007])
    expect(checkPassword('Q9!KIMZx', email).codes).toEqual([1007])
    expect(checkPassword('Q9!ab.coZx', email).codes).toEqual([1007])
    expect(checkPassword('Q9!AB.COZx', email).codes).toEqual([1007])
    expect(checkPassword('Q9!kim@ab.co', email).codes).toEqual([1007])
  })

  it('allows parts of the domain that are not the whole domain', () => {
    expect(checkPassword('Q9!abZx.c', email).valid).toBe(true)
    expect(checkPassword('Q9!ki.coZx', email).valid).toBe(true)
  })

  it('is skipped without an e-mail', () => {
    expect(checkPassword('Q9!kimZx').valid).toBe(true)
    expect(checkPassword('Q9!kimZx', '').valid).toBe(true)
  })

  it('reports every failed rule in code order', () => {
    expect(checkPassword('kimabc', email)).toEqual({
      isCombinationAndLength: false,
      isNotContinueChar: false,
      isNotIncludeForbiddenWord: false,
      valid: false,
      codes: [1005, 1006, 1007],
    })
  })
})

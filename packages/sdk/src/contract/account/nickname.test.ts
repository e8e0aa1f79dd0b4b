import { describe, expect, it } from 'vitest'
import { validateNickname } from './nickname'

describe('validateNickname', () => {
  it('accepts every allowed script and symbol', () => {
    for (const name of [
      'ab',
      'Player_01',
      'first-last',
      'JoséNiño',
      'ÁÉÍÓÚÜÑáéíóúüñ',
      'ひらがなカタカナ',
      'ラーメン',
      '漢字名前',
      '한국어닉네임',
      'ภาษาไทย',
      'mix한글かな漢字ไทย_-1',
    ]) {
      expect(validateNickname(name), name).toEqual({ valid: true })
    }
  })

  it('gives key 23 at 1 character or less', () => {
    expect(validateNickname('')).toEqual({ valid: false, key: 23 })
    expect(validateNickname('a')).toEqual({ valid: false, key: 23 })
    expect(validateNickname('한')).toEqual({ valid: false, key: 23 })
  })

  it('accepts 2 and 20 characters, gives key 24 at 21', () => {
    expect(validateNickname('a'.repeat(2))).toEqual({ valid: true })
    expect(validateNickname('a'.repeat(20))).toEqual({ valid: true })
    expect(validateNickname('a'.repeat(21))).toEqual({ valid: false, key: 24 })
    expect(validateNickname('가'.repeat(21))).toEqual({ valid: false, key: 24 })
  })

  it('counts visible characters, not code units', () => {
    // 20 Thai consonant + vowel mark clusters: 40 code units, 20 visible characters.
    expect(validateNickname('กิ'.repeat(20))).toEqual({ valid: true })
    expect(validateNickname('กิ'.repeat(21))).toEqual({ valid: false, key: 24 })
    // Decomposed é (e + combining acute) counts once and is accepted after normalisation.
    expect(validateNickname('e\u0301'.repeat(20))).toEqual({ valid: true })
    // A kanji outside the BMP is one character.
    expect(validateNickname('𠮷'.repeat(2))).toEqual({ valid: true })
  })

  it('gives key 25 for characters outside the allowed set', () => {
    for (const name of [
      'nick name',
      '¿hola?',
      '¡hola',
      'ça va',
      'naïve',
      'a.b',
      'emoji😀',
      'Ωmega',
      'дима',
      'a@b',
    ]) {
      expect(validateNickname(name), name).toEqual({ valid: false, key: 25 })
    }
  })
})

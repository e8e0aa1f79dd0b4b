import { describe, expect, it } from 'vitest'
import { containsLink, findBanWord, usedEmoticonKeys } from './chatText'

describe('chat text rules', () => {
  it('finds links the way the rich text does', () => {
    expect(containsLink('see https://airwave.test/x')).toBe(true)
    expect(containsLink('see www.airwave.test')).toBe(true)
    expect(containsLink('HTTP://AIRWAVE.TEST')).toBe(true)
    expect(containsLink('no link here, airwave.test')).toBe(false)
    expect(containsLink('javascript:alert(1)')).toBe(false)
    // Glued to a word it is not a link for the rich text, so not for the chat either.
    expect(containsLink('xhttps://airwave.test')).toBe(false)
    // Inside a marker it is removed, never rendered.
    expect(containsLink('{:https://airwave.test:}')).toBe(false)
  })

  it('names the emoticon keys a text uses, once, as rendered', () => {
    const keys = ['airwaveHi', 'airwaveLove']
    expect(usedEmoticonKeys('{:airwaveHi:} and {:airwaveHi:} {:wave:}', keys)).toEqual([
      'airwaveHi',
    ])
    expect(usedEmoticonKeys('a{:airwaveLove:}b {:airwaveHi:}', keys)).toEqual([
      'airwaveLove',
      'airwaveHi',
    ])
    // Nested, malformed or unterminated markers render nothing.
    expect(usedEmoticonKeys('{:a{:airwaveHi:}:} {:airwaveHi', keys)).toEqual([])
    expect(usedEmoticonKeys('{:airwaveHi:}', [])).toEqual([])
  })

  it('matches ban words as case-insensitive substrings', () => {
    expect(findBanWord('Buy CHEAP gems', ['spam', 'cheap'])).toBe('cheap')
    expect(findBanWord('unCheapened', ['cheap'])).toBe('cheap')
    expect(findBanWord('ＣＨＥＡＰ', ['cheap'])).toBe('cheap')
    expect(findBanWord('fine words', ['cheap', ''])).toBeUndefined()
  })
})

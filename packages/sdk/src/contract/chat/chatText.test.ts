import { describe, expect, it } from 'vitest'
import { banWordForm, containsLink, findBanWord, usedEmoticonKeys } from './chatText'

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

  it('sees through invisible characters, styled letters and accents', () => {
    for (const text of [
      'bad\u200bword', // zero-width space
      'bad\u00adword', // soft hyphen
      'bad\u200dword', // zero-width joiner
      'bad\u200cword', // zero-width non-joiner
      'b\u2060a\ufeffd\u202eword', // word joiner, BOM, a bidi override
      'bad\ufe0fword', // a variation selector (default-ignorable, not Cf)
      'ｂａｄｗｏｒｄ', // full-width
      '𝐛𝐚𝐝𝐰𝐨𝐫𝐝', // mathematical bold
      'ba\u0301dwo\u0308rd', // combining accents
      'bádwörd', // precomposed accents
      'say BAD\u200BWORD now',
    ]) {
      expect([text, findBanWord(text, ['badword'])]).toEqual([text, 'badword'])
    }
    // The ban word is folded the same way as the text.
    expect(findBanWord('badword', ['ＢＡＤ\u00adWÓRD'])).toBe('ＢＡＤ\u00adWÓRD')
    expect(banWordForm('ＢＡ\u00adD wórd')).toBe('bad word')
  })

  it('keeps the marks that make another word (Thai tone marks, Japanese voicing)', () => {
    // ม้า (horse) is not มา (come); バカ is not ハカ.
    expect(findBanWord('มา', ['ม้า'])).toBeUndefined()
    expect(findBanWord('ハカ', ['バカ'])).toBeUndefined()
    expect(findBanWord('ม้า', ['ม้า'])).toBe('ม้า')
    expect(findBanWord('ﾊﾞｶ', ['バカ'])).toBe('バカ')
    // A word whose letters are not all ban-word letters is not folded into one.
    expect(findBanWord('bad words', ['badword'])).toBeUndefined()
  })

  it('applies a skeleton to both sides when one is given (the server passes UTS #39)', () => {
    const cyrillicA = (folded: string) => folded.replaceAll('\u0430', 'a')
    expect(findBanWord('b\u0430dword', ['badword'])).toBeUndefined()
    expect(findBanWord('b\u0430dword', ['badword'], cyrillicA)).toBe('badword')
    expect(findBanWord('badword', ['b\u0430dword'], cyrillicA)).toBe('b\u0430dword')
  })
})

import { describe, expect, it } from 'vitest'
import { catalogueOf } from './catalogue'
import { catalogueText, fillPlaceholders, translate, translator } from './translator'

const messages = {
  hello: 'Hello {name}',
  votes: { one: '{count} vote', other: '{count} votes' },
  left: '{time} left',
  video: 'Video {idx}',
} as const

describe('fillPlaceholders', () => {
  it('fills every placeholder, a part repeated too', () => {
    expect(fillPlaceholders('{a} and {b}, {a} again', { a: 'x', b: 'y' })).toBe('x and y, x again')
  })

  it('leaves a placeholder without a value visible', () => {
    expect(fillPlaceholders('{time} left', {})).toBe('{time} left')
    expect(fillPlaceholders('{time} left', { other: 'x' })).toBe('{time} left')
  })

  it('writes a number as it is, or as the writer given says', () => {
    expect(fillPlaceholders('Video {idx}', { idx: 12_345 })).toBe('Video 12345')
    expect(fillPlaceholders('{n} likes', { n: 12_345 }, (n) => `#${n}`)).toBe('#12345 likes')
  })
})

describe('translate', () => {
  it('fills placeholders, writing numbers as counts in the locale', () => {
    expect(translate('{n} likes', { n: 9_999 })).toBe('9,999 likes')
    expect(translate('{n} likes', { n: 12_345 })).toBe('12.3K likes')
    expect(translate('{n} likes', { n: 12_345 }, 'ko-KR')).toBe('12.3K likes')
    // An id passed as text is written as it is.
    expect(translate('Video {idx}', { idx: '12345' })).toBe('Video 12345')
    expect(translate('{time} left')).toBe('{time} left')
  })

  it("picks a plural form by the language's rule for count", () => {
    const votes = { one: '{count} vote', other: '{count} votes' }
    expect(translate(votes, { count: 1 })).toBe('1 vote')
    expect(translate(votes, { count: 0 })).toBe('0 votes')
    expect(translate(votes, { count: 2 })).toBe('2 votes')
    // Korean has no "one" form: every count takes "other".
    expect(translate(votes, { count: 1 }, 'ko-KR')).toBe('1 votes')
    // Without a count, the form every language has.
    expect(translate(votes)).toBe('{count} votes')
  })

  it('falls back to other where the form is not written', () => {
    expect(translate({ other: '{count} people' }, { count: 1 })).toBe('1 people')
  })

  it('reads any tag as its nearest shipped locale, and an unknown one as English', () => {
    expect(translate('{n}', { n: 1_234 }, 'ja')).toBe('1,234')
    expect(translate({ one: 'one', other: 'other' }, { count: 1 }, 'xx-YY')).toBe('one')
    expect(translate({ one: 'one', other: 'other' }, { count: 1 }, 'ko')).toBe('other')
  })
})

describe('translator', () => {
  it('translates keys: placeholders and plural forms', () => {
    const t = translator(messages, 'en-US')
    expect(t('hello', { name: 'Mina' })).toBe('Hello Mina')
    expect(t('votes', { count: 1 })).toBe('1 vote')
    expect(t('votes', { count: 12_345 })).toBe('12.3K votes')
    expect(t('left')).toBe('{time} left')
    expect(translator(messages, 'ko')('votes', { count: 1 })).toBe('1 votes')
  })

  it('answers a key the messages lack with the key itself', () => {
    const t = translator(messages, 'en-US') as (key: string) => string
    expect(t('problemXYZ99999')).toBe('problemXYZ99999')
  })
})

describe('catalogueText', () => {
  const korean = { ...messages, hello: '안녕하세요 {name}' }
  const catalogue = () =>
    catalogueOf<typeof messages>(messages, {
      'ko-KR': async () => korean as never,
      'th-TH': async () => messages,
      'zh-CN': async () => messages,
      'zh-TW': async () => messages,
      'ja-JP': async () => messages,
    })

  it('speaks English until the language has loaded, then the language', async () => {
    const words = catalogue()
    expect(catalogueText(words, 'ko-KR')('hello', { name: 'Mina' })).toBe('Hello Mina')
    // English words keep English plurals meanwhile.
    expect(catalogueText(words, 'ko-KR')('votes', { count: 1 })).toBe('1 vote')
    await words.load('ko-KR')
    expect(catalogueText(words, 'ko-KR')('hello', { name: 'Mina' })).toBe('안녕하세요 Mina')
  })
})

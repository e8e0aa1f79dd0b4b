import { describe, expect, it } from 'vitest'
import { messageText } from './messageText'

const messages = {
  hello: 'Hello {name}',
  votes: { one: '{count} vote', other: '{count} votes' },
  left: '{time} left',
} as const

describe('messageText', () => {
  it('fills placeholders, picks plural forms by the locale and writes counts as counts', () => {
    const t = messageText(messages, 'en-US')
    expect(t('hello', { name: 'Mina' })).toBe('Hello Mina')
    expect(t('votes', { count: 1 })).toBe('1 vote')
    expect(t('votes', { count: 12_345 })).toBe('12.3K votes')
    expect(t('votes', { count: 2 })).toBe('2 votes')
    // A placeholder without a value stays as it is.
    expect(t('left')).toBe('{time} left')
    // A language without a "one" form takes "other".
    expect(messageText(messages, 'ko-KR')('votes', { count: 1 })).toBe('1 votes')
  })
})

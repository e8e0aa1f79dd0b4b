import { describe, expect, it } from 'vitest'
import { CHAT_MAX_LENGTH, chatTextLength } from '../contract/chat/chat.schemas'
import { truncateChatInput } from './truncateChatInput'

describe('truncateChatInput', () => {
  it('keeps text within the limit as it is', () => {
    expect(truncateChatInput('hello', 5)).toBe('hello')
    const full = 'x'.repeat(CHAT_MAX_LENGTH)
    expect(truncateChatInput(full)).toBe(full)
  })

  it('cuts pasted text to 5,000 by default', () => {
    expect(truncateChatInput('x'.repeat(CHAT_MAX_LENGTH + 300))).toHaveLength(CHAT_MAX_LENGTH)
  })

  it('never cuts an emoticon marker in half: the whole marker goes', () => {
    const text = 'ab{:wave:}cd'
    for (let max = 3; max < 10; max++) expect(truncateChatInput(text, max)).toBe('ab')
    expect(truncateChatInput(text, 10)).toBe('ab{:wave:}')
    expect(truncateChatInput(text, 2)).toBe('ab')
    const long = `${'x'.repeat(CHAT_MAX_LENGTH - 4)}{:airwaveHi:}`
    expect(truncateChatInput(long)).toBe('x'.repeat(CHAT_MAX_LENGTH - 4))
  })

  it('cuts through what only looks like a marker', () => {
    // Not a marker (a hyphen in the key, or never closed): ordinary text, cut anywhere.
    expect(truncateChatInput('ab{:a-b:}', 5)).toBe('ab{:a')
    expect(truncateChatInput('ab{:wave and more', 6)).toBe('ab{:wa')
  })

  it('counts code points, as the contract does: an emoji is one', () => {
    expect(truncateChatInput('a😀b', 1)).toBe('a')
    expect(truncateChatInput('a😀b', 2)).toBe('a😀')
    const text = `${'x'.repeat(CHAT_MAX_LENGTH - 1)}😀`
    expect(truncateChatInput(text)).toBe(text)
    expect(truncateChatInput(`${text}!`)).toBe(text)
    const emoji = '😀'.repeat(CHAT_MAX_LENGTH + 1)
    expect(truncateChatInput(emoji)).toBe('😀'.repeat(CHAT_MAX_LENGTH))
  })

  it('never cuts a grapheme cluster: a skin tone, a flag, a family', () => {
    expect(truncateChatInput('ok👍🏽', 3)).toBe('ok')
    expect(truncateChatInput('ok🇹🇭', 3)).toBe('ok')
    const family = '👨‍👩‍👧'
    const points = chatTextLength(family)
    expect(truncateChatInput(`hi${family}!`, 2 + points - 1)).toBe('hi')
    expect(truncateChatInput(`hi${family}!`, 2 + points)).toBe(`hi${family}`)
  })

  it('gives what fits, never more than the limit', () => {
    const text = '😀{:a:}👍🏽x'.repeat(800)
    for (const max of [1, 7, 100, 999, CHAT_MAX_LENGTH]) {
      const cut = truncateChatInput(text, max)
      expect(chatTextLength(cut)).toBeLessThanOrEqual(max)
      expect(text.startsWith(cut)).toBe(true)
      expect(chatTextLength(cut)).toBeGreaterThan(max - 12)
    }
  })
})

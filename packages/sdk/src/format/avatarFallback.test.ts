import { describe, expect, it } from 'vitest'
import { avatarFallback } from './avatarFallback'

describe('avatarFallback', () => {
  it('takes the initials of the first two words of the nickname', () => {
    expect(avatarFallback('mina', 'Mina Park').initials).toBe('MP')
    expect(avatarFallback('kim', 'kim').initials).toBe('K')
    expect(avatarFallback('x', '  🎮 민지 ').initials).toBe('민')
  })

  it('falls back to the channel id when the nickname has no letter', () => {
    expect(avatarFallback('neo42', '***').initials).toBe('N')
    expect(avatarFallback('neo42').initials).toBe('N')
    expect(avatarFallback('', null).initials).toBe('?')
  })

  it('derives one colour per channel id, whatever the nickname', () => {
    expect(avatarFallback('mina', 'Mina').background).toBe(avatarFallback('mina', 'M2').background)
    const hues = new Set(
      ['mina', 'kim', 'neo', 'airwave', 'viewer1', 'viewer2', 'viewer3', 'streamer'].map(
        (id) => avatarFallback(id).background,
      ),
    )
    expect(hues.size).toBeGreaterThan(5)
    expect(avatarFallback('mina').background).toMatch(/^hsl\(\d{1,3}, 45%, 36%\)$/)
  })
})

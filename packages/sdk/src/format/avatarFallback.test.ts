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
    // Ids one character apart still look apart: hues at least 20 degrees from each other.
    const hue = (id: string) => Number(/^hsl\((\d+)/.exec(avatarFallback(id).background)?.[1])
    for (const [a, b] of [
      ['viewer1', 'viewer3'],
      ['viewer1', 'viewer2'],
      ['user1', 'user2'],
    ] as const) {
      const apart = Math.abs(hue(a) - hue(b))
      expect(Math.min(apart, 360 - apart), `${a} vs ${b}`).toBeGreaterThanOrEqual(20)
    }
    expect(avatarFallback('mina').background).toMatch(/^hsl\(\d{1,3}, 45%, 30%\)$/)
  })
})

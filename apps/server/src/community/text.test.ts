import { communityEndpoints } from '@airwave/sdk/contract'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { guardedBody, likePattern, storableText, TEXT_UNITS_MAX } from './text'

describe('guardedBody', () => {
  const body = guardedBody(communityEndpoints.createComment).body as z.ZodMiniType

  it('accepts 5000 visible characters even when each is a long emoji sequence', () => {
    const family = '👨‍👩‍👧‍👦'.repeat(5000)
    expect(family.length).toBeGreaterThan(50_000)
    expect(z.safeParse(body, { content: family }).success).toBe(true)
  })

  it('refuses 5001 visible characters and strings past the unit limit', () => {
    expect(z.safeParse(body, { content: 'x'.repeat(5001) }).success).toBe(false)
    expect(z.safeParse(body, { content: 'x'.repeat(TEXT_UNITS_MAX + 1) }).success).toBe(false)
    expect(z.safeParse(body, { content: 'x'.repeat(1_000_000) }).success).toBe(false)
  })
})

describe('storableText', () => {
  it('keeps text as written and refuses what PostgreSQL would alter or refuse', () => {
    expect(storableText('<b>hi</b> 👍🏽', 'content')).toBe('<b>hi</b> 👍🏽')
    expect(() => storableText('a\u0000b', 'content')).toThrow(/NUL/)
    expect(() => storableText('a\uD800b', 'content')).toThrow(/well-formed/)
  })
})

describe('likePattern', () => {
  it('matches % _ and \\ literally', () => {
    expect(likePattern('50%_\\')).toBe('%50\\%\\_\\\\%')
  })
})

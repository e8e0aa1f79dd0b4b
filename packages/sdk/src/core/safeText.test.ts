import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { endpoint } from './endpoint'
import { MAX_STRING_UNITS, unsafeText } from './safeText'

describe('unsafeText', () => {
  it('refuses NUL, lone surrogates and strings over the cap, and passes real text', () => {
    expect(unsafeText('a\u0000b')).toMatch(/NUL/)
    expect(unsafeText('a\uD800b')).toMatch(/surrogate/)
    expect(unsafeText('a\uDC00')).toMatch(/surrogate/)
    expect(unsafeText('x'.repeat(MAX_STRING_UNITS + 1))).toMatch(/longer/)
    expect(unsafeText('x'.repeat(MAX_STRING_UNITS))).toBeUndefined()
    expect(unsafeText('안녕 👍🏽 👨‍👩‍👧 ok')).toBeUndefined()
  })
})

describe('endpoint()', () => {
  const call = endpoint({
    method: 'POST',
    path: '/things',
    query: z.object({ q: z.optional(z.string()) }),
    body: z.object({ name: z.string(), tags: z.array(z.string()) }),
    answer: z.unknown(),
    auth: 'none',
  })

  it('checks every string of the body and the query, however deep, with its path', () => {
    const body = call.body as z.ZodMiniType
    const query = call.query as z.ZodMiniType
    expect(z.safeParse(body, { name: 'ok', tags: ['a', 'b'] }).success).toBe(true)
    const deep = z.safeParse(body, { name: 'ok', tags: ['a', 'b\u0000'] })
    expect(deep.success).toBe(false)
    expect(deep.error?.issues[0]?.path).toEqual(['tags', 1])
    expect(z.safeParse(query, { q: '\uD83D' }).success).toBe(false)
    expect(z.safeParse(query, {}).success).toBe(true)
  })
})

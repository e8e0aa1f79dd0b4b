import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { queryNumber } from './queryNumber'

describe('queryNumber', () => {
  const query = z.object({ status: queryNumber(), categoryIdx: z.optional(queryNumber()) })

  it('reads numbers as the server receives them, as strings, and as callers pass them', () => {
    expect(z.parse(query, { status: '0', categoryIdx: '12' })).toEqual({
      status: 0,
      categoryIdx: 12,
    })
    expect(z.parse(query, { status: -1 })).toEqual({ status: -1 })
  })

  it('refuses what no int32 column holds: fractions, 2^31 and beyond, either sign', () => {
    for (const status of ['1.5', '2147483648', '-2147483649', '9223372036854775808', '1e308']) {
      expect(z.safeParse(query, { status }).success).toBe(false)
    }
    expect(z.parse(query, { status: '2147483647' })).toEqual({ status: 2147483647 })
    expect(z.parse(query, { status: '-2147483648' })).toEqual({ status: -2147483648 })
    expect(z.safeParse(z.object({ n: queryNumber(0, 10) }), { n: '-1' }).success).toBe(false)
  })

  it('refuses what is not a number, an empty field included', () => {
    expect(z.safeParse(query, { status: 'abc' }).success).toBe(false)
    expect(z.safeParse(query, { status: '' }).success).toBe(false)
    expect(z.safeParse(query, {}).success).toBe(false)
  })
})

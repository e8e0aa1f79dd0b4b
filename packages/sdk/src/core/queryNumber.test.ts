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
    expect(z.parse(query, { status: -1.5 })).toEqual({ status: -1.5 })
  })

  it('refuses what is not a number, an empty field included', () => {
    expect(z.safeParse(query, { status: 'abc' }).success).toBe(false)
    expect(z.safeParse(query, { status: '' }).success).toBe(false)
    expect(z.safeParse(query, {}).success).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { queryList } from './queryList'

const schema = z.object({ list: z.optional(queryList()) })

describe('queryList', () => {
  it('reads one value, several values and none as a list', () => {
    expect(z.parse(schema, { list: 'en' })).toEqual({ list: ['en'] })
    expect(z.parse(schema, { list: ['en', 'ko'] })).toEqual({ list: ['en', 'ko'] })
    expect(z.parse(schema, {})).toEqual({})
  })

  it('refuses what is not text', () => {
    expect(z.safeParse(schema, { list: 3 }).success).toBe(false)
    expect(z.safeParse(schema, { list: [1] }).success).toBe(false)
  })
})

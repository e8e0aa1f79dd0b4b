import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { queryBoolean } from './queryBoolean'

describe('queryBoolean', () => {
  const query = z.object({ verbose: z.optional(queryBoolean()) })

  it('reads true and false as strings and as booleans', () => {
    expect(z.parse(query, { verbose: 'true' })).toEqual({ verbose: true })
    expect(z.parse(query, { verbose: 'false' })).toEqual({ verbose: false })
    expect(z.parse(query, { verbose: true })).toEqual({ verbose: true })
    expect(z.parse(query, {})).toEqual({})
  })

  it('refuses anything else', () => {
    for (const verbose of ['yes', '1', '', 'TRUE']) {
      expect(z.safeParse(query, { verbose }).success).toBe(false)
    }
  })
})

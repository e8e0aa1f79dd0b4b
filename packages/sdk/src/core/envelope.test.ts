import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { failure, failureEnvelopeSchema, success, successEnvelopeSchema } from './envelope'

describe('envelope', () => {
  it('builds envelopes that its own schemas read back', () => {
    const ok = success({ postIdx: 7 })
    expect(ok).toEqual({ statusCode: 200, message: 'OK', data: { postIdx: 7 } })
    expect(z.parse(successEnvelopeSchema, ok).data).toEqual({ postIdx: 7 })
    const bad = failure(409, 'CHA30025', 'Already blocked')
    expect(bad).toEqual({ statusCode: 409, code: 'CHA30025', message: 'Already blocked' })
    expect(z.parse(failureEnvelopeSchema, bad)).toEqual(bad)
  })

  it('accepts numeric codes as strings and rejects a failure without a code', () => {
    expect(z.parse(failureEnvelopeSchema, { code: 1013, message: 'e-mail' }).code).toBe('1013')
    expect(z.safeParse(failureEnvelopeSchema, { statusCode: 500, message: 'x' }).success).toBe(
      false,
    )
  })
})

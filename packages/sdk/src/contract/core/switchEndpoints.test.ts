import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { switchEndpoints } from './switchEndpoints'

describe('switchEndpoints', () => {
  it('turns on with POST and off with DELETE on the same path, payload and access', () => {
    const { on, off } = switchEndpoints({
      path: '/channel/follow',
      body: z.object({ channelId: z.string() }),
      answer: z.unknown(),
      auth: 'required',
      embed: true,
    })
    expect([on.method, off.method]).toEqual(['POST', 'DELETE'])
    for (const half of [on, off]) {
      expect(half).toMatchObject({ path: '/channel/follow', auth: 'required', embed: true })
      expect(half.query).toBeUndefined()
      const body = half.body as z.ZodMiniType
      expect(z.safeParse(body, { channelId: 'neo' }).success).toBe(true)
      expect(z.safeParse(body, {}).success).toBe(false)
    }
  })

  it('leaves out what the definition leaves out', () => {
    const { on } = switchEndpoints({ path: '/v1/fix/{idx}', answer: z.unknown(), auth: 'required' })
    expect('body' in on && on.body !== undefined).toBe(false)
    expect(on.embed).toBeUndefined()
  })
})

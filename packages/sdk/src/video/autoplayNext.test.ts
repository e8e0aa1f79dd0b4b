import { describe, expect, it } from 'vitest'
import { autoplayNext } from './autoplayNext'
import { recommendAtEndQuery } from './video.queries'

describe('autoplayNext', () => {
  it('plays the first other recommendation when autoplay is on (default), none when off', () => {
    const list = [{ idx: 12 }, { idx: 40 }, { idx: 41 }]
    expect(autoplayNext(12, list, true)).toEqual({ idx: 40 })
    expect(autoplayNext(12, list, undefined)).toEqual({ idx: 40 })
    expect(autoplayNext(12, list, false)).toBeUndefined()
    expect(autoplayNext(12, [], true)).toBeUndefined()
    expect(autoplayNext(12, undefined, true)).toBeUndefined()
  })

  it('asks for the recommendations with 3 retries, 3 s apart', () => {
    const query = recommendAtEndQuery({ video: { recommendAtEnd: async () => [] } } as never, 12)
    expect(query.retry).toBe(3)
    expect(query.retryDelay).toBe(3000)
  })
})

import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { listPageSchema, numberedPaging, threadPageSchema } from './listPage'

const item = z.object({ idx: z.number() })

describe('listPageSchema', () => {
  it('reads an absent list as empty and keeps the paging fields given', () => {
    const page = listPageSchema('pollList', item, { totalCnt: z.optional(z.number()) })
    expect(z.parse(page, { totalCnt: 3 })).toEqual({ pollList: [], totalCnt: 3 })
  })

  it('checks the items under the key', () => {
    const page = listPageSchema('list', item, {})
    expect(z.safeParse(page, { list: [{ idx: 'one' }] }).success).toBe(false)
  })

  it('takes the numbered paging fields, all optional', () => {
    const page = listPageSchema('streamList', item, numberedPaging)
    expect(z.parse(page, { streamList: [{ idx: 1 }], hasNext: true })).toEqual({
      streamList: [{ idx: 1 }],
      hasNext: true,
    })
  })
})

describe('threadPageSchema', () => {
  it('needs the page number, the total and the list', () => {
    const page = threadPageSchema('vodReplyList', item)
    expect(z.parse(page, { currentPage: 1, totalCnt: 1, vodReplyList: [{ idx: 4 }] })).toEqual({
      currentPage: 1,
      totalCnt: 1,
      vodReplyList: [{ idx: 4 }],
    })
    expect(z.safeParse(page, { currentPage: 1, totalCnt: 0 }).success).toBe(false)
  })
})

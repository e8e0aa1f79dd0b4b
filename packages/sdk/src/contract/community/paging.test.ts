import { describe, expect, it } from 'vitest'
import { nextCommentPage, nextPostPage, postPageLimit, postPageOffset } from './paging'

describe('nextCommentPage', () => {
  it('goes on while page * 10 is below totalCnt', () => {
    expect(nextCommentPage(1, 0)).toBeUndefined()
    expect(nextCommentPage(1, 10)).toBeUndefined()
    expect(nextCommentPage(1, 11)).toBe(2)
    expect(nextCommentPage(3, 35)).toBe(4)
    expect(nextCommentPage(4, 35)).toBeUndefined()
    expect(nextCommentPage(4, 40)).toBeUndefined()
  })
})

describe('post pages', () => {
  it('asks 20 posts on page 1 and 10 after', () => {
    expect(postPageLimit(1)).toBe(20)
    expect(postPageLimit(2)).toBe(10)
    expect(postPageLimit(7)).toBe(10)
  })

  it('places pages back to back: 0..19, 20..29, 30..39', () => {
    expect(postPageOffset(1)).toBe(0)
    expect(postPageOffset(2)).toBe(20)
    expect(postPageOffset(3)).toBe(30)
    for (let page = 1; page < 10; page++) {
      expect(postPageOffset(page + 1)).toBe(postPageOffset(page) + postPageLimit(page))
    }
  })

  it('goes on only while posts remain', () => {
    expect(nextPostPage(1, 0)).toBeUndefined()
    expect(nextPostPage(1, 15)).toBeUndefined()
    expect(nextPostPage(1, 20)).toBeUndefined()
    expect(nextPostPage(1, 21)).toBe(2)
    expect(nextPostPage(2, 30)).toBeUndefined()
    expect(nextPostPage(2, 31)).toBe(3)
  })

  it('never stops later than the spec rule (10 * page < total) and never misses a post', () => {
    for (let total = 0; total <= 80; total++) {
      let page = 1
      let loaded = Math.min(total, postPageLimit(1))
      for (let next = nextPostPage(page, total); next; next = nextPostPage(page, total)) {
        expect(10 * page < total).toBe(true)
        page = next
        loaded += Math.min(postPageLimit(page), total - postPageOffset(page))
      }
      expect(loaded).toBe(total)
    }
  })
})

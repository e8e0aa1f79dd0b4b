import { describe, expect, it } from 'vitest'
import { nextPage, pageCount, pageOffset } from './paging'

describe('nextPage', () => {
  it('goes on while page * size is below the total when every page is the same size', () => {
    expect(nextPage({ page: 1, total: 0, size: 10 })).toBeUndefined()
    expect(nextPage({ page: 1, total: 10, size: 10 })).toBeUndefined()
    expect(nextPage({ page: 1, total: 11, size: 10 })).toBe(2)
    expect(nextPage({ page: 3, total: 35, size: 10 })).toBe(4)
    expect(nextPage({ page: 4, total: 35, size: 10 })).toBeUndefined()
  })

  it('counts a larger first page', () => {
    expect(nextPage({ page: 1, total: 20, size: 10, firstSize: 20 })).toBeUndefined()
    expect(nextPage({ page: 1, total: 21, size: 10, firstSize: 20 })).toBe(2)
    expect(nextPage({ page: 2, total: 30, size: 10, firstSize: 20 })).toBeUndefined()
    expect(nextPage({ page: 2, total: 31, size: 10, firstSize: 20 })).toBe(3)
    expect(nextPage({ page: 2, total: 8, size: 3, firstSize: 5 })).toBeUndefined()
  })

  it('stops exactly when the loaded pages cover the total', () => {
    for (const [size, firstSize] of [
      [10, 10],
      [10, 20],
      [3, 5],
    ] as const) {
      for (let total = 0; total <= 60; total++) {
        let page = 1
        let loaded = Math.min(total, firstSize)
        for (let next = nextPage({ page, total, size, firstSize }); next; ) {
          page = next
          loaded += Math.min(size, total - pageOffset({ page, size, firstSize }))
          next = nextPage({ page, total, size, firstSize })
        }
        expect(loaded).toBe(total)
      }
    }
  })
})

describe('pageOffset', () => {
  it('places pages back to back', () => {
    expect(pageOffset({ page: 1, size: 10 })).toBe(0)
    expect(pageOffset({ page: 3, size: 10 })).toBe(20)
    expect(pageOffset({ page: 1, size: 10, firstSize: 20 })).toBe(0)
    expect(pageOffset({ page: 2, size: 10, firstSize: 20 })).toBe(20)
    expect(pageOffset({ page: 3, size: 3, firstSize: 5 })).toBe(8)
  })
})

describe('pageCount', () => {
  it('counts the pages a total fills, at least one', () => {
    expect(pageCount({ total: 0, size: 10 })).toBe(1)
    expect(pageCount({ total: 1, size: 10 })).toBe(1)
    expect(pageCount({ total: 10, size: 10 })).toBe(1)
    expect(pageCount({ total: 11, size: 10 })).toBe(2)
    expect(pageCount({ total: 100, size: 10 })).toBe(10)
    expect(pageCount({ total: 20, size: 10, firstSize: 20 })).toBe(1)
    expect(pageCount({ total: 21, size: 10, firstSize: 20 })).toBe(2)
    expect(pageCount({ total: 31, size: 10, firstSize: 20 })).toBe(3)
  })

  it('ends where nextPage stops', () => {
    for (const [size, firstSize] of [
      [10, 10],
      [10, 20],
      [3, 5],
    ] as const) {
      for (let total = 0; total <= 60; total++) {
        const pages = pageCount({ total, size, firstSize })
        expect(nextPage({ page: pages, total, size, firstSize })).toBeUndefined()
        if (pages > 1) expect(nextPage({ page: pages - 1, total, size, firstSize })).toBe(pages)
      }
    }
  })
})

import { describe, expect, it } from 'vitest'
import {
  allItems,
  appendPage,
  findItem,
  mapItems,
  nextPageOf,
  type Paged,
  prependItem,
  removeItems,
} from './pagedList'
import { nextPage } from './paging'

// Comments' rule: 10 a page.
const nextCommentPage = (page: number, total: number) => nextPage({ page, total, size: 10 })

interface Item {
  id: number
  top?: boolean
}

const pages: Paged<Item>[] = [
  { page: 1, total: 25, items: [{ id: 1 }, { id: 2 }] },
  { page: 2, total: 25, items: [{ id: 3 }] },
]

describe('pagedList', () => {
  it('lists and finds items across pages', () => {
    expect(allItems(pages).map((i) => i.id)).toEqual([1, 2, 3])
    expect(findItem(pages, (i) => i.id === 3)).toEqual({ id: 3 })
    expect(findItem(pages, (i) => i.id === 9)).toBeUndefined()
  })

  it('updates matching items and keeps untouched pages as they were', () => {
    const next = mapItems(
      pages,
      (i) => i.id === 3,
      (i) => ({ ...i, top: true }),
    )
    expect(next[1]?.items).toEqual([{ id: 3, top: true }])
    expect(next[0]).toBe(pages[0])
  })

  it('removes matching items', () => {
    expect(allItems(removeItems(pages, (i) => i.id === 2)).map((i) => i.id)).toEqual([1, 3])
  })

  it('prepends to the first page, after a first item to keep on top', () => {
    expect(allItems(prependItem(pages, { id: 9 })).map((i) => i.id)).toEqual([9, 1, 2, 3])
    const pinned: Paged<Item>[] = [{ page: 1, total: 2, items: [{ id: 1, top: true }, { id: 2 }] }]
    const next = prependItem(pinned, { id: 9 }, (first) => first.top === true)
    expect(allItems(next).map((i) => i.id)).toEqual([1, 9, 2])
  })

  it('starts a first page when none is loaded', () => {
    expect(prependItem([], { id: 9 })).toEqual([{ page: 1, total: 1, items: [{ id: 9 }] }])
  })

  it('appends a page without the items already loaded', () => {
    const next = appendPage(
      pages,
      { page: 3, total: 25, items: [{ id: 3 }, { id: 4 }] },
      (i) => i.id,
    )
    expect(allItems(next).map((i) => i.id)).toEqual([1, 2, 3, 4])
  })

  it('tells the next page from the last loaded one', () => {
    expect(nextPageOf([], nextCommentPage)).toBe(1)
    expect(nextPageOf(pages, nextCommentPage)).toBe(3)
    expect(nextPageOf([{ page: 2, total: 20, items: [] }], nextCommentPage)).toBeUndefined()
  })
})

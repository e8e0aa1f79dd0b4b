import { describe, expect, it } from 'vitest'
import { nextBlockedPage, nextNotInterestedPage } from './paging'

describe('nextNotInterestedPage', () => {
  it('goes on while totalCnt is greater than 10 * page', () => {
    expect(nextNotInterestedPage(1, 0)).toBeUndefined()
    expect(nextNotInterestedPage(1, 10)).toBeUndefined()
    expect(nextNotInterestedPage(1, 11)).toBe(2)
    expect(nextNotInterestedPage(2, 20)).toBeUndefined()
    expect(nextNotInterestedPage(2, 21)).toBe(3)
  })
})

describe('nextBlockedPage', () => {
  it('goes on while total is greater than 10 * page, up to the 100 limit', () => {
    expect(nextBlockedPage(1, 0)).toBeUndefined()
    expect(nextBlockedPage(1, 10)).toBeUndefined()
    expect(nextBlockedPage(1, 11)).toBe(2)
    expect(nextBlockedPage(9, 100)).toBe(10)
    expect(nextBlockedPage(10, 100)).toBeUndefined()
  })
})

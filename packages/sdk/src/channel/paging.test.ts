import { describe, expect, it } from 'vitest'
import { nextNotInterestedPage } from './paging'

describe('nextNotInterestedPage', () => {
  it('goes on while totalCnt is greater than 10 * page', () => {
    expect(nextNotInterestedPage(1, 0)).toBeUndefined()
    expect(nextNotInterestedPage(1, 10)).toBeUndefined()
    expect(nextNotInterestedPage(1, 11)).toBe(2)
    expect(nextNotInterestedPage(2, 20)).toBeUndefined()
    expect(nextNotInterestedPage(2, 21)).toBe(3)
  })
})

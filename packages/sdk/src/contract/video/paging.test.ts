import { describe, expect, it } from 'vitest'
import { nextVideoCommentPage, videoCommentPageOffset } from './paging'

describe('nextVideoCommentPage', () => {
  it('counts 20 comments on the first page, then 10 a page', () => {
    expect(nextVideoCommentPage(1, 0)).toBeUndefined()
    expect(nextVideoCommentPage(1, 20)).toBeUndefined()
    expect(nextVideoCommentPage(1, 21)).toBe(2)
    expect(nextVideoCommentPage(2, 30)).toBeUndefined()
    expect(nextVideoCommentPage(2, 31)).toBe(3)
  })

  it('follows other page sizes', () => {
    expect(nextVideoCommentPage(1, 6, 5, 3)).toBe(2)
    expect(nextVideoCommentPage(2, 8, 5, 3)).toBeUndefined()
  })
})

describe('videoCommentPageOffset', () => {
  it('places pages back to back', () => {
    expect(videoCommentPageOffset(1)).toBe(0)
    expect(videoCommentPageOffset(2)).toBe(20)
    expect(videoCommentPageOffset(4)).toBe(40)
    expect(videoCommentPageOffset(3, 5, 3)).toBe(8)
  })
})

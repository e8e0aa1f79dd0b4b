import { describe, expect, it } from 'vitest'
import type { Post } from '../contract/community/community.schemas'
import { allItems, type Paged } from '../core/pagedList'
import {
  applyPostUpdate,
  changeCommentCount,
  pinRival,
  postPaged,
  removePost,
  setPostLike,
} from './postList.updates'

function post(idx: number, extra: Partial<Post> = {}): Post {
  return {
    idx,
    channelId: 'kim',
    content: '',
    likeCnt: 0,
    commentCnt: 0,
    attachImgLink: [],
    createDate: '',
    ...extra,
  }
}

const pages = (list: Post[]): Paged<Post>[] => [postPaged({ list, page: 1, total: list.length })]

describe('postList.updates', () => {
  it("moves one post's comment count, never below 0", () => {
    const list = pages([post(1, { commentCnt: 2 }), post(2, { commentCnt: 0 })])
    const counts = (p: Paged<Post>[]) => allItems(p).map((x) => x.commentCnt)
    expect(counts(changeCommentCount(list, 1, 1))).toEqual([3, 0])
    expect(counts(changeCommentCount(list, 2, -1))).toEqual([2, 0])
  })

  it('finds the pinned post of the same kind only', () => {
    const list = pages([
      post(1, { isFixed: true, isReserved: true }),
      post(2, { isFixed: true }),
      post(3),
      post(4, { isReserved: true }),
    ])
    expect(pinRival(list, 3)?.idx).toBe(2)
    expect(pinRival(list, 4)?.idx).toBe(1)
    expect(pinRival(list, 2)).toBeUndefined()
    expect(pinRival(list, 9)).toBeUndefined()
  })

  it('moves a newly pinned post to the top and unpins the replaced one', () => {
    const next = applyPostUpdate(pages([post(1, { isFixed: true }), post(2)]), {
      post: post(2, { isFixed: true }),
      replacedPostIdx: 1,
    })
    expect(allItems(next).map((p) => [p.idx, p.isFixed])).toEqual([
      [2, true],
      [1, false],
    ])
  })

  it('leaves an unpinned post in place', () => {
    const next = applyPostUpdate(pages([post(1, { isFixed: true }), post(2)]), {
      post: post(1, { isFixed: false }),
      replacedPostIdx: null,
    })
    expect(allItems(next).map((p) => [p.idx, p.isFixed])).toEqual([
      [1, false],
      [2, undefined],
    ])
  })

  it('sets a like and removes a post', () => {
    const list = pages([post(1), post(2)])
    expect(allItems(setPostLike(list, 1, { liked: true, count: 5 }))[0]).toMatchObject({
      isLikePost: true,
      likeCnt: 5,
    })
    expect(allItems(removePost(list, 1)).map((p) => p.idx)).toEqual([2])
  })
})

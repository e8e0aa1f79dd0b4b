import { describe, expect, it } from 'vitest'
import type { Comment, Reply } from '../contract/community/community.schemas'
import { allItems, type Paged } from '../core/pagedList'
import {
  addComment,
  addReply,
  addToReplyCount,
  likeCount,
  pinCommentIn,
  type ReplyThread,
  removeComment,
  removeReply,
  setChannelBlocked,
  setCommentLike,
  unpinCommentIn,
} from './commentThread.updates'

const comment = (commentIdx: number, extra: Partial<Comment> = {}): Comment => ({
  commentIdx,
  channelId: `c${commentIdx}`,
  content: '',
  nickname: '',
  createDate: '',
  likeCnt: 0,
  replyCnt: 0,
  ...extra,
})
const reply = (replyIdx: number, extra: Partial<Reply> = {}): Reply => ({
  replyIdx,
  channelId: `c${replyIdx}`,
  content: '',
  nickname: '',
  createDate: '',
  likeCnt: 0,
  ...extra,
})
const pages = (...items: Comment[]): Paged<Comment>[] => [{ page: 1, total: items.length, items }]
const ids = (p: Paged<Comment>[]) => allItems(p).map((c) => c.commentIdx)

describe('commentThread.updates', () => {
  it('counts likes up, and unlikes down but never below 0', () => {
    expect(likeCount(0, true)).toBe(1)
    expect(likeCount(3, false)).toBe(2)
    expect(likeCount(0, false)).toBe(0)
  })

  it('sets a comment like', () => {
    const next = setCommentLike(pages(comment(1)), 1, { liked: true, count: 9 })
    expect(allItems(next)[0]).toMatchObject({ isLikeComment: true, likeCnt: 9 })
  })

  it('adds a comment on top, after a pinned first one', () => {
    expect(ids(addComment(pages(comment(1), comment(2)), comment(9)))).toEqual([9, 1, 2])
    const pinned = pages(comment(1, { isFixed: true }), comment(2))
    expect(ids(addComment(pinned, comment(9)))).toEqual([1, 9, 2])
  })

  it('removes a comment', () => {
    expect(ids(removeComment(pages(comment(1), comment(2)), 1))).toEqual([2])
  })

  it('moves a pinned comment to the top and unpins the previous one', () => {
    const next = pinCommentIn(pages(comment(1, { isFixed: true }), comment(2), comment(3)), 3)
    expect(allItems(next).map((c) => [c.commentIdx, c.isFixed])).toEqual([
      [3, true],
      [1, false],
      [2, undefined],
    ])
    expect(allItems(unpinCommentIn(next, 3))[0]?.isFixed).toBe(false)
  })

  it('moves replyCnt, never below 0', () => {
    const list = pages(comment(1, { replyCnt: 1 }))
    expect(allItems(addToReplyCount(list, 1, 1))[0]?.replyCnt).toBe(2)
    expect(allItems(addToReplyCount(list, 1, -5))[0]?.replyCnt).toBe(0)
  })

  it('adds a reply at the front and removes one', () => {
    const thread: ReplyThread = {
      expanded: true,
      loading: false,
      pages: [{ page: 1, total: 1, items: [reply(5)] }],
    }
    const added = addReply(thread, reply(6))
    expect(allItems(added.pages).map((r) => r.replyIdx)).toEqual([6, 5])
    expect(allItems(removeReply(added, 5).pages).map((r) => r.replyIdx)).toEqual([6])
  })

  it('flags every comment and reply of a channel as blocked', () => {
    const thread: ReplyThread = {
      expanded: false,
      loading: false,
      pages: [{ page: 1, total: 2, items: [reply(5, { channelId: 'x' }), reply(6)] }],
    }
    const next = setChannelBlocked(
      pages(comment(1, { channelId: 'x' }), comment(2)),
      { 2: thread },
      'x',
      true,
    )
    expect(allItems(next.pages).map((c) => c.isBlockedChannel === true)).toEqual([true, false])
    const replies = allItems(next.replies[2]?.pages ?? [])
    expect(replies.map((r) => r.isBlockedChannel === true)).toEqual([true, false])
  })
})

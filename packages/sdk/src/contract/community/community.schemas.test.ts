import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  commentBodySchema,
  commentPageSchema,
  commentSchema,
  likeStateSchema,
  postBodySchema,
  postPageSchema,
  postPatchSchema,
  postSchema,
  postUpdateSchema,
  replyPageSchema,
  replySchema,
} from './community.schemas'

const createDate = '2024-05-01T10:00:00Z'

describe('postSchema', () => {
  it('accepts the aliases and exposes the canonical names', () => {
    const post = z.parse(postSchema, {
      postIdx: 7,
      channelId: 'neo',
      postComment: 'hello',
      likeCount: 3,
      commentCount: 2,
      createDate,
      previewComment: { commentNickname: 'Ann', commentContent: 'first' },
      somethingNew: true,
    })
    expect(post).toMatchObject({ idx: 7, content: 'hello', likeCnt: 3, commentCnt: 2 })
    expect(post.attachImgLink).toEqual([])
    expect(post.previewComment?.commentNickname).toBe('Ann')
    expect('postIdx' in post).toBe(false)
    expect('somethingNew' in post).toBe(false)
  })

  it('prefers the canonical field when both are present', () => {
    const wire = { idx: 1, postIdx: 2, channelId: 'a', content: 'x', likeCnt: 0, commentCnt: 0 }
    expect(z.parse(postSchema, { ...wire, createDate }).idx).toBe(1)
  })

  it('rejects a post without its index', () => {
    const wire = { channelId: 'a', content: 'x', likeCnt: 0, commentCnt: 0, createDate }
    expect(z.safeParse(postSchema, wire).success).toBe(false)
  })

  it('reads a page of posts', () => {
    const wire = { idx: 1, channelId: 'a', content: 'x', likeCnt: 0, commentCnt: 0, createDate }
    const page = z.parse(postPageSchema, { list: [wire], page: 1, total: 1 })
    expect(page.list[0]?.idx).toBe(1)
  })

  it('reads the replaced post of a pin, null when none', () => {
    const post = { idx: 1, channelId: 'a', content: 'x', likeCnt: 0, commentCnt: 0, createDate }
    expect(z.parse(postUpdateSchema, { post }).replacedPostIdx).toBeNull()
    expect(z.parse(postUpdateSchema, { post, replacedPostIdx: 4 }).replacedPostIdx).toBe(4)
  })
})

describe('commentSchema and replySchema', () => {
  it('map the comment aliases', () => {
    const comment = z.parse(commentSchema, {
      commentIdx: 1,
      channelId: 'a',
      content: 'hi',
      nickname: 'A',
      createDate,
      profileImgLink: 'https://img/a.png',
      likeCount: 5,
      isLike: true,
      replyCount: 2,
    })
    expect(comment).toMatchObject({
      channelProfileImg: 'https://img/a.png',
      likeCnt: 5,
      isLikeComment: true,
      replyCnt: 2,
    })
    expect('isLike' in comment).toBe(false)
  })

  it('map the reply aliases inside a page', () => {
    const page = z.parse(replyPageSchema, {
      currentPage: 1,
      totalCnt: 1,
      postCommentReplies: [
        {
          replyIdx: 9,
          channelId: 'b',
          nickname: 'B',
          content: 'yo',
          createDate,
          isLike: true,
          likeCount: 1,
        },
      ],
    })
    expect(page.postCommentReplies[0]).toMatchObject({ replyIdx: 9, isLikeReply: true, likeCnt: 1 })
  })

  it('default missing counts to 0 in a comment page', () => {
    const page = z.parse(commentPageSchema, {
      currentPage: 1,
      totalCnt: 1,
      postComments: [{ commentIdx: 1, channelId: 'a', content: 'c', nickname: 'A', createDate }],
    })
    expect(page.postComments[0]).toMatchObject({ likeCnt: 0, replyCnt: 0 })
  })

  it('rejects a reply without its index', () => {
    const wire = { channelId: 'b', nickname: 'B', content: 'yo', createDate }
    expect(z.safeParse(replySchema, wire).success).toBe(false)
  })
})

describe('likeStateSchema', () => {
  it('accepts likeCount for likeCnt', () => {
    expect(z.parse(likeStateSchema, { isLike: false, likeCount: 0 })).toEqual({
      isLike: false,
      likeCnt: 0,
    })
  })
})

describe('commentBodySchema', () => {
  it('accepts 5000 emoji and keeps line breaks', () => {
    expect(z.safeParse(commentBodySchema, { content: '😀'.repeat(5000) }).success).toBe(true)
    expect(z.safeParse(commentBodySchema, { content: '👍🏽'.repeat(5000) }).success).toBe(true)
    expect(z.parse(commentBodySchema, { content: 'a\n\nb' }).content).toBe('a\n\nb')
  })

  it('rejects 5001 visible characters', () => {
    expect(z.safeParse(commentBodySchema, { content: 'a'.repeat(5001) }).success).toBe(false)
    expect(z.safeParse(commentBodySchema, { content: '😀'.repeat(5001) }).success).toBe(false)
  })

  it('rejects empty and whitespace-only text', () => {
    expect(z.safeParse(commentBodySchema, { content: '' }).success).toBe(false)
    expect(z.safeParse(commentBodySchema, { content: ' \n\t\u3000' }).success).toBe(false)
  })
})

describe('post bodies', () => {
  it('limit the post text to 5000 visible characters', () => {
    expect(z.safeParse(postBodySchema, { content: 'é'.repeat(5000) }).success).toBe(true)
    expect(z.safeParse(postBodySchema, { content: 'é'.repeat(5001) }).success).toBe(false)
  })

  it('let an update carry only isFixed', () => {
    expect(z.parse(postPatchSchema, { isFixed: true })).toEqual({ isFixed: true })
  })

  it('reads a post patch as z.partial of the post body would', () => {
    const partial = z.partial(postBodySchema)
    const patches = [
      {},
      { content: 'new text', isFixed: false },
      { content: 'x'.repeat(5001) },
      { content: undefined, reservedDate: null },
      { attachImgLink: 'not a list' },
    ]
    for (const patch of patches) {
      expect(z.safeParse(postPatchSchema, patch)).toEqual(z.safeParse(partial, patch))
    }
  })
})

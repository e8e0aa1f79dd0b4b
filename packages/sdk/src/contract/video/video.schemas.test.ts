import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  mediaInfoSchema,
  thumbnailCardSchema,
  videoCommentPageSchema,
  videoListPageSchema,
  videoReplyPageSchema,
} from './video.schemas'

describe('video schemas', () => {
  it('reads a comment page, exposing `comment` as `content` and dropping unknown fields', () => {
    const page = z.parse(videoCommentPageSchema, {
      currentPage: 1,
      totalCnt: 2,
      vodCommentList: [
        {
          commentIdx: 7,
          idx: 7,
          comment: 'first!',
          channelId: 'a1b2',
          likeCnt: 3,
          isFixed: true,
          x: 1,
        },
        { commentIdx: 8, content: 'second', channelId: 'c3d4' },
      ],
    })
    expect(page.vodCommentList[0]).toEqual({
      commentIdx: 7,
      idx: 7,
      content: 'first!',
      channelId: 'a1b2',
      likeCnt: 3,
      isFixed: true,
      replyCnt: 0,
    })
    expect(page.vodCommentList[1]?.likeCnt).toBe(0)
  })

  it('reads a reply page with `reply` as `content`', () => {
    const page = z.parse(videoReplyPageSchema, {
      currentPage: 1,
      totalCnt: 1,
      vodReplyList: [{ replyIdx: 3, reply: 'me too', channelId: 'a1b2', likeCnt: 1, isLike: true }],
    })
    expect(page.vodReplyList[0]?.content).toBe('me too')
  })

  it('rejects a comment without text', () => {
    const bad = { currentPage: 1, totalCnt: 1, vodCommentList: [{ commentIdx: 1, channelId: 'a' }] }
    expect(z.safeParse(videoCommentPageSchema, bad).success).toBe(false)
  })

  it('reads video list pages in both paging styles', () => {
    expect(z.parse(videoListPageSchema, { isNext: true, currentPage: 1 }).vodList).toEqual([])
    const page = z.parse(videoListPageSchema, {
      vodList: [{ vodNo: 9, fileType: 'clip', thumbnail: 't.jpg', title: 'Goal', isExist: true }],
      hasNext: false,
      totalPages: 3,
    })
    expect(page.vodList[0]).toMatchObject({ vodNo: 9, fileType: 'clip', title: 'Goal' })
    expect(page.totalPages).toBe(3)
  })

  it('reads a thumbnail card with nested info and refuses an unknown file type', () => {
    const card = z.parse(thumbnailCardSchema, {
      idx: 1,
      categoryInfo: { idx: 2, name: 'Games', pathName: 'games' },
      tagInfo: { isDrops: false, languageTag: 'en', categoryTagList: ['fps'], isAdult: false },
      vodExtra: { makerChannelId: 'm1', makerChannelNickname: 'Maker' },
    })
    expect(card.categoryInfo?.pathName).toBe('games')
    expect(z.safeParse(thumbnailCardSchema, { fileType: 'movie' }).success).toBe(false)
  })

  it('accepts numeric or text durations in media info', () => {
    const info = z.parse(mediaInfoSchema, {
      fileList: [{ startDuration: 0, endDuration: '00:01:00', duration: 60 }],
    })
    expect(info.fileList[0]?.endDuration).toBe('00:01:00')
  })
})

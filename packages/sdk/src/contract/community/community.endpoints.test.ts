import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { communityEndpoints as e } from './community.endpoints'

describe('communityEndpoints', () => {
  it('use the documented methods and paths', () => {
    const routes = Object.fromEntries(
      Object.entries(e).map(([name, d]) => [name, `${d.method} ${d.path}`]),
    )
    expect(routes).toEqual({
      listPosts: 'GET /v2/channel/post',
      getPost: 'GET /v2/channel/post/{postIdx}',
      createPost: 'POST /v2/channel/post',
      updatePost: 'PUT /v2/channel/post/{postIdx}',
      deletePost: 'DELETE /v2/channel/post/{postIdx}',
      getPinStatus: 'GET /v2/channel/post/{postIdx}/fixed-status',
      likePost: 'POST /v2/channel/post/{postIdx}/like',
      unlikePost: 'DELETE /v2/channel/post/{postIdx}/like',
      reportPost: 'POST /v2/channel/post/{postIdx}/report',
      uploadImages: 'POST /v2/channel/post/upload',
      listComments: 'GET /v2/channel/post/{postIdx}/comment',
      createComment: 'POST /v2/channel/post/{postIdx}/comment',
      updateComment: 'PUT /v2/channel/post/comment/{commentIdx}',
      deleteComment: 'DELETE /v2/channel/post/comment/{commentIdx}',
      pinComment: 'POST /v2/channel/post/comment/{commentIdx}/fix',
      unpinComment: 'DELETE /v2/channel/post/comment/{commentIdx}/fix',
      likeComment: 'POST /v2/channel/post/comment/{commentIdx}/like',
      unlikeComment: 'DELETE /v2/channel/post/comment/{commentIdx}/like',
      reportComment: 'POST /v2/channel/post/comment/{commentIdx}/report',
      listReplies: 'GET /v2/channel/post/comment/{commentIdx}/reply',
      createReply: 'POST /v2/channel/post/comment/{commentIdx}/reply',
      deleteReply: 'DELETE /v2/channel/post/comment/reply/{replyIdx}',
      likeReply: 'POST /v2/channel/post/comment/reply/{replyIdx}/like',
      unlikeReply: 'DELETE /v2/channel/post/comment/reply/{replyIdx}/like',
      reportReply: 'POST /v2/channel/post/comment/reply/{replyIdx}/report',
    })
  })

  it('mark the paths the spec does not show as chosen', () => {
    expect(e.deleteReply.chosen).toBeTruthy()
    expect(e.likeReply.chosen).toBeTruthy()
    expect(e.reportReply.chosen).toBeTruthy()
    expect(e.listComments.chosen).toBeUndefined()
  })

  it('let anyone read and members write', () => {
    expect(e.listComments.auth).toBe('optional')
    expect(e.createComment.auth).toBe('required')
    expect(e.uploadImages.body).toBe('multipart')
  })

  it('default the comment query to page 1, 10 per page, most recent first', () => {
    expect(z.parse(e.listComments.query ?? z.never(), {})).toEqual({
      page: 1,
      limit: 10,
      sort: 'recently',
    })
    expect(z.parse(e.listComments.query ?? z.never(), { page: '2', sort: 'like' })).toMatchObject({
      page: 2,
      sort: 'like',
    })
    expect(z.safeParse(e.listComments.query ?? z.never(), { sort: 'oldest' }).success).toBe(false)
    expect(z.safeParse(e.listComments.query ?? z.never(), { page: '0' }).success).toBe(false)
    for (const bad of [{ page: '1.5' }, { page: 'two' }, { page: '' }, { limit: '101' }]) {
      expect(z.safeParse(e.listComments.query ?? z.never(), bad).success).toBe(false)
    }
    expect(z.parse(e.listReplies.query ?? z.never(), { page: 3, limit: '100' })).toEqual({
      page: 3,
      limit: 100,
    })
  })

  it('read the first post page as 20 posts', () => {
    expect(z.parse(e.listPosts.query ?? z.never(), { channelId: 'neo' })).toMatchObject({
      page: 1,
      limit: 20,
    })
    expect(z.safeParse(e.listPosts.query ?? z.never(), {}).success).toBe(false)
  })
})

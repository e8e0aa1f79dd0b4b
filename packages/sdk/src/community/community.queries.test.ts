import { InfiniteQueryObserver } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  commentPageSchema,
  postPageSchema,
  postSchema,
  replyPageSchema,
} from '../contract/community/community.schemas'
import { createQueryClient } from '../core/queryClient'
import {
  commentListQuery,
  communityKeys,
  postListQuery,
  postQuery,
  replyListQuery,
} from './community.queries'

const createDate = '2024-06-30T12:00:00Z'

function commentPage(page: number, totalCnt: number) {
  const first = (page - 1) * 10
  const count = Math.max(0, Math.min(10, totalCnt - first))
  return z.parse(commentPageSchema, {
    currentPage: page,
    totalCnt,
    postComments: Array.from({ length: count }, (_, i) => ({
      commentIdx: first + i + 1,
      channelId: 'author',
      content: `comment ${first + i + 1}`,
      nickname: 'Author',
      createDate,
    })),
  })
}

describe('communityKeys', () => {
  it('nests comment keys under the post so both sorts invalidate together', () => {
    expect(communityKeys.comments(7, 'like')).toEqual(['community', 'comments', 7, 'like'])
    expect(communityKeys.comments(7)).toEqual(['community', 'comments', 7, 'recently'])
    expect(communityKeys.replies(42)).toEqual(['community', 'replies', 42])
    expect(communityKeys.post(7)).toEqual(['community', 'post', 7])
    expect(communityKeys.posts('kim', { search: 'x' })).toEqual([
      'community',
      'posts',
      'kim',
      { search: 'x' },
    ])
  })
})

describe('query options', () => {
  const noCall = () => Promise.reject(new Error('not called'))
  const client = {
    community: { listPosts: noCall, getPost: noCall, listComments: noCall, listReplies: noCall },
  }

  it('keeps the post list fresh for 1 hour and cached 30 minutes', () => {
    const options = postListQuery(client, 'kim')
    expect(options.staleTime).toBe(3_600_000)
    expect(options.gcTime).toBe(1_800_000)
    expect(options.initialPageParam).toBe(1)
  })

  it('does not keep comment lists (gcTime 0)', () => {
    expect(commentListQuery(client, 7).gcTime).toBe(0)
    expect(replyListQuery(client, 42).queryKey).toEqual(['community', 'replies', 42])
  })
})

describe('fetching through a query client', () => {
  it('loads 35 comments as pages 1 to 4 and stops', async () => {
    const calls: unknown[] = []
    const client: Parameters<typeof commentListQuery>[0] = {
      community: {
        listComments: async (postIdx, input, options) => {
          calls.push({ postIdx, input, signal: options?.signal instanceof AbortSignal })
          return commentPage(input?.page ?? 1, 35)
        },
      },
    }
    const observer = new InfiniteQueryObserver(
      createQueryClient(),
      commentListQuery(client, 7, 'like'),
    )
    await observer.refetch()
    let result = observer.getCurrentResult()
    while (result.hasNextPage) result = await observer.fetchNextPage()

    expect(calls).toEqual(
      [1, 2, 3, 4].map((page) => ({
        postIdx: 7,
        input: { page, limit: 10, sort: 'like' },
        signal: true,
      })),
    )
    expect(result.data?.pages.flatMap((p) => p.postComments)).toHaveLength(35)
    expect(result.data?.pageParams).toEqual([1, 2, 3, 4])
  })

  it('asks 20 posts first, then 10 a page, until the total is loaded', async () => {
    const inputs: unknown[] = []
    const client: Parameters<typeof postListQuery>[0] = {
      community: {
        listPosts: async (input) => {
          inputs.push(input)
          return z.parse(postPageSchema, { list: [], page: input.page, total: 35 })
        },
      },
    }
    const options = postListQuery(client, 'kim', { sort: 'latest' })
    const observer = new InfiniteQueryObserver(createQueryClient(), options)
    await observer.refetch()
    let result = observer.getCurrentResult()
    while (result.hasNextPage) result = await observer.fetchNextPage()

    expect(inputs).toEqual([
      { sort: 'latest', channelId: 'kim', page: 1, limit: 20 },
      { sort: 'latest', channelId: 'kim', page: 2, limit: 10 },
      { sort: 'latest', channelId: 'kim', page: 3, limit: 10 },
    ])
  })

  it('stops the replies after one page of 10', async () => {
    const pages: number[] = []
    const client: Parameters<typeof replyListQuery>[0] = {
      community: {
        listReplies: async (_commentIdx, input) => {
          pages.push(input?.page ?? 1)
          return z.parse(replyPageSchema, { currentPage: 1, totalCnt: 10, postCommentReplies: [] })
        },
      },
    }
    const observer = new InfiniteQueryObserver(createQueryClient(), replyListQuery(client, 42))
    await observer.refetch()
    expect(observer.getCurrentResult().hasNextPage).toBe(false)
    expect(pages).toEqual([1])
  })

  it('fetches one post with the route channel and the abort signal', async () => {
    const seen: unknown[] = []
    const post = z.parse(postSchema, {
      idx: 7,
      channelId: 'kim',
      content: 'hello',
      likeCnt: 0,
      commentCnt: 0,
      createDate,
    })
    const client: Parameters<typeof postQuery>[0] = {
      community: {
        getPost: async (postIdx, input, options) => {
          seen.push(postIdx, input, options?.signal instanceof AbortSignal)
          return post
        },
      },
    }
    await expect(createQueryClient().fetchQuery(postQuery(client, 7, 'kim'))).resolves.toEqual(post)
    expect(seen).toEqual([7, { channelId: 'kim' }, true])
  })
})

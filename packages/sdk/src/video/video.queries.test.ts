import { InfiniteQueryObserver, QueryObserver } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { mediaInfoSchema, videoCommentPageSchema } from '../contract/video/video.schemas'
import { ApiError } from '../core/apiError'
import { createQueryClient } from '../core/queryClient'
import {
  mediaInfoQuery,
  recommendAtEndQuery,
  videoCommentListQuery,
  videoDetailQuery,
  videoKeys,
} from './video.queries'

const noCall = () => Promise.reject(new Error('not called'))
const idle = { video: { listComments: noCall, getMediaInfo: noCall, recommendAtEnd: noCall } }

describe('video query options', () => {
  it('caches media info forever without refetching on focus or reconnect', () => {
    expect(mediaInfoQuery(idle, 12)).toMatchObject({
      queryKey: ['video', 'mediaInfo', 12],
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    })
  })

  it('retries the end-of-video recommendations 3 times, 3000 ms apart', () => {
    expect(recommendAtEndQuery(idle, 12)).toMatchObject({ retry: 3, retryDelay: 3000 })
  })

  it('keys comments by video and sort, likes first by default', () => {
    expect(videoKeys.comments(12)).toEqual(['video', 'comments', 12, 'likeCnt-desc'])
    expect(videoCommentListQuery(idle, 12, 'createDate-desc').queryKey).toEqual([
      'video',
      'comments',
      12,
      'createDate-desc',
    ])
  })
})

describe('fetching video queries', () => {
  it('loads 35 comments as 20, 10 and 5, then stops', async () => {
    const inputs: unknown[] = []
    const client: Parameters<typeof videoCommentListQuery>[0] = {
      video: {
        listComments: async (_vodNo, input, options) => {
          inputs.push({ ...input, signal: options?.signal instanceof AbortSignal })
          return z.parse(videoCommentPageSchema, {
            currentPage: input?.page,
            totalCnt: 35,
            vodCommentList: [],
          })
        },
      },
    }
    const observer = new InfiniteQueryObserver(
      createQueryClient(),
      videoCommentListQuery(client, 12),
    )
    await observer.refetch()
    let result = observer.getCurrentResult()
    while (result.hasNextPage) result = await observer.fetchNextPage()

    const sent = { sort: 'likeCnt-desc', limit: 10, firstPageLimit: 20, signal: true }
    expect(inputs).toEqual([1, 2, 3].map((page) => ({ ...sent, page })))
  })

  it('retries a failing recommendation 3 times after the first try', async () => {
    let calls = 0
    const client: Parameters<typeof recommendAtEndQuery>[0] = {
      video: {
        recommendAtEnd: async () => {
          calls++
          throw new ApiError(0, 'NETWORK_ERROR', 'offline')
        },
      },
    }
    const observer = new QueryObserver(createQueryClient(), {
      ...recommendAtEndQuery(client, 12),
      retryDelay: 0,
    })
    const result = await observer.refetch()
    expect(result.status).toBe('error')
    expect(calls).toBe(4)
  })

  it('fetches media info once and serves it from the cache afterwards', async () => {
    let calls = 0
    const info = z.parse(mediaInfoSchema, { fileList: [] })
    const client: Parameters<typeof mediaInfoQuery>[0] = {
      video: {
        getMediaInfo: async () => {
          calls++
          return info
        },
      },
    }
    const queryClient = createQueryClient()
    await queryClient.fetchQuery(mediaInfoQuery(client, 12))
    await queryClient.fetchQuery(mediaInfoQuery(client, 12))
    expect(calls).toBe(1)
  })

  it("reads a video page's details on every visit (each counts a view), never from the cache", async () => {
    let calls = 0
    const client: Parameters<typeof videoDetailQuery>[0] = {
      video: {
        getVideo: async (vodNo) => {
          calls++
          return { vodNo, title: 'replay' } as never
        },
      },
    }
    const options = videoDetailQuery(client, 12)
    expect(options.queryKey).toEqual(['video', 'detail', 12])
    const queryClient = createQueryClient()
    const first = new QueryObserver(queryClient, options)
    const off = first.subscribe(() => {})
    await queryClient.getQueryCache().find({ queryKey: options.queryKey })?.promise
    off()
    const second = new QueryObserver(queryClient, options)
    const offAgain = second.subscribe(() => {})
    await queryClient.getQueryCache().find({ queryKey: options.queryKey })?.promise
    offAgain()
    expect(calls).toBe(2)
  })
})

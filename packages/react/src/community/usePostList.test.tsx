import type { PostPage } from '@airwave/sdk/community'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeClient, wrapperFor } from '../shared/testing.fixture'
import { usePostList } from './usePostList'

const post = (idx: number) => ({
  idx,
  channelId: 'kim',
  content: `post ${idx}`,
  likeCnt: 0,
  commentCnt: 0,
  attachImgLink: [],
  createDate: '2025-01-01T00:00:00Z',
})

describe('usePostList', () => {
  it('loads 20 posts first, then pages of 10 until the total', async () => {
    const calls: unknown[] = []
    const client = fakeClient({
      community: {
        listPosts: async (input): Promise<PostPage> => {
          calls.push(input)
          const page = input?.page ?? 1
          const from = page === 1 ? 0 : 20 + (page - 2) * 10
          const count = Math.min(page === 1 ? 20 : 10, 25 - from)
          const list = Array.from({ length: count }, (_, i) => post(from + i + 1))
          return { list, page, total: 25 }
        },
      },
    })
    const wrapper = wrapperFor({ client, onLoginRequired: () => {} })
    const { result } = renderHook(() => usePostList('kim', { sort: 'recent' }), { wrapper })

    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1))
    expect(calls).toEqual([{ sort: 'recent', channelId: 'kim', page: 1, limit: 20 }])
    expect(result.current.hasNextPage).toBe(true)

    await act(() => result.current.fetchNextPage())
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2))
    expect(calls[1]).toEqual({ sort: 'recent', channelId: 'kim', page: 2, limit: 10 })
    expect(result.current.data?.pages.flatMap((p) => p.list)).toHaveLength(25)
    expect(result.current.hasNextPage).toBe(false)
  })
})

import type { Reply, ReplyPage } from '@airwave/sdk/community'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeClient, wrapperFor } from '../shared/testing.fixture'
import { useReplies } from './useReplies'

const reply = (replyIdx: number): Reply => ({
  replyIdx,
  channelId: `author${replyIdx}`,
  nickname: `Author ${replyIdx}`,
  content: `reply ${replyIdx}`,
  createDate: '2025-01-01T00:00:00Z',
  likeCnt: 0,
})

describe('useReplies', () => {
  it('loads replies 10 a page until the total', async () => {
    const calls: unknown[] = []
    const client = fakeClient({
      community: {
        listReplies: async (commentIdx, input): Promise<ReplyPage> => {
          calls.push([commentIdx, input])
          const page = input?.page ?? 1
          const count = page === 1 ? 10 : 2
          const postCommentReplies = Array.from({ length: count }, (_, i) =>
            reply((page - 1) * 10 + i + 1),
          )
          return { currentPage: page, totalCnt: 12, postCommentReplies }
        },
      },
    })
    const wrapper = wrapperFor({ client, onLoginRequired: () => {} })
    const { result } = renderHook(() => useReplies(42), { wrapper })
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1))
    expect(result.current.hasNextPage).toBe(true)
    await act(() => result.current.fetchNextPage())
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2))
    expect(calls).toEqual([
      [42, { page: 1, limit: 10 }],
      [42, { page: 2, limit: 10 }],
    ])
    expect(result.current.hasNextPage).toBe(false)
  })
})

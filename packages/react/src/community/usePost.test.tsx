import { ApiError } from '@airwave/sdk'
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeClient, wrapperFor } from '../shared/testing.fixture'
import { usePost } from './usePost'

describe('usePost', () => {
  it('loads the post of the route channel', async () => {
    const calls: unknown[] = []
    const client = fakeClient({
      community: {
        getPost: async (postIdx, input) => {
          calls.push([postIdx, input])
          return {
            idx: Number(postIdx),
            channelId: 'kim',
            content: 'Stream at 8!',
            likeCnt: 3,
            commentCnt: 1,
            attachImgLink: [],
            createDate: '2025-01-01T00:00:00Z',
          }
        },
      },
    })
    const wrapper = wrapperFor({ client, onLoginRequired: () => {} })
    const { result } = renderHook(() => usePost(7, 'kim'), { wrapper })
    await waitFor(() => expect(result.current.data?.content).toBe('Stream at 8!'))
    expect(calls).toEqual([[7, { channelId: 'kim' }]])
  })

  it('reports a refused post without asking again', async () => {
    let calls = 0
    const client = fakeClient({
      community: {
        getPost: async () => {
          calls++
          throw new ApiError(404, 'COM40001', 'Post not found')
        },
      },
    })
    const wrapper = wrapperFor({ client, onLoginRequired: () => {} })
    const { result } = renderHook(() => usePost(7, 'kim'), { wrapper })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(ApiError)
    expect(calls).toBe(1)
  })
})

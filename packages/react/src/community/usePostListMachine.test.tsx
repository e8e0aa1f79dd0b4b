import { ApiError } from '@airwave/sdk'
import type { Post, PostPage, Viewer } from '@airwave/sdk/community'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { acceptLoginPrompt, fakeClient, wrapperFor } from '../shared/testing.fixture'
import { useToasts } from '../shared/toasts/useToasts'
import { usePostListMachine } from './usePostListMachine'

const member: Viewer = { status: 'member', channelId: 'me', nickname: 'Me' }

const post = (idx: number): Post => ({
  idx,
  channelId: 'kim',
  content: `post ${idx}`,
  likeCnt: 4,
  commentCnt: 0,
  attachImgLink: [],
  createDate: '2025-01-01T00:00:00Z',
})

const listPosts = async (): Promise<PostPage> => ({ list: [post(1), post(2)], page: 1, total: 2 })

describe('usePostListMachine', () => {
  it('loads the board and likes a post at once', async () => {
    const client = fakeClient({
      community: {
        listPosts,
        likePost: () => new Promise(() => {}),
      },
    })
    const wrapper = wrapperFor({ client, onLoginRequired: () => {} })
    const { result } = renderHook(() => usePostListMachine({ channelId: 'kim', viewer: member }), {
      wrapper,
    })
    await waitFor(() => expect(result.current.state).toBe('ready'))
    act(() => result.current.send({ type: 'LIKE', postIdx: 1 }))
    const liked = result.current.context.pages[0]?.items[0]
    expect(liked).toMatchObject({ idx: 1, isLikePost: true, likeCnt: 5 })
  })

  it('opens the login when an anonymous viewer likes', async () => {
    let logins = 0
    const client = fakeClient({ community: { listPosts } })
    const wrapper = wrapperFor({ client, onLoginRequired: () => logins++ })
    const { result } = renderHook(
      () => usePostListMachine({ channelId: 'kim', viewer: { status: 'anonymous' } }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.state).toBe('ready'))
    act(() => result.current.send({ type: 'LIKE', postIdx: 1 }))
    expect(logins).toBe(0)
    await acceptLoginPrompt()
    expect(logins).toBe(1)
  })

  it('rolls a failed like back and shows the server message', async () => {
    const client = fakeClient({
      community: {
        listPosts,
        likePost: async () => {
          throw new ApiError(500, 'SERVER_ERROR', 'Could not like')
        },
      },
    })
    const wrapper = wrapperFor({ client, onLoginRequired: () => {} })
    const { result } = renderHook(
      () => ({
        list: usePostListMachine({ channelId: 'kim', viewer: member }),
        toasts: useToasts(),
      }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.list.state).toBe('ready'))
    act(() => result.current.list.send({ type: 'LIKE', postIdx: 1 }))
    await waitFor(() =>
      expect(result.current.toasts.map((t) => t.message)).toEqual(['Could not like']),
    )
    expect(result.current.list.context.pages[0]?.items[0]).toMatchObject({ likeCnt: 4 })
  })
})

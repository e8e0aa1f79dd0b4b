import { ApiError } from '@airwave/sdk'
import type { BoardEmitted, Comment, CommentPage, Viewer } from '@airwave/sdk/community'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useBlockList } from '../channel/useBlockList'
import { acceptLoginPrompt, fakeClient, wrapperFor } from '../shared/testing.fixture'
import { useToasts } from '../shared/toasts/useToasts'
import { useCommentThread } from './useCommentThread'

const anonymous: Viewer = { status: 'anonymous' }
const member: Viewer = { status: 'member', channelId: 'me', nickname: 'Me' }

const comment = (commentIdx: number): Comment => ({
  commentIdx,
  channelId: `author${commentIdx}`,
  content: `comment ${commentIdx}`,
  nickname: `Author ${commentIdx}`,
  createDate: '2025-01-01T00:00:00Z',
  likeCnt: 0,
  replyCnt: 0,
})

const firstPage = async (): Promise<CommentPage> => ({
  currentPage: 1,
  totalCnt: 30,
  postComments: [comment(1), comment(2)],
})

describe('useCommentThread', () => {
  it('loads the first page and exposes the state for data-state', async () => {
    const client = fakeClient({ community: { listComments: firstPage } })
    const wrapper = wrapperFor({ client, onLoginRequired: () => {} })
    const { result } = renderHook(
      () => useCommentThread({ postIdx: 7, channelId: 'kim', viewer: member }),
      { wrapper },
    )
    expect(result.current.state).toBe('loading')
    await waitFor(() => expect(result.current.state).toBe('ready'))
    expect(result.current.context.commentCnt).toBe(30)
    expect(result.current.context.pages[0]?.items.map((c) => c.commentIdx)).toEqual([1, 2])
  })

  it('opens the login once when an anonymous viewer likes', async () => {
    let logins = 0
    const client = fakeClient({ community: { listComments: firstPage } })
    const wrapper = wrapperFor({ client, onLoginRequired: () => logins++ })
    const { result } = renderHook(
      () => useCommentThread({ postIdx: 7, channelId: 'kim', viewer: anonymous }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.state).toBe('ready'))
    act(() => result.current.send({ type: 'LIKE', commentIdx: 1 }))
    expect(logins).toBe(0)
    await acceptLoginPrompt()
    expect(logins).toBe(1)
  })

  it('shows a failure as one toast, however often it repeats', async () => {
    const client = fakeClient({
      community: {
        listComments: async (_postIdx, input) => {
          if (input?.page === 1) return firstPage()
          throw new ApiError(500, 'SERVER_ERROR', 'Try again later')
        },
      },
    })
    const wrapper = wrapperFor({ client, onLoginRequired: () => {} })
    const { result } = renderHook(
      () => ({
        thread: useCommentThread({ postIdx: 7, channelId: 'kim', viewer: member }),
        toasts: useToasts(),
      }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.thread.state).toBe('ready'))
    act(() => result.current.thread.send({ type: 'LOAD_MORE' }))
    await waitFor(() => expect(result.current.toasts).toHaveLength(1))
    await waitFor(() => expect(result.current.thread.state).toBe('ready'))
    act(() => result.current.thread.send({ type: 'LOAD_MORE' }))
    await waitFor(() => expect(result.current.thread.state).toBe('ready'))
    expect(result.current.toasts.map((t) => t.message)).toEqual(['Try again later'])
  })

  it('reloads for a viewer who signs in, not for a new object saying the same', async () => {
    let loads = 0
    const client = fakeClient({
      community: {
        listComments: async () => {
          loads++
          return firstPage()
        },
      },
    })
    const wrapper = wrapperFor({ client, onLoginRequired: () => {} })
    const { result, rerender } = renderHook(
      ({ viewer }) => useCommentThread({ postIdx: 7, channelId: 'kim', viewer }),
      { wrapper, initialProps: { viewer: anonymous as Viewer } },
    )
    await waitFor(() => expect(result.current.state).toBe('ready'))
    const before = loads
    rerender({ viewer: { status: 'anonymous' } })
    expect(result.current.state).toBe('ready')
    rerender({ viewer: member })
    await waitFor(() => expect(result.current.context.viewer).toEqual(member))
    await waitFor(() => expect(result.current.state).toBe('ready'))
    expect(loads).toBe(before + 1)
  })

  it('passes every event on and refreshes the block list after a block', async () => {
    const events: BoardEmitted[] = []
    let blockListLoads = 0
    const client = fakeClient({
      community: { listComments: firstPage },
      channel: {
        block: async () => undefined,
        listBlocked: async () => {
          blockListLoads++
          return { items: [], total: 0 }
        },
      },
    })
    const wrapper = wrapperFor({ client, onLoginRequired: () => {} })
    const { result } = renderHook(
      () => ({
        thread: useCommentThread({
          postIdx: 7,
          channelId: 'kim',
          viewer: member,
          onEvent: (event) => events.push(event),
        }),
        blocked: useBlockList(),
      }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.thread.state).toBe('ready'))
    await waitFor(() => expect(result.current.blocked.list.isSuccess).toBe(true))
    expect(blockListLoads).toBe(1)
    act(() => result.current.thread.send({ type: 'BLOCK', channelId: 'author1' }))
    await waitFor(() => expect(events).toContainEqual(expect.objectContaining({ type: 'blocked' })))
    await waitFor(() => expect(blockListLoads).toBe(2))
  })
})

import { ApiError } from '@airwave/sdk'
import type { ChannelPage } from '@airwave/sdk/channel'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeClient, wrapperFor } from '../shared/testing.fixture'
import { useBlockList } from './useBlockList'

const channels = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ channelId: `troll${from + i}` }))

describe('useBlockList', () => {
  it('loads the blocked channels 10 a page', async () => {
    const pages: unknown[] = []
    const client = fakeClient({
      channel: {
        listBlocked: async (input): Promise<ChannelPage> => {
          pages.push(input)
          const page = input?.page ?? 1
          return { items: channels((page - 1) * 10, page === 1 ? 10 : 5), total: 15 }
        },
      },
    })
    const wrapper = wrapperFor({ client, onLoginRequired: () => {} })
    const { result } = renderHook(() => useBlockList(), { wrapper })
    await waitFor(() => expect(result.current.list.data?.pages).toHaveLength(1))
    expect(result.current.list.hasNextPage).toBe(true)
    await act(() => result.current.list.fetchNextPage())
    await waitFor(() => expect(result.current.list.data?.pages).toHaveLength(2))
    expect(pages).toEqual([
      { page: 1, limit: 10 },
      { page: 2, limit: 10 },
    ])
    expect(result.current.list.hasNextPage).toBe(false)
  })

  it('loads nothing for an anonymous viewer', async () => {
    let calls = 0
    const client = fakeClient({
      channel: {
        listBlocked: async () => {
          calls++
          return { items: [], total: 0 }
        },
      },
    })
    const wrapper = wrapperFor({ client, onLoginRequired: () => {} })
    const { result } = renderHook(() => useBlockList({ enabled: false }), { wrapper })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(result.current.list.fetchStatus).toBe('idle')
    expect(calls).toBe(0)
  })

  it('refreshes the list after a block and an unblock', async () => {
    let blocked = ['troll1']
    const client = fakeClient({
      channel: {
        listBlocked: async () => ({
          items: blocked.map((channelId) => ({ channelId })),
          total: blocked.length,
        }),
        block: async (input) => {
          blocked = [...blocked, input.channelId]
        },
        unblock: async (input) => {
          blocked = blocked.filter((id) => id !== input.channelId)
        },
      },
    })
    const wrapper = wrapperFor({ client, onLoginRequired: () => {} })
    const { result } = renderHook(() => useBlockList(), { wrapper })
    const ids = () =>
      result.current.list.data?.pages.flatMap((p) => p.items.map((c) => c.channelId))
    await waitFor(() => expect(ids()).toEqual(['troll1']))
    await act(() => result.current.block.mutateAsync('troll2'))
    await waitFor(() => expect(ids()).toEqual(['troll1', 'troll2']))
    await act(() => result.current.unblock.mutateAsync('troll1'))
    await waitFor(() => expect(ids()).toEqual(['troll2']))
  })

  it('surfaces the blocked-user limit as the max-blocked kind', async () => {
    const client = fakeClient({
      channel: {
        listBlocked: async () => ({ items: channels(0, 10), total: 100 }),
        block: async () => {
          throw new ApiError(409, 'CHA30048', 'Maximum blocked users exceeded')
        },
      },
    })
    const wrapper = wrapperFor({ client, onLoginRequired: () => {} })
    const { result } = renderHook(() => useBlockList(), { wrapper })
    act(() => result.current.block.mutate('troll101'))
    await waitFor(() => expect(result.current.block.isError).toBe(true))
    expect(result.current.block.error?.kind).toBe('max-blocked')
  })
})

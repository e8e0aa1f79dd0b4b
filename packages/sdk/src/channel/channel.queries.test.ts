import { InfiniteQueryObserver } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../core/queryClient'
import { blockedListQuery, channelInfoQuery, channelKeys, myChannelQuery } from './channel.queries'

describe('blockedListQuery', () => {
  it('loads 10 a page and stops at the total', async () => {
    const asked: { page?: number; limit?: number }[] = []
    const client = {
      channel: {
        listBlocked: async (query: { page?: number; limit?: number } = {}) => {
          asked.push(query)
          const page = query.page ?? 1
          const count = Math.max(0, Math.min(10, 23 - (page - 1) * 10))
          const items = Array.from({ length: count }, (_, i) => ({
            channelId: `c${(page - 1) * 10 + i}`,
          }))
          return { items, total: 23 }
        },
      },
    }
    const queryClient = createQueryClient()
    const options = blockedListQuery(client)
    expect(options.queryKey).toEqual(channelKeys.blocked())
    const observer = new InfiniteQueryObserver(queryClient, options)
    await observer.refetch()
    while (observer.getCurrentResult().hasNextPage) await observer.fetchNextPage()
    const pages = observer.getCurrentResult().data?.pages ?? []
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 3])
    expect(asked).toEqual([
      { page: 1, limit: 10 },
      { page: 2, limit: 10 },
      { page: 3, limit: 10 },
    ])
  })
})

describe('channelInfoQuery', () => {
  it('answers the channel info, passes the abort signal, and stays fresh 5 minutes', async () => {
    const asked: unknown[] = []
    const client = {
      channel: {
        getChannelInfo: async (channelId: string | number, options?: { signal?: AbortSignal }) => {
          asked.push([channelId, options?.signal instanceof AbortSignal])
          return { streamerChannelInfo: { channelId: String(channelId), nickname: 'Neo' } }
        },
      },
    }
    const options = channelInfoQuery(client, 'neo')
    expect(options.queryKey).toEqual(['channel', 'info', 'neo'])
    expect(options.staleTime).toBe(5 * 60_000)
    const info = await createQueryClient().fetchQuery(options)
    expect(info).toEqual({ channelId: 'neo', nickname: 'Neo' })
    expect(asked).toEqual([['neo', true]])
  })
})

describe('myChannelQuery', () => {
  it("answers the member's channel and passes the abort signal", async () => {
    const signals: unknown[] = []
    const me = { channel: { channelId: 'me', nickname: 'Me' }, userInfo: { email: 'a@b.c' } }
    const client = {
      channel: {
        getMyChannel: async (options?: { signal?: AbortSignal }) => {
          signals.push(options?.signal instanceof AbortSignal)
          return me
        },
      },
    }
    const options = myChannelQuery(client)
    expect(options.queryKey).toEqual(channelKeys.mine())
    expect(await createQueryClient().fetchQuery(options)).toEqual(me)
    expect(signals).toEqual([true])
  })
})

import { InfiniteQueryObserver, MutationObserver } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import { CARD_LIST_META } from '../core/cardLists'
import { createQueryClient } from '../core/queryClient'
import {
  blockedListQuery,
  channelInfoQuery,
  channelKeys,
  followingListQuery,
  myChannelQuery,
  notInterestedListQuery,
  removeNotInterestedMutation,
} from './channel.queries'

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

describe('followingListQuery', () => {
  it('loads 20 a page and stops at the total', async () => {
    const asked: unknown[] = []
    const client: Parameters<typeof followingListQuery>[0] = {
      channel: {
        listFollowing: async (query) => {
          asked.push(query)
          const page = query?.page ?? 1
          const count = Math.max(0, Math.min(20, 41 - (page - 1) * 20))
          const followingList = Array.from({ length: count }, (_, i) => ({
            channelId: `c${(page - 1) * 20 + i}`,
            isStream: false,
          }))
          return { followingList, totalCnt: 41, currentPage: page } as never
        },
      },
    }
    const options = followingListQuery(client)
    expect(options.queryKey).toEqual(['channel', 'following'])
    expect(options.meta).toEqual(CARD_LIST_META)
    const observer = new InfiniteQueryObserver(createQueryClient(), options)
    await observer.refetch()
    while (observer.getCurrentResult().hasNextPage) await observer.fetchNextPage()
    const pages = observer.getCurrentResult().data?.pages ?? []
    expect(pages.map((p) => p.followingList.length)).toEqual([20, 20, 1])
    expect(asked).toEqual([
      { page: 1, limit: 20 },
      { page: 2, limit: 20 },
      { page: 3, limit: 20 },
    ])
  })
})

describe('the not-interested list', () => {
  it('reads a page; taking a channel off reads the list and every card list again', async () => {
    const listed: string[][] = [['kim', 'lee'], ['lee']]
    const removed: string[] = []
    const client = {
      channel: {
        listNotInterested: async (query: { page?: number } = {}) => {
          expect(query).toEqual({ page: 1 })
          const items = (listed.length > 1 ? listed.shift() : listed[0]) ?? []
          return { items: items.map((channelId) => ({ channelId })), total: items.length }
        },
        removeNotInterested: async ({ channelId }: { channelId: string }) => {
          removed.push(channelId)
        },
      },
    }
    const queryClient = createQueryClient()
    const options = notInterestedListQuery(client, 1)
    expect(options.queryKey).toEqual(['channel', 'not-interested', 1])
    const cards = { queryKey: ['video', 'list'], queryFn: async () => 1, meta: CARD_LIST_META }
    await queryClient.fetchQuery(cards)
    expect((await queryClient.fetchQuery(options)).total).toBe(2)
    const mutation = new MutationObserver(
      queryClient,
      removeNotInterestedMutation(client, queryClient),
    )
    await mutation.mutate('kim')
    expect(removed).toEqual(['kim'])
    expect(queryClient.getQueryState(options.queryKey)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(cards.queryKey)?.isInvalidated).toBe(true)
    expect((await queryClient.fetchQuery(options)).total).toBe(1)
  })
})

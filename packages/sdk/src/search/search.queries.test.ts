import { InfiniteQueryObserver, QueryClient } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { searchCardPageSchema, searchChannelPageSchema } from '../contract/search/search.schemas'
import { refreshCardLists } from '../core/cardLists'
import { searchCardsQuery, searchChannelsQuery } from './search.queries'

describe('search queries', () => {
  it('asks for a few channels among the other kinds, 20 a page when they are all shown', async () => {
    const asked: unknown[] = []
    const client: Parameters<typeof searchChannelsQuery>[0] = {
      search: {
        searchChannels: async (query) => {
          asked.push(query)
          return z.parse(searchChannelPageSchema, { hasNext: query?.page === 1 })
        },
      },
    }
    const queryClient = new QueryClient()
    const preview = searchChannelsQuery(client, { keyword: 'kim' }, { showAll: false })
    expect(preview.queryKey).toEqual(['search', 'channel', { keyword: 'kim' }, 6])
    await queryClient.fetchInfiniteQuery(preview)
    const all = searchChannelsQuery(client, { keyword: 'kim' }, { showAll: true })
    const observer = new InfiniteQueryObserver(queryClient, all)
    const off = observer.subscribe(() => undefined)
    await observer.refetch()
    expect(observer.getCurrentResult().hasNextPage).toBe(true)
    await observer.fetchNextPage()
    expect(observer.getCurrentResult().hasNextPage).toBe(false)
    off()
    expect(asked).toEqual([
      { keyword: 'kim', limit: 6, page: 1 },
      { keyword: 'kim', limit: 20, page: 1 },
      { keyword: 'kim', limit: 20, page: 2 },
    ])
  })

  it('asks the live or the video results by kind, each a card list of its own', async () => {
    const asked: string[] = []
    const answer = async () => z.parse(searchCardPageSchema, {})
    const client: Parameters<typeof searchCardsQuery>[0] = {
      search: {
        searchStreams: async (query) => {
          asked.push(`live ${query?.tagName}`)
          return answer()
        },
        searchVideos: async (query) => {
          asked.push(`video ${query?.tagName}`)
          return answer()
        },
      },
    }
    const queryClient = new QueryClient()
    const live = searchCardsQuery(client, 'live', { tagName: 'fps' }, { showAll: false })
    const videos = searchCardsQuery(client, 'video', { tagName: 'fps' }, { showAll: true })
    expect(live.queryKey).toEqual(['search', 'live', { tagName: 'fps' }, 6])
    expect(videos.queryKey).toEqual(['search', 'video', { tagName: 'fps' }, 20])
    await queryClient.fetchInfiniteQuery(live)
    await queryClient.fetchInfiniteQuery(videos)
    expect(asked).toEqual(['live fps', 'video fps'])
    await refreshCardLists(queryClient)
    expect(queryClient.getQueryState(live.queryKey)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(videos.queryKey)?.isInvalidated).toBe(true)
  })
})

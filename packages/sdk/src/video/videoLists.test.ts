import { InfiniteQueryObserver, QueryClient } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import type { VideoListPage } from '../contract/video/video.schemas'
import { refreshCardLists } from '../core/cardLists'
import { videoListKeys, videoListQuery } from './videoLists'

const page = (vodNos: number[], hasNext: boolean): VideoListPage =>
  ({ vodList: vodNos.map((vodNo) => ({ vodNo })), hasNext }) as unknown as VideoListPage

describe('videoListQuery', () => {
  it('asks for a kind and a category, and pages while the server says there is more', async () => {
    const asked: unknown[] = []
    const client = {
      video: {
        listV2: async (query: { page?: number }) => {
          asked.push(query)
          return page([query.page ?? 0], query.page === 1)
        },
      },
    }
    const queryClient = new QueryClient()
    const options = videoListQuery(client as never, { kind: 'clip', categoryIdx: 3, limit: 8 })
    expect(options.queryKey).toEqual(['video', 'list', 'clip', 3, 8])
    const observer = new InfiniteQueryObserver(queryClient, options)
    const off = observer.subscribe(() => undefined)
    await observer.refetch()
    expect(observer.getCurrentResult().hasNextPage).toBe(true)
    await observer.fetchNextPage()
    expect(observer.getCurrentResult().hasNextPage).toBe(false)
    expect(asked).toEqual([
      { page: 1, limit: 8, type: 'clip', categoryIdx: 3 },
      { page: 2, limit: 8, type: 'clip', categoryIdx: 3 },
    ])
    off()
  })

  it('asks for every kind, 20 a page, by default; one key whatever the way it is asked', async () => {
    const asked: unknown[] = []
    const client = {
      video: {
        listV2: async (query: unknown) => {
          asked.push(query)
          return page([], false)
        },
      },
    }
    const queryClient = new QueryClient()
    await queryClient.fetchInfiniteQuery(videoListQuery(client as never))
    expect(asked).toEqual([{ page: 1, limit: 20 }])
    expect(videoListQuery(client as never).queryKey).toEqual(
      videoListKeys.list({ kind: 'all', limit: 20 }),
    )
  })

  it('is read again with the other card lists', async () => {
    const client = { video: { listV2: async () => page([], false) } }
    const queryClient = new QueryClient()
    const options = videoListQuery(client as never, { limit: 8 })
    await queryClient.fetchInfiniteQuery(options)
    await refreshCardLists(queryClient)
    expect(queryClient.getQueryState(options.queryKey)?.isInvalidated).toBe(true)
  })
})
